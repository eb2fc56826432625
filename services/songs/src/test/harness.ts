import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  createLogger,
  MEMBERSHIPS_PATH,
  VIEWER_HEADER,
  verifyViewer,
  type Viewer,
} from '@worship/subgraph-kit';
import {
  startServiceForTest,
  TEST_VIEWER_SECRET,
  type Json,
  type TestUser,
} from '@worship/subgraph-kit/testing';
import { createSongsApp } from '../app';
import { openSongsDatabase } from '../database';

export { ANON, codeOf, newUser, type TestUser } from '@worship/subgraph-kit/testing';

/**
 * A real HTTP server answering groups' `GET /internal/memberships` contract (signed viewer header
 * → `{groupIds}` in joining order) from memberships the test sets. Songs' code may not import
 * the groups service; the kit's client is tested against the real groups route
 * (services/groups/src/member/member.internal.test.ts).
 */
async function startGroupsStandIn() {
  const memberships = new Map<string, string[]>();
  /** Each group's owner (its creator), for the owners' rights. */
  const owners = new Map<string, string>();
  const calls: (string | null)[] = [];
  let failing = false;
  const server = createServer((req, res) => {
    const viewer = verifyViewer(
      req.headers[VIEWER_HEADER] as string | undefined,
      TEST_VIEWER_SECRET,
    );
    if (req.method !== 'GET' || req.url !== MEMBERSHIPS_PATH) {
      res.writeHead(404).end();
      return;
    }
    if (!viewer) {
      res.writeHead(401, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: 'Unauthorized' }));
      return;
    }
    calls.push(viewer.userId);
    if (failing) {
      res.writeHead(500, { 'content-type': 'application/json' }).end('{}');
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    const groupIds = viewer.userId ? (memberships.get(viewer.userId) ?? []) : [];
    const ownedGroupIds = groupIds.filter((id) => owners.get(id) === viewer.userId);
    res.end(JSON.stringify({ groupIds, ownedGroupIds }));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    memberships,
    owners,
    calls,
    setFailing(value: boolean) {
      failing = value;
    },
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

/** A valid song input (one stanza), with overrides. */
export function songInput(overrides: Json = {}): Json {
  return {
    title: 'Amazing Grace',
    language: 'english',
    stanzas: [{ lyrics: 'Amazing grace, how sweet the sound', transliterations: [] }],
    ...overrides,
  };
}

export const SONG_FIELDS = `id title language author artist key tempo copyright ccliNumber lyrics
  transliteration translation isPublic groupId createdBy createdAt updatedAt
  category { id name color } creator { id }
  stanzas { id position lyrics transliterations { language text } }`;

/**
 * A songs service on a fresh database (the kit's startServiceForTest: GraphQL as a viewer, rows
 * read back, the ORM's queries) with a groups stand-in, and the song flows its tests build on.
 */
export async function startSongsService(prefix = 'songs') {
  const groups = await startGroupsStandIn();
  const service = await startServiceForTest({
    prefix,
    openDatabase: openSongsDatabase,
    createApp: (orm) =>
      createSongsApp({
        orm,
        logger: createLogger('songs-test', 'silent'),
        config: {
          VIEWER_SIGNING_SECRET: TEST_VIEWER_SECRET,
          GROUPS_URL: groups.url,
          production: false,
        },
      }),
  });
  const { ok, rows } = service;

  /**
   * A new group id with these members, in joining order (as groups would answer); the first
   * member is its owner (creator), as in groups.
   */
  function group(...members: TestUser[]): string {
    const id = randomUUID();
    if (members[0]) groups.owners.set(id, members[0].userId);
    for (const member of members) join(member, id);
    return id;
  }

  function join(member: TestUser, groupId: string) {
    groups.memberships.set(member.userId, [
      ...(groups.memberships.get(member.userId) ?? []),
      groupId,
    ]);
  }

  function leave(member: TestUser, groupId: string) {
    groups.memberships.set(
      member.userId,
      (groups.memberships.get(member.userId) ?? []).filter((id) => id !== groupId),
    );
  }

  async function createSong(creator: Viewer, overrides: Json = {}, fields = SONG_FIELDS) {
    const data = await ok<{ createSong: Json }>(
      `mutation($input: CreateSongInput!) { createSong(input: $input) { ${fields} } }`,
      { input: songInput(overrides) },
      creator,
    );
    return data.createSong;
  }

  async function createCategory(creator: Viewer, name: string, color?: string) {
    const data = await ok<{ createCategory: Json }>(
      `mutation($input: CategoryInput!) { createCategory(input: $input) { id name color createdBy createdAt canEdit } }`,
      { input: { name, color } },
      creator,
    );
    return data.createCategory;
  }

  /** Every row of every table, to assert that a refused call changed nothing. */
  async function snapshot() {
    const result: Record<string, unknown[]> = {};
    for (const table of ['songs', 'stanzas', 'transliterations', 'categories', 'search_words']) {
      result[table] = await rows(`select * from "songs"."${table}" order by 1`);
    }
    return result;
  }

  return {
    ...service,
    groups,
    group,
    join,
    leave,
    createSong,
    createCategory,
    snapshot,
    async close() {
      await service.close();
      await groups.close();
    },
  };
}

export type SongsService = Awaited<ReturnType<typeof startSongsService>>;
