import { randomUUID } from 'node:crypto';
import { ForeignKeyConstraintViolationException } from '@mikro-orm/core';
import { NotFoundError, type EntityManager } from '@worship/subgraph-kit';
import { SCHEDULE_NOT_FOUND } from '../schedule/schedule.service';
import { upsertRating } from './rating.queries';

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
    await upsertRating(em, { id: randomUUID(), scheduleId, userId, rating });
  } catch (error) {
    // The schedule was deleted since the access check.
    if (error instanceof ForeignKeyConstraintViolationException)
      throw new NotFoundError(SCHEDULE_NOT_FOUND);
    throw error;
  }
}
