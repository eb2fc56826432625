import type { EntityManager } from '@worship/subgraph-kit';
import type { SongRecentUsage, SongUse } from './song-history.type';
import { usesSql } from './usage.sql';

/*
 * Issue 21, the song view's usage history (persistence rule, docs/service-layering.md): the uses
 * of usage.sql.ts over the viewer's groups, for any number of songs in one statement.
 */

export const SONG_HISTORY_LIMIT = 50;

interface UseRow {
  song_id: string;
  schedule_id: string;
  schedule_name: string;
  group_id: string;
  service_date: string;
  service_time: string | null;
  used_at: string | Date;
  key: string | null;
}

/** Each song's latest uses (at most `limit` a song), newest first. */
export async function findSongHistory(
  em: EntityManager,
  groupIds: string[],
  songIds: string[],
  now: Date,
  limit = SONG_HISTORY_LIMIT,
): Promise<Map<string, SongUse[]>> {
  if (!groupIds.length || !songIds.length) return new Map();
  const uses = usesSql({ groupIds, songIds }, now);
  const rows = await em.execute<UseRow[]>(
    `select * from (
        select u."song_id", u."schedule_id", s."name" as "schedule_name", u."group_id",
          to_char(u."service_date", 'YYYY-MM-DD') as "service_date", u."service_time",
          u."used_at", u."key",
          row_number() over (partition by u."song_id"
            order by u."used_at" desc, u."schedule_id", u."service_time") as "rank"
        from ${uses.sql} u
        join "schedules"."schedules" s on s."id" = u."schedule_id"
      ) ranked
      where "rank" <= ?
      order by "song_id", "rank"`,
    [...uses.params, limit],
  );
  const bySong = new Map<string, SongUse[]>();
  for (const row of rows) {
    bySong.set(row.song_id, [
      ...(bySong.get(row.song_id) ?? []),
      {
        scheduleId: row.schedule_id,
        scheduleName: row.schedule_name,
        group: { id: row.group_id },
        serviceDate: row.service_date,
        serviceTime: row.service_time,
        usedAt: new Date(row.used_at),
        key: row.key,
      },
    ]);
  }
  return bySong;
}

export const NO_RECENT_USAGE: SongRecentUsage = Object.freeze({
  last3Months: 0,
  last6Months: 0,
  last12Months: 0,
});

/** Each song's uses in the last 3, 6 and 12 months before `now`, in one aggregate. */
export async function countRecentUsage(
  em: EntityManager,
  groupIds: string[],
  songIds: string[],
  now: Date,
): Promise<Map<string, SongRecentUsage>> {
  if (!groupIds.length || !songIds.length) return new Map();
  const uses = usesSql({ groupIds, songIds }, now);
  const since = (months: number) =>
    `(count(*) filter (where u."used_at" > ?::timestamptz - interval '${months} months'))::int`;
  const rows = await em.execute<
    { song_id: string; last3: number; last6: number; last12: number }[]
  >(
    `select u."song_id", ${since(3)} as "last3", ${since(6)} as "last6", ${since(12)} as "last12"
      from ${uses.sql} u
      group by u."song_id"`,
    [now, now, now, ...uses.params],
  );
  return new Map(
    rows.map((row) => [
      row.song_id,
      { last3Months: row.last3, last6Months: row.last6, last12Months: row.last12 },
    ]),
  );
}
