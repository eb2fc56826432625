import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Express } from 'express';
import pg from 'pg';
import { signViewer, VIEWER_HEADER, type Viewer } from './viewer-token';

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

/** A loopback port nothing listens on right now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((done) => server.close(() => done()));
  return port;
}

/** An embedded PostgreSQL (PGlite) instance: its `postgres://` URL, and how to stop it. */
export interface EmbeddedPostgres {
  url: string;
  stop(): Promise<void>;
}

/**
 * `npm start`'s own PGlite starter (scripts/lib/embedded-postgres.mjs), loaded at run time:
 * PGlite is a root devDependency, never one of the kit's, so no service image carries it.
 * From src/ (Vitest) and dist/ alike, the repository root is three folders up.
 */
async function loadEmbeddedPostgres(): Promise<
  (options: { dataDir: string; port: number }) => Promise<EmbeddedPostgres>
> {
  const file = resolve(__dirname, '../../../scripts/lib/embedded-postgres.mjs');
  const module = (await import(pathToFileURL(file).href)) as {
    startEmbeddedPostgres: (options: {
      dataDir: string;
      port: number;
    }) => Promise<EmbeddedPostgres>;
  };
  return module.startEmbeddedPostgres;
}

/**
 * An embedded PGlite (as `npm start` runs it) on a fresh temporary directory and a free port,
 * for tests that check migrations and queries work on it too. `stop()` also removes the
 * directory. Connect with a pool of one.
 */
export async function startTestPglite(prefix = 'pglite-'): Promise<EmbeddedPostgres> {
  const dataDir = await mkdtemp(join(tmpdir(), prefix));
  const removeDir = () => rm(dataDir, { recursive: true, force: true });
  try {
    const startEmbeddedPostgres = await loadEmbeddedPostgres();
    const embedded = await startEmbeddedPostgres({ dataDir, port: await freePort() });
    return {
      url: embedded.url,
      async stop() {
        await embedded.stop();
        await removeDir();
      },
    };
  } catch (error) {
    await removeDir();
    throw error;
  }
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
