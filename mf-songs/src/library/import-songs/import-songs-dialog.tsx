import { useMutation } from '@apollo/client/react';
import { Button, DataTable, Dialog, colors, radii } from '@worship/design-system';
import {
  IMPORT_FILES_MAX,
  IMPORT_NO_FILES,
  IMPORT_TOO_MANY_FILES,
  languageName,
  type DuplicateAction,
} from '@worship/common';
import { useReportError } from '@worship/shell-contract';
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import styled from 'styled-components';
import type { DuplicateAction as DuplicateActionEnum } from '../../__generated__/graphql';
import { evictSongLists } from '../../lib/song-lists';
import { chunks, IMPORT_ACCEPT, readImportFile, type ReadFile } from './import-files';
import { ImportSongsDocument } from './import-songs.graphql';

export const IMPORT_FAILED = 'Failed to import the songs. Please try again.';
export const IMPORT_PUBLIC_HINT =
  'Public songs show on the public songs page for everyone; private ones only to your group.';
export const IMPORT_PUBLIC_HINT_PERSONAL =
  'Public songs show on the public songs page for everyone; private ones only to you.';
export const IMPORT_TRANSLITERATE_HINT =
  'Malayalam, Tamil and Hindi stanzas without an English transliteration get one written in Latin letters, which you can edit later.';
const FORMATS_TEXT = 'OpenLyrics, ChordPro, SongSelect or plain text files';

/** Where the files go, as the dialog says it (docs/import-export.md § In the library). */
export function importTarget(groupId: string | null, groupName: string | null): string {
  if (!groupId)
    return `${FORMATS_TEXT} into My Songs, your own songs: you are not in any group yet`;
  return `${FORMATS_TEXT} into ${groupName ? `the group ${groupName}` : 'the selected group'}`;
}

type Result = {
  name: string;
  status: string;
  message?: string | null;
  format?: string | null;
  duplicateOfTitle?: string | null;
  warnings: readonly string[];
  preview?: { title: string; language: string; sections: readonly string[] } | null;
};
type Stage = 'choose' | 'reading' | 'preview' | 'importing' | 'report';

const ACTION_LABELS: Record<DuplicateAction, string> = {
  skip: 'Skip',
  replace: 'Replace',
  keep_both: 'Keep both',
};
const ACTION_ENUM: Record<DuplicateAction, DuplicateActionEnum> = {
  skip: 'SKIP',
  replace: 'REPLACE',
  keep_both: 'KEEP_BOTH',
};

const Zone = styled.div<{ $over: boolean }>`
  display: grid;
  gap: 0.5rem;
  justify-items: start;
  padding: 1rem;
  border: 2px dashed ${({ $over }) => ($over ? colors.primary : colors.border)};
  border-radius: ${radii.md};
`;
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  align-items: center;
  margin-top: 1rem;
`;

export interface ImportSongsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * The group the songs go to. Null for a user in no group: the songs are their own (My Songs),
   * which is what the service does without a group (it takes the caller's first group, if any).
   */
  groupId: string | null;
  /** The group's name, said in the dialog's description. */
  groupName?: string | null;
  /** Told after an import so the library shows the new songs at once. */
  onImported: () => void;
}

function statusText(result: Result, dryRun: boolean): string {
  if (result.status === 'error') return result.message ?? 'Error';
  if (result.status === 'duplicate') {
    return dryRun
      ? `Duplicate of "${result.duplicateOfTitle ?? result.preview?.title ?? result.name}"`
      : 'Skipped';
  }
  if (result.status === 'replaced') return 'Replaced';
  return dryRun ? 'Ready' : 'Created';
}

/** Issue 17 "In the library": many files, a preview with duplicates, progress and a report. */
export default function ImportSongsDialog({
  open,
  onOpenChange,
  groupId,
  groupName = null,
  onImported,
}: ImportSongsDialogProps) {
  const id = useId();
  const reportError = useReportError();
  const [importSongs] = useMutation(ImportSongsDocument, { update: evictSongLists });
  const [stage, setStage] = useState<Stage>('choose');
  const [files, setFiles] = useState<ReadFile[]>([]);
  const [results, setResults] = useState<Result[]>([]);
  const [choices, setChoices] = useState<Record<number, DuplicateAction>>({});
  const [isPublic, setIsPublic] = useState(false);
  const [transliterate, setTransliterate] = useState(false);
  const [done, setDone] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const [over, setOver] = useState(false);
  const cancelled = useRef(false);
  const report = useRef<HTMLParagraphElement>(null);

  // The report replaces the Import button that had focus: focus moves to what it says.
  useEffect(() => {
    if (stage === 'report') report.current?.focus();
  }, [stage]);

  async function send(batch: ReadFile[], dryRun: boolean, offset: number): Promise<Result[]> {
    const { data } = await importSongs({
      variables: {
        input: {
          groupId,
          dryRun,
          isPublic,
          generateTransliterations: transliterate,
          files: batch.map((file, i) => ({
            name: file.name,
            content: file.content,
            encoding: 'base64',
            onDuplicate: ACTION_ENUM[choices[offset + i] ?? 'skip'],
          })),
        },
      },
    });
    return data?.importSongs ?? [];
  }

  /** Local refusals stay as they are; the rest go to the server in chunks. */
  async function run(list: ReadFile[], dryRun: boolean) {
    cancelled.current = false;
    setDone(0);
    setProblem(null);
    const out: Result[] = [];
    let offset = 0;
    try {
      for (const batch of chunks(list)) {
        if (cancelled.current) break;
        const sendable = batch.filter((file) => !file.localError);
        const answered = sendable.length > 0 ? await send(sendable, dryRun, offset) : [];
        let next = 0;
        for (const file of batch) {
          out.push(
            file.localError
              ? { name: file.name, status: 'error', message: file.localError, warnings: [] }
              : (answered[next++] ?? { name: file.name, status: 'error', warnings: [] }),
          );
        }
        offset += batch.length;
        setDone(offset);
        setResults([...out]);
      }
    } catch (error) {
      reportError(error, IMPORT_FAILED);
      setProblem(IMPORT_FAILED);
    }
    return out;
  }

  async function choose(list: FileList | null) {
    const picked = Array.from(list ?? []);
    if (picked.length === 0) return setProblem(IMPORT_NO_FILES);
    if (picked.length > IMPORT_FILES_MAX) return setProblem(IMPORT_TOO_MANY_FILES);
    setStage('reading');
    const read = await Promise.all(picked.map(readImportFile));
    setFiles(read);
    setChoices({});
    await run(read, true);
    setStage('preview');
  }

  async function startImport() {
    setStage('importing');
    await run(files, false);
    onImported();
    setStage('report');
  }

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setOver(false);
    void choose(event.dataTransfer.files);
  }

  const total = files.length;
  const busy = stage === 'reading' || stage === 'importing';
  const counts = {
    created: results.filter((r) => r.status === 'created').length,
    replaced: results.filter((r) => r.status === 'replaced').length,
    skipped: results.filter((r) => r.status === 'duplicate').length,
    failed: results.filter((r) => r.status === 'error').length,
  };
  const dryRun = stage !== 'report' && stage !== 'importing';
  const setAll = (action: DuplicateAction) =>
    setChoices(
      Object.fromEntries(
        results.flatMap((r, i) => (r.status === 'duplicate' ? [[i, action]] : [])),
      ),
    );

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) cancelled.current = true;
        onOpenChange(next);
      }}
      size="xl"
      title="Import Songs"
      description={importTarget(groupId, groupName)}
    >
      {stage === 'choose' && (
        <Zone
          $over={over}
          role="group"
          aria-label="Drop song files here"
          onDragOver={(event) => {
            event.preventDefault();
            setOver(true);
          }}
          onDragLeave={() => setOver(false)}
          onDrop={onDrop}
        >
          <label htmlFor={`${id}-files`}>Song files</label>
          <input
            id={`${id}-files`}
            type="file"
            multiple
            accept={IMPORT_ACCEPT}
            onChange={(event) => void choose(event.target.files)}
          />
          <p>Or drop files here.</p>
        </Zone>
      )}
      {problem && <p role="alert">{problem}</p>}

      {busy && (
        <div aria-live="polite">
          <p id={`${id}-progress`}>
            {stage === 'reading' ? 'Reading' : 'Importing'} {done} of {total}
          </p>
          <progress
            aria-labelledby={`${id}-progress`}
            aria-valuenow={done}
            aria-valuemin={0}
            aria-valuemax={total}
            max={total || 1}
            value={done}
          />
          {stage === 'importing' && (
            <Row>
              <Button variant="outline" onClick={() => (cancelled.current = true)}>
                Cancel
              </Button>
            </Row>
          )}
        </div>
      )}

      {stage === 'report' && (
        <p aria-live="polite" role="status" tabIndex={-1} ref={report}>
          Created {counts.created}, replaced {counts.replaced}, skipped {counts.skipped}, failed{' '}
          {counts.failed}
        </p>
      )}

      {(stage === 'preview' || stage === 'report') && (
        <>
          <DataTable aria-label={stage === 'preview' ? 'Preview' : 'Report'}>
            <thead>
              <tr>
                <th scope="col">File</th>
                <th scope="col">Title</th>
                <th scope="col">Language</th>
                <th scope="col">Sections</th>
                <th scope="col">Format</th>
                <th scope="col">Warnings</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {results.map((result, i) => (
                <tr key={`${result.name}-${i}`}>
                  <td>{result.name}</td>
                  <td>{result.preview?.title ?? ''}</td>
                  <td>{result.preview ? languageName(result.preview.language) : ''}</td>
                  <td>{result.preview?.sections.join(', ') ?? ''}</td>
                  <td>{result.format ?? ''}</td>
                  <td>{result.warnings.join('; ')}</td>
                  <td>
                    {statusText(result, dryRun)}
                    {stage === 'preview' && result.status === 'duplicate' && (
                      <select
                        aria-label={`What to do with ${result.name}`}
                        value={choices[i] ?? 'skip'}
                        onChange={(event) =>
                          setChoices({ ...choices, [i]: event.target.value as DuplicateAction })
                        }
                      >
                        {Object.entries(ACTION_LABELS).map(([value, label]) => (
                          <option key={value} value={value}>
                            {label}
                          </option>
                        ))}
                      </select>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </DataTable>
          {stage === 'preview' && (
            <>
              {counts.skipped > 0 && (
                <Row>
                  <span>All duplicates:</span>
                  {Object.entries(ACTION_LABELS).map(([value, label]) => (
                    <Button
                      key={value}
                      variant="outline"
                      size="sm"
                      onClick={() => setAll(value as DuplicateAction)}
                    >
                      {label}
                    </Button>
                  ))}
                </Row>
              )}
              <Row>
                <input
                  id={`${id}-public`}
                  type="checkbox"
                  role="switch"
                  checked={isPublic}
                  aria-describedby={`${id}-public-hint`}
                  onChange={(event) => setIsPublic(event.target.checked)}
                />
                <label htmlFor={`${id}-public`}>Public</label>
                <span id={`${id}-public-hint`}>
                  {groupId ? IMPORT_PUBLIC_HINT : IMPORT_PUBLIC_HINT_PERSONAL}
                </span>
              </Row>
              <Row>
                <input
                  id={`${id}-transliterate`}
                  type="checkbox"
                  checked={transliterate}
                  aria-describedby={`${id}-transliterate-hint`}
                  onChange={(event) => setTransliterate(event.target.checked)}
                />
                <label htmlFor={`${id}-transliterate`}>Add English transliterations</label>
                <span id={`${id}-transliterate-hint`}>{IMPORT_TRANSLITERATE_HINT}</span>
              </Row>
              <Row>
                <Button onClick={() => void startImport()}>
                  Import {total} {total === 1 ? 'file' : 'files'}
                </Button>
              </Row>
            </>
          )}
        </>
      )}
    </Dialog>
  );
}
