/**
 * Issue 21, the usage rule in one place (docs/usage-and-ccli.md). A song is used once per
 * service of a schedule holding it — each service time, or the service date when it has no
 * times (`schedules.service_slots`) — once that service has started (`starts_at <= now`), or
 * earlier when a leader presented it live in Sunday mode (`schedules.presentations`; the
 * presentation counts for the schedule's service running then: the last one started, else the
 * first). One (schedule, song, service) counts once however it got there. A use keeps the entry's
 * key when the song is still in the schedule; a song deleted from the library keeps its uses.
 *
 * Each row: schedule_id, group_id, song_id, service_date (text, YYYY-MM-DD), service_time
 * ('HH:MM' or null), time_zone, used_at (the service's start, or the presentation if earlier), key.
 */
export interface UsesScope {
  /** The groups whose schedules count; absent: every group's (song.uses-changed, song-uses.events.ts). */
  groupIds?: string[];
  songIds?: string[];
  /** Service dates from (inclusive), YYYY-MM-DD. */
  from?: string;
  /** Service dates to (inclusive), YYYY-MM-DD. */
  to?: string;
}

export function usesSql(scope: UsesScope, now: Date): { sql: string; params: unknown[] } {
  const slotWhere = scope.groupIds ? [`sl."group_id" in (?)`] : ['true'];
  const slotParams: unknown[] = scope.groupIds ? [scope.groupIds] : [];
  if (scope.from) {
    slotWhere.push(`sl."service_date" >= ?::date`);
    slotParams.push(scope.from);
  }
  if (scope.to) {
    slotWhere.push(`sl."service_date" <= ?::date`);
    slotParams.push(scope.to);
  }
  const songWhere = scope.songIds ? ` and x."song_id" in (?)` : '';
  const songParams = scope.songIds ? [scope.songIds] : [];
  const sql = `(select distinct on (u."schedule_id", u."song_id", u."service_time") u.*
    from (
      select sl."schedule_id", sl."group_id", x."song_id", sl."service_date", sl."service_time",
        sl."time_zone", sl."starts_at" as "used_at", x."key"
      from "schedules"."service_slots" sl
      join "schedules"."schedule_songs" x on x."schedule_id" = sl."schedule_id"
      where ${slotWhere.join(' and ')} and sl."starts_at" <= ?${songWhere}
      union all
      select sl."schedule_id", sl."group_id", x."song_id", sl."service_date", sl."service_time",
        sl."time_zone", least(sl."starts_at", x."presented_at") as "used_at", e."key"
      from "schedules"."presentations" x
      join lateral (select * from "schedules"."service_slots" sl
          where sl."schedule_id" = x."schedule_id"
          order by sl."starts_at" <= x."presented_at" desc,
            case when sl."starts_at" <= x."presented_at" then sl."starts_at" end desc,
            sl."starts_at"
          limit 1) sl on true
      left join "schedules"."schedule_songs" e
        on e."schedule_id" = x."schedule_id" and e."song_id" = x."song_id"
      where ${slotWhere.join(' and ')} and x."presented_at" <= ?${songWhere}
    ) u
    order by u."schedule_id", u."song_id", u."service_time", u."used_at")`;
  return {
    sql,
    params: [...slotParams, now, ...songParams, ...slotParams, now, ...songParams],
  };
}

/** A condition on a uses row `u`: its service date is in the calendar month of `now` there. */
export const IN_THIS_MONTH = `u."service_date" >= date_trunc('month', (?::timestamptz at time zone u."time_zone"))::date
  and u."service_date" < (date_trunc('month', (?::timestamptz at time zone u."time_zone")) + interval '1 month')::date`;
