import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  createLogger,
  MEMBERSHIPS_PATH,
  VIEWER_HEADER,
  verifyViewer,
  VISIBLE_SONGS_PATH,
  type Viewer,
} from '@worship/subgraph-kit';
import {
  startServiceForTest,
  TEST_VIEWER_SECRET,
  testMemberships,
  type Json,
  type TestUser,
} from '@worship/subgraph-kit/testing';
import { createSchedulesApp } from '../app';
import { openSchedulesDatabase } from '../database';

export { ANON, codeOf, newUser, type TestUser } from '@worship/subgraph-kit/testing';

async function bodyOf(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

/**
 * One real HTTP server answering the two routes schedules calls, from what the test sets:
 * groups' `GET /internal/memberships` (signed viewer → `{groupIds}`) and songs'
 * `POST /internal/songs/visible` (`{ids}` → the ids the viewer may see). Schedules' code may not
 * import those services; their routes are tested where they live
 * (services/groups/src/member/member.internal.test.ts, services/songs/src/song/song.internal.test.ts).
 */
async function startNeighbours() {
  const memberships = testMemberships();
  /** Song id → who may see it: user ids, or 'anyone' for a public song. */
  const songs = new Map<string, Set<string> | 'anyone'>();
  const calls = { memberships: 0, visible: [] as string[][] };
  /** Which neighbour answers 500 for now. */
  const failing = { groups: false, songs: false };
  const server = createServer((req, res) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    };
    const viewer = verifyViewer(
      req.headers[VIEWER_HEADER] as string | undefined,
      TEST_VIEWER_SECRET,
    );
    if (!viewer) return send(401, { message: 'Unauthorized' });
    if (req.method === 'GET' && req.url === MEMBERSHIPS_PATH) {
      if (failing.groups) return send(500, { message: 'Internal server error' });
      calls.memberships += 1;
      return send(200, { groupIds: memberships.groupIdsOf(viewer.userId) });
    }
    if (req.method === 'POST' && req.url === VISIBLE_SONGS_PATH) {
      if (failing.songs) return send(500, { message: 'Internal server error' });
      void bodyOf(req).then((body) => {
        const { ids } = body as { ids: string[] };
        calls.visible.push(ids);
        send(200, {
          ids: ids.filter((id) => {
            const seers = songs.get(id);
            return seers === 'anyone' || (!!viewer.userId && !!seers?.has(viewer.userId));
          }),
        });
      });
      return;
    }
    send(404, { message: 'Not found' });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    memberships,
    songs,
    calls,
    setFailing(value: boolean, only?: keyof typeof failing) {
      if (only !== 'songs') failing.groups = value;
      if (only !== 'groups') failing.songs = value;
    },
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

export const SCHEDULE_FIELDS = `id name isPublic groupId shareToken createdBy createdAt updatedAt
  songCount creator { id } songs { id order songId addedAt song { id } }
  rating { averageRating totalVotes } viewerRating`;

/**
 * A schedules service on a fresh database (the kit's startServiceForTest: GraphQL as a viewer,
 * rows read back, the ORM's queries) with groups and songs stand-ins, and the flows its tests
 * build on.
 */
export async function startSchedulesService(prefix = 'schedules', poolMax = 5) {
  const neighbours = await startNeighbours();
  const service = await startServiceForTest({
    prefix,
    poolMax,
    openDatabase: openSchedulesDatabase,
    createApp: (orm) =>
      createSchedulesApp({
        orm,
        logger: createLogger('schedules-test', 'silent'),
        config: {
          VIEWER_SIGNING_SECRET: TEST_VIEWER_SECRET,
          GROUPS_URL: neighbours.url,
          SONGS_URL: neighbours.url,
          production: false,
        },
      }),
  });
  const { ok, rows } = service;

  /** A new song id that these users may see (as songs would answer). */
  function song(...seers: TestUser[]): string {
    const id = randomUUID();
    neighbours.songs.set(id, new Set(seers.map((seer) => seer.userId)));
    return id;
  }

  /** A new public song id (anyone may see it). */
  function publicSong(): string {
    const id = randomUUID();
    neighbours.songs.set(id, 'anyone');
    return id;
  }

  async function createSchedule(
    creator: Viewer,
    groupId: string,
    input: Json = { name: 'Sunday Morning Worship' },
    fields = SCHEDULE_FIELDS,
  ) {
    const data = await ok<{ createSchedule: Json }>(
      `mutation($groupId: ID!, $input: ScheduleInput!) { createSchedule(groupId: $groupId, input: $input) { ${fields} } }`,
      { groupId, input },
      creator,
    );
    return data.createSchedule;
  }

  async function addSongs(viewer: Viewer, scheduleId: string, songIds: string[]) {
    const data = await ok<{ addScheduleSongs: Json }>(
      `mutation($id: ID!, $songIds: [ID!]!) { addScheduleSongs(scheduleId: $id, songIds: $songIds) { ${SCHEDULE_FIELDS} } }`,
      { id: scheduleId, songIds },
      viewer,
    );
    return data.addScheduleSongs;
  }

  /** The schedule's song ids by order, and the orders as stored. */
  async function orders(scheduleId: string) {
    return rows<{ song_id: string; order: number }>(
      `select "song_id", "order" from "schedules"."schedule_songs" where "schedule_id" = $1
        order by "order"`,
      [scheduleId],
    );
  }

  /** Every row of every table, to assert that a refused call changed nothing. */
  const snapshot = async () =>
    Object.fromEntries(
      await Promise.all(
        ['schedules', 'schedule_songs', 'ratings'].map(
          async (table) =>
            [table, await rows(`select * from "schedules"."${table}" order by 1`)] as const,
        ),
      ),
    );

  return {
    ...service,
    neighbours,
    /** A new group id with these members (as groups would answer); join, leave. */
    group: neighbours.memberships.group,
    join: neighbours.memberships.join,
    leave: neighbours.memberships.leave,
    song,
    publicSong,
    createSchedule,
    addSongs,
    orders,
    snapshot,
    async close() {
      await service.close();
      await neighbours.close();
    },
  };
}

export type SchedulesService = Awaited<ReturnType<typeof startSchedulesService>>;
