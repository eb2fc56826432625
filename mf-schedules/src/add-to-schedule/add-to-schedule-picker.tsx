import { useMutation, useQuery } from '@apollo/client/react';
import { Button, PlusIcon, Select, VisuallyHidden } from '@worship/design-system';
import {
  useActiveGroup,
  useGroups,
  useReportError,
  useToast,
  type AddToScheduleSlotProps,
  useHandleUnauthorized,
} from '@worship/shell-contract';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { SCHEDULE_LISTS } from '../lib/schedule.graphql';
import { hasErrorCode } from '../lib/errors';
import { lastEditedSchedule, rememberLastEditedSchedule } from '../lib/last-edited';
import { ALREADY_IN_SCHEDULE, SONG_ADD_FAILED, SONG_ADDED } from '../lib/messages';
import { QuickAddScheduleSongDocument, ScheduleChoicesDocument } from './add-to-schedule.graphql';

const Row = styled.div`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
  select {
    width: auto;
    min-width: 12rem;
    max-width: 100%;
  }
`;

/**
 * The "Add to Schedule" picker of the song view dialog (spec §2), composed into mf-songs by the
 * shell (shell contract `SongActionSlots`): a schedule of the active group, starting on the
 * last-edited one when it belongs to that group, and 'Add to Schedule' (appended at the end).
 */
export default function AddToSchedulePicker({ songId, songTitle }: AddToScheduleSlotProps) {
  const selectId = useId();
  const { toast } = useToast();
  const reportError = useReportError();
  const { groups } = useGroups();
  const { activeGroupId } = useActiveGroup();
  const groupId = groups.find((g) => g.id === activeGroupId)?.id ?? groups[0]?.id ?? null;

  const choices = useQuery(ScheduleChoicesDocument, {
    variables: { groupId: groupId ?? '' },
    skip: !groupId,
  });
  const { error } = choices;
  useHandleUnauthorized(error);
  // A list refreshing after a change keeps showing the last one.
  const data = choices.data ?? choices.previousData;
  const loading = choices.loading && !data;
  const [add, addState] = useMutation(QuickAddScheduleSongDocument, SCHEDULE_LISTS);

  const schedules = data?.schedules ?? [];
  const [chosen, setChosen] = useState<string | null>(null);
  // Spec §3: the last-edited schedule is the default, when it is one of this group's.
  const remembered = lastEditedSchedule();
  const fallback = schedules.some((s) => s.id === remembered) ? remembered : null;
  const scheduleId = chosen && schedules.some((s) => s.id === chosen) ? chosen : fallback;

  async function addSong() {
    if (!scheduleId) return;
    try {
      await add({ variables: { scheduleId, songId } });
      rememberLastEditedSchedule(scheduleId);
      toast({ title: 'Success', description: SONG_ADDED });
    } catch (failure) {
      if (hasErrorCode(failure, 'CONFLICT')) toast(ALREADY_IN_SCHEDULE);
      else reportError(failure, SONG_ADD_FAILED);
    }
  }

  const empty = !loading && schedules.length === 0;
  return (
    <Row>
      <VisuallyHidden as="label" htmlFor={selectId}>
        {`Schedule to add ${songTitle} to`}
      </VisuallyHidden>
      <Select
        id={selectId}
        value={scheduleId ?? ''}
        disabled={!groupId || loading || empty}
        onChange={(event) => setChosen(event.target.value || null)}
      >
        <option value="">
          {loading ? 'Loading schedules…' : empty ? 'No schedules yet' : 'Choose a schedule'}
        </option>
        {schedules.map((schedule) => (
          <option key={schedule.id} value={schedule.id}>
            {schedule.name}
          </option>
        ))}
      </Select>
      <Button
        variant="secondary"
        icon={<PlusIcon size={16} />}
        disabled={!scheduleId}
        loading={addState.loading}
        onClick={() => void addSong()}
      >
        Add to Schedule
      </Button>
    </Row>
  );
}
