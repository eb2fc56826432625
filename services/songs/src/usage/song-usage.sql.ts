/**
 * Issue 21, the library's usage filter and sort (docs/usage-and-ccli.md "Library: not used for N
 * months"), over the copy of schedules' use instants (`songs.song_uses`, song-uses.service.ts).
 * A use counts once its instant is past (`used_at <= now`: a planned service counts when it
 * starts) and only in the viewer's groups, as `Song.lastUsed` on the library cards does (the
 * schedules subgraph counts the schedules of the viewer's groups). Each is a correlated probe of
 * `song_uses_song_id_used_at_index` per song (index-only), never a query per song.
 */

/** Which songs the library keeps: never used, or not used in the last `months` (1..60). */
export type UsageFilter = { neverUsed: true } | { notUsedForMonths: number };

interface Sql {
  sql: string;
  params: unknown[];
}

/**
 * The condition on a song `s` of the filter, for a viewer in `groupIds` at `now`. "Not used for N
 * months" keeps the songs with no use in the N calendar months (UTC) before now, never-used
 * songs included. A viewer in no group has no uses: every song passes.
 */
export function usageCondition(filter: UsageFilter, groupIds: readonly string[], now: Date): Sql {
  if (!groupIds.length) return { sql: 'true', params: [] };
  const since =
    'notUsedForMonths' in filter
      ? {
          sql: ` and u."used_at" > ((?::timestamptz at time zone 'UTC') - make_interval(months => ?)) at time zone 'UTC'`,
          params: [now, filter.notUsedForMonths],
        }
      : { sql: '', params: [] };
  return {
    sql: `not exists (select 1 from "songs"."song_uses" u
      where u."song_id" = s."id" and u."used_at" <= ?${since.sql} and u."group_id" in (?))`,
    params: [now, ...since.params, [...groupIds]],
  };
}

/**
 * ORDER BY of "least recently used first": songs never used (in the viewer's groups) first, then
 * by their last use, oldest first; ties newest song first, then by id (a stable page order).
 */
export function lastUsedOrder(groupIds: readonly string[], now: Date): Sql {
  if (!groupIds.length) return { sql: 's."created_at" desc, s."id" desc', params: [] };
  return {
    sql: `(select max(u."used_at") from "songs"."song_uses" u
        where u."song_id" = s."id" and u."used_at" <= ? and u."group_id" in (?)) asc nulls first,
      s."created_at" desc, s."id" desc`,
    params: [now, [...groupIds]],
  };
}
