// Domain events across services (DESIGN §4 "Cross-service effects", kit events/): a group
// deleted in groups reaches songs and schedules through groups' outbox relay; the group's songs
// stay with their creators with no group, and its schedules (with their songs and ratings) are
// deleted. First through the app as `npm start` runs it (embedded PostgreSQL, the topology's
// EVENT_SUBSCRIBERS), then with groups, songs and schedules as separate processes from their
// builds on the PostgreSQL server, songs or schedules being down when the group is deleted.
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { freePort } from '../../scripts/lib/proc.mjs';
import { ROOT } from '../support/launcher';
import { newUser } from '../support/users';

const requireFromKit = createRequire(join(ROOT, 'packages/subgraph-kit/package.json'));
// The kit's helpers, built by `tsc -b` (the e2e suite runs after the build).
const { createTestDatabase } = requireFromKit('./dist/testing.js') as {
  createTestDatabase(prefix: string): Promise<{ url: string; drop(): Promise<void> }>;
};
const { signViewer } = requireFromKit('./dist/viewer-token.js') as {
  signViewer(viewer: { userId: string | null; isAdmin: boolean }, secret: string): string;
};
const { signEventDelivery } = requireFromKit('./dist/events/event-token.js') as {
  signEventDelivery(
    body: string,
    options: { secret: string; source: string; destination: string },
  ): string;
};
const pg = requireFromKit('pg') as typeof import('pg');

const poll = { timeout: 30_000, interval: 200 };

/** JSON answers, checked by the assertions. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

describe('a deleted group, through the app', () => {
  const baseURL = inject('baseURL');

  /** A signed-in REST client (session cookie from POST /api/register). */
  async function signUp() {
    const user = newUser('Eve');
    const res = await fetch(`${baseURL}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(user),
    });
    expect(res.status).toBe(200);
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    return async (method: string, path: string, body?: unknown) => {
      const answer = await fetch(`${baseURL}${path}`, {
        method,
        headers: { cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      return { status: answer.status, body: (await answer.json()) as Json };
    };
  }

  it('leaves its songs with their creators, in no group', async () => {
    const api = await signUp();
    const group = await api('POST', '/api/groups', { name: 'Evening Choir' });
    expect(group.status).toBe(201);
    const song = await api('POST', '/api/songs', {
      title: 'Be Thou My Vision',
      language: 'english',
      groupId: group.body.id,
      stanzas: [{ lyrics: 'Be Thou my vision, O Lord of my heart' }],
    });
    expect(song.status).toBe(201);
    expect(song.body.groupId).toBe(group.body.id);

    expect(await api('DELETE', `/api/groups/${group.body.id}`)).toEqual({
      status: 200,
      body: { message: 'Group deleted' },
    });
    await vi.waitFor(async () => {
      const seen = await api('GET', `/api/songs/${song.body.id}`);
      expect(seen.status).toBe(200);
      expect(seen.body).toMatchObject({
        id: song.body.id,
        title: 'Be Thou My Vision',
        groupId: null,
      });
    }, poll);
  });
});

describe('a deleted group while a consumer is down', () => {
  const secret = 'domain-events-e2e-secret-0123456789abcdef';
  let database: { url: string; drop(): Promise<void> };
  let sql: import('pg').Client;
  let groupsPort: number;
  let songsPort: number;
  let schedulesPort: number;
  const running = new Map<string, { child: ChildProcess; output: () => string }>();

  /** Starts `services/<name>/dist/main.js` as its own process and waits for /readyz. */
  async function startService(name: 'groups' | 'songs' | 'schedules', env: Record<string, string>) {
    let output = '';
    const child = spawn(process.execPath, [join(ROOT, 'services', name, 'dist', 'main.js')], {
      cwd: join(ROOT, 'services', name),
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        LOG_LEVEL: 'info',
        HOST: '127.0.0.1',
        DATABASE_URL: database.url,
        DB_POOL_MAX: '5',
        VIEWER_SIGNING_SECRET: secret,
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const collect = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-50_000));
    child.stdout!.on('data', collect);
    child.stderr!.on('data', collect);
    running.set(name, { child, output: () => output });
    await vi.waitFor(
      async () => {
        if (child.exitCode !== null) throw new Error(`${name} exited:\n${output}`);
        const res = await fetch(`http://127.0.0.1:${env.PORT}/readyz`);
        expect(res.status).toBe(200);
      },
      { timeout: 60_000, interval: 100 },
    );
  }

  async function stopService(name: string) {
    const service = running.get(name);
    if (!service || service.child.exitCode !== null || service.child.signalCode !== null) return;
    const exited = new Promise((resolve) => service.child.once('exit', resolve));
    service.child.kill('SIGTERM');
    await exited;
    running.delete(name);
  }

  const startSongs = () =>
    startService('songs', {
      PORT: String(songsPort),
      GROUPS_URL: `http://127.0.0.1:${groupsPort}`,
    });

  const startSchedules = () =>
    startService('schedules', {
      PORT: String(schedulesPort),
      GROUPS_URL: `http://127.0.0.1:${groupsPort}`,
      SONGS_URL: `http://127.0.0.1:${songsPort}`,
    });

  /** A GraphQL call straight to a service, signed as the gateway does. */
  async function graphql(port: number, userId: string, query: string, variables = {}) {
    const res = await fetch(`http://127.0.0.1:${port}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-viewer-token': signViewer({ userId, isAdmin: false }, secret),
      },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await res.json()) as { data?: Json; errors?: unknown[] };
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return body.data!;
  }

  async function groupWithSong(userId: string, name: string) {
    const { createGroup } = await graphql(
      groupsPort,
      userId,
      `
        mutation ($name: String!) {
          createGroup(input: { name: $name }) {
            id
          }
        }
      `,
      { name },
    );
    const { createSong } = await graphql(
      songsPort,
      userId,
      `
        mutation ($input: CreateSongInput!) {
          createSong(input: $input) {
            id
            groupId
          }
        }
      `,
      {
        input: {
          title: `${name} song`,
          language: 'english',
          groupId: createGroup.id,
          isPublic: false,
          stanzas: [{ lyrics: 'Holy, holy, holy' }],
        },
      },
    );
    expect(createSong.groupId).toBe(createGroup.id);
    return { groupId: createGroup.id as string, songId: createSong.id as string };
  }

  const deleteGroup = (userId: string, id: string) =>
    graphql(groupsPort, userId, 'mutation($id: ID!) { deleteGroup(id: $id) }', { id });

  const songGroup = async (userId: string, songId: string) =>
    (
      await graphql(
        songsPort,
        userId,
        `
          query ($id: ID!) {
            song(id: $id) {
              groupId
            }
          }
        `,
        { id: songId },
      )
    ).song;

  const deliveries = async (groupId: string, subscriber: 'songs' | 'schedules') =>
    (
      await sql.query(
        `select d."subscriber", d."attempts", d."delivered_at", d."last_error"
         from "groups"."event_deliveries" d join "groups"."events" e on e."id" = d."event_id"
         where e."type" = 'group.deleted' and e."payload"->>'groupId' = $1
           and d."subscriber" = $2`,
        [groupId, subscriber],
      )
    ).rows;

  beforeAll(async () => {
    database = await createTestDatabase('e2e_events');
    sql = new pg.Client({ connectionString: database.url });
    await sql.connect();
    [groupsPort, songsPort, schedulesPort] = [await freePort(), await freePort(), await freePort()];
    await startService('groups', {
      PORT: String(groupsPort),
      PUBLIC_URL: 'http://localhost:3000',
      EVENT_SUBSCRIBERS: [
        `songs:group.deleted=http://127.0.0.1:${songsPort}`,
        `schedules:group.deleted=http://127.0.0.1:${schedulesPort}`,
      ].join(','),
    });
    await startSongs();
    await startSchedules();
  });

  afterAll(async () => {
    for (const name of [...running.keys()]) await stopService(name);
    await sql?.end();
    await database?.drop();
  });

  it('reaches songs right away while it is up', async () => {
    const userId = crypto.randomUUID();
    const { groupId, songId } = await groupWithSong(userId, 'Morning');
    await deleteGroup(userId, groupId);
    await vi.waitFor(
      async () => expect(await songGroup(userId, songId)).toEqual({ groupId: null }),
      {
        timeout: 5_000,
        interval: 50,
      },
    );
    // Recorded once songs has answered.
    await vi.waitFor(async () =>
      expect(await deliveries(groupId, 'songs')).toEqual([
        { subscriber: 'songs', attempts: 1, delivered_at: expect.any(Date), last_error: null },
      ]),
    );
  });

  it('catches up once songs is started again', async () => {
    const userId = crypto.randomUUID();
    const { groupId, songId } = await groupWithSong(userId, 'Evening');
    await stopService('songs');

    await deleteGroup(userId, groupId);
    // The relay tried, failed, and keeps the delivery for later.
    await vi.waitFor(async () => {
      const [row] = await deliveries(groupId, 'songs');
      expect(row).toMatchObject({ subscriber: 'songs', delivered_at: null });
      expect(row.attempts).toBeGreaterThanOrEqual(1);
      expect(row.last_error).toMatch(/ECONNREFUSED/);
    }, poll);
    await new Promise((resolve) => setTimeout(resolve, 1_500));

    await startSongs();
    await vi.waitFor(
      async () => expect(await songGroup(userId, songId)).toEqual({ groupId: null }),
      poll,
    );
    await vi.waitFor(async () => {
      const [row] = await deliveries(groupId, 'songs');
      expect(row).toMatchObject({
        subscriber: 'songs',
        delivered_at: expect.any(Date),
        last_error: null,
      });
      expect(row.attempts).toBeGreaterThanOrEqual(2);
    });
    const inbox = await sql.query(
      `select i."type", i."source" from "songs"."inbox" i join "groups"."events" e on e."id" = i."event_id"
       where e."payload"->>'groupId' = $1`,
      [groupId],
    );
    expect(inbox.rows).toEqual([{ type: 'group.deleted', source: 'groups' }]);
  });

  /** A schedule of the group with the group's song in it, rated by its creator. */
  async function scheduleWithSong(userId: string, groupId: string, songId: string) {
    const { createSchedule } = await graphql(
      schedulesPort,
      userId,
      'mutation ($groupId: ID!) { createSchedule(groupId: $groupId, input: { name: "Vespers" }) { id } }',
      { groupId },
    );
    const id = createSchedule.id as string;
    const { addScheduleSongs } = await graphql(
      schedulesPort,
      userId,
      'mutation ($id: ID!, $songIds: [ID!]!) { addScheduleSongs(scheduleId: $id, songIds: $songIds) { songCount } }',
      { id, songIds: [songId] },
    );
    expect(addScheduleSongs.songCount).toBe(1);
    const { rateSchedule } = await graphql(
      schedulesPort,
      userId,
      'mutation ($id: ID!) { rateSchedule(scheduleId: $id, rating: 5) { rating { totalVotes } } }',
      { id },
    );
    expect(rateSchedule.rating.totalVotes).toBe(1);
    return id;
  }

  /** The group's rows in the schedules schema: schedules, their songs and their ratings. */
  const scheduleRows = async (groupId: string) => {
    const count = async (join: string) =>
      Number(
        (
          await sql.query(
            `select count(*)::int as n from "schedules"."schedules" s ${join} where s."group_id" = $1`,
            [groupId],
          )
        ).rows[0].n,
      );
    return {
      schedules: await count(''),
      songs: await count('join "schedules"."schedule_songs" t on t."schedule_id" = s."id"'),
      ratings: await count('join "schedules"."ratings" t on t."schedule_id" = s."id"'),
    };
  };

  it('deletes the schedules of the group once schedules is started again; a repeat is a no-op', async () => {
    const userId = crypto.randomUUID();
    const gone = await groupWithSong(userId, 'Night');
    const kept = await groupWithSong(userId, 'Dawn');
    await scheduleWithSong(userId, gone.groupId, gone.songId);
    const keptSchedule = await scheduleWithSong(userId, kept.groupId, kept.songId);
    const one = { schedules: 1, songs: 1, ratings: 1 };
    const none = { schedules: 0, songs: 0, ratings: 0 };
    expect(await scheduleRows(gone.groupId)).toEqual(one);
    expect(await scheduleRows(kept.groupId)).toEqual(one);

    await stopService('schedules');
    await deleteGroup(userId, gone.groupId);
    await vi.waitFor(async () => {
      const [row] = await deliveries(gone.groupId, 'schedules');
      expect(row).toMatchObject({ subscriber: 'schedules', delivered_at: null });
      expect(row.attempts).toBeGreaterThanOrEqual(1);
      expect(row.last_error).toMatch(/ECONNREFUSED/);
    }, poll);
    // Nothing could delete them meanwhile.
    expect(await scheduleRows(gone.groupId)).toEqual(one);

    await startSchedules();
    await vi.waitFor(async () => expect(await scheduleRows(gone.groupId)).toEqual(none), poll);
    await vi.waitFor(async () => {
      const [row] = await deliveries(gone.groupId, 'schedules');
      expect(row).toMatchObject({ delivered_at: expect.any(Date), last_error: null });
      expect(row.attempts).toBeGreaterThanOrEqual(2);
    });
    expect(await scheduleRows(kept.groupId)).toEqual(one);
    const inbox = async () =>
      (
        await sql.query(
          `select i."type", i."source" from "schedules"."inbox" i
           join "groups"."events" e on e."id" = i."event_id" where e."payload"->>'groupId' = $1`,
          [gone.groupId],
        )
      ).rows;
    expect(await inbox()).toEqual([{ type: 'group.deleted', source: 'groups' }]);

    // The same event delivered again, signed as groups' relay signs it: recognised, no change.
    const {
      rows: [event],
    } = await sql.query(
      `select "id", "type", "payload", "created_at" from "groups"."events"
       where "type" = 'group.deleted' and "payload"->>'groupId' = $1`,
      [gone.groupId],
    );
    const body = JSON.stringify({
      id: event.id,
      type: event.type,
      payload: event.payload,
      occurredAt: event.created_at.toISOString(),
    });
    const again = await fetch(`http://127.0.0.1:${schedulesPort}/internal/events`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-event-token': signEventDelivery(body, {
          secret,
          source: 'groups',
          destination: 'schedules',
        }),
      },
      body,
    });
    expect({ status: again.status, body: await again.json() }).toEqual({
      status: 200,
      body: { status: 'duplicate' },
    });
    expect(await inbox()).toEqual([{ type: 'group.deleted', source: 'groups' }]);
    expect(await scheduleRows(gone.groupId)).toEqual(none);
    expect(await scheduleRows(kept.groupId)).toEqual(one);
    const { schedule } = await graphql(
      schedulesPort,
      userId,
      'query ($id: ID!) { schedule(id: $id) { songCount rating { averageRating totalVotes } } }',
      { id: keptSchedule },
    );
    expect(schedule).toEqual({ songCount: 1, rating: { averageRating: 5, totalVotes: 1 } });
  });
});
