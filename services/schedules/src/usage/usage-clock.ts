import type { EntityManager } from '@worship/subgraph-kit';
import { publishSongUses, songsOfGroup } from '../events/song-uses.events';

/**
 * Issue 21: what the usage rules and dates depend on. `timeZone` is the deployment's default
 * zone (STATS_TIME_ZONE, UTC unless set) for groups that have not chosen one; `now` the clock
 * (tests fix it).
 */
export interface UsageClock {
  timeZone: string;
  now: () => Date;
}

export const systemClock = (timeZone = 'UTC'): UsageClock => ({ timeZone, now: () => new Date() });

/**
 * The group's time zone as the groups service last announced it (group.time-zone-changed), else
 * the deployment's default.
 */
export async function groupTimeZone(
  em: EntityManager,
  groupId: string,
  fallback: string,
): Promise<string> {
  const [row] = await em.execute<{ time_zone: string }[]>(
    `select "time_zone" from "schedules"."group_time_zones" where "group_id" = ?`,
    [groupId],
  );
  return row?.time_zone ?? fallback;
}

/**
 * group.time-zone-changed: the group's zone from now on (null: the deployment's `fallback`),
 * copied onto its schedules (their service dates and times stay as the group wrote them: a 9:00
 * service stays at 9:00 local).
 */
export async function setGroupTimeZone(
  em: EntityManager,
  groupId: string,
  timeZone: string | null,
  fallback: string,
): Promise<void> {
  if (timeZone === null) {
    await em.execute(`delete from "schedules"."group_time_zones" where "group_id" = ?`, [groupId]);
  } else {
    await em.execute(
      `insert into "schedules"."group_time_zones" ("group_id", "time_zone") values (?, ?)
        on conflict ("group_id") do update set "time_zone" = excluded."time_zone"`,
      [groupId, timeZone],
    );
  }
  await em.execute(`update "schedules"."schedules" set "time_zone" = ? where "group_id" = ?`, [
    timeZone ?? fallback,
    groupId,
  ]);
  // Issue 21: every service of the group starts at another instant: its songs' uses moved.
  await publishSongUses(em, await songsOfGroup(em, groupId));
}
