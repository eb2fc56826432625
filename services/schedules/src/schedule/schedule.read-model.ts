import { isUuid, type EntityManager } from '@worship/subgraph-kit';
import { ScheduleSort, type ScheduleFilterData } from './schedule.input';
import type { Schedule } from './schedule.entity';

/*
 * The schedules read model (persistence rule, docs/service-layering.md): hand-written,
 * schema-qualified SQL for the filtered list and the group's creators. Lists answer plain
 * records, never managed entities; single schedules and their changes go through MikroORM
 * (schedule.service.ts).
 */

/** A schedule as the list answers it: the entity's fields in a plain object (not managed). */
export type ScheduleRecord = { [K in keyof Schedule]: Schedule[K] };

/** A schedules row as PostgreSQL returns it. */
interface ScheduleRow {
  id: string;
  name: string;
  is_public: boolean;
  group_id: string;
  share_token: string;
  created_by: string;
  /** MikroORM's driver leaves timestamps as text; the resolvers present Dates. */
  created_at: string | Date;
  updated_at: string | Date;
  song_count: number;
  service_date: string;
  service_times: string[];
  time_zone: string;
}

const toScheduleRecord = (row: ScheduleRow): ScheduleRecord => ({
  id: row.id,
  name: row.name,
  isPublic: row.is_public,
  groupId: row.group_id,
  shareToken: row.share_token,
  createdBy: row.created_by,
  createdAt: new Date(row.created_at),
  updatedAt: new Date(row.updated_at),
  songCount: row.song_count,
  serviceDate: row.service_date,
  serviceTimes: row.service_times,
  timeZone: row.time_zone,
});

const ORDER_BY: Record<ScheduleSort, string> = {
  [ScheduleSort.UPDATED]: `s."updated_at" desc, s."id"`,
  [ScheduleSort.SERVICE_DATE_DESC]: `s."service_date" desc, s."service_times"[1] desc nulls last, s."id"`,
  [ScheduleSort.SERVICE_DATE_ASC]: `s."service_date", s."service_times"[1] nulls first, s."id"`,
};

/** The schedule columns every list selects (the service date as text: no time zone shift). */
export const SCHEDULE_COLUMNS = `s."id", s."name", s."is_public", s."group_id", s."share_token",
  s."created_by", s."created_at", s."updated_at", s."song_count",
  to_char(s."service_date", 'YYYY-MM-DD') as "service_date", s."service_times", s."time_zone"`;

/** A LIKE pattern matching `text` anywhere, with LIKE's wildcards taken literally. */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const ONE_DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The filtered page of a group's schedules, newest change first (or by service date): one statement, every filter a
 * condition on the group's rows (schedules_group_id_updated_at_index orders them; song counts
 * are a column kept with the songs; the average rating is read from ratings' covering index).
 * A malformed createdBy matches nothing (no query).
 */
export async function listSchedules(
  em: EntityManager,
  groupId: string,
  filter: ScheduleFilterData,
  page: { limit: number; offset: number },
  sort: ScheduleSort = ScheduleSort.UPDATED,
): Promise<ScheduleRecord[]> {
  const where = [`s."group_id" = ?`];
  const params: unknown[] = [groupId];
  if (filter.search) {
    where.push(`s."name" ilike ?`);
    params.push(containsPattern(filter.search));
  }
  if (filter.dateFrom) {
    where.push(`s."created_at" >= ?`);
    params.push(filter.dateFrom.at);
  }
  if (filter.dateTo) {
    // A date-only bound includes that whole day (UTC).
    if (filter.dateTo.dateOnly) {
      where.push(`s."created_at" < ?`);
      params.push(new Date(filter.dateTo.at.getTime() + ONE_DAY_MS));
    } else {
      where.push(`s."created_at" <= ?`);
      params.push(filter.dateTo.at);
    }
  }
  if (filter.songCountMin !== null) {
    where.push(`s."song_count" >= ?`);
    params.push(filter.songCountMin);
  }
  if (filter.songCountMax !== null) {
    where.push(`s."song_count" <= ?`);
    params.push(filter.songCountMax);
  }
  if (filter.createdBy) {
    if (!isUuid(filter.createdBy)) return [];
    where.push(`s."created_by" = ?`);
    params.push(filter.createdBy.toLowerCase());
  }
  if (filter.serviceFrom) {
    where.push(`s."service_date" >= ?::date`);
    params.push(filter.serviceFrom);
  }
  if (filter.serviceTo) {
    where.push(`s."service_date" <= ?::date`);
    params.push(filter.serviceTo);
  }
  if (filter.minRating !== null) {
    // On the average as shown (one decimal); no votes: no average, never a match.
    where.push(`(select round(avg(r."rating"), 1) from "schedules"."ratings" r
      where r."schedule_id" = s."id") >= ?`);
    params.push(filter.minRating);
  }
  const rows = await em.execute<ScheduleRow[]>(
    `select ${SCHEDULE_COLUMNS}
      from "schedules"."schedules" s
      where ${where.join(' and ')}
      order by ${ORDER_BY[sort]} limit ? offset ?`,
    [...params, page.limit, page.offset],
  );
  return rows.map(toScheduleRecord);
}

/** Who created a schedule in the group, earliest first creation first. */
export async function listScheduleCreators(em: EntityManager, groupId: string): Promise<string[]> {
  const rows = await em.execute<{ created_by: string }[]>(
    `select "created_by" from "schedules"."schedules" where "group_id" = ?
      group by "created_by" order by min("created_at"), "created_by"`,
    [groupId],
  );
  return rows.map((row) => row.created_by);
}
