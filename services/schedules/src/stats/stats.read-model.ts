import type { EntityManager } from '@worship/subgraph-kit';
import { IN_THIS_MONTH, usesSql } from '../usage/usage.sql';
import type { PopularSongRow } from './stats.type';

/*
 * The statistics read model (persistence rule, docs/service-layering.md): aggregates over any
 * number of groups, hand-written and schema-qualified, nothing hydrated.
 */

/** A group's schedule counts: all of them, and those whose service date is in this month. */
export interface ScheduleCounts {
  total: number;
  thisMonth: number;
}

export const NO_SCHEDULES: ScheduleCounts = Object.freeze({ total: 0, thisMonth: 0 });

/**
 * Each group's schedule counts, in one aggregate over any number of groups
 * (schedules_group_id_service_date_index); "this month" is the calendar month of `now` in the
 * group's time zone. A group without schedules is absent.
 */
export async function countSchedulesByGroup(
  em: EntityManager,
  groupIds: string[],
  now: Date,
): Promise<Map<string, ScheduleCounts>> {
  if (!groupIds.length) return new Map();
  const rows = await em.execute<{ group_id: string; total: number; this_month: number }[]>(
    `select u."group_id", count(*)::int as "total",
        (count(*) filter (where ${IN_THIS_MONTH}))::int as "this_month"
      from "schedules"."schedules" u
      where u."group_id" in (?)
      group by u."group_id"`,
    [now, now, groupIds],
  );
  return new Map(
    rows.map((row) => [row.group_id, { total: row.total, thisMonth: row.this_month }]),
  );
}

/**
 * Each group's most used songs up to `now` (usage.sql.ts; this month's only when
 * `thisMonth`): by uses, then the latest use, then song id; at most `limit` a group. One
 * aggregate with a window over any number of groups.
 */
export async function popularSongsByGroup(
  em: EntityManager,
  groupIds: string[],
  options: { limit: number; thisMonth: boolean; now: Date },
): Promise<Map<string, PopularSongRow[]>> {
  if (!groupIds.length) return new Map();
  const { limit, thisMonth, now } = options;
  const uses = usesSql({ groupIds }, now);
  const rows = await em.execute<
    { group_id: string; song_id: string; usage_count: number; last_used: string | Date }[]
  >(
    `select "group_id", "song_id", "usage_count", "last_used" from (
        select u."group_id", u."song_id", count(*)::int as "usage_count",
          max(u."used_at") as "last_used",
          row_number() over (partition by u."group_id"
            order by count(*) desc, max(u."used_at") desc, u."song_id") as "rank"
        from ${uses.sql} u
        ${thisMonth ? `where ${IN_THIS_MONTH}` : ''}
        group by u."group_id", u."song_id"
      ) ranked
      where "rank" <= ?
      order by "group_id", "rank"`,
    [...uses.params, ...(thisMonth ? [now, now] : []), limit],
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
