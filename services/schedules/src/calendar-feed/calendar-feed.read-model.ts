import type { EntityManager } from '@worship/subgraph-kit';

/** The most services one feed lists: calendar apps re-read the whole feed every few hours. */
export const CALENDAR_FEED_SERVICES_MAX = 500;
/** How far back a feed reaches: the services of the last 12 months, then every one to come. */
export const CALENDAR_FEED_MONTHS_BACK = 12;

export interface CalendarServiceRow {
  scheduleId: string;
  name: string;
  /** YYYY-MM-DD in the group's time zone. */
  serviceDate: string;
  /** 'HH:MM' in the group's time zone; null: the schedule has no times (an all-day service). */
  serviceTime: string | null;
  startsAt: Date;
}

/**
 * Issue 21: the services a group's calendar feed lists: every service (schedules.service_slots'
 * rule: one per time, or the day when none) whose date is at most 12 months before today in the
 * group's zone, earliest first, at most 500. The schedules are taken by the
 * (group_id, service_date, id) index, 500 at most: each has at least one service, so those hold
 * the first 500 services.
 */
export async function calendarServices(
  em: EntityManager,
  groupId: string,
  timeZone: string,
  now: Date,
): Promise<CalendarServiceRow[]> {
  const rows = await em.execute<
    {
      schedule_id: string;
      name: string;
      service_date: string;
      service_time: string | null;
      starts_at: string | Date;
    }[]
  >(
    `select s."id" as "schedule_id", s."name", s."service_date"::text as "service_date",
        t."slot" as "service_time",
        ((s."service_date" + coalesce(t."slot"::time, time '00:00')) at time zone s."time_zone")
          as "starts_at"
      from (select * from "schedules"."schedules"
          where "group_id" = ?
            and "service_date" >= ((?::timestamptz at time zone ?)::date - interval '${CALENDAR_FEED_MONTHS_BACK} months')::date
          order by "service_date", "id" limit ?) s
      cross join lateral unnest(case when cardinality(s."service_times") = 0
        then array[null]::text[] else s."service_times" end) as t("slot")
      order by "starts_at", s."id"
      limit ?`,
    [groupId, now, timeZone, CALENDAR_FEED_SERVICES_MAX, CALENDAR_FEED_SERVICES_MAX],
  );
  return rows.map((row) => ({
    scheduleId: row.schedule_id,
    name: row.name,
    serviceDate: row.service_date,
    serviceTime: row.service_time,
    startsAt: new Date(row.starts_at),
  }));
}
