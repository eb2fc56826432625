import { useMutation, useQuery } from '@apollo/client/react';
import {
  ArrowDownIcon,
  ArrowUpIcon,
  Badge,
  Button,
  Dialog,
  DialogClose,
  Field,
  IconButton,
  Input,
  PlusIcon,
  Skeleton,
  TrashIcon,
  colors,
  fontSizes,
  radii,
} from '@worship/design-system';
import {
  handleUnauthorized,
  htmlLang,
  languageCode,
  useReportError,
  useToast,
} from '@worship/shell-contract';
import { useEffect, useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { AddSongsDialog } from '../add-songs/add-songs-dialog';
import { SortableSongList } from '../components/sortable-song-list';
import { SwitchField } from '../components/switch-field';
import {
  ScheduleDocument,
  SCHEDULE_LISTS,
  UpdateScheduleDocument,
  type ScheduleSummary,
} from '../graphql/schedules.graphql';
import { useScheduleSongActions } from '../hooks/use-schedule-song-actions';
import { rememberLastEditedSchedule } from '../lib/last-edited';
import { SCHEDULE_UPDATE_FAILED, SCHEDULE_UPDATED } from '../lib/messages';
import { SCHEDULE_NAME_MAX, validateScheduleName } from '../lib/schedule-name';
import { DIALOG_EXCERPT_LENGTH, lyricExcerpt } from '../lib/song-text';

export const UNTITLED_SONG = 'Untitled Song';

const Form = styled.form`
  display: grid;
  gap: 1rem;
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

export const songTitle = (entry: { song?: { title?: string | null } | null }) =>
  entry.song?.title?.trim() || UNTITLED_SONG;

export interface EditScheduleDialogProps {
  /** The schedule as its card knows it (name and public switch start from it). */
  schedule: Pick<ScheduleSummary, 'id' | 'name' | 'isPublic' | 'groupId'>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Spec §2 "Edit Schedule": the name and the 'Public Access' switch (saved together), and the
 * songs: move up, move down, remove, drag and drop, and 'Add Songs'. Song changes apply at once.
 */
export function EditScheduleDialog({ schedule, open, onOpenChange }: EditScheduleDialogProps) {
  const songsHeadingId = useId();
  const { toast } = useToast();
  const reportError = useReportError();
  const [name, setName] = useState(schedule.name);
  const [isPublic, setIsPublic] = useState(schedule.isPublic);
  const [nameError, setNameError] = useState<string | null>(null);
  const [addOpen, setAddOpen] = useState(false);

  // Every opening starts from the schedule as it is now.
  const [wasOpen, setWasOpen] = useState(false);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setName(schedule.name);
      setIsPublic(schedule.isPublic);
      setNameError(null);
    }
  }

  const detail = useQuery(ScheduleDocument, { variables: { id: schedule.id }, skip: !open });
  useEffect(() => {
    if (detail.error) handleUnauthorized(detail.error);
  }, [detail.error]);
  const [update, updateState] = useMutation(UpdateScheduleDocument, SCHEDULE_LISTS);
  const actions = useScheduleSongActions(schedule.id);
  /** One song change at a time (the buttons stay enabled so keyboard focus stays on them). */
  const once = (action: () => Promise<unknown>) => {
    if (!actions.busy) void action();
  };

  const full = detail.data?.schedule;
  const songs = [...(full?.songs ?? [])]
    .sort((a, b) => a.order - b.order)
    .map((entry) => ({ ...entry, title: songTitle(entry) }));

  async function save(event: FormEvent) {
    event.preventDefault();
    const message = validateScheduleName(name);
    setNameError(message);
    if (message) return;
    try {
      await update({ variables: { id: schedule.id, input: { name: name.trim(), isPublic } } });
      rememberLastEditedSchedule(schedule.id);
      toast({ title: 'Success', description: SCHEDULE_UPDATED });
      onOpenChange(false);
    } catch (error) {
      reportError(error, SCHEDULE_UPDATE_FAILED);
    }
  }

  const formId = `${songsHeadingId}-form`;

  return (
    <>
      <Dialog
        open={open}
        onOpenChange={onOpenChange}
        size="lg"
        title="Edit Schedule"
        description="Rename the schedule, share it publicly, and arrange its songs."
        footer={
          <>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button type="submit" form={formId} loading={updateState.loading}>
              Save Changes
            </Button>
          </>
        }
      >
        <Form id={formId} onSubmit={(event) => void save(event)} noValidate>
          <Field label="Schedule Name" required error={nameError}>
            <Input
              value={name}
              maxLength={SCHEDULE_NAME_MAX * 2}
              autoComplete="off"
              onChange={(event) => {
                setName(event.target.value);
                if (nameError) setNameError(validateScheduleName(event.target.value));
              }}
            />
          </Field>
          <SwitchField
            label="Public Access"
            description="Anyone with the share link can view this schedule."
            checked={isPublic}
            onCheckedChange={setIsPublic}
          />
        </Form>

        <section aria-labelledby={songsHeadingId} style={{ display: 'grid', gap: '0.75rem' }}>
          <SongsHeader>
            <h3 id={songsHeadingId}>{`Songs (${full ? full.songCount : '…'})`}</h3>
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
              onMove={(entry, order) => actions.move(entry.songId, order)}
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
                        {lyricExcerpt(entry.song, DIALOG_EXCERPT_LENGTH)}
                      </span>
                    )}
                  </div>
                  {entry.song && (
                    <Badge variant="secondary">{languageCode(entry.song.language)}</Badge>
                  )}
                  <div className="actions">
                    <IconButton
                      size="sm"
                      aria-label={`Move ${entry.title} up`}
                      disabled={index === 0}
                      onClick={() => once(() => actions.move(entry.songId, index))}
                    >
                      <ArrowUpIcon size={16} />
                    </IconButton>
                    <IconButton
                      size="sm"
                      aria-label={`Move ${entry.title} down`}
                      disabled={index === songs.length - 1}
                      onClick={() => once(() => actions.move(entry.songId, index + 2))}
                    >
                      <ArrowDownIcon size={16} />
                    </IconButton>
                    <IconButton
                      size="sm"
                      aria-label={`Remove ${entry.title}`}
                      onClick={() => once(() => actions.remove(entry.songId))}
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
