import { randomUUID } from 'node:crypto';
import { ForeignKeyConstraintViolationException } from '@mikro-orm/core';
import { NotFoundError, type EntityManager } from '@worship/subgraph-kit';
import { SCHEDULE_NOT_FOUND } from '../schedule/schedule.service';
import type { ScheduleRating } from './rating.type';

/**
 * The user's rating of the schedule (1..5, validated by the caller): one per user and schedule,
 * rating again replaces it. Ratings leave the schedule's updatedAt alone.
 */
export async function rateSchedule(
  em: EntityManager,
  scheduleId: string,
  userId: string,
  rating: number,
): Promise<void> {
  try {
    await em.execute(
      `insert into "schedules"."ratings" ("id", "schedule_id", "user_id", "rating")
        values (?, ?, ?, ?)
        on conflict ("schedule_id", "user_id")
        do update set "rating" = excluded."rating", "updated_at" = now()`,
      [randomUUID(), scheduleId, userId, rating],
    );
  } catch (error) {
    // The schedule was deleted since the access check.
    if (error instanceof ForeignKeyConstraintViolationException)
      throw new NotFoundError(SCHEDULE_NOT_FOUND);
    throw error;
  }
}

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
