import { randomUUID } from 'node:crypto';
import {
  ANONYMOUS,
  createLogger,
  LIVE_EVENTS_PATH,
  signViewer,
  VIEWER_HEADER,
} from '@worship/subgraph-kit';
import {
  deliverEventForTest,
  serveForTest,
  TEST_VIEWER_SECRET,
} from '@worship/subgraph-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSchedulesApp } from '../app';
import { openSchedulesDatabase } from '../database';
import { codeOf, newUser, startSchedulesService, type SchedulesService } from '../test/harness';

// The live channel between schedules replicas: a change committed through one replica reaches
// the streams of another through PostgreSQL's LISTEN/NOTIFY (never process memory), and a
// gateway that reconnects with `since` catches up from the table.

let svc: SchedulesService;
/** A second schedules replica on the same database. */
let replica: Awaited<ReturnType<typeof serveForTest>>;
let replicaOrm: Awaited<ReturnType<typeof openSchedulesDatabase>>;

beforeAll(async () => {
  svc = await startSchedulesService('schedules_live', 5);
  replicaOrm = await openSchedulesDatabase({ url: svc.url, poolMax: 3 });
  replica = await serveForTest(replicaOrm, (orm) =>
    createSchedulesApp({
      orm,
      logger: createLogger('schedules-replica', 'silent'),
      config: {
        VIEWER_SIGNING_SECRET: TEST_VIEWER_SECRET,
        GROUPS_URL: svc.neighbours.url,
        SONGS_URL: svc.neighbours.url,
        production: false,
      },
    }),
  );
});

afterAll(async () => {
  await replica?.close();
  await replicaOrm?.close(true);
  await svc?.close();
});

/** Reads a stream's JSON lines one at a time. */
async function openStream(baseUrl: string, query = '') {
  const abort = new AbortController();
  const res = await fetch(`${baseUrl}${LIVE_EVENTS_PATH}${query}`, {
    headers: { [VIEWER_HEADER]: signViewer(ANONYMOUS, TEST_VIEWER_SECRET) },
    signal: abort.signal,
  });
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  return {
    res,
    async next(): Promise<Record<string, unknown>> {
      for (;;) {
        const end = buffer.indexOf('\n');
        if (end >= 0) {
          const line = buffer.slice(0, end);
          buffer = buffer.slice(end + 1);
          const parsed = JSON.parse(line) as Record<string, unknown>;
          if (parsed.type !== 'ping') return parsed;
          continue;
        }
        const { value, done } = await reader.read();
        if (done) throw new Error('the stream ended');
        buffer += value;
      }
    },
    close: () => abort.abort(),
  };
}

const START = `mutation($id: ID!, $c: String!, $t: Boolean) {
  startLive(scheduleId: $id, controlId: $c, takeOver: $t) { version controlId songId section screen leader { id } } }`;

async function liveSchedule() {
  const leader = newUser();
  const groupId = svc.group(leader);
  const { id } = await svc.createSchedule(leader, groupId, { name: 'Live', isPublic: true });
  const songs = [svc.song(leader), svc.song(leader)];
  await svc.addSongs(leader, id, songs);
  return { id, leader, songs };
}

describe('GET /internal/live/events', () => {
  it("delivers a change committed through one replica to another replica's stream, in order", async () => {
    const stream = await openStream(replica.baseUrl);
    expect(stream.res.status).toBe(200);
    expect(stream.res.headers.get('content-type')).toBe('application/x-ndjson');
    expect(await stream.next()).toEqual({ type: 'hello', at: expect.any(String) });
    const { id, leader, songs } = await liveSchedule();
    const controlId = randomUUID();
    await svc.ok(START, { id, c: controlId }, leader);
    expect(await stream.next()).toEqual({
      type: 'state',
      scheduleId: id,
      isPublic: true,
      live: true,
      version: 1,
      leaderId: leader.userId,
      controlId,
      songId: songs[0],
      section: 0,
      screen: 'SECTION',
      updatedAt: expect.any(String),
    });
    await svc.ok(
      `mutation($id: ID!, $c: String!, $s: ID!) {
        moveLive(scheduleId: $id, controlId: $c, songId: $s, section: 2, screen: TITLE) { version } }`,
      { id, c: controlId, s: songs[1] },
      leader,
    );
    expect(await stream.next()).toMatchObject({
      version: 2,
      songId: songs[1],
      section: 2,
      screen: 'TITLE',
    });
    // A refused change is never heard of: LIVE_TAKEN rolls back before anything is notified.
    const other = newUser();
    svc.join(
      other,
      (
        await svc.rows<{ group_id: string }>(
          `select "group_id" from "schedules"."schedules" where "id" = $1`,
          [id],
        )
      )[0]!.group_id,
    );
    const taken = await svc.gql(START, { id, c: randomUUID() }, other);
    expect(codeOf(taken)).toBe('LIVE_TAKEN');
    expect(taken.errors?.[0]?.message).toBe('Another member is leading this schedule');
    await svc.ok(
      `mutation($id: ID!, $c: String!) { stopLive(scheduleId: $id, controlId: $c) { version } }`,
      { id, c: controlId },
      leader,
    );
    expect(await stream.next()).toMatchObject({
      version: 3,
      live: false,
      leaderId: null,
      controlId: null,
    });
    stream.close();
  });

  it('with `since`, first sends the sessions changed since then (a gateway catching up)', async () => {
    const before = new Date(Date.now() - 60_000).toISOString();
    const { id, leader } = await liveSchedule();
    await svc.ok(START, { id, c: randomUUID() }, leader);
    const stream = await openStream(svc.baseUrl, `?since=${encodeURIComponent(before)}`);
    expect(await stream.next()).toMatchObject({ type: 'hello' });
    const missed: Record<string, unknown>[] = [];
    for (;;) {
      const line = await stream.next();
      missed.push(line);
      if (line.scheduleId === id) break;
    }
    expect(missed.at(-1)).toMatchObject({ type: 'state', scheduleId: id, version: 1, live: true });
    stream.close();
  });

  it('refuses an unsigned caller (401) and a malformed since (400)', async () => {
    const unsigned = await fetch(`${svc.baseUrl}${LIVE_EVENTS_PATH}`);
    expect(unsigned.status).toBe(401);
    expect(await unsigned.json()).toEqual({ message: 'Unauthorized' });
    const bad = await fetch(`${svc.baseUrl}${LIVE_EVENTS_PATH}?since=yesterday`, {
      headers: { [VIEWER_HEADER]: signViewer(ANONYMOUS, TEST_VIEWER_SECRET) },
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      message: 'since must be an ISO date-time',
      errors: { since: 'since must be an ISO date-time' },
    });
  });
});

describe('who may follow: access and departure on the channel', () => {
  const UPDATE = `mutation($id: ID!, $p: Boolean!) { updateSchedule(id: $id, input: { isPublic: $p }) { id } }`;
  /** The next line about this schedule or group (other tests' changes pass by). */
  const nextAbout = async (stream: Awaited<ReturnType<typeof openStream>>, id: string) => {
    for (;;) {
      const line = await stream.next();
      if (line.scheduleId === id || line.groupId === id) return line;
    }
  };
  const groupOf = async (id: string) =>
    (
      await svc.rows<{ group_id: string }>(
        `select "group_id" from "schedules"."schedules" where "id" = $1`,
        [id],
      )
    )[0]!.group_id;
  const departed = (groupId: string, userId: string) =>
    deliverEventForTest(
      svc.baseUrl,
      {
        type: 'member.departed',
        payload: { groupId, userId, reason: 'removed', by: randomUUID() },
      },
      { source: 'groups', destination: 'schedules' },
    );

  it('a schedule made private is announced (share-link followers go); made public again, nothing', async () => {
    const stream = await openStream(replica.baseUrl);
    expect(await stream.next()).toMatchObject({ type: 'hello' });
    const { id, leader } = await liveSchedule();
    await svc.ok(UPDATE, { id, p: false }, leader);
    expect(await nextAbout(stream, id)).toEqual({
      type: 'access',
      scheduleId: id,
      isPublic: false,
      deleted: false,
    });
    await svc.ok(UPDATE, { id, p: true }, leader);
    // The next line about it is the session's start, not an access change.
    await svc.ok(START, { id, c: randomUUID() }, leader);
    expect(await nextAbout(stream, id)).toMatchObject({ type: 'state', version: 1, live: true });
    stream.close();
  });

  it('a deleted schedule is announced, and so is each schedule of a deleted group', async () => {
    const stream = await openStream(replica.baseUrl);
    expect(await stream.next()).toMatchObject({ type: 'hello' });
    const { id, leader } = await liveSchedule();
    await svc.ok(`mutation($id: ID!) { deleteSchedule(id: $id) }`, { id }, leader);
    expect(await nextAbout(stream, id)).toEqual({
      type: 'access',
      scheduleId: id,
      isPublic: true,
      deleted: true,
    });

    const other = await liveSchedule();
    const groupId = await groupOf(other.id);
    const answer = await deliverEventForTest(
      svc.baseUrl,
      {
        type: 'group.deleted',
        payload: { groupId, name: 'Team', deletedBy: other.leader.userId, memberUserIds: [] },
      },
      { source: 'groups', destination: 'schedules' },
    );
    expect(answer).toMatchObject({ status: 200, body: { status: 'handled' } });
    expect(await nextAbout(stream, other.id)).toEqual({
      type: 'access',
      scheduleId: other.id,
      isPublic: true,
      deleted: true,
    });
    stream.close();
  });

  it("a member who departs stops leading the group's schedules, and their streams are let go", async () => {
    const stream = await openStream(replica.baseUrl);
    expect(await stream.next()).toMatchObject({ type: 'hello' });
    const { id, leader } = await liveSchedule();
    const groupId = await groupOf(id);
    const elsewhere = await liveSchedule();
    const controlId = randomUUID();
    await svc.ok(START, { id, c: controlId }, leader);
    await svc.ok(START, { id: elsewhere.id, c: randomUUID() }, elsewhere.leader);
    expect(await nextAbout(stream, id)).toMatchObject({ type: 'state', live: true, version: 1 });

    const answer = await departed(groupId, leader.userId);
    expect(answer).toMatchObject({ status: 200, body: { status: 'handled' } });
    expect(await nextAbout(stream, id)).toMatchObject({
      type: 'state',
      live: false,
      version: 2,
      leaderId: null,
      controlId: null,
    });
    expect(await nextAbout(stream, groupId)).toEqual({
      type: 'departed',
      groupId,
      userId: leader.userId,
    });
    const sessions = await svc.rows<{ schedule_id: string; leader_id: string | null }>(
      `select "schedule_id", "leader_id" from "schedules"."live_sessions" where "schedule_id" in ($1, $2)`,
      [id, elsewhere.id],
    );
    expect(Object.fromEntries(sessions.map((s) => [s.schedule_id, s.leader_id]))).toEqual({
      [id]: null,
      // Another group's session is not theirs to stop.
      [elsewhere.id]: elsewhere.leader.userId,
    });
    stream.close();
  });
});
