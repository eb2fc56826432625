import { randomUUID } from 'node:crypto';
import { ANON, codeOf, newUser, type TestUser } from '@worship/subgraph-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startClockedService } from '../test/clocked-harness';

const startStatsService = startClockedService;

type StatsService = Awaited<ReturnType<typeof startStatsService>>;

let svc: StatsService;
beforeAll(async () => {
  svc = await startStatsService('schedules_stats');
});
afterAll(() => svc?.close());

const COUNTS = `query($r: [_Any!]!) { _entities(representations: $r) {
  ... on Group { id totalSchedules schedulesThisMonth } } }`;
const POPULAR = `query($r: [_Any!]!, $period: StatsPeriod, $limit: Int) {
  _entities(representations: $r) { ... on Group { id
    popularSongs(period: $period, limit: $limit) { songId usageCount lastUsed song { id } } } } }`;

const refs = (...ids: string[]) => ids.map((id) => ({ __typename: 'Group', id }));

async function counts(service: StatsService, viewer: TestUser, ...groupIds: string[]) {
  return (await service.ok(COUNTS, { r: refs(...groupIds) }, viewer))._entities;
}

async function popular(
  viewer: TestUser,
  groupIds: string[],
  args: { period?: string; limit?: number } = {},
) {
  return (await svc.ok(POPULAR, { r: refs(...groupIds), ...args }, viewer))._entities;
}

const used = (songId: string, usageCount: number, lastUsed: string) => ({
  songId,
  usageCount,
  lastUsed,
  song: { id: songId },
});

describe('Group.totalSchedules / schedulesThisMonth (schedules)', () => {
  it('answers zeros for a group without schedules', async () => {
    const me = newUser();
    const groupId = svc.memberships.group(me);
    expect(await counts(svc, me, groupId)).toEqual([
      { id: groupId, totalSchedules: 0, schedulesThisMonth: 0 },
    ]);
  });

  it('counts the schedules whose service date is in the calendar month of the clock (UTC), to the millisecond', async () => {
    const me = newUser();
    const groupId = svc.memberships.group(me);
    svc.clock.now = new Date('2026-03-15T12:00:00Z');
    await svc.schedule(me, groupId, '2026-02-28T23:59:59.999Z', []);
    await svc.schedule(me, groupId, '2026-03-01T00:00:00.000Z', []);
    await svc.schedule(me, groupId, '2026-03-31T23:59:59.999Z', []);
    await svc.schedule(me, groupId, '2026-04-01T00:00:00.000Z', []);
    expect(await counts(svc, me, groupId)).toEqual([
      { id: groupId, totalSchedules: 4, schedulesThisMonth: 2 },
    ]);
    // The last millisecond of February: February's schedule is this month's.
    svc.clock.now = new Date('2026-02-28T23:59:59.999Z');
    expect(await counts(svc, me, groupId)).toEqual([
      { id: groupId, totalSchedules: 4, schedulesThisMonth: 1 },
    ]);
    svc.clock.now = new Date('2026-03-15T12:00:00Z');
  });

  it("counts each group's schedules apart, several groups in one query", async () => {
    const me = newUser();
    const other = newUser();
    const [a, b, c, theirs] = [
      svc.memberships.group(me),
      svc.memberships.group(me, other),
      svc.memberships.group(me),
      svc.memberships.group(other),
    ];
    await svc.schedule(me, a, '2026-03-02T10:00:00Z', []);
    await svc.schedule(me, a, '2026-01-02T10:00:00Z', []);
    await svc.schedule(other, b, '2026-03-03T10:00:00Z', []);
    await svc.schedule(other, theirs, '2026-03-04T10:00:00Z', []);
    await svc.schedule(other, theirs, '2026-03-05T10:00:00Z', []);

    svc.queries.length = 0;
    const calls = svc.groupCalls();
    expect(await counts(svc, me, a, b, c)).toEqual([
      { id: a, totalSchedules: 2, schedulesThisMonth: 1 },
      { id: b, totalSchedules: 1, schedulesThisMonth: 1 },
      { id: c, totalSchedules: 0, schedulesThisMonth: 0 },
    ]);
    expect(svc.queries).toHaveLength(1);
    expect(svc.queries[0]).toMatch(/count\(\*\).*filter.*group by/s);
    expect(svc.groupCalls() - calls).toBe(1);
  });

  it('refuses anonymous callers and non-members', async () => {
    const me = newUser();
    const groupId = svc.memberships.group(me);
    const anonymous = await svc.gql(COUNTS, { r: refs(groupId) }, ANON);
    expect(anonymous.data?._entities).toEqual([null]);
    expect(codeOf(anonymous)).toBe('UNAUTHENTICATED');
    for (const id of [groupId, randomUUID(), 'not-a-uuid']) {
      const outsider = await svc.gql(POPULAR, { r: refs(id) }, newUser());
      expect(outsider.data?._entities).toEqual([null]);
      expect(codeOf(outsider)).toBe('NOT_FOUND');
      expect(outsider.errors?.[0]?.message).toBe('Group not found');
    }
    svc.memberships.leave(me, groupId);
    expect(codeOf(await svc.gql(COUNTS, { r: refs(groupId) }, me))).toBe('NOT_FOUND');
  });
});

describe('Group.popularSongs (schedules)', () => {
  it('answers [] for a group without schedules, in either period', async () => {
    const me = newUser();
    const groupId = svc.memberships.group(me);
    expect(await popular(me, [groupId])).toEqual([{ id: groupId, popularSongs: [] }]);
    expect(await popular(me, [groupId], { period: 'MONTH' })).toEqual([
      { id: groupId, popularSongs: [] },
    ]);
  });

  it('ranks by schedules holding the song, then the latest use, then song id; MONTH counts only this month', async () => {
    const me = newUser();
    const groupId = svc.memberships.group(me);
    // Song ids in a known order, for the last tie-break.
    const [s1, s2, s3, s4, s5] = Array.from({ length: 5 }, () => randomUUID()).sort() as [
      string,
      string,
      string,
      string,
      string,
    ];
    await svc.schedule(me, groupId, '2026-01-10T10:00:00Z', [s1, s2, s3]);
    await svc.schedule(me, groupId, '2026-02-10T10:00:00Z', [s1, s2]);
    await svc.schedule(me, groupId, '2026-03-02T10:00:00Z', [s3, s4]);
    await svc.schedule(me, groupId, '2026-03-05T10:00:00Z', [s4, s5, s2]);
    await svc.schedule(me, groupId, '2026-03-05T10:00:00Z', [s5]);
    // Another group's schedules never count.
    const elsewhere = svc.memberships.group(me);
    await svc.schedule(me, elsewhere, '2026-03-06T10:00:00Z', [s1, s3]);

    // All time: s2 3 (last 03-05); s1 2 (02-10), s3 2 (03-02), s4 2 (03-05), s5 2 (03-05):
    // among the twos, latest use first, then song id (s4 before s5).
    expect(await popular(me, [groupId])).toEqual([
      {
        id: groupId,
        popularSongs: [
          used(s2, 3, '2026-03-05T10:00:00.000Z'),
          used(s4, 2, '2026-03-05T10:00:00.000Z'),
          used(s5, 2, '2026-03-05T10:00:00.000Z'),
          used(s3, 2, '2026-03-02T10:00:00.000Z'),
          used(s1, 2, '2026-02-10T10:00:00.000Z'),
        ],
      },
    ]);
    // This month (March): s4 2, s5 2, then s2 1 (03-05), s3 1 (03-02); s1 not at all.
    expect(await popular(me, [groupId], { period: 'MONTH' })).toEqual([
      {
        id: groupId,
        popularSongs: [
          used(s4, 2, '2026-03-05T10:00:00.000Z'),
          used(s5, 2, '2026-03-05T10:00:00.000Z'),
          used(s2, 1, '2026-03-05T10:00:00.000Z'),
          used(s3, 1, '2026-03-02T10:00:00.000Z'),
        ],
      },
    ]);
    // The limit cuts the ranking.
    expect(await popular(me, [groupId], { period: 'MONTH', limit: 2 })).toEqual([
      {
        id: groupId,
        popularSongs: [
          used(s4, 2, '2026-03-05T10:00:00.000Z'),
          used(s5, 2, '2026-03-05T10:00:00.000Z'),
        ],
      },
    ]);
    // Next month nothing of March counts.
    svc.clock.now = new Date('2026-04-01T00:00:00Z');
    expect(await popular(me, [groupId], { period: 'MONTH' })).toEqual([
      { id: groupId, popularSongs: [] },
    ]);
    svc.clock.now = new Date('2026-03-15T12:00:00Z');
  });

  it('answers at most 10 by default, up to 50, and refuses other limits', async () => {
    const me = newUser();
    const groupId = svc.memberships.group(me);
    const songs = Array.from({ length: 55 }, () => randomUUID());
    await svc.schedule(me, groupId, '2026-03-02T10:00:00Z', songs);
    const [byDefault] = await popular(me, [groupId]);
    expect(byDefault.popularSongs).toHaveLength(10);
    const [most] = await popular(me, [groupId], { limit: 50 });
    expect(most.popularSongs).toHaveLength(50);
    for (const limit of [0, 51, -1]) {
      const refused = await svc.gql(POPULAR, { r: refs(groupId), limit }, me);
      expect(codeOf(refused)).toBe('BAD_USER_INPUT');
      expect(refused.errors?.[0]?.message).toBe('Limit must be between 1 and 50');
    }
  });

  it('answers several groups and periods with one query a (period, limit), groups apart', async () => {
    const me = newUser();
    const [a, b] = [svc.memberships.group(me), svc.memberships.group(me)];
    const [x, y] = [randomUUID(), randomUUID()];
    await svc.schedule(me, a, '2026-03-02T10:00:00Z', [x]);
    await svc.schedule(me, b, '2026-02-02T10:00:00Z', [y]);
    svc.queries.length = 0;
    const { _entities } = await svc.ok(
      `query($r: [_Any!]!) { _entities(representations: $r) { ... on Group { id
        all: popularSongs { songId usageCount }
        month: popularSongs(period: MONTH, limit: 4) { songId usageCount } } } }`,
      { r: refs(a, b) },
      me,
    );
    expect(_entities).toEqual([
      { id: a, all: [{ songId: x, usageCount: 1 }], month: [{ songId: x, usageCount: 1 }] },
      { id: b, all: [{ songId: y, usageCount: 1 }], month: [] },
    ]);
    expect(svc.queries).toHaveLength(2);
    for (const query of svc.queries) expect(query).toMatch(/row_number\(\) over/);
  });
});

describe('STATS_TIME_ZONE (the default zone of groups without one)', () => {
  let zoned: StatsService;
  beforeAll(async () => {
    zoned = await startStatsService('schedules_stats_zone', 'America/New_York');
  });
  afterAll(() => zoned?.close());

  it("counts the zone's calendar month", async () => {
    const me = newUser();
    const groupId = zoned.memberships.group(me);
    const song = randomUUID();
    // 28 February, 22:00 in New York: February there runs 02-01T05:00Z .. 03-01T05:00Z.
    zoned.clock.now = new Date('2026-03-01T03:00:00Z');
    await zoned.schedule(me, groupId, '2026-02-01T04:59:59.999Z', [song]);
    await zoned.schedule(me, groupId, '2026-02-01T05:00:00.000Z', [song]);
    await zoned.schedule(me, groupId, '2026-03-01T04:59:59.999Z', [song]);
    await zoned.schedule(me, groupId, '2026-03-01T05:00:00.000Z', []);
    expect(await counts(zoned, me, groupId)).toEqual([
      { id: groupId, totalSchedules: 4, schedulesThisMonth: 2 },
    ]);
    const { _entities } = await zoned.ok(POPULAR, { r: refs(groupId), period: 'MONTH' }, me);
    expect(_entities).toEqual([
      // The 23:59 service of 28 February has not started at 22:00: only 1 February's counts.
      { id: groupId, popularSongs: [used(song, 1, '2026-02-01T05:00:00.000Z')] },
    ]);
  });
});
