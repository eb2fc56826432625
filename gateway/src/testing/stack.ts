import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { createTestDatabase, freePort, TEST_VIEWER_SECRET } from '@worship/subgraph-kit/testing';
import { createLogger } from '@worship/subgraph-kit';
import { createGatewayApp } from '../app';
import { loadGatewayConfig } from '../config';

const repoRoot = resolve(__dirname, '../../..');

/** The services the gateway needs, spawned from their builds (`npx tsc -b services/<name>`). */
const SERVICES = [
  { name: 'identity', urlVar: 'IDENTITY_URL' },
  { name: 'groups', urlVar: 'GROUPS_URL' },
  { name: 'songs', urlVar: 'SONGS_URL' },
  { name: 'schedules', urlVar: 'SCHEDULES_URL' },
] as const;

async function waitReady(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url} exited early:\n${output()}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} not ready in time:\n${output()}`);
}

export interface StackResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export interface RequestOptions {
  body?: unknown;
  form?: Record<string, string>;
  cookie?: string;
  headers?: Record<string, string>;
  redirect?: 'manual' | 'follow';
}

export interface TestUser {
  cookie: string;
  user: { id: string; email: string; isAdmin: boolean; firstName: string; lastName: string };
  email: string;
  password: string;
}

export interface TestStack {
  baseUrl: string;
  databaseUrl: string;
  /** SQL on the stack's database (schema-qualified, `$1` parameters): what was stored, or set-up. */
  sql<R extends pg.QueryResultRow = Record<string, any>>(
    text: string,
    params?: unknown[],
  ): Promise<R[]>;
  request<T = any>(
    method: string,
    path: string,
    options?: RequestOptions,
  ): Promise<StackResponse<T>>;
  graphql<T = any>(
    query: string,
    variables?: Record<string, unknown>,
    cookie?: string,
  ): Promise<StackResponse<{ data?: T; errors?: any[] }>>;
  /** Registers a fresh account and returns its session cookie. */
  signUp(
    overrides?: Partial<{ email: string; firstName: string; lastName: string }>,
  ): Promise<TestUser>;
  /**
   * Another gateway replica on the same services, in this process (`env` on top of the stack's;
   * `GROUPS_URL` may point it elsewhere). Stopped with the stack.
   */
  startGateway(env?: Record<string, string>): Promise<Pick<TestStack, 'baseUrl' | 'request'>>;
  /** The services' base URLs, by variable (IDENTITY_URL, GROUPS_URL, SONGS_URL, SCHEDULES_URL). */
  serviceUrls: Readonly<Record<string, string>>;
  /** Makes `user` a site admin as an operator does: `npm run admin -- grant <email>`. */
  grantAdmin(user: TestUser): Promise<TestUser>;
  /** Creates a group as `user` (set-up: throws unless 201). */
  createGroup(user: TestUser, name: string): Promise<{ id: string }>;
  /** POSTs `body` to `path` as `user` and answers what it created (set-up: throws unless 201). */
  created<T = { id: string }>(user: TestUser, path: string, body: unknown): Promise<T>;
  /** A new group of `creator` that `members` joined through an invite link: its id. */
  groupOf(creator: TestUser, ...members: TestUser[]): Promise<string>;
  /** `user` joins `groupId` through an invite link `inviter` makes (set-up: throws unless 200). */
  joinGroup(user: TestUser, inviter: TestUser, groupId: string): Promise<void>;
  stop(): Promise<void>;
}

/** `sid=...` from a response's Set-Cookie, ready to send back as a Cookie header. */
export function sessionCookie(headers: Headers): string | undefined {
  const line = headers.getSetCookie().find((c) => c.startsWith('sid='));
  return line?.split(';')[0];
}

/**
 * Boots the real topology for contract tests: a fresh PostgreSQL database, each service as
 * its own process over HTTP, and the gateway in this process on a free port. The gateway
 * serves the committed gateway/supergraph.graphql (scripts/supergraph.test.mjs fails when it
 * no longer matches the subgraphs).
 */
export async function startStack(
  options: {
    env?: Record<string, string>;
    /** Relay domain events between the services as `npm start` does (scripts/lib/topology.mjs). */
    events?: boolean;
  } = {},
): Promise<TestStack> {
  const database = await createTestDatabase('stack');
  const gatewayPort = await freePort();
  const baseUrl = `http://127.0.0.1:${gatewayPort}`;
  const children: ChildProcess[] = [];
  const serviceUrls: Record<string, string> = {};
  const gateways: { server: Server; stop: () => Promise<void> }[] = [];
  /** Opened by the first `sql` call. */
  let db: Promise<pg.Client> | undefined;

  const stop = async () => {
    await (await db)?.end();
    for (const gateway of gateways) {
      await new Promise<void>((done) => gateway.server.close(() => done()));
      await gateway.stop();
    }
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((done) => {
            if (child.exitCode !== null) return done();
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      ),
    );
    await database.drop();
  };

  const startGatewayOn = async (port: number, env: Record<string, string> = {}) => {
    const url = `http://127.0.0.1:${port}`;
    const config = loadGatewayConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      VIEWER_SIGNING_SECRET: TEST_VIEWER_SECRET,
      ...serviceUrls,
      ...env,
    });
    const gateway = await createGatewayApp(config, createLogger('gateway', 'warn'));
    const server = gateway.app.listen(port, '127.0.0.1');
    // A test that builds a large body synchronously stalls this process (client and gateway
    // alike) for seconds on a busy machine; with Node's 5 s default the server could close a
    // kept-alive connection just as fetch reuses it (ECONNRESET). A minute outlasts any stall.
    server.keepAliveTimeout = 60_000;
    gateways.push({ server, stop: gateway.stop });
    await new Promise<void>((done, fail) => {
      server.once('listening', () => done());
      server.once('error', fail);
    });
    return url;
  };

  try {
    // Every service learns every other one's URL up front (songs asks groups for memberships),
    // so they can start together.
    const ports = await Promise.all(SERVICES.map(() => freePort()));
    SERVICES.forEach((service, i) => {
      serviceUrls[service.urlVar] = `http://127.0.0.1:${ports[i]}`;
    });
    // One list for every service: each producer only sends the types it writes.
    const events = options.events
      ? {
          EVENT_SUBSCRIBERS: [
            `groups:user.deleted=${serviceUrls.GROUPS_URL}`,
            `songs:group.deleted+user.deleted+song.uses-changed=${serviceUrls.SONGS_URL}`,
            `schedules:group.deleted+member.departed+group.time-zone-changed+user.deleted=${serviceUrls.SCHEDULES_URL}`,
          ].join(','),
        }
      : {};
    await Promise.all(
      SERVICES.map(async (service, i) => {
        const port = ports[i]!;
        let output = '';
        const child = spawn(
          process.execPath,
          [join(repoRoot, 'services', service.name, 'dist', 'main.js')],
          {
            env: {
              ...process.env,
              NODE_ENV: 'test',
              LOG_LEVEL: 'warn',
              HOST: '127.0.0.1',
              PORT: String(port),
              DATABASE_URL: database.url,
              DB_POOL_MAX: '5',
              VIEWER_SIGNING_SECRET: TEST_VIEWER_SECRET,
              PUBLIC_URL: baseUrl,
              ...serviceUrls,
              ...events,
              ...options.env,
            },
            stdio: ['ignore', 'pipe', 'pipe'],
          },
        );
        child.stdout?.on('data', (d) => (output += d));
        child.stderr?.on('data', (d) => (output += d));
        children.push(child);
        await waitReady(`${serviceUrls[service.urlVar]}/readyz`, child, () => output);
      }),
    );

    await startGatewayOn(gatewayPort, options.env);
  } catch (error) {
    await stop();
    throw error;
  }

  const requestTo =
    (base: string): TestStack['request'] =>
    async (method, path, opts = {}) => {
      const headers: Record<string, string> = { ...opts.headers };
      let body: string | undefined;
      if (opts.form) {
        headers['content-type'] = 'application/x-www-form-urlencoded';
        body = new URLSearchParams(opts.form).toString();
      } else if (opts.body !== undefined) {
        headers['content-type'] ??= 'application/json';
        body = typeof opts.body === 'string' ? opts.body : JSON.stringify(opts.body);
      }
      if (opts.cookie) headers.cookie = opts.cookie;
      const res = await fetch(`${base}${path}`, {
        method,
        headers,
        body,
        redirect: opts.redirect ?? 'manual',
      });
      const text = await res.text();
      let parsed: unknown = text;
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {
        // not JSON: keep the text
      }
      return { status: res.status, headers: res.headers, body: parsed as never, text };
    };
  const request = requestTo(baseUrl);

  const stack: TestStack = {
    baseUrl,
    databaseUrl: database.url,
    serviceUrls,
    async startGateway(env = {}) {
      const url = await startGatewayOn(await freePort(), { ...options.env, ...env });
      return { baseUrl: url, request: requestTo(url) };
    },
    async sql(text, params = []) {
      db ??= (async () => {
        const client = new pg.Client({ connectionString: database.url });
        await client.connect();
        return client;
      })();
      return (await (await db).query(text, params)).rows;
    },
    request,
    graphql: (query, variables = {}, cookie) =>
      request('POST', '/graphql', { body: { query, variables }, cookie }),
    async signUp(overrides = {}) {
      const email = overrides.email ?? `user-${randomBytes(6).toString('hex')}@example.com`;
      const password = 'correct horse battery staple';
      const res = await request<TestUser['user']>('POST', '/api/register', {
        body: {
          email,
          password,
          firstName: overrides.firstName ?? 'Test',
          lastName: overrides.lastName ?? 'User',
        },
      });
      const cookie = sessionCookie(res.headers);
      if (res.status !== 200 || !cookie)
        throw new Error(`sign-up failed: ${res.status} ${res.text}`);
      return { cookie, user: res.body, email, password };
    },
    async grantAdmin(user) {
      const result = spawnSync(
        process.execPath,
        [join(repoRoot, 'scripts', 'admin.mjs'), 'grant', user.email],
        { env: { ...process.env, IDENTITY_DATABASE_URL: database.url }, encoding: 'utf8' },
      );
      if (result.status !== 0) throw new Error(`admin grant failed: ${result.stderr}`);
      return { ...user, user: { ...user.user, isAdmin: true } };
    },
    async createGroup(user, name) {
      const res = await request('POST', '/api/groups', { cookie: user.cookie, body: { name } });
      if (res.status !== 201) throw new Error(`create group failed: ${res.status} ${res.text}`);
      return res.body as { id: string };
    },
    async created<T>(user: TestUser, path: string, body: unknown) {
      const res = await request('POST', path, { cookie: user.cookie, body });
      if (res.status !== 201) throw new Error(`POST ${path} failed: ${res.status} ${res.text}`);
      return res.body as T;
    },
    async groupOf(creator, ...members) {
      const group = await stack.createGroup(creator, `Team ${randomUUID().slice(0, 6)}`);
      for (const joiner of members) await stack.joinGroup(joiner, creator, group.id);
      return group.id;
    },
    async joinGroup(user, inviter, groupId) {
      const invite = await request('POST', `/api/groups/${groupId}/invite`, {
        cookie: inviter.cookie,
        body: { emails: [] },
      });
      if (invite.status !== 200) throw new Error(`invite failed: ${invite.status} ${invite.text}`);
      const token = (invite.body.inviteLink as string).split('/').pop();
      const res = await request('POST', `/api/groups/join/${token}`, { cookie: user.cookie });
      if (res.status !== 200) throw new Error(`join failed: ${res.status} ${res.text}`);
    },
    stop,
  };
  return stack;
}
