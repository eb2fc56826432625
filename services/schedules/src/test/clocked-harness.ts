import { createLogger, createSubgraphApp } from '@worship/subgraph-kit';
import {
  deliverEventForTest,
  startServiceForTest,
  TEST_VIEWER_SECRET,
  testMemberships,
  type TestUser,
} from '@worship/subgraph-kit/testing';
import { openSchedulesDatabase } from '../database';
import { schedulesEventHandlers } from '../events/event.handlers';
import { buildSchedulesSchema } from '../schema';

/**
 * A schedules service whose usage rules and statistics run on a clock the test sets, with
 * `timeZone` the deployment's default zone. Groups and songs answer in process (every song
 * visible): these tests are about counting.
 */
export async function startClockedService(prefix: string, timeZone?: string) {
  const memberships = testMemberships();
  const clock = { now: new Date('2026-03-15T12:00:00Z') };
  let groupCalls = 0;
  const base = await startServiceForTest({
    prefix,
    openDatabase: openSchedulesDatabase,
    createApp: async (orm) =>
      createSubgraphApp({
        name: 'schedules',
        schema: await buildSchedulesSchema({
          memberships: {
            groupIdsOf: async (viewer) => {
              groupCalls += 1;
              return memberships.groupIdsOf(viewer.userId);
            },
          },
          songs: { visibleIds: async (_viewer, ids) => ids },
          secret: TEST_VIEWER_SECRET,
          stats: { timeZone, now: () => clock.now },
        }),
        orm,
        config: { VIEWER_SIGNING_SECRET: TEST_VIEWER_SECRET, production: false },
        logger: createLogger('schedules-clocked-test', 'silent'),
        events: { handlers: schedulesEventHandlers(timeZone ?? 'UTC') },
      }),
  });

  /** A schedule of the group on `serviceDate` at `serviceTimes`, holding these songs. */
  async function service(
    creator: TestUser,
    groupId: string,
    serviceDate: string,
    serviceTimes: string[],
    songs: string[],
    name = 'Service',
  ) {
    const { createSchedule } = await base.ok(
      `mutation($groupId: ID!, $input: ScheduleInput!) {
        createSchedule(groupId: $groupId, input: $input) { id } }`,
      { groupId, input: { name, serviceDate, serviceTimes } },
      creator,
    );
    if (songs.length) {
      await base.ok(
        `mutation($id: ID!, $songIds: [ID!]!) { addScheduleSongs(scheduleId: $id, songIds: $songIds) { id } }`,
        { id: createSchedule.id, songIds: songs },
        creator,
      );
    }
    return createSchedule.id as string;
  }

  /**
   * A schedule on the day and time `at` is in the service's zone (`2026-03-05T10:00:00Z` in
   * UTC: 2026-03-05 at 10:00), for the statistics' tests written with instants.
   */
  async function schedule(creator: TestUser, groupId: string, at: string, songs: string[]) {
    const zone = timeZone ?? 'UTC';
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat('en-CA', {
        timeZone: zone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      })
        .formatToParts(new Date(at))
        .map((part) => [part.type, part.value]),
    );
    return service(
      creator,
      groupId,
      `${parts.year}-${parts.month}-${parts.day}`,
      [`${parts.hour}:${parts.minute}`],
      songs,
    );
  }

  /** The group's zone as groups announces it (`group.time-zone-changed`): the HTTP answer. */
  const setGroupTimeZone = (groupId: string, zone: string) =>
    deliverEventForTest(
      base.baseUrl,
      { type: 'group.time-zone-changed', payload: { groupId, timeZone: zone } },
      { source: 'groups', destination: 'schedules' },
    );

  return {
    ...base,
    memberships,
    clock,
    groupCalls: () => groupCalls,
    service,
    schedule,
    setGroupTimeZone,
  };
}

export type ClockedService = Awaited<ReturnType<typeof startClockedService>>;
