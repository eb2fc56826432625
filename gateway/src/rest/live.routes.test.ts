import { randomUUID } from 'node:crypto';
import {
  LIVE_CONTROL_ID_MESSAGE,
  LIVE_SCREEN_MESSAGE,
  LIVE_SECTION_MESSAGE,
} from '@worship/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEventStream, type EventStream } from '../testing/event-stream';
import { startStack, type TestStack, type TestUser } from '../testing/stack';
import { storedRows } from '../testing/stored-rows';
import type { LiveJson } from '../live/live-state';
import { BODY_NOT_OBJECT } from './groups.routes';
import { TAKE_OVER_MESSAGE } from './live.routes';

// Sunday mode's live channel through the real topology (docs/contracts.md "Live channel"): the
// leader's REST calls go to the schedules subgraph, which notifies PostgreSQL; each gateway's one
// stream from schedules fans the change out to its followers' Server-Sent Events.

const UNAUTHORIZED = { message: 'Unauthorized' };
const SCHEDULE_NOT_FOUND = { message: 'Schedule not found' };
const CONTROL_LOST = {
  message: 'You are no longer leading this schedule',
  code: 'LIVE_CONTROL_LOST',
};
const fieldError = (field: string, message: string) => ({ message, errors: { [field]: message } });
const NOT_LIVE = {
  live: false,
  leader: null,
  controlId: null,
  songId: null,
  section: null,
  screen: null,
};

let stack: TestStack;
let replica: Pick<TestStack, 'baseUrl' | 'request'>;
let owner: TestUser;
let member: TestUser;
let outsider: TestUser;
let choir: { id: string };
/** The choir's private schedule and its two songs, in order. */
let privateId: string;
let songIds: string[];

const { expectRefused } = storedRows('schedules', ['live_sessions', 'schedules'], () => stack);
const streams: EventStream<LiveJson>[] = [];

async function follow(path: string, user?: TestUser, base = stack.baseUrl) {
  const stream = await openEventStream<LiveJson>(`${base}${path}`, { cookie: user?.cookie });
  streams.push(stream);
  return stream;
}

async function createSchedule(isPublic: boolean) {
  const res = await stack.request('POST', `/api/groups/${choir.id}/schedules`, {
    cookie: owner.cookie,
    body: { name: `Sunday ${randomUUID().slice(0, 8)}`, isPublic },
  });
  expect(res.status, res.text).toBe(201);
  for (const songId of songIds) {
    const added = await stack.request('POST', `/api/schedules/${res.body.id}/songs`, {
      cookie: owner.cookie,
      body: { songId },
    });
    expect(added.status, added.text).toBe(201);
  }
  return res.body as { id: string; shareToken: string };
}

const live = (scheduleId: string) => `/api/schedules/${scheduleId}/live`;

async function lead(user: TestUser, scheduleId: string, controlId: string, takeOver?: boolean) {
  const res = await stack.request<LiveJson>('POST', live(scheduleId), {
    cookie: user.cookie,
    body: takeOver === undefined ? { controlId } : { controlId, takeOver },
  });
  expect(res.status, res.text).toBe(200);
  return res.body;
}

async function move(
  user: TestUser,
  scheduleId: string,
  body: { controlId: string; songId: string; section: number; screen: string },
) {
  const res = await stack.request<LiveJson>('PUT', live(scheduleId), { cookie: user.cookie, body });
  expect(res.status, res.text).toBe(200);
  return res.body;
}

beforeAll(async () => {
  // Domain events relayed: a departed member's streams end, as with `npm start`.
  stack = await startStack({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000' }, events: true });
  replica = await stack.startGateway();
  owner = await stack.signUp({ firstName: 'Olivia', lastName: 'Owner' });
  member = await stack.signUp({ firstName: 'Mia', lastName: 'Member' });
  outsider = await stack.signUp({ firstName: 'Otto', lastName: 'Outsider' });
  choir = await stack.createGroup(owner, 'Choir');
  await stack.joinGroup(member, owner, choir.id);
  songIds = [];
  for (const title of ['Abide With Me', 'Be Thou My Vision']) {
    const song = await stack.request('POST', '/api/songs', {
      cookie: owner.cookie,
      body: {
        title,
        language: 'english',
        groupId: choir.id,
        isPublic: false,
        stanzas: [{ lyrics: 'one' }, { lyrics: 'two' }, { lyrics: 'three' }],
      },
    });
    expect(song.status, song.text).toBe(201);
    songIds.push(song.body.id);
  }
  privateId = (await createSchedule(false)).id;
});

afterAll(async () => {
  for (const stream of streams) stream.close();
  await stack?.stop();
});

describe('leading and following a schedule', () => {
  it('followers on this gateway and on another replica get the current state first, then every move in order', async () => {
    const here = await follow(`${live(privateId)}/events`, member);
    const there = await follow(`${live(privateId)}/events`, owner, replica.baseUrl);
    for (const stream of [here, there]) {
      expect(stream.status).toBe(200);
      expect(stream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
      // Never compressed: a compressor would hold the events back.
      expect(stream.headers.get('content-encoding')).toBeNull();
      expect(await stream.next()).toEqual({
        scheduleId: privateId,
        version: 0,
        updatedAt: null,
        ...NOT_LIVE,
      });
      expect(stream.retry()).toBe(1000);
    }

    const controlId = randomUUID();
    const started = await lead(owner, privateId, controlId);
    expect(started).toEqual({
      scheduleId: privateId,
      live: true,
      version: 1,
      leader: { id: owner.user.id, name: 'Olivia Owner' },
      controlId,
      songId: songIds[0],
      section: 0,
      screen: 'SECTION',
      updatedAt: expect.any(String),
    });
    const moves = [
      { songId: songIds[0]!, section: 1, screen: 'SECTION' },
      { songId: songIds[0]!, section: 2, screen: 'SECTION' },
      { songId: songIds[1]!, section: 0, screen: 'TITLE' },
      { songId: songIds[1]!, section: 0, screen: 'SECTION' },
      { songId: songIds[1]!, section: 1, screen: 'BLACK' },
    ];
    const answers = [started];
    for (const step of moves) answers.push(await move(owner, privateId, { controlId, ...step }));
    expect(answers.map((state) => state.version)).toEqual([1, 2, 3, 4, 5, 6]);
    for (const stream of [here, there]) {
      for (const answer of answers) expect(await stream.next()).toEqual(answer);
    }
    const current = await stack.request('GET', live(privateId), { cookie: member.cookie });
    expect(current.status, current.text).toBe(200);
    expect(current.body).toEqual(answers.at(-1));
    const stored = await stack.sql(
      `select "version", "leader_id", "control_id", "song_id", "section", "screen"
        from "schedules"."live_sessions" where "schedule_id" = $1`,
      [privateId],
    );
    expect(stored).toEqual([
      {
        version: 6,
        leader_id: owner.user.id,
        control_id: controlId,
        song_id: songIds[1],
        section: 1,
        screen: 'BLACK',
      },
    ]);
    // Showing what is shown changes nothing.
    const same = await move(owner, privateId, { controlId, ...moves.at(-1)! });
    expect(same.version).toBe(6);
  });

  it('a follower that reconnects gets the current state first', async () => {
    const first = await follow(`${live(privateId)}/events`, member);
    const before = await first.next();
    first.close();
    const controlId = before.controlId!;
    const moved = await move(owner, privateId, {
      controlId,
      songId: songIds[0]!,
      section: 0,
      screen: 'SECTION',
    });
    const again = await follow(`${live(privateId)}/events`, member, replica.baseUrl);
    expect(await again.next()).toEqual(moved);
  });

  it('another member takes control only when asked to; the old device has lost it', async () => {
    const follower = await follow(`${live(privateId)}/events`, member, replica.baseUrl);
    const before = await follower.next();
    expect(before.leader).toEqual({ id: owner.user.id, name: 'Olivia Owner' });
    const oldControl = before.controlId!;
    const newControl = randomUUID();

    await expectRefused(
      'POST',
      live(privateId),
      { cookie: member.cookie, body: { controlId: newControl } },
      409,
      { message: 'Olivia Owner is leading this schedule', code: 'LIVE_TAKEN' },
    );
    // The graph says the same with its code, for the app's own calls.
    const graph = await stack.graphql(
      `mutation($id: ID!, $c: String!) { startLive(scheduleId: $id, controlId: $c) { version } }`,
      { id: privateId, c: newControl },
      member.cookie,
    );
    expect(graph.body.errors?.[0]?.extensions).toMatchObject({
      code: 'LIVE_TAKEN',
      leaderId: owner.user.id,
    });

    const taken = await lead(member, privateId, newControl, true);
    expect(taken).toMatchObject({
      live: true,
      version: before.version + 1,
      leader: { id: member.user.id, name: 'Mia Member' },
      controlId: newControl,
      // From where the old leader was.
      songId: before.songId,
      section: before.section,
      screen: before.screen,
    });
    expect(await follower.next()).toEqual(taken);

    const step = { songId: songIds[1]!, section: 2, screen: 'SECTION' };
    await expectRefused(
      'PUT',
      live(privateId),
      { cookie: owner.cookie, body: { controlId: oldControl, ...step } },
      409,
      CONTROL_LOST,
    );
    await expectRefused(
      'DELETE',
      live(privateId),
      { cookie: owner.cookie, body: { controlId: oldControl } },
      409,
      CONTROL_LOST,
    );
    // The device's id alone is not control: another member holding it is refused too.
    await expectRefused(
      'PUT',
      live(privateId),
      { cookie: owner.cookie, body: { controlId: newControl, ...step } },
      409,
      CONTROL_LOST,
    );

    const stopped = await stack.request('DELETE', live(privateId), {
      cookie: member.cookie,
      body: { controlId: newControl },
    });
    expect(stopped.status, stopped.text).toBe(204);
    expect(await follower.next()).toEqual({
      scheduleId: privateId,
      version: taken.version + 1,
      updatedAt: expect.any(String),
      ...NOT_LIVE,
    });
    // Nobody leads: starting needs no take-over, and begins at the first entry.
    const again = await lead(owner, privateId, randomUUID());
    expect(again).toMatchObject({ version: taken.version + 2, songId: songIds[0], section: 0 });
    expect(await follower.next()).toEqual(again);
  });
});

describe('who may lead and follow', () => {
  it('refuses a non-member (404) and an anonymous caller (401) on every route, as JSON, storing nothing', async () => {
    const schedule = await createSchedule(false);
    const controlId = randomUUID();
    const bodies: [string, unknown][] = [
      ['POST', { controlId }],
      ['PUT', { controlId, songId: songIds[0], section: 0, screen: 'SECTION' }],
      ['DELETE', { controlId }],
    ];
    for (const [method, body] of bodies) {
      await expectRefused(
        method,
        live(schedule.id),
        { cookie: outsider.cookie, body },
        404,
        SCHEDULE_NOT_FOUND,
      );
      await expectRefused(method, live(schedule.id), { body }, 401, UNAUTHORIZED);
    }
    await expectRefused(
      'GET',
      live(schedule.id),
      { cookie: outsider.cookie },
      404,
      SCHEDULE_NOT_FOUND,
    );
    await expectRefused('GET', live(schedule.id), {}, 401, UNAUTHORIZED);
    for (const base of [stack.baseUrl, replica.baseUrl]) {
      const outside = await follow(`${live(schedule.id)}/events`, outsider, base);
      expect({ status: outside.status, body: outside.body }).toEqual({
        status: 404,
        body: SCHEDULE_NOT_FOUND,
      });
      expect(outside.headers.get('content-type')).toMatch(/^application\/json/);
      const anonymous = await follow(`${live(schedule.id)}/events`, undefined, base);
      expect({ status: anonymous.status, body: anonymous.body }).toEqual({
        status: 401,
        body: UNAUTHORIZED,
      });
    }
    for (const id of [randomUUID(), 'nope']) {
      const unknown = await follow(`${live(id)}/events`, owner);
      expect({ status: unknown.status, body: unknown.body }).toEqual({
        status: 404,
        body: SCHEDULE_NOT_FOUND,
      });
    }
    // A private schedule's share link leads nowhere.
    const shared = await follow(`/api/schedules/share/${schedule.shareToken}/live/events`);
    expect({ status: shared.status, body: shared.body }).toEqual({
      status: 404,
      body: SCHEDULE_NOT_FOUND,
    });
    const sharedState = await stack.request(
      'GET',
      `/api/schedules/share/${schedule.shareToken}/live`,
    );
    expect({ status: sharedState.status, body: sharedState.body }).toEqual({
      status: 404,
      body: SCHEDULE_NOT_FOUND,
    });
  });

  it("follows a public schedule by its share link without an account, never seeing the device's id, and only while it is public", async () => {
    const schedule = await createSchedule(true);
    const path = `/api/schedules/share/${schedule.shareToken}/live`;
    const congregation = await follow(`${path}/events`, undefined, replica.baseUrl);
    expect(congregation.status).toBe(200);
    expect(await congregation.next()).toEqual({
      scheduleId: schedule.id,
      version: 0,
      live: false,
      leader: null,
      songId: null,
      section: null,
      screen: null,
      updatedAt: null,
    });
    const controlId = randomUUID();
    const started = await lead(owner, schedule.id, controlId);
    const { controlId: _hidden, ...withoutControl } = started;
    const seen = await congregation.next();
    expect(seen).toEqual(withoutControl);
    expect(Object.keys(seen)).not.toContain('controlId');
    const read = await stack.request('GET', path);
    expect(read.status, read.text).toBe(200);
    expect(read.body).toEqual(withoutControl);
    // On the graph, the shared schedule's live session hides the device's id from outsiders,
    // and shows it to the group's members.
    const SHARED = `query($t: String!) { sharedSchedule(shareToken: $t) { live { version controlId } }
      sharedLiveSession(shareToken: $t) { version controlId } }`;
    for (const cookie of [undefined, outsider.cookie]) {
      const graph = await stack.graphql(SHARED, { t: schedule.shareToken }, cookie);
      expect(graph.body).toEqual({
        data: {
          sharedSchedule: { live: { version: started.version, controlId: null } },
          sharedLiveSession: { version: started.version, controlId: null },
        },
      });
    }
    const asMember = await stack.graphql(SHARED, { t: schedule.shareToken }, member.cookie);
    expect(asMember.body.data.sharedSchedule.live.controlId).toBe(controlId);

    // The schedule goes private: the link's followers are let go at once, on every gateway;
    // a member following it keeps following.
    const memberStream = await follow(`${live(schedule.id)}/events`, member);
    expect(await memberStream.next()).toEqual(started);
    const hidden = await stack.request('PATCH', `/api/schedules/${schedule.id}`, {
      cookie: owner.cookie,
      body: { isPublic: false },
    });
    expect(hidden.status, hidden.text).toBe(200);
    await congregation.ended();
    const moved = await move(owner, schedule.id, {
      controlId,
      songId: songIds[1]!,
      section: 0,
      screen: 'SECTION',
    });
    expect(await memberStream.next()).toEqual(moved);
    await expect(congregation.next()).rejects.toThrow('the stream ended');
    const again = await follow(`${path}/events`);
    expect({ status: again.status, body: again.body }).toEqual({
      status: 404,
      body: SCHEDULE_NOT_FOUND,
    });
  });
});

describe('a follower whose right ends is let go at once', () => {
  it("a member removed from the group: their streams end on every gateway, their lead stops, and they cannot follow again; the others' go on", async () => {
    const leaver = await stack.signUp({ firstName: 'Lee', lastName: 'Leaver' });
    await stack.joinGroup(leaver, owner, choir.id);
    const schedule = await createSchedule(false);
    const controlId = randomUUID();
    const started = await lead(leaver, schedule.id, controlId);
    const theirs = await follow(`${live(schedule.id)}/events`, leaver);
    const theirsThere = await follow(`${live(schedule.id)}/events`, leaver, replica.baseUrl);
    const ownerStream = await follow(`${live(schedule.id)}/events`, owner, replica.baseUrl);
    for (const stream of [theirs, theirsThere, ownerStream])
      expect(await stream.next()).toEqual(started);

    const removed = await stack.request(
      'DELETE',
      `/api/groups/${choir.id}/members/${leaver.user.id}`,
      { cookie: owner.cookie },
    );
    expect(removed.status, removed.text).toBe(200);
    // The domain event (groups' outbox → schedules) ends their lead and their streams.
    expect(await ownerStream.next()).toEqual({
      ...started,
      ...NOT_LIVE,
      version: started.version + 1,
      updatedAt: expect.any(String),
    });
    await theirs.ended();
    await theirsThere.ended();
    const again = await follow(`${live(schedule.id)}/events`, leaver);
    expect({ status: again.status, body: again.body }).toEqual({
      status: 404,
      body: SCHEDULE_NOT_FOUND,
    });
    const stored = await stack.sql<{ leader_id: string | null }>(
      `select "leader_id" from "schedules"."live_sessions" where "schedule_id" = $1`,
      [schedule.id],
    );
    expect(stored).toEqual([{ leader_id: null }]);
    // The owner still follows: the next lead reaches them.
    const next = await lead(owner, schedule.id, randomUUID());
    expect(await ownerStream.next()).toEqual(next);
  });

  it('a deleted schedule: every stream of it ends, members and share link alike', async () => {
    const schedule = await createSchedule(true);
    const memberStream = await follow(`${live(schedule.id)}/events`, member, replica.baseUrl);
    const congregation = await follow(`/api/schedules/share/${schedule.shareToken}/live/events`);
    expect(await memberStream.next()).toMatchObject({ scheduleId: schedule.id, version: 0 });
    expect(await congregation.next()).toMatchObject({ scheduleId: schedule.id, version: 0 });
    const deleted = await stack.request('DELETE', `/api/schedules/${schedule.id}`, {
      cookie: owner.cookie,
    });
    expect(deleted.status, deleted.text).toBe(204);
    await memberStream.ended();
    await congregation.ended();
  });
});

describe('bad input', () => {
  let scheduleId: string;
  let controlId: string;
  beforeAll(async () => {
    scheduleId = (await createSchedule(false)).id;
    controlId = randomUUID();
    await lead(owner, scheduleId, controlId);
  });

  it.each([
    [{}, 'controlId', LIVE_CONTROL_ID_MESSAGE],
    [{ controlId: 5 }, 'controlId', LIVE_CONTROL_ID_MESSAGE],
    [{ controlId: 'short' }, 'controlId', LIVE_CONTROL_ID_MESSAGE],
    [{ controlId: 'x'.repeat(65) }, 'controlId', LIVE_CONTROL_ID_MESSAGE],
    [{ controlId: 'not an id!' }, 'controlId', LIVE_CONTROL_ID_MESSAGE],
    [{ controlId: randomUUID(), takeOver: 'yes' }, 'takeOver', TAKE_OVER_MESSAGE],
  ])('starting with %j is a 400, storing nothing', async (body, field, message) => {
    await expectRefused(
      'POST',
      live(scheduleId),
      { cookie: member.cookie, body },
      400,
      fieldError(field, message),
    );
  });

  it.each([
    [{ section: -1 }, 'section', LIVE_SECTION_MESSAGE],
    [{ section: 100 }, 'section', LIVE_SECTION_MESSAGE],
    [{ section: 1e12 }, 'section', LIVE_SECTION_MESSAGE],
    [{ section: 1.5 }, 'section', LIVE_SECTION_MESSAGE],
    [{ section: '1' }, 'section', LIVE_SECTION_MESSAGE],
    [{ screen: 'PINK' }, 'screen', LIVE_SCREEN_MESSAGE],
    [{ screen: undefined }, 'screen', LIVE_SCREEN_MESSAGE],
  ])('moving with %j is a 400, storing nothing', async (overrides, field, message) => {
    const body = { controlId, songId: songIds[1], section: 1, screen: 'SECTION', ...overrides };
    await expectRefused(
      'PUT',
      live(scheduleId),
      { cookie: owner.cookie, body },
      400,
      fieldError(field, message),
    );
  });

  it('moving to a song not in the schedule is a 404; bodies that are not objects are 400', async () => {
    for (const songId of [randomUUID(), 'nope'])
      await expectRefused(
        'PUT',
        live(scheduleId),
        { cookie: owner.cookie, body: { controlId, songId, section: 0, screen: 'SECTION' } },
        404,
        { message: 'Song not found' },
      );
    const notObject = { message: BODY_NOT_OBJECT, errors: { _: BODY_NOT_OBJECT } };
    for (const method of ['POST', 'PUT', 'DELETE'])
      await expectRefused(
        method,
        live(scheduleId),
        { cookie: owner.cookie, body: [controlId] },
        400,
        notObject,
      );
  });
});
