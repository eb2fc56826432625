// Domain events across services (DESIGN §4 "Cross-service effects", kit events/): a group
// deleted in groups reaches songs through groups' outbox relay, and the group's songs stay with
// their creators with no group. First through the app as `npm start` runs it (PGlite, the
// topology's EVENT_SUBSCRIBERS), then with groups and songs as separate processes from their
// builds on the PostgreSQL server, songs being down when the group is deleted.
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

describe('a deleted group while songs is down', () => {
  const secret = 'domain-events-e2e-secret-0123456789abcdef';
  let database: { url: string; drop(): Promise<void> };
  let sql: import('pg').Client;
  let groupsPort: number;
  let songsPort: number;
  const running = new Map<string, { child: ChildProcess; output: () => string }>();

  /** Starts `services/<name>/dist/main.js` as its own process and waits for /readyz. */
  async function startService(name: 'groups' | 'songs', env: Record<string, string>) {
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

  const deliveries = async (groupId: string) =>
    (
      await sql.query(
        `select d."subscriber", d."attempts", d."delivered_at", d."last_error"
         from "groups"."event_deliveries" d join "groups"."events" e on e."id" = d."event_id"
         where e."type" = 'group.deleted' and e."payload"->>'groupId' = $1`,
        [groupId],
      )
    ).rows;

  beforeAll(async () => {
    database = await createTestDatabase('e2e_events');
    sql = new pg.Client({ connectionString: database.url });
    await sql.connect();
    [groupsPort, songsPort] = [await freePort(), await freePort()];
    await startService('groups', {
      PORT: String(groupsPort),
      PUBLIC_URL: 'http://localhost:3000',
      EVENT_SUBSCRIBERS: `songs:group.deleted=http://127.0.0.1:${songsPort}`,
    });
    await startSongs();
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
      expect(await deliveries(groupId)).toEqual([
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
      const [row] = await deliveries(groupId);
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
      const [row] = await deliveries(groupId);
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
});
