import { useMutation, useQuery } from '@apollo/client/react';
import { htmlLang, stripChords } from '@worship/common';
import {
  Button,
  Dialog,
  DialogClose,
  Select,
  Skeleton,
  colors,
  fontSizes,
  radii,
} from '@worship/design-system';
import { useReportError } from '@worship/shell-contract';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { rememberLastEditedSchedule } from '../lib/last-edited';
import { SCHEDULE_LISTS } from '../lib/schedule.graphql';
import { SetScheduleSongSectionOrderDocument } from '../lib/schedule-songs.graphql';
import { LiveScheduleSongDocument } from '../lib/sunday/deck.graphql';
import { MAX_SECTIONS, moveItem, orderToSave, songOrder, startingOrder } from './arrangement';

export const ARRANGEMENT_SAVE_FAILED = 'Failed to save the arrangement. Please try again.';

const Rows = styled.ol`
  display: grid;
  gap: 0.375rem;
  margin: 0;
  padding: 0;
  list-style: none;
  max-height: 50vh;
  overflow-y: auto;
  li {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    padding: 0.375rem 0.5rem;
    border: 1px solid ${colors.border};
    border-radius: ${radii.md};
  }
  .place {
    min-width: 1.5rem;
    font-weight: 700;
    color: ${colors.textMuted};
  }
  .what {
    flex: 1;
    min-width: 0;
    display: grid;
  }
  .what span {
    font-size: ${fontSizes.sm};
    color: ${colors.textMuted};
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const AddRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
  margin-top: 0.75rem;
  label {
    font-size: ${fontSizes.sm};
    font-weight: 600;
  }
  select {
    width: auto;
    flex: 1;
  }
`;

interface Stanza {
  position: number;
  label?: string | null;
  lyrics: string;
}

const headingOf = (stanza: Stanza | undefined, n: number) => stanza?.label?.trim() || `Verse ${n}`;
const firstLine = (stanza: Stanza | undefined) =>
  stripChords(stanza?.lyrics ?? '')
    .split('\n')[0]
    ?.trim() ?? '';

function Editor({
  title,
  language,
  stanzas,
  songSectionOrder,
  entryOrder,
  onSave,
  saving,
}: {
  title: string;
  language: string;
  stanzas: readonly Stanza[];
  songSectionOrder: readonly number[];
  entryOrder: readonly number[] | null;
  onSave: (order: number[] | null) => void | Promise<void>;
  saving: boolean;
}) {
  const addId = useId();
  const byNumber = [...stanzas].sort((a, b) => a.position - b.position);
  const count = byNumber.length;
  const [draft, setDraft] = useState(() => startingOrder(count, songSectionOrder, entryOrder));
  const [adding, setAdding] = useState('1');
  const lang = htmlLang(language);
  const name = (n: number) => headingOf(byNumber[n - 1], n);

  return (
    <>
      <Rows aria-label={`Sections of ${title} in order`}>
        {draft.map((n, index) => (
          <li key={`${index}-${n}`}>
            <span className="place">{index + 1}</span>
            <div className="what">
              <strong>{name(n)}</strong>
              <span lang={lang}>{firstLine(byNumber[n - 1])}</span>
            </div>
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Move ${name(n)} (${index + 1}) up`}
              disabled={index === 0}
              onClick={() => setDraft((d) => moveItem(d, index, -1))}
            >
              ↑
            </Button>
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Move ${name(n)} (${index + 1}) down`}
              disabled={index === draft.length - 1}
              onClick={() => setDraft((d) => moveItem(d, index, 1))}
            >
              ↓
            </Button>
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Remove ${name(n)} (${index + 1})`}
              disabled={draft.length === 1}
              onClick={() => setDraft((d) => d.filter((_, i) => i !== index))}
            >
              ✕
            </Button>
          </li>
        ))}
      </Rows>
      <AddRow>
        <label htmlFor={addId}>Add a section</label>
        <Select id={addId} value={adding} onChange={(event) => setAdding(event.target.value)}>
          {byNumber.map((stanza, i) => (
            <option key={stanza.position} value={String(i + 1)}>
              {`${name(i + 1)}: ${firstLine(stanza).slice(0, 40)}`}
            </option>
          ))}
        </Select>
        <Button
          variant="outline"
          disabled={draft.length >= MAX_SECTIONS}
          onClick={() => setDraft((d) => [...d, Number(adding)])}
        >
          Add
        </Button>
      </AddRow>
      <AddRow>
        <Button variant="outline" onClick={() => setDraft(songOrder(count, songSectionOrder))}>
          Reset to the song&apos;s order
        </Button>
        <span style={{ flex: 1 }} />
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button
          loading={saving}
          onClick={() => void onSave(orderToSave(draft, count, songSectionOrder))}
        >
          Save
        </Button>
      </AddRow>
    </>
  );
}

/**
 * The sections an entry sings, in order (issue 20): chosen from the song's stanzas, moved up and
 * down, removed, repeated, or reset to the song's own order; saved for this schedule only.
 */
export function ArrangementDialog({
  open,
  onOpenChange,
  scheduleId,
  songId,
  title,
  entryOrder,
  onSave,
  saving,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  scheduleId: string;
  songId: string;
  title: string;
  entryOrder: readonly number[] | null;
  onSave: (order: number[] | null) => void | Promise<void>;
  saving: boolean;
}) {
  const { data, error } = useQuery(LiveScheduleSongDocument, {
    variables: { id: scheduleId, songId },
    skip: !open,
  });
  const song = data?.schedule?.songs[0]?.song;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Arrangement of ${title}`}
      description="The sections sung in this schedule, in order. The song in the library keeps its own order."
      size="lg"
    >
      {song ? (
        <Editor
          title={title}
          language={song.language}
          stanzas={song.stanzas}
          songSectionOrder={song.sectionOrder}
          entryOrder={entryOrder}
          onSave={onSave}
          saving={saving}
        />
      ) : error ? (
        <p role="alert">This song could not be loaded. Close and try again.</p>
      ) : (
        <Skeleton $height="10rem" />
      )}
    </Dialog>
  );
}

/**
 * An entry's "Sections" button (its arrangement: "Song's order" or "Own order") and the dialog it
 * opens; a save is one moveScheduleSong call, reported like the key's.
 */
export function ArrangementControl({
  scheduleId,
  songId,
  title,
  entryOrder,
}: {
  scheduleId: string;
  songId: string;
  title: string;
  entryOrder: readonly number[] | null;
}) {
  const reportError = useReportError();
  const [open, setOpen] = useState(false);
  const [save, { loading }] = useMutation(SetScheduleSongSectionOrderDocument, SCHEDULE_LISTS);
  const label = entryOrder?.length ? 'Sections: own order' : "Sections: song's order";
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        aria-haspopup="dialog"
        // Starts with the visible text (WCAG 2.5.3, label in name); the song tells rows apart.
        aria-label={`${label}, ${title}`}
        onClick={() => setOpen(true)}
      >
        {label}
      </Button>
      {open && (
        <ArrangementDialog
          open
          onOpenChange={setOpen}
          scheduleId={scheduleId}
          songId={songId}
          title={title}
          entryOrder={entryOrder}
          saving={loading}
          onSave={async (sectionOrder) => {
            try {
              await save({ variables: { scheduleId, songId, sectionOrder } });
              rememberLastEditedSchedule(scheduleId);
              setOpen(false);
            } catch (error) {
              reportError(error, ARRANGEMENT_SAVE_FAILED, { withServerMessage: true });
            }
          }}
        />
      )}
    </>
  );
}
