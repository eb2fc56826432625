import { useMutation } from '@apollo/client/react';
import { useReportError, useToast } from '@worship/shell-contract';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { SCHEDULE_LISTS } from './schedule.graphql';
import {
  AddScheduleSongsDocument,
  MoveScheduleSongDocument,
  RemoveScheduleSongDocument,
} from './schedule-songs.graphql';
import { rememberLastEditedSchedule } from './last-edited';
import {
  REORDER_FAILED,
  SONG_REMOVE_FAILED,
  SONG_REMOVED,
  SONGS_ADD_FAILED,
  songsAdded,
} from './messages';

/** `ids` with `songId` moved to `order` (1-based), as moveScheduleSong does on the server. */
export function movedTo(ids: readonly string[], songId: string, order: number): string[] {
  const from = ids.indexOf(songId);
  if (from < 0 || order < 1 || order > ids.length) return [...ids];
  const next = ids.filter((id) => id !== songId);
  next.splice(order - 1, 0, songId);
  return next;
}

/** A schedule's song ids in order, as a mutation answered it. */
const answeredIds = (schedule: { songs: { order: number; songId: string }[] } | undefined) =>
  schedule ? [...schedule.songs].sort((a, b) => a.order - b.order).map((s) => s.songId) : null;

const sameIds = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id, i) => id === b[i]);

/**
 * The changes to a schedule's songs (spec §4 "Schedule songs"), each one call, reported with the
 * spec's toasts; the schedule lists refresh after each, and the schedule becomes the last edited.
 * Every action resolves true when the server took it.
 *
 * Moves and removals are shown at once and sent one after another, in the order they were made:
 * quick repeated clicks (Move down ×4) each count, and the server applies them in that order, so
 * it ends where the screen shows. Until the last one is answered the screen keeps the expected
 * order (`arrange`), never an intermediate answer; a failure drops the changes queued after it
 * and shows the server's order again.
 *
 * `songIds`: the schedule's song ids in order as the server last answered (where changes start).
 */
export function useScheduleSongActions(scheduleId: string, songIds: readonly string[] = []) {
  const { toast } = useToast();
  const reportError = useReportError();
  const [moveSong] = useMutation(MoveScheduleSongDocument, SCHEDULE_LISTS);
  const [removeSong] = useMutation(RemoveScheduleSongDocument, SCHEDULE_LISTS);
  const [addSongs, addState] = useMutation(AddScheduleSongsDocument, SCHEDULE_LISTS);

  const [expected, setExpected] = useState<readonly string[] | null>(null);
  const expectedRef = useRef<readonly string[] | null>(null);
  const serverRef = useRef(songIds);
  useLayoutEffect(() => {
    serverRef.current = songIds;
  }, [songIds]);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const waiting = useRef(0);
  /** Bumped by a failure: the changes queued before it and not yet sent are dropped. */
  const generation = useRef(0);

  const enqueue = useCallback(
    (next: (ids: readonly string[]) => string[], send: () => Promise<string[] | null>) => {
      const shown = next(expectedRef.current ?? serverRef.current);
      expectedRef.current = shown;
      setExpected(shown);
      waiting.current += 1;
      const generationAtClick = generation.current;
      // The last answer is what the cache now holds: shown until the query shows it too (the
      // effect below), so no frame shows an older order.
      const settle = (answered: readonly string[] | null) => {
        waiting.current -= 1;
        if (!answered || waiting.current === 0) {
          expectedRef.current = answered;
          setExpected(answered);
        }
        return answered !== null;
      };
      const run = queue.current.then(async () => {
        if (generationAtClick !== generation.current) return settle(null);
        try {
          return settle((await send()) ?? serverRef.current);
        } catch (error) {
          generation.current += 1;
          settle(null);
          throw error;
        }
      });
      queue.current = run.catch(() => {});
      return run;
    },
    [],
  );

  useEffect(() => {
    if (waiting.current === 0 && expected && sameIds(expected, songIds)) {
      expectedRef.current = null;
      setExpected(null);
    }
  }, [expected, songIds]);

  /** The songs in the order the screen should show: the expected one while changes are pending. */
  const arrange = useCallback(
    <T extends { songId: string }>(songs: readonly T[]): T[] => {
      if (!expected) return [...songs];
      const bySongId = new Map(songs.map((song) => [song.songId, song]));
      return expected.flatMap((id) => bySongId.get(id) ?? []);
    },
    [expected],
  );

  /** Moves a song to `order` (1-based): up is order − 1, down order + 1, a drop its new place. */
  const move = useCallback(
    async (songId: string, order: number) => {
      try {
        const sent = await enqueue(
          (ids) => movedTo(ids, songId, order),
          async () =>
            answeredIds(
              (await moveSong({ variables: { scheduleId, songId, order } })).data?.moveScheduleSong,
            ),
        );
        if (!sent) return false;
        rememberLastEditedSchedule(scheduleId);
        return true;
      } catch (error) {
        reportError(error, REORDER_FAILED);
        return false;
      }
    },
    [enqueue, moveSong, reportError, scheduleId],
  );

  const remove = useCallback(
    async (songId: string) => {
      try {
        const sent = await enqueue(
          (ids) => ids.filter((id) => id !== songId),
          async () =>
            answeredIds(
              (await removeSong({ variables: { scheduleId, songId } })).data?.removeScheduleSong,
            ),
        );
        if (!sent) return false;
        rememberLastEditedSchedule(scheduleId);
        toast({ title: 'Success', description: SONG_REMOVED });
        return true;
      } catch (error) {
        reportError(error, SONG_REMOVE_FAILED);
        return false;
      }
    },
    [enqueue, removeSong, reportError, scheduleId, toast],
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
    arrange,
    /** True while moves or removals are waiting for the server. */
    pending: expected !== null,
    adding: addState.loading,
  };
}
