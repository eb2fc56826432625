import { randomUUID } from 'node:crypto';
import {
  ANON,
  codeOf,
  deliverEventForTest,
  newUser,
  type TestUser,
} from '@worship/subgraph-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startClockedService, type ClockedService } from '../test/clocked-harness';
import { CALENDAR_FEED_SERVICES_MAX } from './calendar-feed.read-model';

/*
 * Issue 21's calendar feed on a real PostgreSQL: each member's own link (create, reset, revoke),
 * and what a token shows: the services from 12 months back on, earliest first, at most 500,
 * while its member still belongs to the group. The clock and zones are pinned.
 */

let svc: ClockedService;
beforeAll(async () => {
  svc = await startClockedService('schedules_calendar_feed');
});
afterAll(() => svc?.close());

const FEED = `query($r: [_Any!]!) { _entities(representations: $r) { ... on Group { id
  calendarFeed { url createdAt } } } }`;
const CREATE = `mutation($g: ID!) { createCalendarFeed(groupId: $g) { created feed { url createdAt } } }`;
const RESET = `mutation($g: ID!) { resetCalendarFeed(groupId: $g) { url createdAt } }`;
const REVOKE = `mutation($g: ID!) { revokeCalendarFeed(groupId: $g) }`;
const SERVICES = `query($t: String!) { calendarFeedServices(token: $t) { groupId timeZone
  services { scheduleId name serviceDate serviceTime startsAt songs { songId order } } } }`;

const URL_SHAPE = /^http:\/\/localhost:3000\/api\/calendar\/([A-Za-z0-9_-]{43})\.ics$/;
const tokenOf = (url: string) => URL_SHAPE.exec(url)![1]!;

async function create(viewer: TestUser, groupId: string) {
  return (await svc.ok(CREATE, { g: groupId }, viewer)).createCalendarFeed as {
    created: boolean;
    feed: { url: string; createdAt: string };
  };
}

async function services(token: string) {
  return (await svc.ok(SERVICES, { t: token })).calendarFeedServices;
}

describe('a member’s calendar feed', () => {
  it('is null until made; made once (the second call answers it unchanged); stored per member', async () => {
    const me = newUser();
    const other = newUser();
    const groupId = svc.memberships.group(me, other);
    const before = await svc.ok(FEED, { r: [{ __typename: 'Group', id: groupId }] }, me);
    expect(before._entities).toEqual([{ id: groupId, calendarFeed: null }]);

    const first = await create(me, groupId);
    expect(first.created).toBe(true);
    expect(first.feed.url).toMatch(URL_SHAPE);
    const again = await create(me, groupId);
    expect(again).toEqual({ created: false, feed: first.feed });
    const mine = await svc.ok(FEED, { r: [{ __typename: 'Group', id: groupId }] }, me);
    expect(mine._entities[0].calendarFeed).toEqual(first.feed);

    // Another member's feed is their own: a different link, and mine is not theirs.
    const theirs = await svc.ok(FEED, { r: [{ __typename: 'Group', id: groupId }] }, other);
    expect(theirs._entities[0].calendarFeed).toBeNull();
    expect((await create(other, groupId)).feed.url).not.toBe(first.feed.url);
    expect(
      await svc.rows(
        `select "user_id", "token" from "schedules"."calendar_feeds" where "group_id" = $1
          order by "user_id" = $2 desc`,
        [groupId, me.userId],
      ),
    ).toEqual([
      { user_id: me.userId, token: tokenOf(first.feed.url) },
      { user_id: other.userId, token: expect.not.stringMatching(tokenOf(first.feed.url)) },
    ]);
  });

  it('reset gives a new link and the old one answers nothing at once; revoke turns it off', async () => {
    const me = newUser();
    const other = newUser();
    const groupId = svc.memberships.group(me, other);
    const old = tokenOf((await create(me, groupId)).feed.url);
    const others = tokenOf((await create(other, groupId)).feed.url);
    const reset = (await svc.ok(RESET, { g: groupId }, me)).resetCalendarFeed;
    expect(tokenOf(reset.url)).not.toBe(old);
    expect(await services(old)).toBeNull();
    expect(await services(tokenOf(reset.url))).toMatchObject({ groupId });
    // The other member's link still works.
    expect(await services(others)).toMatchObject({ groupId });

    expect((await svc.ok(REVOKE, { g: groupId }, me)).revokeCalendarFeed).toBe(true);
    expect((await svc.ok(REVOKE, { g: groupId }, me)).revokeCalendarFeed).toBe(false);
    expect(await services(tokenOf(reset.url))).toBeNull();
    const resetNone = await svc.gql(RESET, { g: groupId }, me);
    expect(codeOf(resetNone)).toBe('NOT_FOUND');
    expect(resetNone.errors?.[0]?.message).toBe('Calendar feed not found');
  });

  it('is for members only: anonymous UNAUTHENTICATED, anyone else "Group not found"', async () => {
    const me = newUser();
    const outsider = newUser();
    const groupId = svc.memberships.group(me);
    for (const query of [CREATE, RESET, REVOKE]) {
      expect(codeOf(await svc.gql(query, { g: groupId }, ANON))).toBe('UNAUTHENTICATED');
      for (const g of [groupId, 'not-a-uuid', randomUUID()]) {
        const res = await svc.gql(query, { g }, outsider);
        expect(codeOf(res)).toBe('NOT_FOUND');
        expect(res.errors?.[0]?.message).toBe('Group not found');
      }
    }
    expect(
      await svc.rows(`select * from "schedules"."calendar_feeds" where "group_id" = $1`, [groupId]),
    ).toEqual([]);
  });

  it('answers nothing once its member has left the group, and their departure removes it', async () => {
    const me = newUser();
    const groupId = svc.memberships.group(me);
    const token = tokenOf((await create(me, groupId)).feed.url);
    svc.memberships.leave(me, groupId);
    expect(await services(token)).toBeNull();
    await deliverEventForTest(
      svc.baseUrl,
      { type: 'member.departed', payload: { groupId, userId: me.userId } },
      { source: 'groups', destination: 'schedules' },
    );
    expect(
      await svc.rows(`select * from "schedules"."calendar_feeds" where "token" = $1`, [token]),
    ).toEqual([]);
  });

  it('answers null for malformed, unknown and overlong tokens', async () => {
    for (const token of [
      '',
      'x',
      'a'.repeat(43),
      `${'a'.repeat(43)}.ics`,
      'é'.repeat(43),
      'a'.repeat(5000),
    ])
      expect(await services(token)).toBeNull();
  });
});

describe('the services a feed shows', () => {
  it('lists every service from 12 months back in the group’s zone, earliest first, all-day ones without a time', async () => {
    const me = newUser();
    const groupId = svc.memberships.group(me);
    await svc.setGroupTimeZone(groupId, 'Asia/Kolkata');
    // 2026-03-15 00:30 in Kolkata (still the 14th in UTC): 12 months back is 2025-03-15 there.
    svc.clock.now = new Date('2026-03-14T19:00:00Z');
    const [a, b] = [randomUUID(), randomUUID()];
    await svc.service(me, groupId, '2025-03-14', ['09:00'], [], 'Too old');
    const edge = await svc.service(me, groupId, '2025-03-15', [], [], 'Twelve months back');
    const sunday = await svc.service(
      me,
      groupId,
      '2026-03-22',
      ['09:00', '18:30'],
      [b, a],
      'ഞായർ ആരാധന',
    );
    const past = await svc.service(me, groupId, '2026-01-04', ['07:15'], [a], 'January');
    const token = tokenOf((await create(me, groupId)).feed.url);

    expect(await services(token)).toEqual({
      groupId,
      timeZone: 'Asia/Kolkata',
      services: [
        {
          scheduleId: edge,
          name: 'Twelve months back',
          serviceDate: '2025-03-15',
          serviceTime: null,
          startsAt: '2025-03-14T18:30:00.000Z',
          songs: [],
        },
        {
          scheduleId: past,
          name: 'January',
          serviceDate: '2026-01-04',
          serviceTime: '07:15',
          startsAt: '2026-01-04T01:45:00.000Z',
          songs: [{ songId: a, order: 1 }],
        },
        ...['09:00', '18:30'].map((serviceTime, i) => ({
          scheduleId: sunday,
          name: 'ഞായർ ആരാധന',
          serviceDate: '2026-03-22',
          serviceTime,
          startsAt: ['2026-03-22T03:30:00.000Z', '2026-03-22T13:00:00.000Z'][i],
          songs: [
            { songId: b, order: 1 },
            { songId: a, order: 2 },
          ],
        })),
      ],
    });
  });

  it(`answers at most ${CALENDAR_FEED_SERVICES_MAX} services, the earliest`, async () => {
    const me = newUser();
    const groupId = svc.memberships.group(me);
    svc.clock.now = new Date('2026-03-15T12:00:00Z');
    // 260 schedules with two times each (520 services), written straight to the table.
    await svc.rows(
      `insert into "schedules"."schedules" ("id", "name", "group_id", "share_token", "created_by",
          "service_date", "service_times")
        select gen_random_uuid(), 'Day ' || n, $1, md5(random()::text) || n, $2,
          date '2026-04-01' + n, array['08:00', '10:00']
        from generate_series(1, 260) n`,
      [groupId, me.userId],
    );
    const token = tokenOf((await create(me, groupId)).feed.url);
    const { services: listed } = await services(token);
    expect(listed).toHaveLength(CALENDAR_FEED_SERVICES_MAX);
    expect(listed[0]).toMatchObject({ serviceDate: '2026-04-02', serviceTime: '08:00' });
    expect(listed.at(-1)).toMatchObject({ serviceDate: '2026-12-07', serviceTime: '10:00' });

    // The group's schedules are found by an index on group_id (a table this small is cheaper to
    // scan: the scan is ruled out to see that an index serves; which one is the planner's call).
    await svc.rows('analyze "schedules"."schedules"');
    await svc.rows('set enable_seqscan = off');
    const plan = await svc.rows<{ 'QUERY PLAN': string }>(
      `explain select * from "schedules"."schedules" where "group_id" = $1
        and "service_date" >= date '2025-03-15' order by "service_date", "id" limit 500`,
      [groupId],
    );
    await svc.rows('reset enable_seqscan');
    expect(plan.map((row) => row['QUERY PLAN']).join('\n')).toMatch(/Index Cond: \(group_id = /);
  });
});
