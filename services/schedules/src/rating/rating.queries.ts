import type { QueryResult } from '@mikro-orm/core';
import type { EntityManager } from '@worship/subgraph-kit';
import type { ScheduleRating } from './rating.type';

/*
 * The ratings read model and the writes the unit of work cannot do atomically (persistence rule,
 * docs/service-layering.md): hand-written, schema-qualified SQL. Ratings are never loaded as
 * entities: the API shows only their aggregates and the viewer's own value.
 */

export const NO_RATINGS: ScheduleRating = Object.freeze({ averageRating: 0, totalVotes: 0 });

/** Each schedule's average (one decimal) and vote count; schedules without votes are absent. */
export async function selectRatings(
  em: EntityManager,
  scheduleIds: string[],
): Promise<Map<string, ScheduleRating>> {
  if (!scheduleIds.length) return new Map();
  const rows = await em.execute<{ schedule_id: string; average: string; votes: number }[]>(
    `select "schedule_id", round(avg("rating"), 1) as "average", count(*)::int as "votes"
      from "schedules"."ratings" where "schedule_id" in (?) group by "schedule_id"`,
    [scheduleIds],
  );
  return new Map(
    rows.map((row) => [
      row.schedule_id,
      { averageRating: Number(row.average), totalVotes: row.votes },
    ]),
  );
}

/** The user's own rating of each of these schedules (absent when none). */
export async function selectUserRatings(
  em: EntityManager,
  userId: string,
  scheduleIds: string[],
): Promise<Map<string, number>> {
  if (!scheduleIds.length) return new Map();
  const rows = await em.execute<{ schedule_id: string; rating: number }[]>(
    `select "schedule_id", "rating" from "schedules"."ratings"
      where "user_id" = ? and "schedule_id" in (?)`,
    [userId, scheduleIds],
  );
  return new Map(rows.map((row) => [row.schedule_id, row.rating]));
}

/**
 * Persistence rule, "upserts with ON CONFLICT under concurrency": the user's rating of the
 * schedule, inserted or replaced in one statement, so ratings sent at once by one user leave one
 * row (a find-then-create would race to two inserts).
 */
export async function upsertRating(
  em: EntityManager,
  rating: { id: string; scheduleId: string; userId: string; rating: number },
): Promise<void> {
  await em.execute(
    `insert into "schedules"."ratings" ("id", "schedule_id", "user_id", "rating")
      values (?, ?, ?, ?)
      on conflict ("schedule_id", "user_id")
      do update set "rating" = excluded."rating", "updated_at" = now()`,
    [rating.id, rating.scheduleId, rating.userId, rating.rating],
    'run',
  );
}

/**
 * Persistence rule, "bulk deletes when events arrive": every rating of a deleted account in one
 * statement, none loaded. Returns how many.
 */
export async function deleteRatingsOfUser(em: EntityManager, userId: string): Promise<number> {
  const result = await em.execute<QueryResult>(
    `delete from "schedules"."ratings" where "user_id" = ?`,
    [userId],
    'run',
  );
  return result.affectedRows;
}
