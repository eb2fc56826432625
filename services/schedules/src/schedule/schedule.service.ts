import { randomUUID } from 'node:crypto';
import { newSecretToken, NotFoundError, type EntityManager } from '@worship/subgraph-kit';
import type { CreateScheduleData, ScheduleFilterData, UpdateScheduleData } from './schedule.input';
import { Schedule } from './schedule.entity';
import {
  SCHEDULE_COLUMNS,
  scheduleListSelect,
  toSchedule,
  type ScheduleRow,
} from './schedule-query';

export const SCHEDULE_NOT_FOUND = 'Schedule not found';

/**
 * Reads are plain rows, not managed entities (no identity map to go stale within a request, no
 * hydration cost for a page of a hundred).
 */
async function selectSchedules(
  em: EntityManager,
  sql: string,
  params: unknown[],
): Promise<Schedule[]> {
  const rows = await em.execute<ScheduleRow[]>(sql, params);
  return rows.map(toSchedule);
}

/** The group's schedules passing the filters, newest change first (see scheduleListSelect). */
export async function listSchedules(
  em: EntityManager,
  groupId: string,
  filter: ScheduleFilterData,
  page: { limit: number; offset: number },
): Promise<Schedule[]> {
  const query = scheduleListSelect(groupId, filter, page);
  return query ? selectSchedules(em, query.sql, query.params) : [];
}

/** The schedules with these ids (any order; unknown ids are absent). Backs the loader. */
export function findSchedulesByIds(em: EntityManager, ids: string[]): Promise<Schedule[]> {
  if (!ids.length) return Promise.resolve([]);
  return selectSchedules(
    em,
    `select ${SCHEDULE_COLUMNS} from "schedules"."schedules" s where s."id" in (?)`,
    [ids],
  );
}

/** The schedule behind a share link, only while it is public; else null. */
export async function findSharedSchedule(
  em: EntityManager,
  shareToken: string,
): Promise<Schedule | null> {
  const [schedule] = await selectSchedules(
    em,
    `select ${SCHEDULE_COLUMNS} from "schedules"."schedules" s
      where s."share_token" = ? and s."is_public"`,
    [shareToken],
  );
  return schedule ?? null;
}

/** Who created a schedule in the group, earliest first creation first. */
export async function listScheduleCreators(em: EntityManager, groupId: string): Promise<string[]> {
  const rows = await em.execute<{ created_by: string }[]>(
    `select "created_by" from "schedules"."schedules" where "group_id" = ?
      group by "created_by" order by min("created_at"), "created_by"`,
    [groupId],
  );
  return rows.map((row) => row.created_by);
}

/**
 * A new, empty schedule in `groupId` (a group of the creator's, checked by the caller): one
 * statement answering the row as stored (the database's createdAt).
 */
export async function createSchedule(
  em: EntityManager,
  userId: string,
  groupId: string,
  data: CreateScheduleData,
): Promise<Schedule> {
  const [schedule] = await selectSchedules(
    em,
    `insert into "schedules"."schedules" as s
      ("id", "name", "is_public", "group_id", "share_token", "created_by")
      values (?, ?, ?, ?, ?, ?) returning ${SCHEDULE_COLUMNS}`,
    [randomUUID(), data.name, data.isPublic, groupId, newSecretToken(), userId],
  );
  return schedule!;
}

/**
 * Renames and/or publishes the schedule; either sets updatedAt. NOT_FOUND when it is gone.
 */
export async function updateSchedule(
  em: EntityManager,
  id: string,
  data: UpdateScheduleData,
): Promise<Schedule> {
  const sets: string[] = [];
  const params: unknown[] = [];
  if (data.name !== undefined) {
    sets.push(`"name" = ?`);
    params.push(data.name);
  }
  if (data.isPublic !== undefined) {
    sets.push(`"is_public" = ?`);
    params.push(data.isPublic);
  }
  if (!sets.length) return reloadSchedule(em, id);
  const [schedule] = await selectSchedules(
    em,
    `update "schedules"."schedules" s set ${sets.join(', ')}, "updated_at" = clock_timestamp()
      where s."id" = ? returning ${SCHEDULE_COLUMNS}`,
    [...params, id],
  );
  if (!schedule) throw new NotFoundError(SCHEDULE_NOT_FOUND);
  return schedule;
}

/** Deletes the schedule with its songs and ratings (foreign keys cascade). */
export async function deleteSchedule(em: EntityManager, id: string): Promise<boolean> {
  const deleted = await em.nativeDelete(Schedule, { id });
  if (!deleted) throw new NotFoundError(SCHEDULE_NOT_FOUND);
  return true;
}

/** The schedule as it is now (after a change); NOT_FOUND when it was deleted meanwhile. */
export async function reloadSchedule(em: EntityManager, id: string): Promise<Schedule> {
  const [schedule] = await findSchedulesByIds(em, [id]);
  if (!schedule) throw new NotFoundError(SCHEDULE_NOT_FOUND);
  return schedule;
}

/**
 * Inside a transaction: locks the schedule's row (`for update`) so its song changes run one at
 * a time, and returns it. NOT_FOUND when it is gone. Read the songs in a later statement: one
 * that waited for the lock must see what the previous change committed (READ COMMITTED takes
 * a snapshot per statement, and a join in this one would read them as they were before it).
 */
export async function lockSchedule(tx: EntityManager, id: string): Promise<Schedule> {
  const [schedule] = await selectSchedules(
    tx,
    `select ${SCHEDULE_COLUMNS} from "schedules"."schedules" s where s."id" = ? for update`,
    [id],
  );
  if (!schedule) throw new NotFoundError(SCHEDULE_NOT_FOUND);
  return schedule;
}

/**
 * Inside the locking transaction: the schedule's songs changed by `delta` (its count) and its
 * updatedAt is now. Answers the schedule as it is after the change.
 */
export async function touchScheduleSongs(
  tx: EntityManager,
  id: string,
  delta: number,
): Promise<Schedule> {
  const [schedule] = await selectSchedules(
    tx,
    `update "schedules"."schedules" s
      set "song_count" = s."song_count" + ?, "updated_at" = clock_timestamp()
      where s."id" = ? returning ${SCHEDULE_COLUMNS}`,
    [delta, id],
  );
  // Locked by this transaction: it cannot have gone.
  return schedule!;
}
