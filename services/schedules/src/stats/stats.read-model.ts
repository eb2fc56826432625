import type { EntityManager } from '@worship/subgraph-kit';
import type { MonthBounds } from './stats-month';
import type { PopularSongRow } from './stats.type';

/*
 * The statistics read model (persistence rule, docs/service-layering.md): aggregates over any
 * number of groups, hand-written and schema-qualified, nothing hydrated.
 */

/** A group's schedule counts: all of them, and those created within the month asked for. */
export interface ScheduleCounts {
  total: number;
  thisMonth: number;
}

export const NO_SCHEDULES: ScheduleCounts = Object.freeze({ total: 0, thisMonth: 0 });

/**
 * Each group's schedule counts, in one aggregate over any number of groups
 * (schedules_group_id_created_at_index); a group without schedules is absent.
 */
export async function countSchedulesByGroup(
  em: EntityManager,
  groupIds: string[],
  month: MonthBounds,
): Promise<Map<string, ScheduleCounts>> {
  if (!groupIds.length) return new Map();
  const rows = await em.execute<{ group_id: string; total: number; this_month: number }[]>(
    `select s."group_id", count(*)::int as "total",
        (count(*) filter (where s."created_at" >= ? and s."created_at" < ?))::int as "this_month"
      from "schedules"."schedules" s
      where s."group_id" in (?)
      group by s."group_id"`,
    [month.start, month.end, groupIds],
  );
  return new Map(
    rows.map((row) => [row.group_id, { total: row.total, thisMonth: row.this_month }]),
  );
}

/**
 * Each group's most used songs: by how many of its schedules (created within `within`, when
 * given) contain the song, then the newest of those schedules, then song id; at most `limit` a
 * group. One aggregate with a window over any number of groups.
 */
export async function popularSongsByGroup(
  em: EntityManager,
  groupIds: string[],
  options: { limit: number; within: MonthBounds | null },
): Promise<Map<string, PopularSongRow[]>> {
  if (!groupIds.length) return new Map();
  const { limit, within } = options;
  const rows = await em.execute<
    { group_id: string; song_id: string; usage_count: number; last_used: string | Date }[]
  >(
    `select "group_id", "song_id", "usage_count", "last_used" from (
        select s."group_id", ss."song_id", count(*)::int as "usage_count",
          max(s."created_at") as "last_used",
          row_number() over (partition by s."group_id"
            order by count(*) desc, max(s."created_at") desc, ss."song_id") as "rank"
        from "schedules"."schedule_songs" ss
        join "schedules"."schedules" s on s."id" = ss."schedule_id"
        where s."group_id" in (?)${within ? ` and s."created_at" >= ? and s."created_at" < ?` : ''}
        group by s."group_id", ss."song_id"
      ) ranked
      where "rank" <= ?
      order by "group_id", "rank"`,
    [groupIds, ...(within ? [within.start, within.end] : []), limit],
  );
  const byGroup = new Map<string, PopularSongRow[]>();
  for (const row of rows) {
    byGroup.set(row.group_id, [
      ...(byGroup.get(row.group_id) ?? []),
      { songId: row.song_id, usageCount: row.usage_count, lastUsed: new Date(row.last_used) },
    ]);
  }
  return byGroup;
}
