import type { EntityManager } from '@worship/subgraph-kit';

/*
 * The schedule songs write the unit of work cannot do atomically (persistence rule,
 * docs/service-layering.md): hand-written, schema-qualified SQL, called by
 * schedule-song.service.ts inside its transaction.
 */

/**
 * Persistence rule, "order compaction/renumbering under concurrency": the schedule's songs at
 * orders `from`..`to` move by `by` in one statement (making room for a song, closing the gap of a
 * removed one, the songs between a moved song's places), none loaded. The caller holds the
 * schedule's lock; unique (schedule_id, "order") is checked at commit, so the rows may pass
 * through duplicates until the unit of work writes the song that was added, moved or removed.
 */
export async function shiftScheduleSongOrders(
  tx: EntityManager,
  scheduleId: string,
  range: { from: number; to: number },
  by: 1 | -1,
): Promise<void> {
  if (range.from > range.to) return;
  await tx.execute(
    `update "schedules"."schedule_songs" set "order" = "order" + ?
      where "schedule_id" = ? and "order" between ? and ?`,
    [by, scheduleId, range.from, range.to],
    'run',
  );
}
