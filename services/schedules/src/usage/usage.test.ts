import { randomUUID } from 'node:crypto';
import { ANON, newUser, type TestUser } from '@worship/subgraph-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startClockedService, type ClockedService } from '../test/clocked-harness';

/*
 * Issue 21's usage rules on a real PostgreSQL: a song is used once per service time of a
 * schedule whose service has started, or once presented live; Song.usageCount / lastUsed /
 * usageHistory / recentUsage and Group.popularSongs read the same rule.
 */

let svc: ClockedService;
beforeAll(async () => {
  svc = await startClockedService('schedules_usage');
});
afterAll(() => svc?.close());

const USAGE = `query($r: [_Any!]!) { _entities(representations: $r) { ... on Song { id
  usageCount lastUsed recentUsage { last3Months last6Months last12Months }
  usageHistory { scheduleId scheduleName group { id } serviceDate serviceTime usedAt key } } } }`;

async function usage(viewer: TestUser, songId: string) {
  const { _entities } = await svc.ok(USAGE, { r: [{ __typename: 'Song', id: songId }] }, viewer);
  return _entities[0];
}

const MONTH = `query($r: [_Any!]!) { _entities(representations: $r) { ... on Group { id
  schedulesThisMonth popularSongs(period: MONTH) { songId usageCount lastUsed } } } }`;

describe('usage rules', () => {
  it('counts a song once per service time that has started: two times count twice, a future service nothing', async () => {
    const me = newUser();
    const groupId = svc.memberships.group(me);
    const song = randomUUID();
    svc.clock.now = new Date('2026-03-15T10:30:00Z');
    const id = await svc.service(me, groupId, '2026-03-15', ['09:00', '11:00'], [song], 'Sunday');
    await svc.service(me, groupId, '2026-03-22', ['09:00'], [song], 'Next Sunday');
    // 10:30: the 9:00 service has started, the 11:00 one and next Sunday's have not.
    expect(await usage(me, song)).toMatchObject({
      usageCount: 1,
      lastUsed: '2026-03-15T09:00:00.000Z',
      usageHistory: [
        {
          scheduleId: id,
          scheduleName: 'Sunday',
          group: { id: groupId },
          serviceDate: '2026-03-15',
          serviceTime: '09:00',
          usedAt: '2026-03-15T09:00:00.000Z',
          key: null,
        },
      ],
    });
    svc.clock.now = new Date('2026-03-15T11:00:00Z');
    const after = await usage(me, song);
    expect(after.usageCount).toBe(2);
    expect(after.lastUsed).toBe('2026-03-15T11:00:00.000Z');
    expect(after.usageHistory.map((use: { serviceTime: string }) => use.serviceTime)).toEqual([
      '11:00',
      '09:00',
    ]);
    svc.clock.now = new Date('2026-03-22T09:00:00Z');
    expect((await usage(me, song)).usageCount).toBe(3);
  });

  it('counts a schedule without times once, from the start of its date', async () => {
    const me = newUser();
    const groupId = svc.memberships.group(me);
    const song = randomUUID();
    await svc.service(me, groupId, '2026-04-05', [], [song]);
    svc.clock.now = new Date('2026-04-04T23:59:59.999Z');
    expect((await usage(me, song)).usageCount).toBe(0);
    svc.clock.now = new Date('2026-04-05T00:00:00Z');
    expect(await usage(me, song)).toMatchObject({
      usageCount: 1,
      lastUsed: '2026-04-05T00:00:00.000Z',
      usageHistory: [{ serviceDate: '2026-04-05', serviceTime: null }],
    });
  });

  it("keeps a song's history when the song leaves the library, and its entry's key", async () => {
    const me = newUser();
    const groupId = svc.memberships.group(me);
    const song = randomUUID();
    svc.clock.now = new Date('2026-05-10T12:00:00Z');
    const id = await svc.service(me, groupId, '2026-05-03', ['10:00'], [song]);
    await svc.ok(
      `mutation($id: ID!, $songId: ID!) { moveScheduleSong(scheduleId: $id, songId: $songId, key: "D") { id } }`,
      { id, songId: song },
      me,
    );
    // The songs service deletes songs softly and tells schedules nothing: the use stays.
    expect(await usage(me, song)).toMatchObject({
      usageCount: 1,
      usageHistory: [{ scheduleId: id, key: 'D' }],
    });
  });

  it('counts only the viewer’s groups, and nothing for an anonymous caller', async () => {
    const me = newUser();
    const other = newUser();
    const mine = svc.memberships.group(me);
    const theirs = svc.memberships.group(other);
    const song = randomUUID();
    svc.clock.now = new Date('2026-06-10T12:00:00Z');
    await svc.service(me, mine, '2026-06-07', ['10:00'], [song]);
    await svc.service(other, theirs, '2026-06-07', ['10:00', '18:00'], [song]);
    expect((await usage(me, song)).usageCount).toBe(1);
    expect((await usage(other, song)).usageCount).toBe(2);
    const anonymous = await svc.gql(USAGE, { r: [{ __typename: 'Song', id: song }] }, ANON);
    expect(anonymous.data?._entities[0]).toMatchObject({ usageCount: 0, usageHistory: [] });
  });

  it('counts the last 3, 6 and 12 months', async () => {
    const me = newUser();
    const groupId = svc.memberships.group(me);
    const song = randomUUID();
    svc.clock.now = new Date('2026-12-01T12:00:00Z');
    // Back from 1 December 12:00: 3 months to 1 September, 6 to 1 June, 12 to 1 December 2025.
    const days = ['2026-11-29', '2026-09-06', '2026-08-02', '2026-05-03', '2025-11-30'];
    for (const day of days) await svc.service(me, groupId, day, ['10:00'], [song]);
    expect((await usage(me, song)).recentUsage).toEqual({
      last3Months: 2,
      last6Months: 3,
      last12Months: 4,
    });
    expect((await usage(me, song)).usageCount).toBe(5);
  });
});

describe('time zones', () => {
  it("takes service times in the group's zone, at a day boundary", async () => {
    const me = newUser();
    const groupId = svc.memberships.group(me);
    const song = randomUUID();
    expect(await svc.setGroupTimeZone(groupId, 'America/New_York')).toMatchObject({ status: 200 });
    // 19:30 on 14 March in New York (EDT, UTC-4) is 23:30 UTC; 14 March 21:00 there is 01:00Z.
    await svc.service(me, groupId, '2026-03-14', ['19:30', '21:00'], [song]);
    svc.clock.now = new Date('2026-03-14T23:30:00Z');
    expect(await usage(me, song)).toMatchObject({
      usageCount: 1,
      lastUsed: '2026-03-14T23:30:00.000Z',
    });
    svc.clock.now = new Date('2026-03-15T00:59:59Z');
    expect((await usage(me, song)).usageCount).toBe(1);
    svc.clock.now = new Date('2026-03-15T01:00:00Z');
    expect(await usage(me, song)).toMatchObject({
      usageCount: 2,
      usageHistory: [{ serviceDate: '2026-03-14' }, { serviceDate: '2026-03-14' }],
    });
  });

  it("counts this month in the group's zone at a month boundary", async () => {
    const me = newUser();
    const groupId = svc.memberships.group(me);
    const song = randomUUID();
    await svc.setGroupTimeZone(groupId, 'Pacific/Auckland');
    // 1 April, 9:00 in Auckland (NZDT, UTC+13) is 31 March, 20:00 UTC.
    await svc.service(me, groupId, '2026-04-01', ['09:00'], [song]);
    await svc.service(me, groupId, '2026-03-31', ['09:00'], [song]);
    svc.clock.now = new Date('2026-03-31T21:00:00Z');
    const { _entities } = await svc.ok(MONTH, { r: [{ __typename: 'Group', id: groupId }] }, me);
    // Already April in Auckland: only 1 April's service is this month's (UTC still says March).
    expect(_entities).toEqual([
      {
        id: groupId,
        schedulesThisMonth: 1,
        popularSongs: [{ songId: song, usageCount: 1, lastUsed: '2026-03-31T20:00:00.000Z' }],
      },
    ]);
  });

  it('keeps the local times when the group changes zone, and creates today there', async () => {
    const me = newUser();
    const groupId = svc.memberships.group(me);
    const song = randomUUID();
    await svc.service(me, groupId, '2026-07-05', ['10:00'], [song]);
    svc.clock.now = new Date('2026-07-05T12:00:00Z');
    expect((await usage(me, song)).lastUsed).toBe('2026-07-05T10:00:00.000Z');
    await svc.setGroupTimeZone(groupId, 'Europe/London');
    // 10:00 in London in July (BST) is 09:00 UTC.
    expect((await usage(me, song)).lastUsed).toBe('2026-07-05T09:00:00.000Z');
    // 23:30 UTC on 5 July is already 6 July in Sydney: a schedule without a date is on the 6th.
    await svc.setGroupTimeZone(groupId, 'Australia/Sydney');
    svc.clock.now = new Date('2026-07-05T23:30:00Z');
    const { createSchedule } = await svc.ok(
      `mutation($g: ID!) { createSchedule(groupId: $g, input: { name: "Today" }) {
        serviceDate serviceTimes timeZone } }`,
      { g: groupId },
      me,
    );
    expect(createSchedule).toEqual({
      serviceDate: '2026-07-06',
      serviceTimes: [],
      timeZone: 'Australia/Sydney',
    });
  });

  it('refuses an event with an unknown zone (the producer’s bug), changing nothing', async () => {
    const groupId = randomUUID();
    const refused = await svc.setGroupTimeZone(groupId, 'Mars/Olympus');
    expect(refused.status).toBe(500);
    expect(
      await svc.rows(`select * from "schedules"."group_time_zones" where "group_id" = $1`, [
        groupId,
      ]),
    ).toEqual([]);
  });
});

describe('live presentation', () => {
  const START = `mutation($id: ID!) { startLive(scheduleId: $id, controlId: "device-one") { version } }`;
  const MOVE = `mutation($id: ID!, $songId: ID!, $section: Int!) {
    moveLive(scheduleId: $id, controlId: "device-one", songId: $songId, section: $section, screen: SECTION) { version } }`;

  it('counts a song presented before its service starts, once per service', async () => {
    const me = newUser();
    const groupId = svc.memberships.group(me);
    const [first, second, unshown] = [randomUUID(), randomUUID(), randomUUID()];
    svc.clock.now = new Date('2026-09-01T12:00:00Z');
    const id = await svc.service(me, groupId, '2027-09-06', ['10:00'], [first, second, unshown]);
    await svc.ok(START, { id }, me);
    await svc.ok(MOVE, { id, songId: first, section: 1 }, me);
    await svc.ok(MOVE, { id, songId: second, section: 0 }, me);
    await svc.ok(MOVE, { id, songId: first, section: 0 }, me);
    // The presentation is the database's time (now, before the service): it counts already.
    svc.clock.now = new Date();
    expect((await usage(me, first)).usageCount).toBe(1);
    expect((await usage(me, second)).usageCount).toBe(1);
    expect((await usage(me, unshown)).usageCount).toBe(0);
    expect(
      await svc.rows(
        `select "song_id" from "schedules"."presentations" where "schedule_id" = $1 order by "id"`,
        [id],
      ),
    ).toEqual([{ song_id: first }, { song_id: second }, { song_id: first }]);
    // Once the service has started, the planned use and the presentation are the same use.
    svc.clock.now = new Date('2027-09-06T10:00:00Z');
    expect((await usage(me, first)).usageCount).toBe(1);
    expect((await usage(me, unshown)).usageCount).toBe(1);
  });
});
