import { randomUUID } from 'node:crypto';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import {
  ConflictError,
  NotFoundError,
  UserInputError,
  type EntityManager,
} from '@worship/subgraph-kit';
import type { Schedule } from '../schedule/schedule.entity';
import { lockSchedule, touchScheduleSongs } from '../schedule/schedule.service';
import { moveOrderMessage } from './schedule-song.input';
import type { ScheduleSong } from './schedule-song.entity';

export const SONG_NOT_FOUND = 'Song not found';
export const SONG_ALREADY_IN_SCHEDULE = 'Song is already in this schedule';

/*
 * Every change of a schedule's songs runs in one transaction that first locks the schedule's row
 * (lockSchedule): changes of one schedule run one after the other, each reading the orders the
 * previous one committed, so `order` stays 1..n. The unique (schedule_id, "order") constraint is
 * deferred to the commit, so the shifts in between may pass through duplicates. A change is
 * three statements under the lock: the lock, the change (reading the songs it needs in the same
 * statement, after the lock), and the touch that answers the schedule as changed.
 */

interface ScheduleSongRow {
  id: string;
  schedule_id: string;
  song_id: string;
  order: number;
  added_at: string | Date;
}

const toScheduleSong = (row: ScheduleSongRow): ScheduleSong => ({
  id: row.id,
  scheduleId: row.schedule_id,
  songId: row.song_id,
  order: row.order,
  addedAt: new Date(row.added_at),
});

/** The songs of these schedules, each schedule's by order (plain rows). Backs the loader. */
export async function findScheduleSongs(
  em: EntityManager,
  scheduleIds: string[],
): Promise<ScheduleSong[]> {
  if (!scheduleIds.length) return [];
  const rows = await em.execute<ScheduleSongRow[]>(
    `select "id", "schedule_id", "song_id", "order", "added_at" from "schedules"."schedule_songs"
      where "schedule_id" in (?) order by "schedule_id", "order"`,
    [scheduleIds],
  );
  return rows.map(toScheduleSong);
}

/**
 * Runs `change` in a transaction holding the schedule's lock; a song already in the schedule
 * (unique (schedule_id, song_id)) is CONFLICT, and the transaction rolls back. Answers the
 * schedule after the change.
 */
async function changeSongs(
  em: EntityManager,
  scheduleId: string,
  change: (tx: EntityManager, locked: Schedule) => Promise<Schedule>,
): Promise<Schedule> {
  try {
    return await em.transactional(async (tx) => change(tx, await lockSchedule(tx, scheduleId)));
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException)
      throw new ConflictError(SONG_ALREADY_IN_SCHEDULE);
    throw error;
  }
}

/** Inserts the songs at their orders (the caller made room). */
async function insertSongs(
  tx: EntityManager,
  scheduleId: string,
  songs: { songId: string; order: number }[],
) {
  const values = songs.map(() => '(?, ?, ?, ?)').join(', ');
  await tx.execute(
    `insert into "schedules"."schedule_songs" ("id", "schedule_id", "song_id", "order")
      values ${values}`,
    songs.flatMap((song) => [randomUUID(), scheduleId, song.songId, song.order]),
  );
}

/**
 * Adds a song (visible to the caller, checked by the caller) at `order`: at most n inserts there
 * and moves the songs from that position on down by one; past the end or null appends. A song
 * already in the schedule fails the insert: CONFLICT, nothing changed.
 */
export function addScheduleSong(
  em: EntityManager,
  scheduleId: string,
  songId: string,
  order: number | null,
): Promise<Schedule> {
  return changeSongs(em, scheduleId, async (tx, { songCount }) => {
    const position = order === null || order > songCount ? songCount + 1 : order;
    if (position <= songCount)
      // Make room and insert in one statement (the order constraint is checked at commit).
      await tx.execute(
        `with "shifted" as (
          update "schedules"."schedule_songs" set "order" = "order" + 1
            where "schedule_id" = ? and "order" >= ?
        )
        insert into "schedules"."schedule_songs" ("id", "schedule_id", "song_id", "order")
          values (?, ?, ?, ?)`,
        [scheduleId, position, randomUUID(), scheduleId, songId, position],
      );
    else await insertSongs(tx, scheduleId, [{ songId, order: position }]);
    return touchScheduleSongs(tx, scheduleId, 1);
  });
}

/**
 * Appends songs in the given order, all or nothing: one already in the schedule (or named twice)
 * is CONFLICT and nothing is added.
 */
export function addScheduleSongs(
  em: EntityManager,
  scheduleId: string,
  songIds: string[],
): Promise<Schedule> {
  return changeSongs(em, scheduleId, async (tx, { songCount }) => {
    if (new Set(songIds).size !== songIds.length) throw new ConflictError(SONG_ALREADY_IN_SCHEDULE);
    await insertSongs(
      tx,
      scheduleId,
      songIds.map((songId, index) => ({ songId, order: songCount + index + 1 })),
    );
    return touchScheduleSongs(tx, scheduleId, songIds.length);
  });
}

/** The song's current position in the schedule; NOT_FOUND when it is not in it. */
async function orderOf(tx: EntityManager, scheduleId: string, songId: string): Promise<number> {
  const [row] = await tx.execute<{ order: number }[]>(
    `select "order" from "schedules"."schedule_songs" where "schedule_id" = ? and "song_id" = ?`,
    [scheduleId, songId],
  );
  if (!row) throw new NotFoundError(SONG_NOT_FOUND);
  return row.order;
}

/**
 * Moves a song of the schedule to `order` (1..n); the songs in between shift by one toward its
 * old place. Moving to where it is changes nothing. NOT_FOUND when the song is not in it.
 */
export function moveScheduleSong(
  em: EntityManager,
  scheduleId: string,
  songId: string,
  order: number,
): Promise<Schedule> {
  return changeSongs(em, scheduleId, async (tx, schedule) => {
    if (order < 1 || order > schedule.songCount) {
      await orderOf(tx, scheduleId, songId); // a song not in it is NOT_FOUND first
      const message = moveOrderMessage(schedule.songCount);
      throw new UserInputError(message, { order: message });
    }
    // One statement reads where the song is and moves it there, shifting the songs between by
    // one (up: +1, down: −1); it answers no row when the song is not in the schedule.
    const [song] = await tx.execute<{ from: number }[]>(
      `with "song" as (
        select "order" as "from", ?::int as "to" from "schedules"."schedule_songs"
          where "schedule_id" = ? and "song_id" = ?
      ), "moved" as (
        update "schedules"."schedule_songs" ss
          set "order" = case when ss."order" = song."from" then song."to"
            else ss."order" + sign(song."from" - song."to")::int end
          from "song"
          where ss."schedule_id" = ? and song."from" <> song."to"
            and ss."order" between least(song."from", song."to")
              and greatest(song."from", song."to")
      )
      select "from" from "song"`,
      [order, scheduleId, songId, scheduleId],
    );
    if (!song) throw new NotFoundError(SONG_NOT_FOUND);
    if (song.from === order) return schedule;
    return touchScheduleSongs(tx, scheduleId, 0);
  });
}

/** Removes a song of the schedule; the songs after it move up by one. */
export function removeScheduleSong(
  em: EntityManager,
  scheduleId: string,
  songId: string,
): Promise<Schedule> {
  return changeSongs(em, scheduleId, async (tx) => {
    // Delete it and close the gap in one statement (the order constraint is checked at commit).
    const [removed] = await tx.execute<{ order: number }[]>(
      `with "removed" as (
        delete from "schedules"."schedule_songs" where "schedule_id" = ? and "song_id" = ?
          returning "order"
      ), "shifted" as (
        update "schedules"."schedule_songs" ss set "order" = ss."order" - 1
          from "removed" where ss."schedule_id" = ? and ss."order" > removed."order"
      )
      select "order" from "removed"`,
      [scheduleId, songId, scheduleId],
    );
    if (!removed) throw new NotFoundError(SONG_NOT_FOUND);
    return touchScheduleSongs(tx, scheduleId, -1);
  });
}
