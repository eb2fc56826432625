import type { EntityManager } from '@worship/subgraph-kit';

/*
 * The ratings writes the unit of work cannot do atomically (persistence rule,
 * docs/service-layering.md): hand-written, schema-qualified SQL, called by rating.service.ts.
 */

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
