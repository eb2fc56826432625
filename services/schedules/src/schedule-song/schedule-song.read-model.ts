import type { EntityManager } from '@worship/subgraph-kit';
import type { ScheduleSong } from './schedule-song.entity';

/*
 * The schedule songs read model (persistence rule, docs/service-layering.md): hand-written,
 * schema-qualified SQL answering plain records. Adding, moving and removing a song is
 * MikroORM's (schedule-song.service.ts).
 */

/** A schedule's song as the list answers it: the entity's fields in a plain object (not managed). */
export type ScheduleSongRecord = { [K in keyof ScheduleSong]: ScheduleSong[K] };

interface ScheduleSongRow {
  id: string;
  schedule_id: string;
  song_id: string;
  order: number;
  key: string | null;
  section_order: number[] | null;
  added_at: string | Date;
}

/** The songs of these schedules, each schedule's by order. Backs the request's loader. */
export async function findScheduleSongs(
  em: EntityManager,
  scheduleIds: string[],
): Promise<ScheduleSongRecord[]> {
  if (!scheduleIds.length) return [];
  const rows = await em.execute<ScheduleSongRow[]>(
    `select "id", "schedule_id", "song_id", "order", "key", "section_order", "added_at"
      from "schedules"."schedule_songs" where "schedule_id" in (?) order by "schedule_id", "order"`,
    [scheduleIds],
  );
  return rows.map((row) => ({
    id: row.id,
    scheduleId: row.schedule_id,
    songId: row.song_id,
    order: row.order,
    key: row.key,
    sectionOrder: row.section_order,
    addedAt: new Date(row.added_at),
  }));
}
