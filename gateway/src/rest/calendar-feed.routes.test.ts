import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type TestStack, type TestUser } from '../testing/stack';

/*
 * Issue 21: the calendar feed over real HTTP — the management routes (the caller's own feed,
 * members only) and the public .ics, read back by ical.js. Events are relayed between the
 * services (a departure, a deleted group). Dates are pinned (2026 and 2099: both within
 * "12 months back onward" on any machine running this before 2027-10), zones too.
 */

let stack: TestStack;
let owner: TestUser;
let member: TestUser;
let outsider: TestUser;
let groupId: string;

const NOT_FOUND = { message: 'Calendar feed not found' };
const GROUP_NOT_FOUND = { message: 'Group not found' };
const URL_SHAPE = /\/api\/calendar\/([A-Za-z0-9_-]{43})\.ics$/;

beforeAll(async () => {
  stack = await startStack({ events: true, env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000' } });
  owner = await stack.signUp({ firstName: 'Olivia' });
  member = await stack.signUp({ firstName: 'Mia' });
  outsider = await stack.signUp({ firstName: 'Otto' });
  groupId = (await stack.createGroup(owner, 'മലയാളം ക്വയർ')).id;
  await stack.joinGroup(member, owner, groupId);
  const zone = await stack.graphql(
    `mutation($id: ID!) { setGroupTimeZone(id: $id, timeZone: "Asia/Kolkata") { id } }`,
    { id: groupId },
    owner.cookie,
  );
  expect(zone.body.errors).toBeUndefined();
}, 120_000);
afterAll(async () => {
  await stack?.stop();
});

const feedPath = (id: string, more = '') => `/api/groups/${id}/calendar-feed${more}`;
const as = (user: TestUser | null) => (user ? { cookie: user.cookie } : {});
const pathOf = (url: string) => new URL(url).pathname;

describe('the calendar feed routes', () => {
  it('GET is 404 until made; POST makes it (201), then answers it (200); GET shows it', async () => {
    const none = await stack.request('GET', feedPath(groupId), as(member));
    expect(none.status).toBe(404);
    expect(none.body).toEqual(NOT_FOUND);
    const made = await stack.request('POST', feedPath(groupId), as(member));
    expect(made.status, made.text).toBe(201);
    expect(made.body).toEqual({
      url: expect.stringMatching(URL_SHAPE),
      createdAt: expect.any(String),
    });
    expect(made.body.url.startsWith(`${stack.baseUrl}/api/calendar/`)).toBe(true);
    const again = await stack.request('POST', feedPath(groupId), as(member));
    expect(again.status).toBe(200);
    expect(again.body).toEqual(made.body);
    const shown = await stack.request('GET', feedPath(groupId), as(member));
    expect(shown.status).toBe(200);
    expect(shown.body).toEqual(made.body);
    // Another member's feed is theirs: the owner has none yet.
    expect((await stack.request('GET', feedPath(groupId), as(owner))).status).toBe(404);
  });

  it('anonymous callers get 401 and non-members 404 "Group not found" on every management route', async () => {
    const routes: [string, string][] = [
      ['GET', feedPath(groupId)],
      ['POST', feedPath(groupId)],
      ['POST', feedPath(groupId, '/reset')],
      ['DELETE', feedPath(groupId)],
    ];
    for (const [method, path] of routes) {
      const anonymous = await stack.request(method, path);
      expect(anonymous.status, `${method} ${path}`).toBe(401);
      expect(anonymous.body).toEqual({ message: 'Unauthorized' });
      const stranger = await stack.request(method, path, as(outsider));
      expect(stranger.status, `${method} ${path}`).toBe(404);
      expect(stranger.body).toEqual(GROUP_NOT_FOUND);
    }
    const malformed = await stack.request('POST', feedPath('not-a-group'), as(member));
    expect(malformed.status).toBe(404);
    expect(malformed.body).toEqual(GROUP_NOT_FOUND);
  });

  it('reset gives a new link and the old one is 404 at once; others’ links keep working; DELETE turns it off (204)', async () => {
    const mine = (await stack.request('POST', feedPath(groupId), as(member))).body.url as string;
    const owners = (await stack.request('POST', feedPath(groupId), as(owner))).body.url as string;
    const reset = await stack.request('POST', feedPath(groupId, '/reset'), as(member));
    expect(reset.status, reset.text).toBe(200);
    expect(reset.body.url).not.toBe(mine);
    const old = await stack.request('GET', pathOf(mine));
    expect(old.status).toBe(404);
    expect(old.body).toEqual(NOT_FOUND);
    expect((await stack.request('GET', pathOf(reset.body.url))).status).toBe(200);
    expect((await stack.request('GET', pathOf(owners))).status).toBe(200);

    const off = await stack.request('DELETE', feedPath(groupId), as(member));
    expect(off.status).toBe(204);
    expect(off.text).toBe('');
    expect((await stack.request('GET', pathOf(reset.body.url))).status).toBe(404);
    expect((await stack.request('GET', feedPath(groupId), as(member))).status).toBe(404);
    const resetNone = await stack.request('POST', feedPath(groupId, '/reset'), as(member));
    expect(resetNone.status).toBe(404);
    expect(resetNone.body).toEqual(NOT_FOUND);
    expect((await stack.request('GET', pathOf(owners))).status).toBe(200);
  });
});

describe('GET /api/calendar/:token.ics', () => {
  it('is the group’s services as iCalendar: times in the group’s zone, all-day services, UTF-8 names, songs in order', async () => {
    const song = async (title: string) =>
      (
        await stack.created(owner, '/api/songs', {
          language: 'malayalam',
          groupId,
          title,
          stanzas: [{ lyrics: title }],
        })
      ).id;
    const [a, b] = [await song('യേശു നല്ലവൻ'), await song('தேவனே நான் உமதண்டையில்')];
    const sunday = await stack.created(owner, `/api/groups/${groupId}/schedules`, {
      name: 'ഞായറാഴ്ച ആരാധന — रविवार',
      serviceDate: '2026-10-04',
      serviceTimes: ['09:00', '18:30'],
    });
    for (const songId of [b, a])
      await stack.created(owner, `/api/schedules/${sunday.id}/songs`, { songId });
    const harvest = await stack.created(owner, `/api/groups/${groupId}/schedules`, {
      name: 'Harvest festival',
      serviceDate: '2099-10-11',
      serviceTimes: [],
    });
    const { url } = (await stack.request('POST', feedPath(groupId), as(member))).body;

    const res = await fetch(`${stack.baseUrl}${pathOf(url)}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('private, max-age=300');
    const text = new TextDecoder('utf-8', { fatal: true }).decode(await res.arrayBuffer());

    const calendar = new ICAL.Component(ICAL.parse(text));
    // Named after the group, though read signed out (groups answers it through the feed's grant).
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('മലയാളം ക്വയർ');
    const zone = calendar.getFirstSubcomponent('vtimezone')!;
    expect(zone.getFirstPropertyValue('tzid')).toBe('Asia/Kolkata');
    ICAL.TimezoneService.register(new ICAL.Timezone(zone));
    const events = calendar.getAllSubcomponents('vevent').map((e) => new ICAL.Event(e));
    expect(
      events.map((event) => ({
        uid: event.uid,
        summary: event.summary,
        description: event.description,
        url: event.component.getFirstPropertyValue('url'),
        tzid: event.component.getFirstProperty('dtstart')!.getParameter('tzid') ?? null,
        start: event.startDate.toString(),
        utc: event.startDate.isDate ? null : event.startDate.toJSDate().toISOString(),
        minutes: event.startDate.isDate ? null : event.duration.toSeconds() / 60,
      })),
    ).toEqual([
      ...[
        ['09:00', '0900', '2026-10-04T03:30:00.000Z'],
        ['18:30', '1830', '2026-10-04T13:00:00.000Z'],
      ].map(([time, compact, utc]) => ({
        uid: `${sunday.id}-${compact}@worship-app`,
        summary: 'ഞായറാഴ്ച ആരാധന — रविवार',
        description: '1. தேவனே நான் உமதண்டையில்\n2. യേശു നല്ലവൻ',
        url: `${stack.baseUrl}/schedules/${sunday.id}`,
        tzid: 'Asia/Kolkata',
        start: `2026-10-04T${time}:00`,
        utc,
        minutes: 90,
      })),
      {
        uid: `${harvest.id}@worship-app`,
        summary: 'Harvest festival',
        description: null,
        url: `${stack.baseUrl}/schedules/${harvest.id}`,
        tzid: null,
        start: '2099-10-11',
        utc: null,
        minutes: null,
      },
    ]);
  });

  it('answers 404 JSON for malformed, unknown and very long tokens, never 500 or HTML', async () => {
    for (const path of [
      `/api/calendar/${'a'.repeat(43)}.ics`,
      `/api/calendar/${'a'.repeat(43)}`,
      '/api/calendar/short.ics',
      `/api/calendar/${'a'.repeat(4000)}.ics`,
      `/api/calendar/${encodeURIComponent('ഞ'.repeat(43))}.ics`,
    ]) {
      const res = await stack.request('GET', path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(res.body).toEqual(NOT_FOUND);
    }
    // A path that is not even valid percent-encoding is the router's 400, still JSON.
    const broken = await stack.request('GET', '/api/calendar/%E0%A4.ics');
    expect(broken.status).toBe(400);
    expect(broken.headers.get('content-type')).toMatch(/^application\/json/);
    expect(broken.body).toEqual({ message: expect.any(String) });
  });

  it('is 404 once its member has left the group, and for every feed of a deleted group', async () => {
    const leaver = await stack.signUp({ firstName: 'Lee' });
    await stack.joinGroup(leaver, owner, groupId);
    const leaving = (await stack.request('POST', feedPath(groupId), as(leaver))).body.url;
    expect((await stack.request('GET', pathOf(leaving))).status).toBe(200);
    const left = await stack.request('POST', `/api/groups/${groupId}/leave`, as(leaver));
    expect(left.status, left.text).toBeLessThan(300);
    const gone = await stack.request('GET', pathOf(leaving));
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual(NOT_FOUND);

    const doomed = (await stack.createGroup(owner, 'Doomed')).id;
    const ownFeed = (await stack.request('POST', feedPath(doomed), as(owner))).body.url;
    expect((await stack.request('GET', pathOf(ownFeed))).status).toBe(200);
    const deleted = await stack.request('DELETE', `/api/groups/${doomed}`, as(owner));
    expect(deleted.status, deleted.text).toBeLessThan(300);
    const after = await stack.request('GET', pathOf(ownFeed));
    expect(after.status).toBe(404);
    expect(after.body).toEqual(NOT_FOUND);
  });
});
