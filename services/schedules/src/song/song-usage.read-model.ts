import type { EntityManager } from '@worship/subgraph-kit';
import { usesSql } from '../usage/usage.sql';

/*
 * Song usage read model (persistence rule, docs/service-layering.md): a statistic over the
 * schedules of the viewer's groups, hand-written and schema-qualified, nothing hydrated.
 */

/** How often a song was used (usage.sql.ts: once per service held), and the latest use. */
export interface SongUsage {
  usageCount: number;
  lastUsed: Date | null;
}

export const UNUSED: SongUsage = Object.freeze({ usageCount: 0, lastUsed: null });

/**
 * The usage of these songs in these groups (the viewer's) up to `now`, in one aggregate;
 * songs never used are absent.
 */
export async function findSongUsage(
  em: EntityManager,
  groupIds: string[],
  songIds: string[],
  now: Date,
): Promise<Map<string, SongUsage>> {
  if (!groupIds.length || !songIds.length) return new Map();
  const uses = usesSql({ groupIds, songIds }, now);
  const rows = await em.execute<
    { song_id: string; usage_count: number; last_used: string | Date }[]
  >(
    `select u."song_id", count(*)::int as "usage_count", max(u."used_at") as "last_used"
      from ${uses.sql} u
      group by u."song_id"`,
    uses.params,
  );
  return new Map(
    rows.map((row) => [
      row.song_id,
      { usageCount: row.usage_count, lastUsed: new Date(row.last_used) },
    ]),
  );
}
