import { useMutation, useQuery } from '@apollo/client/react';
import {
  ArrowDownIcon,
  ArrowUpIcon,
  Badge,
  Button,
  Dialog,
  IconButton,
  PlusIcon,
  Skeleton,
  TrashIcon,
  colors,
  fontSizes,
  radii,
} from '@worship/design-system';
import { htmlLang, languageCode } from '@worship/common';
import {
  useReportError,
  useToast,
  DIALOG_EXCERPT_LENGTH,
  lyricExcerpt,
  useHandleUnauthorized,
} from '@worship/shell-contract';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { isRemoved, RemovedBadge } from './removed-badge';
import { AddSongsDialog } from './add-songs-dialog';
import { SortableSongList } from './sortable-song-list';
import { SwitchField } from './switch-field';
import {
  ScheduleDocument,
  SCHEDULE_LISTS,
  UpdateScheduleDocument,
  type ScheduleSummary,
} from './schedule.graphql';
import { useScheduleSongActions } from './use-schedule-song-actions';
import { rememberLastEditedSchedule } from './last-edited';
import { SCHEDULE_UPDATE_FAILED, SCHEDULE_UPDATED } from './messages';
import { validateScheduleName } from './schedule-name';
import { ScheduleNameField } from './schedule-name-field';
import { useResetOnOpen } from './use-reset-on-open';
import { formatServiceTimes, parseServiceWhen } from './service-when';
import { ServiceWhenFields } from './service-when-fields';

export const UNTITLED_SONG = 'Untitled Song';

const Form = styled.form`
  display: grid;
  gap: 1rem;
`;

const Status = styled.p`
  margin-right: auto;
  align-self: center;
  font-size: ${fontSizes.sm};
  color: ${colors.textMuted};
`;

const SongsHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
  h3 {
    font-size: ${fontSizes.md};
    font-weight: 600;
  }
`;

export const SongRowBox = styled.div`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  padding: 0.5rem 0.75rem 0.5rem 0.25rem;
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
  background: ${colors.surface};
  .position {
    flex: none;
    min-width: 1.5rem;
    font-weight: 600;
    color: ${colors.textMuted};
    text-align: right;
  }
  .text {
    flex: 1;
    min-width: 0;
    display: grid;
    gap: 0.125rem;
  }
  .title {
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  .excerpt {
    font-size: ${fontSizes.xs};
    color: ${colors.textMuted};
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .actions {
    display: flex;
    flex: none;
    gap: 0.125rem;
  }
`;

const Empty = styled.p`
  padding: 1.25rem;
  text-align: center;
  color: ${colors.textMuted};
  border: 1px dashed ${colors.borderStrong};
  border-radius: ${radii.md};
`;

/** The dialog's promise (spec §2 "Edit Schedule"; every change is one call, made at once). */
export const SAVED_AS_YOU_GO = 'Changes are saved as you make them.';
export const SAVING = 'Saving…';
export const SAVED = 'Saved';

export const songTitle = (entry: { song?: { title?: string | null } | null }) =>
  entry.song?.title?.trim() || UNTITLED_SONG;

export interface EditScheduleDialogProps {
  /** The schedule as its card knows it (name and public switch start from it). */
  schedule: Pick<
    ScheduleSummary,
    'id' | 'name' | 'isPublic' | 'groupId' | 'serviceDate' | 'serviceTimes'
  >;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Spec §2 "Edit Schedule": the name, the 'Public Access' switch, and the songs: move up, move
 * down, remove, drag and drop, and 'Add Songs'. Every change is saved as it is made — the name
 * when it is left or Enter is pressed, the switch when it is flipped, each song change at once —
 * so 'Done' closes the dialog and nothing is ever half saved; a status says 'Saving…', then
 * 'Saved'. Quick repeated moves each count, in order (useScheduleSongActions).
 */
export function EditScheduleDialog({ schedule, open, onOpenChange }: EditScheduleDialogProps) {
  const songsHeadingId = useId();
  const { toast } = useToast();
  const reportError = useReportError();
  const [name, setName] = useState(schedule.name);
  const [nameError, setNameError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [addOpen, setAddOpen] = useState(false);
  /** The switch as flipped, until the server has answered. */
  const [publicShown, setPublicShown] = useState<boolean | null>(null);
  /** The name last sent (leaving the field and then pressing Done sends it once). */
  const [committedName, setCommittedName] = useState(schedule.name);
  /** Issue 21: the service date and times as typed, and what was last sent. */
  const [serviceDate, setServiceDate] = useState(schedule.serviceDate);
  const [serviceTimes, setServiceTimes] = useState(formatServiceTimes(schedule.serviceTimes));
  const [whenErrors, setWhenErrors] = useState({
    dateError: null as string | null,
    timesError: null as string | null,
  });
  const [committedWhen, setCommittedWhen] = useState(
    `${schedule.serviceDate} ${formatServiceTimes(schedule.serviceTimes)}`,
  );
  /** Settings changes go one after another, so the last one made is the one kept. */
  const settingsQueue = useRef<Promise<unknown>>(Promise.resolve());

  // Every opening starts from the schedule as it is now.
  useResetOnOpen(open, () => {
    setName(schedule.name);
    setNameError(null);
    setSaved(false);
    setPublicShown(null);
    setCommittedName(schedule.name);
    setServiceDate(schedule.serviceDate);
    setServiceTimes(formatServiceTimes(schedule.serviceTimes));
    setWhenErrors({ dateError: null, timesError: null });
    setCommittedWhen(`${schedule.serviceDate} ${formatServiceTimes(schedule.serviceTimes)}`);
  });

  const detail = useQuery(ScheduleDocument, { variables: { id: schedule.id }, skip: !open });
  useHandleUnauthorized(detail.error);
  const [update, updateState] = useMutation(UpdateScheduleDocument, SCHEDULE_LISTS);

  const full = detail.data?.schedule;
  const serverSongs = [...(full?.songs ?? [])].sort((a, b) => a.order - b.order);
  const actions = useScheduleSongActions(
    schedule.id,
    serverSongs.map((entry) => entry.songId),
  );
  const songs = actions
    .arrange(serverSongs)
    .map((entry) => ({ ...entry, title: songTitle(entry) }));
  const isPublic = publicShown ?? full?.isPublic ?? schedule.isPublic;

  /** Marks the dialog 'Saved' once a change was taken. */
  const track = (change: Promise<boolean>) =>
    void change.then((ok) => {
      if (ok) setSaved(true);
    });

  function saveSettings(input: {
    name?: string;
    isPublic?: boolean;
    serviceDate?: string;
    serviceTimes?: string[];
  }): Promise<boolean> {
    const run = settingsQueue.current.then(async () => {
      try {
        await update({ variables: { id: schedule.id, input } });
        rememberLastEditedSchedule(schedule.id);
        toast({ title: 'Success', description: SCHEDULE_UPDATED });
        return true;
      } catch (error) {
        reportError(error, SCHEDULE_UPDATE_FAILED);
        return false;
      }
    });
    settingsQueue.current = run;
    return run;
  }

  function savePublic(checked: boolean) {
    setPublicShown(checked);
    const change = saveSettings({ isPublic: checked });
    track(change);
    void change.then(() => setPublicShown((shown) => (shown === checked ? null : shown)));
  }

  /** Saves the name if it changed; false (and the message under the field) when it is invalid. */
  function commitName(): boolean {
    const message = validateScheduleName(name);
    setNameError(message);
    if (message) return false;
    const trimmed = name.trim();
    if (trimmed !== name) setName(trimmed);
    if (trimmed !== committedName) {
      setCommittedName(trimmed);
      const change = saveSettings({ name: trimmed });
      track(change);
      // A refused name may be sent again.
      void change.then((ok) => {
        if (!ok) setCommittedName((sent) => (sent === trimmed ? '' : sent));
      });
    }
    return true;
  }

  /** Saves the service date and times if they changed; false when either is invalid. */
  function commitWhen(): boolean {
    const when = parseServiceWhen(serviceDate, serviceTimes);
    setWhenErrors(when.ok ? { dateError: null, timesError: null } : when);
    if (!when.ok) return false;
    const shown = formatServiceTimes(when.serviceTimes);
    if (shown !== serviceTimes) setServiceTimes(shown);
    const key = `${when.serviceDate} ${shown}`;
    if (key !== committedWhen) {
      setCommittedWhen(key);
      const change = saveSettings({
        serviceDate: when.serviceDate,
        serviceTimes: when.serviceTimes,
      });
      track(change);
      void change.then((ok) => {
        if (!ok) setCommittedWhen((sent) => (sent === key ? '' : sent));
      });
    }
    return true;
  }

  function submitName(event: FormEvent) {
    event.preventDefault();
    commitName();
  }

  /** Done, Escape or the close button: a name or service still being typed is saved first. */
  function handleOpenChange(next: boolean) {
    if (!next) {
      const nameOk = commitName();
      const whenOk = commitWhen();
      if (!nameOk || !whenOk) return;
    }
    onOpenChange(next);
  }

  const saving = updateState.loading || actions.pending;
  let status: ReactNode = null;
  if (saving) status = SAVING;
  else if (saved) status = SAVED;

  const formId = `${songsHeadingId}-form`;

  return (
    <>
      <Dialog
        open={open}
        onOpenChange={handleOpenChange}
        size="lg"
        title="Edit Schedule"
        description={SAVED_AS_YOU_GO}
        footer={
          <>
            <Status role="status">{status}</Status>
            <Button onClick={() => handleOpenChange(false)}>Done</Button>
          </>
        }
      >
        <Form id={formId} onSubmit={submitName} noValidate>
          <ScheduleNameField
            enterKeyHint="done"
            value={name}
            onValueChange={setName}
            error={nameError}
            onErrorChange={setNameError}
            onBlur={() => commitName()}
          />
          <SwitchField
            label="Public Access"
            description="Anyone with the share link can view this schedule."
            checked={isPublic}
            onCheckedChange={savePublic}
          />
        </Form>
        {/* Its own form: the name's stays one field, so Enter in it saves (implicit submission). */}
        <Form
          onSubmit={(event) => {
            event.preventDefault();
            commitWhen();
          }}
          noValidate
        >
          <ServiceWhenFields
            date={serviceDate}
            times={serviceTimes}
            dateError={whenErrors.dateError}
            timesError={whenErrors.timesError}
            onDateChange={setServiceDate}
            onTimesChange={setServiceTimes}
            onCommit={() => commitWhen()}
          />
        </Form>

        <section aria-labelledby={songsHeadingId} style={{ display: 'grid', gap: '0.75rem' }}>
          <SongsHeader>
            <h3 id={songsHeadingId}>{`Songs (${full ? songs.length : '…'})`}</h3>
            <Button
              variant="outline"
              size="sm"
              icon={<PlusIcon size={16} />}
              disabled={!full}
              onClick={() => setAddOpen(true)}
            >
              Add Songs
            </Button>
          </SongsHeader>
          {!full ? (
            detail.loading ? (
              <div aria-busy="true" style={{ display: 'grid', gap: '0.5rem' }}>
                <Skeleton $height="3rem" />
                <Skeleton $height="3rem" />
              </div>
            ) : (
              <Empty role="alert">Could not load the songs of this schedule.</Empty>
            )
          ) : songs.length === 0 ? (
            <Empty>No songs in this schedule yet. Use Add Songs to pick some.</Empty>
          ) : (
            <SortableSongList
              songs={songs}
              label="Songs in this schedule"
              onMove={(entry, order) => {
                const moved = actions.move(entry.songId, order);
                track(moved);
                return moved;
              }}
              renderSong={(entry, index, handle) => (
                <SongRowBox>
                  {handle}
                  <span className="position" aria-hidden="true">
                    {index + 1}
                  </span>
                  <div className="text">
                    <span className="title" lang={htmlLang(entry.song?.language)}>
                      {entry.title}
                    </span>
                    {entry.song && (
                      <span className="excerpt" lang={htmlLang(entry.song.language)}>
                        {lyricExcerpt(entry.song.lyricsExcerpt, DIALOG_EXCERPT_LENGTH)}
                      </span>
                    )}
                  </div>
                  {isRemoved(entry.song) && <RemovedBadge />}
                  {entry.song && (
                    <Badge variant="secondary">{languageCode(entry.song.language)}</Badge>
                  )}
                  <div className="actions">
                    <IconButton
                      size="sm"
                      aria-label={`Move ${entry.title} up`}
                      disabled={index === 0}
                      onClick={() => track(actions.move(entry.songId, index))}
                    >
                      <ArrowUpIcon size={16} />
                    </IconButton>
                    <IconButton
                      size="sm"
                      aria-label={`Move ${entry.title} down`}
                      disabled={index === songs.length - 1}
                      onClick={() => track(actions.move(entry.songId, index + 2))}
                    >
                      <ArrowDownIcon size={16} />
                    </IconButton>
                    <IconButton
                      size="sm"
                      aria-label={`Remove ${entry.title}`}
                      onClick={() => track(actions.remove(entry.songId))}
                    >
                      <TrashIcon size={16} />
                    </IconButton>
                  </div>
                </SongRowBox>
              )}
            />
          )}
        </section>
      </Dialog>
      {full && (
        <AddSongsDialog
          open={addOpen}
          onOpenChange={setAddOpen}
          schedule={{ id: full.id, name: full.name, groupId: full.groupId, songs: full.songs }}
        />
      )}
    </>
  );
}
