import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Express } from 'express';
import type { GraphQLSchema } from 'graphql';
import pg from 'pg';
import { EVENT_TOKEN_HEADER, signEventDelivery } from './events/event-token';
import { emitSubgraphSdl } from './emit-sdl';
import { signViewer, VIEWER_HEADER, type Viewer } from './viewer-token';

export { startStandInForTest, type StandInRoute } from './stand-in-for-test';

export const TEST_VIEWER_SECRET = 'test-viewer-secret-0123456789abcdef0123456789';

const DEFAULT_TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * Creates a fresh database on the test server (TEST_DATABASE_URL) so each test file runs
 * isolated: files can run in parallel and repeatedly without seeing each other's rows.
 */
export async function createTestDatabase(prefix: string): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL ?? DEFAULT_TEST_DATABASE_URL;
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`
    .toLowerCase()
    .replace(/[^a-z0-9_]/g, '_');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    },
  };
}

/**
 * A module of the launcher's own helpers (scripts/lib), loaded at run time: from src/ (Vitest)
 * and dist/ alike, the repository root is three folders up.
 */
const scriptsLib = (name: string) =>
  pathToFileURL(resolve(__dirname, '../../../scripts/lib', name)).href;

/** A loopback port nothing listens on right now, outside the kernel's ephemeral range. */
export async function freePort(): Promise<number> {
  return (await import(scriptsLib('proc.mjs'))).freePort() as Promise<number>;
}

/** The tables (sorted) and index names (sorted) in one PostgreSQL schema, to check migrations. */
export async function listSchemaObjects(
  orm: MikroORM,
  schema: string,
): Promise<{ tables: string[]; indexes: string[] }> {
  const connection = orm.em.getConnection();
  const tables = await connection.execute<{ table_name: string }[]>(
    'select table_name from information_schema.tables where table_schema = ? order by table_name',
    [schema],
  );
  const indexes = await connection.execute<{ indexname: string }[]>(
    'select indexname from pg_indexes where schemaname = ? order by indexname',
    [schema],
  );
  return { tables: tables.map((t) => t.table_name), indexes: indexes.map((i) => i.indexname) };
}

export interface GraphQLResult<T = Record<string, unknown>> {
  status: number;
  data?: T;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

/** Listens on a random loopback port and returns a client that signs the viewer header. */
export async function listenForTest(app: Express) {
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    baseUrl,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    async graphql<T = Record<string, unknown>>(
      query: string,
      variables: Record<string, unknown> = {},
      viewer: Viewer | null = { userId: null, isAdmin: false },
    ): Promise<GraphQLResult<T>> {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (viewer) headers[VIEWER_HEADER] = signViewer(viewer, TEST_VIEWER_SECRET);
      const res = await fetch(`${baseUrl}/graphql`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ query, variables }),
      });
      const body = (await res.json()) as Omit<GraphQLResult<T>, 'status'>;
      return { status: res.status, ...body };
    },
  };
}

/** GraphQL and SQL results in tests: loosely typed JSON, checked by the assertions. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = Record<string, any>;

/** A signed-in viewer in a test. */
export type TestUser = Viewer & { userId: string };

export const ANON: Viewer = { userId: null, isAdmin: false };

export function newUser(isAdmin = false): TestUser {
  return { userId: randomUUID(), isAdmin };
}

/**
 * Memberships as a groups stand-in answers them (a test sets them): each user's group ids, in
 * joining order. `group(...members)` makes a new group id with these members.
 */
export function testMemberships() {
  const byUser = new Map<string, string[]>();
  const join = (member: TestUser, groupId: string) => {
    byUser.set(member.userId, [...(byUser.get(member.userId) ?? []), groupId]);
  };
  return {
    byUser,
    /** What GET /internal/memberships answers for this viewer ([] when anonymous). */
    groupIdsOf: (userId: string | null): string[] => (userId ? (byUser.get(userId) ?? []) : []),
    group(...members: TestUser[]): string {
      const id = randomUUID();
      for (const member of members) join(member, id);
      return id;
    },
    join,
    leave(member: TestUser, groupId: string) {
      byUser.set(
        member.userId,
        (byUser.get(member.userId) ?? []).filter((id) => id !== groupId),
      );
    },
  };
}

/**
 * Delivers a domain event to a consumer's `POST /internal/events` as a producer's relay does:
 * signed with TEST_VIEWER_SECRET from `source` for `destination`. Returns the event id, the
 * status and the JSON answer.
 */
export async function deliverEventForTest(
  baseUrl: string,
  event: { type: string; payload: Record<string, unknown>; id?: string },
  route: { source: string; destination: string },
) {
  const id = event.id ?? randomUUID();
  const body = JSON.stringify({
    id,
    type: event.type,
    payload: event.payload,
    occurredAt: new Date().toISOString(),
  });
  const res = await fetch(`${baseUrl}/internal/events`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [EVENT_TOKEN_HEADER]: signEventDelivery(body, { secret: TEST_VIEWER_SECRET, ...route }),
    },
    body,
  });
  return { id, status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** The error code of the first GraphQL error. */
export function codeOf(result: GraphQLResult<unknown>): unknown {
  return result.errors?.[0]?.extensions?.code;
}

/** A service's `open…Database`: connects to its schema and runs pending migrations. */
export type OpenTestDatabase<O extends MikroORM> = (options: {
  url: string;
  poolMax: number;
}) => Promise<O>;

/** A service's `create…App` on a given ORM, with the test's configuration. */
export type CreateTestApp<O extends MikroORM> = (
  orm: O,
) => Promise<{ app: Express; stop(): Promise<void> }>;

/**
 * Serves `createApp(orm)` on a loopback port. `gql` sends an operation as a viewer (anonymous
 * unless given); `ok` sends one that must succeed and returns its data (it throws with the
 * errors otherwise). `close()` stops the server and the app, not the ORM.
 */
export async function serveForTest<O extends MikroORM>(orm: O, createApp: CreateTestApp<O>) {
  const { app, stop } = await createApp(orm);
  const server = await listenForTest(app);

  async function gql<T = Json>(
    query: string,
    variables: Record<string, unknown> = {},
    viewer: Viewer | null = ANON,
  ): Promise<GraphQLResult<T>> {
    return server.graphql<T>(query, variables, viewer);
  }

  async function ok<T = Json>(
    query: string,
    variables: Record<string, unknown> = {},
    viewer: Viewer | null = ANON,
  ): Promise<T> {
    const result = await gql<T>(query, variables, viewer);
    if (result.errors?.length || !result.data) {
      throw new Error(`operation failed: ${JSON.stringify(result.errors)}`);
    }
    return result.data;
  }

  return {
    /** The service's own base URL (its internal routes). */
    baseUrl: server.baseUrl,
    /** GraphQL with an explicit viewer (null: no viewer header at all). */
    graphql: server.graphql,
    gql,
    ok,
    async close() {
      await server.close();
      await stop();
    },
  };
}

/**
 * A service on a fresh database (createTestDatabase), served by serveForTest: also `rows`, plain
 * SQL on a connection of its own (`$1` parameters) to read rows back, and `queries`, every
 * statement the ORM has sent. `close()` stops it all and drops the database.
 */
export async function startServiceForTest<O extends MikroORM>(options: {
  prefix: string;
  openDatabase: OpenTestDatabase<O>;
  createApp: CreateTestApp<O>;
  poolMax?: number;
}) {
  const database = await createTestDatabase(options.prefix);
  const orm = await options.openDatabase({ url: database.url, poolMax: options.poolMax ?? 5 });
  const served = await serveForTest(orm, options.createApp);
  const sql = new pg.Client({ connectionString: database.url });
  await sql.connect();

  const queries: string[] = [];
  orm.config.set('onQuery', (query: string) => {
    queries.push(query);
    return query;
  });

  async function rows<T = Json>(text: string, values: unknown[] = []): Promise<T[]> {
    return (await sql.query(text, values)).rows as T[];
  }

  return {
    ...served,
    orm,
    url: database.url,
    rows,
    queries,
    async close() {
      await sql.end();
      await served.close();
      await orm.close(true);
      await database.drop();
    },
  };
}

/** The test runner's suite hooks (Vitest's), passed in: the kit does not depend on a runner. */
export interface SuiteHooks {
  beforeAll(fn: () => Promise<void>): void;
  afterAll(fn: () => Promise<void>): void;
}

/**
 * A service's database for one suite, on a fresh database of the test server
 * (createTestDatabase), opened (so migrated) before its tests with a pool of `poolMax`, closed
 * and dropped after them. `orm` is the opened database's (read it inside tests and hooks).
 */
export function migratedDatabaseForSuite<O extends MikroORM>(
  hooks: SuiteHooks,
  prefix: string,
  openDatabase: OpenTestDatabase<O>,
  poolMax = 5,
): { readonly orm: O } {
  let database: TestDatabase | undefined;
  let orm: O | undefined;
  hooks.beforeAll(async () => {
    database = await createTestDatabase(prefix);
    orm = await openDatabase({ url: database.url, poolMax });
  });
  hooks.afterAll(async () => {
    await orm?.close(true);
    await database?.drop();
  });
  return {
    get orm() {
      if (!orm) throw new Error('the database opens in beforeAll');
      return orm;
    },
  };
}

/** What the migrations made of `schema` (listSchemaObjects), and the names still pending. */
export async function migratedSchema(orm: MikroORM, schema: string) {
  const pending = await orm.getMigrator().getPendingMigrations();
  return { ...(await listSchemaObjects(orm, schema)), pending: pending.map((m) => m.name) };
}

/** The SDL emitSubgraphSdl writes for `schema`, through a temporary file, to compare. */
export async function emittedSdl(schema: GraphQLSchema): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'sdl-'));
  try {
    await emitSubgraphSdl(schema, join(dir, 'schema.graphql'));
    return await readFile(join(dir, 'schema.graphql'), 'utf8');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
