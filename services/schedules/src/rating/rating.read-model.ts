import type { EntityManager } from '@worship/subgraph-kit';
import type { ScheduleRating } from './rating.type';

/*
 * The ratings read model (persistence rule, docs/service-layering.md): hand-written,
 * schema-qualified SQL. Ratings are never loaded as entities: the API shows only their
 * aggregates and the viewer's own value.
 */

export const NO_RATINGS: ScheduleRating = Object.freeze({ averageRating: 0, totalVotes: 0 });

/** Each schedule's average (one decimal) and vote count; schedules without votes are absent. */
export async function findRatings(
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
export async function findUserRatings(
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
