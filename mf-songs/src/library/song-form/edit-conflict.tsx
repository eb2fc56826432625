import { Button, colors, fontSizes, radii } from '@worship/design-system';
import { htmlLang } from '@worship/common';
import { useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import type { CategoryFields } from '../../lib/categories.graphql';
import type { SongFields } from '../../lib/song.graphql';
import { CONFLICT_MESSAGE, songDifferences } from './song-differences';
import { songFormFrom, toSongInput, type SongInputFields } from './song-form';

const Panel = styled.section`
  display: grid;
  gap: 0.75rem;
  margin-bottom: 1rem;
  padding: 1rem;
  border: 1px solid ${colors.onWarningSoft};
  border-radius: ${radii.md};
  background: ${colors.warningSoft};
  color: ${colors.onWarningSoft};
  h3 {
    font-size: ${fontSizes.md};
    font-weight: 700;
  }
  p {
    font-size: ${fontSizes.sm};
  }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${fontSizes.sm};
  color: ${colors.text};
  background: ${colors.surface};
  th,
  td {
    padding: 0.5rem;
    border: 1px solid ${colors.border};
    text-align: left;
    vertical-align: top;
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
  thead th {
    background: ${colors.surfaceMuted};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

export interface EditConflictProps {
  /** The user's unsaved song, as it would be sent. */
  mine: SongInputFields;
  /** The song as stored now. */
  stored: SongFields;
  categories: readonly CategoryFields[];
  busy: boolean;
  onLoadStored: () => void;
  onOverwrite: () => void;
}

/**
 * The second of two people saving the same song is told and shown both versions, field by field,
 * instead of silently overwriting the first. The focus moves here, so the news is read first.
 */
export function EditConflict({
  mine,
  stored,
  categories,
  busy,
  onLoadStored,
  onOverwrite,
}: EditConflictProps) {
  const headingId = useId();
  const ref = useRef<HTMLHeadingElement>(null);
  const saved = toSongInput(songFormFrom(stored)).input;
  const categoryName = (id: string | null | undefined) =>
    id ? (categories.find((c) => c.id === id)?.name ?? id) : null;
  const differences = songDifferences(mine, saved, categoryName);

  useEffect(() => ref.current?.focus(), [stored.version]);

  return (
    <Panel role="alert" aria-labelledby={headingId}>
      <h3 id={headingId} ref={ref} tabIndex={-1}>
        {CONFLICT_MESSAGE}
      </h3>
      <p>
        Someone saved version {stored.version} while you were editing. Compare the two below, then
        load the saved version (your changes are discarded) or save yours over it.
      </p>
      {differences.length === 0 ? (
        <p>Your changes and the saved version are the same.</p>
      ) : (
        <Table aria-label="Your version and the saved version">
          <thead>
            <tr>
              <th scope="col">Field</th>
              <th scope="col">Your version</th>
              <th scope="col">Saved version {stored.version}</th>
            </tr>
          </thead>
          <tbody>
            {differences.map((row) => (
              <tr key={row.field}>
                <th scope="row">{row.field}</th>
                <td lang={row.lyrics ? htmlLang(mine.language) : undefined}>{row.mine}</td>
                <td lang={row.lyrics ? htmlLang(saved.language) : undefined}>{row.saved}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <Actions>
        <Button variant="outline" onClick={onLoadStored} disabled={busy}>
          Load the saved version
        </Button>
        <Button variant="destructive" onClick={onOverwrite} loading={busy}>
          Save mine over it
        </Button>
      </Actions>
    </Panel>
  );
}
