import { useMutation, useQuery } from '@apollo/client/react';
import {
  Button,
  ConfirmDialog,
  Dialog,
  Spinner,
  colors,
  fontSizes,
  radii,
} from '@worship/design-system';
import { displayName, formatDate, useReportError, useToast } from '@worship/shell-contract';
import { htmlLang } from '@worship/common';
import { useState } from 'react';
import styled from 'styled-components';
import { evictSongLists } from '../../lib/song-lists';
import type { SongFields } from '../../lib/song.graphql';
import { SongViewBody } from '../../lib/song-view-body';
import { CONFLICT_MESSAGE, isConflict } from '../song-form/song-differences';
import {
  RestoreSongVersionDocument,
  SongVersionDocument,
  SongVersionsDocument,
  type SongVersionSummary,
} from './song-history.graphql';
import { changedFieldsText, snapshotAsSong } from './song-history';

export const RESTORE_FAILED = 'Failed to restore the version. Please try again.';
export const HISTORY_FAILED = 'Could not load the history.';

const TIME_FORMAT = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

const Versions = styled.ol`
  display: grid;
  gap: 0.5rem;
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Version = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem 1rem;
  padding: 0.75rem 1rem;
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
  background: ${colors.surface};
  h3 {
    font-size: ${fontSizes.md};
    font-weight: 600;
  }
  p {
    font-size: ${fontSizes.sm};
    color: ${colors.textMuted};
  }
`;

const Actions = styled.div`
  display: flex;
  gap: 0.5rem;
`;

const Preview = styled.section`
  display: grid;
  gap: 0.75rem;
  margin-top: 1rem;
  padding-top: 1rem;
  border-top: 2px solid ${colors.border};
  h3 {
    font-size: ${fontSizes.lg};
    font-weight: 700;
  }
`;

const Centered = styled.div`
  display: grid;
  justify-items: center;
  padding: 2rem;
`;

export interface SongHistoryDialogProps {
  song: SongFields;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Told after a restore, with the song as it now is. */
  onRestored?: (song: SongFields) => void;
}

/**
 * Issue 17 "History": every saved version of the song (who, when, what changed), newest first;
 * one can be read in full and restored, which saves it again as a new version.
 */
export default function SongHistoryDialog({
  song,
  open,
  onOpenChange,
  onRestored,
}: SongHistoryDialogProps) {
  const [viewing, setViewing] = useState<number | null>(null);
  const [restoring, setRestoring] = useState<number | null>(null);
  const { toast } = useToast();
  const reportError = useReportError();
  const history = useQuery(SongVersionsDocument, {
    variables: { id: song.id },
    fetchPolicy: 'network-only',
    skip: !open,
  });
  const [restore, { loading: restoreBusy }] = useMutation(RestoreSongVersionDocument, {
    update: evictSongLists,
  });
  const current = history.data?.song?.version ?? song.version;
  const versions = history.data?.song?.versions ?? [];

  async function confirmRestore(version: number) {
    try {
      const result = await restore({
        variables: { id: song.id, version, expectedVersion: current },
      });
      const restored = result.data?.restoreSongVersion;
      if (!restored) throw new Error('restoreSongVersion returned no song');
      toast({
        title: 'Version restored',
        description: `Version ${version} is now version ${restored.version}.`,
      });
      setViewing(null);
      await history.refetch();
      onRestored?.(restored);
    } catch (error) {
      if (!isConflict(error)) {
        reportError(error, RESTORE_FAILED);
        throw error; // the confirmation stays open to try again
      }
      // Someone saved meanwhile: the list changes under the user, so the question closes.
      toast({ title: 'Error', description: CONFLICT_MESSAGE, variant: 'destructive' });
      await history.refetch().catch(() => {});
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="xl"
      title="Song History"
      description={`Every saved version of "${song.title}", newest first`}
    >
      {history.loading && !history.data ? (
        <Centered aria-busy="true">
          <Spinner label="Loading history" />
        </Centered>
      ) : history.error ? (
        <p role="alert">{HISTORY_FAILED}</p>
      ) : (
        <Versions aria-label="Versions">
          {versions.map((version) => (
            <VersionRow
              key={version.version}
              version={version}
              current={version.version === current}
              onView={() => setViewing(version.version)}
              onRestore={() => setRestoring(version.version)}
            />
          ))}
        </Versions>
      )}

      {viewing !== null && <VersionPreview songId={song.id} version={viewing} />}

      <ConfirmDialog
        open={restoring !== null}
        onOpenChange={(next) => {
          if (!next) setRestoring(null);
        }}
        title={`Restore version ${restoring ?? ''}?`}
        description={`The song becomes what it was in version ${restoring ?? ''}, saved as a new version ${current + 1}. Nothing is lost: the current version stays in the history.`}
        confirmLabel="Restore"
        loading={restoreBusy}
        onConfirm={() => (restoring === null ? undefined : confirmRestore(restoring))}
      />
    </Dialog>
  );
}

function VersionRow({
  version,
  current,
  onView,
  onRestore,
}: {
  version: SongVersionSummary;
  current: boolean;
  onView: () => void;
  onRestore: () => void;
}) {
  const when = new Date(version.editedAt);
  const label = `Version ${version.version}`;
  return (
    <Version>
      <div>
        <h3>
          {label}
          {current && ' (current)'}
        </h3>
        <p>
          {displayName(version.editedBy)} · {formatDate(version.editedAt)}
          {Number.isNaN(when.getTime()) ? '' : `, ${TIME_FORMAT.format(when)}`}
        </p>
        <p>
          {version.restoredFrom != null
            ? `Restored from version ${version.restoredFrom}`
            : changedFieldsText(version.version, version.changedFields)}
        </p>
      </div>
      <Actions>
        <Button size="sm" variant="outline" aria-label={`View ${label}`} onClick={onView}>
          View
        </Button>
        {!current && (
          <Button size="sm" aria-label={`Restore ${label}`} onClick={onRestore}>
            Restore
          </Button>
        )}
      </Actions>
    </Version>
  );
}

function VersionPreview({ songId, version }: { songId: string; version: number }) {
  const { data, loading, error } = useQuery(SongVersionDocument, {
    variables: { songId, version },
  });
  const snapshot = data?.songVersion?.snapshot;
  return (
    <Preview aria-label={`Version ${version}`} aria-busy={loading || undefined}>
      <h3>Version {version}</h3>
      {snapshot ? (
        <>
          <p>
            <strong>Title:</strong> <span lang={htmlLang(snapshot.language)}>{snapshot.title}</span>
          </p>
          <SongViewBody song={snapshotAsSong(songId, version, snapshot)} />
        </>
      ) : loading ? (
        <Spinner label="Loading version" />
      ) : (
        <p role="alert">{error ? HISTORY_FAILED : 'This version is not available.'}</p>
      )}
    </Preview>
  );
}
