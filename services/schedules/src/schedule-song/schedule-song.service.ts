import { UniqueConstraintViolationException } from '@mikro-orm/core';
import {
  ConflictError,
  isUuid,
  NotFoundError,
  UserInputError,
  type EntityManager,
} from '@worship/subgraph-kit';
import { publishSongUses } from '../events/song-uses.events';
import type { Schedule } from '../schedule/schedule.entity';
import { lockSchedule, touchScheduleSongs } from '../schedule/schedule.service';
import { ScheduleSong } from './schedule-song.entity';
import { moveOrderMessage } from './schedule-song.input';
import { shiftScheduleSongOrders } from './schedule-song.queries';

export const SONG_NOT_FOUND = 'Song not found';
export const SONG_ALREADY_IN_SCHEDULE = 'Song is already in this schedule';

/** A song id named in a move, a remove or a live move: malformed ids name no song of it. */
export function songIdOf(songId: string): string {
  if (!isUuid(songId)) throw new NotFoundError(SONG_NOT_FOUND);
  return songId.toLowerCase();
}

/*
 * Every change of a schedule's songs runs in one transaction that first locks the schedule's row
 * (lockSchedule): changes of one schedule run one after the other, each reading the count and
 * orders the previous one committed, so `order` stays 1..n. The song added, moved or removed and
 * the schedule's count and updatedAt are the unit of work's; the songs that shift to make room or
 * close a gap move in one statement (shiftScheduleSongOrders).
 */

/**
 * Runs `change` in a transaction holding the schedule's lock. `change` answers how many songs it
 * added (negative: removed), or null when it changed nothing; then its songs are flushed, and only
 * then the schedule's count and updatedAt: a song already in the schedule (unique (schedule_id,
 * song_id)) fails that first flush, CONFLICT, the transaction rolls back and the request's
 * schedule is left as it was. Answers the schedule after the change.
 */
async function changeSongs(
  em: EntityManager,
  scheduleId: string,
  change: (tx: EntityManager, locked: Schedule) => Promise<number | null> | number,
): Promise<Schedule> {
  try {
    return await em.transactional(async (tx) => {
      const schedule = await lockSchedule(tx, scheduleId);
      const delta = await change(tx, schedule);
      if (delta === null) return schedule;
      await tx.flush();
      touchScheduleSongs(tx, schedule, delta);
      return schedule;
    });
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException)
      throw new ConflictError(SONG_ALREADY_IN_SCHEDULE);
    throw error;
  }
}

/** The song's place in the locked schedule, as last committed; NOT_FOUND when it is not in it. */
async function findScheduleSong(
  tx: EntityManager,
  scheduleId: string,
  songId: string,
): Promise<ScheduleSong> {
  const song = await tx.findOne(ScheduleSong, { scheduleId, songId }, { refresh: true });
  if (!song) throw new NotFoundError(SONG_NOT_FOUND);
  return song;
}

/**
 * Adds a song (visible to the caller, checked by the caller) at `order`: the songs from there on
 * move down by one; past the end or null appends. A song already in the schedule fails the
 * insert: CONFLICT, nothing changed.
 */
export function addScheduleSong(
  em: EntityManager,
  scheduleId: string,
  songId: string,
  order: number | null,
): Promise<Schedule> {
  return changeSongs(em, scheduleId, async (tx, schedule) => {
    const n = schedule.songCount;
    const position = order === null || order > n ? n + 1 : order;
    await shiftScheduleSongOrders(tx, scheduleId, { from: position, to: n }, 1);
    tx.create(ScheduleSong, { scheduleId, songId, order: position });
    // Issue 21: the song's use instants now include this schedule's services.
    await publishSongUses(tx, [songId]);
    return 1;
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
  return changeSongs(em, scheduleId, async (tx, schedule) => {
    if (new Set(songIds).size !== songIds.length) throw new ConflictError(SONG_ALREADY_IN_SCHEDULE);
    const n = schedule.songCount;
    songIds.forEach((songId, index) => {
      tx.create(ScheduleSong, { scheduleId, songId, order: n + index + 1 });
    });
    await publishSongUses(tx, songIds);
    return songIds.length;
  });
}

/** Two arrangements are the same order of the same stanza numbers (null: the song's own). */
const sameOrder = (a: readonly number[] | null, b: readonly number[] | null) =>
  a === b || (!!a && !!b && a.length === b.length && a.every((n, i) => n === b[i]));

/**
 * Moves a song of the schedule to `order` (1..n; null keeps its place), sets its key when `key`
 * is given (null: the song's own) and its arrangement when `sectionOrder` is given (null: the
 * song's own order); the songs in between shift by one toward its old place.
 * A change to nothing changes nothing, not even updatedAt. NOT_FOUND when the song is not in it
 * (before the order is looked at).
 */
export function moveScheduleSong(
  em: EntityManager,
  scheduleId: string,
  songId: string,
  change: { order: number | null; key?: string | null; sectionOrder?: number[] | null },
): Promise<Schedule> {
  return changeSongs(em, scheduleId, async (tx, schedule) => {
    const song = await findScheduleSong(tx, scheduleId, songId);
    const order = change.order ?? song.order;
    const { key } = change;
    if (order < 1 || order > schedule.songCount) {
      const message = moveOrderMessage(schedule.songCount);
      throw new UserInputError(message, { order: message });
    }
    const rekeyed = key !== undefined && key !== song.key;
    if (rekeyed) song.key = key;
    const { sectionOrder } = change;
    const rearranged = sectionOrder !== undefined && !sameOrder(sectionOrder, song.sectionOrder);
    if (rearranged) song.sectionOrder = sectionOrder;
    const from = song.order;
    if (from === order) return rekeyed || rearranged ? 0 : null;
    // Down (to a larger order): the songs after its old place up to the new one move up by one.
    if (from < order)
      await shiftScheduleSongOrders(tx, scheduleId, { from: from + 1, to: order }, -1);
    else await shiftScheduleSongOrders(tx, scheduleId, { from: order, to: from - 1 }, 1);
    song.order = order;
    return 0;
  });
}

/** Removes a song of the schedule; the songs after it move up by one. */
export function removeScheduleSong(
  em: EntityManager,
  scheduleId: string,
  songId: string,
): Promise<Schedule> {
  return changeSongs(em, scheduleId, async (tx, schedule) => {
    const song = await findScheduleSong(tx, scheduleId, songId);
    await shiftScheduleSongOrders(
      tx,
      scheduleId,
      { from: song.order + 1, to: schedule.songCount },
      -1,
    );
    tx.remove(song);
    // Issue 21: its uses here go, unless it was presented live (the rule keeps those).
    await publishSongUses(tx, [songId]);
    return -1;
  });
}
