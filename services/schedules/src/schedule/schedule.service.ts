import { LockMode, raw } from '@mikro-orm/core';
import { dayIn } from '@worship/common';
import { NotFoundError, type EntityManager } from '@worship/subgraph-kit';
import { notifyScheduleAccess } from '../live/live-access.service';
import { publishSongUses, songsOfSchedules } from '../events/song-uses.events';
import { groupTimeZone, type UsageClock } from '../usage/usage-clock';
import type { CreateScheduleData, UpdateScheduleData } from './schedule.input';
import { Schedule } from './schedule.entity';

export const SCHEDULE_NOT_FOUND = 'Schedule not found';

/*
 * Single schedules and every change of one go through MikroORM (persistence rule,
 * docs/service-layering.md): loaded with find/findOne, changed with create/assign/remove and one
 * flush inside em.transactional. Lists are the read model's (schedule.read-model.ts).
 */

/** The schedules with these ids (any order; unknown ids are absent). Backs the request's loader. */
export function findSchedulesByIds(em: EntityManager, ids: string[]): Promise<Schedule[]> {
  return em.find(Schedule, { id: { $in: ids } });
}

/** The schedule behind a share link, only while it is public; else null. */
export function findSharedSchedule(
  em: EntityManager,
  shareToken: string,
): Promise<Schedule | null> {
  return em.findOne(Schedule, { shareToken, isPublic: true });
}

/**
 * A new, empty schedule in `groupId` (a group of the creator's, checked by the caller), in the
 * group's time zone; without a service date it is today there.
 */
export async function createSchedule(
  em: EntityManager,
  userId: string,
  groupId: string,
  data: CreateScheduleData,
  clock: UsageClock = { timeZone: 'UTC', now: () => new Date() },
): Promise<Schedule> {
  const timeZone = await groupTimeZone(em, groupId, clock.timeZone);
  // createdAt and updatedAt are the database's now(), returned by the insert: equal at creation.
  return em.transactional(async (tx) =>
    tx.create(Schedule, {
      name: data.name,
      isPublic: data.isPublic,
      serviceDate: data.serviceDate ?? dayIn(clock.now(), timeZone),
      serviceTimes: data.serviceTimes,
      timeZone,
      groupId,
      createdBy: userId,
    }),
  );
}

/**
 * Renames, publishes and/or moves the schedule's service; any change sets updatedAt. NOT_FOUND
 * when it is gone. Made private, its share-link followers are let go.
 */
export function updateSchedule(
  em: EntityManager,
  id: string,
  data: UpdateScheduleData,
): Promise<Schedule> {
  return em.transactional(async (tx) => {
    const schedule = await lockSchedule(tx, id);
    const changes = Object.fromEntries(
      Object.entries(data).filter(([, value]) => value !== undefined),
    ) as UpdateScheduleData;
    if (Object.keys(changes).length) tx.assign(schedule, { ...changes, updatedAt: changedNow() });
    if (changes.isPublic === false)
      await notifyScheduleAccess(tx, id, { isPublic: false, deleted: false });
    // Issue 21: a service moved: its songs' use instants moved with it.
    if (changes.serviceDate !== undefined || changes.serviceTimes !== undefined)
      await publishSongUses(tx, await songsOfSchedules(tx, [id]));
    return schedule;
  });
}

/** Deletes the schedule with its songs and ratings (foreign keys cascade); its followers go. */
export async function deleteSchedule(em: EntityManager, id: string): Promise<boolean> {
  await em.transactional(async (tx) => {
    const schedule = await lockSchedule(tx, id);
    const songIds = await songsOfSchedules(tx, [id]);
    tx.remove(schedule);
    await notifyScheduleAccess(tx, id, { isPublic: schedule.isPublic, deleted: true });
    // Issue 21: its songs' uses in it go (publishSongUses flushes the delete first).
    await publishSongUses(tx, songIds);
  });
  return true;
}

/**
 * Inside a transaction: locks the schedule's row (`for update`) so its changes run one at a time,
 * and answers it as last committed (refreshed, even when the request has it already). NOT_FOUND
 * when it is gone. Under READ COMMITTED a lock that waited reads the row the previous change
 * committed, and each later statement of the transaction sees that change's songs.
 */
export async function lockSchedule(tx: EntityManager, id: string): Promise<Schedule> {
  const schedule = await tx.findOne(
    Schedule,
    { id },
    { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
  );
  if (!schedule) throw new NotFoundError(SCHEDULE_NOT_FOUND);
  return schedule;
}

/**
 * The locked schedule's songs changed by `delta` (its count) and its updatedAt is now; written by
 * the caller's flush.
 */
export function touchScheduleSongs(tx: EntityManager, schedule: Schedule, delta: number): void {
  tx.assign(schedule, { songCount: schedule.songCount + delta, updatedAt: changedNow() });
}

/**
 * updatedAt of a change: the database's clock_timestamp(), read back by the flush. Not now()
 * (the transaction's start, which a change could share with the creation) and not the
 * application's clock: every time of a schedule comes from one clock.
 */
const changedNow = (): Date => raw('clock_timestamp()');
