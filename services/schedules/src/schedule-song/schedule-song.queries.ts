import type { EntityManager } from '@worship/subgraph-kit';
import type { ScheduleSong } from './schedule-song.entity';

/*
 * The schedule songs read model and the renumbering the unit of work cannot do atomically
 * (persistence rule, docs/service-layering.md): hand-written, schema-qualified SQL. Adding,
 * moving and removing one song is MikroORM's (schedule-song.service.ts).
 */

/** A schedule's song as the list answers it: the entity's fields in a plain object (not managed). */
export type ScheduleSongRecord = { [K in keyof ScheduleSong]: ScheduleSong[K] };

interface ScheduleSongRow {
  id: string;
  schedule_id: string;
  song_id: string;
  order: number;
  added_at: string | Date;
}

/** The songs of these schedules, each schedule's by order. Backs the request's loader. */
export async function selectScheduleSongs(
  em: EntityManager,
  scheduleIds: string[],
): Promise<ScheduleSongRecord[]> {
  if (!scheduleIds.length) return [];
  const rows = await em.execute<ScheduleSongRow[]>(
    `select "id", "schedule_id", "song_id", "order", "added_at" from "schedules"."schedule_songs"
      where "schedule_id" in (?) order by "schedule_id", "order"`,
    [scheduleIds],
  );
  return rows.map((row) => ({
    id: row.id,
    scheduleId: row.schedule_id,
    songId: row.song_id,
    order: row.order,
    addedAt: new Date(row.added_at),
  }));
}

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
