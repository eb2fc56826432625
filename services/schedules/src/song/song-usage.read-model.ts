import type { EntityManager } from '@worship/subgraph-kit';

/*
 * Song usage read model (persistence rule, docs/service-layering.md): a statistic over the
 * schedules of the viewer's groups, hand-written and schema-qualified, nothing hydrated.
 */

/** How often a song was scheduled: in how many schedules, and the newest one's createdAt. */
export interface SongUsage {
  usageCount: number;
  lastUsed: Date | null;
}

export const UNUSED: SongUsage = Object.freeze({ usageCount: 0, lastUsed: null });

/**
 * The usage of these songs over the schedules of these groups (the viewer's), in one aggregate
 * (schedule_songs_song_id_index); songs in none of them are absent.
 */
export async function findSongUsage(
  em: EntityManager,
  groupIds: string[],
  songIds: string[],
): Promise<Map<string, SongUsage>> {
  if (!groupIds.length || !songIds.length) return new Map();
  const rows = await em.execute<
    { song_id: string; usage_count: number; last_used: string | Date }[]
  >(
    `select ss."song_id", count(*)::int as "usage_count", max(s."created_at") as "last_used"
      from "schedules"."schedule_songs" ss
      join "schedules"."schedules" s on s."id" = ss."schedule_id"
      where ss."song_id" in (?) and s."group_id" in (?)
      group by ss."song_id"`,
    [songIds, groupIds],
  );
  return new Map(
    rows.map((row) => [
      row.song_id,
      { usageCount: row.usage_count, lastUsed: new Date(row.last_used) },
    ]),
  );
}
