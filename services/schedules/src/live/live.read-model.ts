import type { EntityManager, LiveScreen, LiveStateEvent } from '@worship/subgraph-kit';
import type { LiveRecord } from './live-session.type';

/*
 * The live sessions read model (persistence rule, docs/service-layering.md): hand-written,
 * schema-qualified SQL answering plain records. Changes are the service's (live.service.ts).
 */

interface LiveRow {
  schedule_id: string;
  version: number;
  leader_id: string | null;
  control_id: string | null;
  song_id: string | null;
  section: number | null;
  screen: LiveScreen | null;
  updated_at: string | Date;
}

const COLUMNS = `l."schedule_id", l."version", l."leader_id", l."control_id", l."song_id",
  l."section", l."screen", l."updated_at"`;

const toRecord = (row: LiveRow): LiveRecord => ({
  scheduleId: row.schedule_id,
  version: row.version,
  leaderId: row.leader_id,
  controlId: row.control_id,
  songId: row.song_id,
  section: row.section,
  screen: row.screen,
  updatedAt: new Date(row.updated_at),
});

/** The sessions of these schedules (absent: never led). Backs the request's loader. */
export async function findLiveSessions(
  em: EntityManager,
  scheduleIds: string[],
): Promise<LiveRecord[]> {
  if (!scheduleIds.length) return [];
  const rows = await em.execute<LiveRow[]>(
    `select ${COLUMNS} from "schedules"."live_sessions" l where l."schedule_id" in (?)`,
    [scheduleIds],
  );
  return rows.map(toRecord);
}

/**
 * The sessions changed at or after `since`, as channel events: what a gateway missed while its
 * stream was down. At most `limit`, the latest changes first.
 */
export async function liveEventsSince(
  em: EntityManager,
  since: Date,
  limit = 1000,
): Promise<LiveStateEvent[]> {
  const rows = await em.execute<(LiveRow & { is_public: boolean })[]>(
    `select ${COLUMNS}, s."is_public" from "schedules"."live_sessions" l
      join "schedules"."schedules" s on s."id" = l."schedule_id"
      where l."updated_at" >= ? order by l."updated_at" desc limit ?`,
    [since, limit],
  );
  return rows.reverse().map((row) => toLiveEvent(toRecord(row), row.is_public));
}

/** The group's schedules the user leads now. */
export async function schedulesLedIn(
  em: EntityManager,
  groupId: string,
  userId: string,
): Promise<string[]> {
  const rows = await em.execute<{ schedule_id: string }[]>(
    `select l."schedule_id" from "schedules"."live_sessions" l
      join "schedules"."schedules" s on s."id" = l."schedule_id"
      where s."group_id" = ? and l."leader_id" = ?`,
    [groupId, userId],
  );
  return rows.map((row) => row.schedule_id);
}

/** A session as the channel carries it (live-session.type.ts shapes it for the API). */
export function toLiveEvent(record: LiveRecord, isPublic: boolean): LiveStateEvent {
  const live = !!record.leaderId;
  return {
    type: 'state',
    scheduleId: record.scheduleId,
    isPublic,
    live,
    version: record.version,
    leaderId: record.leaderId,
    controlId: record.controlId,
    songId: live ? record.songId : null,
    section: live ? record.section : null,
    screen: live ? record.screen : null,
    updatedAt: record.updatedAt.toISOString(),
  };
}

/** The database's clock now: the start of a stream (its `hello`). */
export async function databaseNow(em: EntityManager): Promise<Date> {
  const [row] = await em.execute<{ now: string | Date }[]>('select clock_timestamp() as "now"');
  return new Date(row!.now);
}
