import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type TestStack, type TestUser } from '../testing/stack';

/*
 * Issue 21: the CCLI report's REST contract, JSON and CSV, against figures computed by hand from
 * services whose dates have passed (today is later than October 2026 on any machine running
 * this), one still to come (2099), prints, and another group's use.
 */

let stack: TestStack;
let owner: TestUser;
let member: TestUser;
let outsider: TestUser;

beforeAll(async () => {
  stack = await startStack({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000' } });
  owner = await stack.signUp({ firstName: 'Olivia' });
  member = await stack.signUp({ firstName: 'Mia' });
  outsider = await stack.signUp({ firstName: 'Otto' });
});
afterAll(async () => {
  await stack?.stop();
});

const song = (user: TestUser, groupId: string, fields: Record<string, unknown>) =>
  stack.created<{ id: string }>(user, '/api/songs', {
    language: 'english',
    groupId,
    stanzas: [{ lyrics: 'Holy, holy, holy' }],
    ...fields,
  });

async function service(
  user: TestUser,
  groupId: string,
  serviceDate: string,
  serviceTimes: string[],
  songIds: string[],
) {
  const { id } = await stack.created(user, `/api/groups/${groupId}/schedules`, {
    name: `Service ${serviceDate}`,
    serviceDate,
    serviceTimes,
  });
  for (const songId of songIds) await stack.created(user, `/api/schedules/${id}/songs`, { songId });
  return id;
}

const report = (user: TestUser | null, groupId: string, query: string, accept?: string) =>
  stack.request('GET', `/api/groups/${groupId}/reports/ccli${query}`, {
    ...(user ? { cookie: user.cookie } : {}),
    ...(accept ? { headers: { accept } } : {}),
  });

describe('GET /api/groups/:groupId/reports/ccli', () => {
  let groupId: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    groupId = await stack.groupOf(owner, member);
    const elsewhere = await stack.groupOf(outsider);
    ids.a = (
      await song(owner, groupId, {
        title: 'Amazing Grace',
        author: 'John Newton',
        copyright: 'Public Domain',
        ccliNumber: '22025',
      })
    ).id;
    ids.b = (
      await song(owner, groupId, {
        title: 'Be Thou My Vision',
        author: 'Dallan Forgaill, Eleanor Hull',
        copyright: 'Words: Public Domain, "arr." 2001',
        ccliNumber: '30639',
      })
    ).id;
    ids.c = (
      await song(owner, groupId, { title: 'Come Thou Fount', author: 'Robert Robinson' })
    ).id;
    ids.d = (await song(owner, groupId, { title: 'Down to the River' })).id;
    ids.e = (await song(outsider, elsewhere, { title: 'Elsewhere', ccliNumber: '99999' })).id;
    // 4 October, two services: A and B twice each; printed twice over.
    const first = await service(owner, groupId, '2026-10-04', ['09:00', '11:00'], [ids.a!, ids.b!]);
    await stack.created(member, `/api/schedules/${first}/prints`, { copies: 2 });
    // 11 October, no times: once each for A and C.
    await service(member, groupId, '2026-10-11', [], [ids.a!, ids.c!]);
    // Before the range: not counted.
    await service(owner, groupId, '2026-09-27', ['10:00'], [ids.a!]);
    // In a range but still to come: no digital use; its 3 printed copies count.
    const future = await service(owner, groupId, '2099-10-18', ['10:00'], [ids.b!, ids.d!]);
    await stack.created(owner, `/api/schedules/${future}/prints`, { copies: 3 });
    // Another group's service never counts in ours.
    await service(outsider, elsewhere, '2026-10-04', ['10:00'], [ids.e!]);
  });

  it('answers the figures as JSON, songs without a CCLI number apart, with the search link', async () => {
    const res = await report(member, groupId, '?from=2026-10-01&to=2026-10-31');
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({
      from: '2026-10-01',
      to: '2026-10-31',
      songs: [
        {
          songId: ids.a,
          ccliNumber: '22025',
          title: 'Amazing Grace',
          authors: 'John Newton',
          copyright: 'Public Domain',
          digitalUses: 3,
          printCopies: 2,
          lastUsed: '2026-10-11T00:00:00.000Z',
        },
        {
          songId: ids.b,
          ccliNumber: '30639',
          title: 'Be Thou My Vision',
          authors: 'Dallan Forgaill, Eleanor Hull',
          copyright: 'Words: Public Domain, "arr." 2001',
          digitalUses: 2,
          printCopies: 2,
          lastUsed: '2026-10-04T11:00:00.000Z',
        },
      ],
      songsWithoutNumber: [
        {
          songId: ids.c,
          ccliNumber: null,
          title: 'Come Thou Fount',
          authors: 'Robert Robinson',
          copyright: null,
          digitalUses: 1,
          printCopies: 0,
          lastUsed: '2026-10-11T00:00:00.000Z',
        },
      ],
      ccliSearchUrl: 'https://reporting.ccli.com/search?s=22025%3B30639',
    });
  });

  it('counts the prints of a future service in its range, and answers CSV when asked', async () => {
    const res = await report(owner, groupId, '?from=2026-10-01&to=2099-10-31');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: 'A report covers at most 366 days',
      errors: { to: 'A report covers at most 366 days' },
    });
    const future = await report(owner, groupId, '?from=2099-10-01&to=2099-10-31');
    expect(future.body.songs).toEqual([
      expect.objectContaining({ songId: ids.b, digitalUses: 0, printCopies: 3, lastUsed: null }),
    ]);
    expect(future.body.songsWithoutNumber).toEqual([
      expect.objectContaining({ songId: ids.d, digitalUses: 0, printCopies: 3, lastUsed: null }),
    ]);

    const csv = await report(owner, groupId, '?from=2026-10-01&to=2026-10-31', 'text/csv');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toBe(
      'attachment; filename=ccli-report-2026-10-01-to-2026-10-31.csv',
    );
    expect(csv.text).toBe(
      [
        'CCLI Number,Title,Authors,Copyright,Digital Uses,Print Copies,Last Used',
        '22025,Amazing Grace,John Newton,Public Domain,3,2,2026-10-11T00:00:00.000Z',
        '30639,Be Thou My Vision,"Dallan Forgaill, Eleanor Hull","Words: Public Domain, ""arr."" 2001",2,2,2026-10-04T11:00:00.000Z',
        ',Come Thou Fount,Robert Robinson,,1,0,2026-10-11T00:00:00.000Z',
        '',
      ].join('\n'),
    );
  });

  it('answers an empty report for a range without services', async () => {
    const res = await report(owner, groupId, '?from=2025-01-01&to=2025-01-31');
    expect(res.body).toEqual({
      from: '2025-01-01',
      to: '2025-01-31',
      songs: [],
      songsWithoutNumber: [],
      ccliSearchUrl: null,
    });
  });

  const FROM = 'from must be a date (YYYY-MM-DD)';
  const TO = 'to must be a date (YYYY-MM-DD)';
  it.each([
    ['', FROM, { from: FROM, to: TO }],
    ['?from=2026-10-01', TO, { to: TO }],
    ['?from=2026-13-01&to=2026-10-31', FROM, { from: FROM }],
    [
      '?from=2026-10-31&to=2026-10-01',
      'from must be on or before to',
      { to: 'from must be on or before to' },
    ],
    ['?from=2026-10-01&to=2026-10-31&to=2026-11-30', TO, { to: TO }],
  ])('refuses %j with 400 and the messages', async (query, message, errors) => {
    const res = await report(owner, groupId, query);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message, errors });
  });

  it('refuses an anonymous caller (401) and a non-member (404), in JSON and CSV', async () => {
    for (const accept of [undefined, 'text/csv']) {
      const anonymous = await report(null, groupId, '?from=2026-10-01&to=2026-10-31', accept);
      expect(anonymous.status).toBe(401);
      expect(anonymous.body).toEqual({ message: 'Unauthorized' });
      const stranger = await report(outsider, groupId, '?from=2026-10-01&to=2026-10-31', accept);
      expect(stranger.status).toBe(404);
      expect(stranger.body).toEqual({ message: 'Group not found' });
    }
  });
});

describe('POST /api/schedules/:id/prints', () => {
  it('records the copies for each song; refuses bad copies, non-members and anonymous callers', async () => {
    const groupId = await stack.groupOf(owner, member);
    const a = await song(owner, groupId, { title: 'Printed' });
    const id = await service(owner, groupId, '2026-10-04', [], [a.id]);
    const res = await stack.request('POST', `/api/schedules/${id}/prints`, {
      cookie: member.cookie,
      body: {},
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ copies: 1, songs: 1 });
    for (const copies of [0, 501, 1.5, 'two']) {
      const bad = await stack.request('POST', `/api/schedules/${id}/prints`, {
        cookie: owner.cookie,
        body: { copies },
      });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe('Copies must be a whole number from 1 to 500');
    }
    const stranger = await stack.request('POST', `/api/schedules/${id}/prints`, {
      cookie: outsider.cookie,
      body: { copies: 1 },
    });
    expect(stranger.status).toBe(404);
    expect(stranger.body).toEqual({ message: 'Schedule not found' });
    const anonymous = await stack.request('POST', `/api/schedules/${id}/prints`, { body: {} });
    expect(anonymous.status).toBe(401);
    expect(
      await stack.sql(
        `select "song_id", "copies" from "schedules"."prints" where "schedule_id" = $1`,
        [id],
      ),
    ).toEqual([{ song_id: a.id, copies: 1 }]);
  });
});
