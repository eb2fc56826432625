import { useMutation } from '@apollo/client/react';
import { useReportError, useToast } from '@worship/shell-contract';
import { useCallback } from 'react';
import {
  AddScheduleSongsDocument,
  MoveScheduleSongDocument,
  RemoveScheduleSongDocument,
  SCHEDULE_LISTS,
} from '../graphql/schedules.graphql';
import { rememberLastEditedSchedule } from '../lib/last-edited';
import {
  REORDER_FAILED,
  SONG_REMOVE_FAILED,
  SONG_REMOVED,
  SONGS_ADD_FAILED,
  songsAdded,
} from '../lib/messages';

/**
 * The changes to a schedule's songs (spec §4 "Schedule songs"), each one call, reported with the
 * spec's toasts; the schedule lists refresh after each, and the schedule becomes the last edited.
 * Every action resolves true when the server took it.
 */
export function useScheduleSongActions(scheduleId: string) {
  const { toast } = useToast();
  const reportError = useReportError();
  const [moveSong, moveState] = useMutation(MoveScheduleSongDocument, SCHEDULE_LISTS);
  const [removeSong, removeState] = useMutation(RemoveScheduleSongDocument, SCHEDULE_LISTS);
  const [addSongs, addState] = useMutation(AddScheduleSongsDocument, SCHEDULE_LISTS);

  /** Moves a song to `order` (1-based): up is order − 1, down order + 1, a drop its new place. */
  const move = useCallback(
    async (songId: string, order: number) => {
      try {
        await moveSong({ variables: { scheduleId, songId, order } });
        rememberLastEditedSchedule(scheduleId);
        return true;
      } catch (error) {
        reportError(error, REORDER_FAILED);
        return false;
      }
    },
    [moveSong, reportError, scheduleId],
  );

  const remove = useCallback(
    async (songId: string) => {
      try {
        await removeSong({ variables: { scheduleId, songId } });
        rememberLastEditedSchedule(scheduleId);
        toast({ title: 'Success', description: SONG_REMOVED });
        return true;
      } catch (error) {
        reportError(error, SONG_REMOVE_FAILED);
        return false;
      }
    },
    [removeSong, reportError, scheduleId, toast],
  );

  /** Appends the songs in the given order (one addScheduleSongs call, all or nothing). */
  const add = useCallback(
    async (songIds: readonly string[]) => {
      try {
        await addSongs({ variables: { scheduleId, songIds: [...songIds] } });
        rememberLastEditedSchedule(scheduleId);
        toast({ title: 'Success', description: songsAdded(songIds.length) });
        return true;
      } catch (error) {
        reportError(error, SONGS_ADD_FAILED);
        return false;
      }
    },
    [addSongs, reportError, scheduleId, toast],
  );

  return {
    move,
    remove,
    add,
    busy: moveState.loading || removeState.loading || addState.loading,
    adding: addState.loading,
  };
}
