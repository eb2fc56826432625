import {
  CO_MEMBERS_PATH,
  createLogger,
  signViewer,
  VIEWER_HEADER,
  type Viewer,
} from '@worship/subgraph-kit';
import {
  startServiceForTest,
  startStandInForTest,
  TEST_VIEWER_SECRET,
} from '@worship/subgraph-kit/testing';
import { createIdentityApp } from '../app';
import type { IdentityConfig } from '../config';
import { openIdentityDatabase } from '../database';
import type { UserJson } from '../user/user.type';

export interface HttpResult<T = Record<string, unknown>> {
  status: number;
  body: T;
}

/**
 * A real HTTP server answering groups' `POST /internal/co-members` contract (signed viewer
 * header, `{userIds}` → the ones sharing a group with the viewer) from pairs the test sets.
 * Identity may not import the groups service; the kit's client is tested against the real
 * groups route (services/groups/src/member/member.internal.test.ts).
 */
async function startGroupsStandIn() {
  const pairs = new Set<string>();
  const calls: { viewer: string | null; userIds: string[] }[] = [];
  const standIn = await startStandInForTest(TEST_VIEWER_SECRET, {
    coMembers: {
      method: 'POST',
      path: CO_MEMBERS_PATH,
      answer: (viewer, body) => {
        const { userIds } = body as { userIds: string[] };
        calls.push({ viewer: viewer.userId, userIds });
        return { userIds: userIds.filter((id) => pairs.has(`${viewer.userId}:${id}`)) };
      },
    },
  });
  return {
    ...standIn,
    calls,
    /** From now on these two users share a group. */
    shareGroup(a: string, b: string) {
      pairs.add(`${a}:${b}`);
      pairs.add(`${b}:${a}`);
    },
  };
}

/**
 * The identity app on its own fresh database (the kit's startServiceForTest), with its internal
 * routes as the gateway calls them. Call close() in afterAll: it stops the server and drops the
 * database.
 */
export async function startIdentity(
  prefix: string,
  config: Partial<
    Pick<
      IdentityConfig,
      'SESSION_IDLE_MINUTES' | 'SESSION_ABSOLUTE_DAYS' | 'AUTH_RATE_LIMIT_PER_MINUTE'
    >
  > = {},
) {
  const groups = await startGroupsStandIn();
  const client = await startServiceForTest({
    prefix,
    openDatabase: openIdentityDatabase,
    poolMax: 4,
    createApp: (orm) =>
      createIdentityApp({
        orm,
        logger: createLogger('identity-test', 'silent'),
        config: {
          production: false,
          VIEWER_SIGNING_SECRET: TEST_VIEWER_SECRET,
          SESSION_IDLE_MINUTES: 10_080,
          SESSION_ABSOLUTE_DAYS: 30,
          GROUPS_URL: groups.url,
          // Tests register many accounts from one address; throttle.test.ts sets its own.
          AUTH_RATE_LIMIT_PER_MINUTE: 1000,
          ...config,
        },
      }),
  });
  const { orm } = client;

  /** POST to an internal route as the gateway would (signed anonymous viewer), or unsigned. */
  async function internal<T = Record<string, unknown>>(
    path: string,
    body: unknown,
    options: { signed?: boolean; raw?: string; contentType?: string } = {},
  ): Promise<HttpResult<T>> {
    const headers: Record<string, string> = {
      'content-type': options.contentType ?? 'application/json',
    };
    if (options.signed !== false) {
      headers[VIEWER_HEADER] = signViewer({ userId: null, isAdmin: false }, TEST_VIEWER_SECRET);
    }
    const res = await fetch(`${client.baseUrl}/internal${path}`, {
      method: 'POST',
      headers,
      body: options.raw ?? JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T };
  }

  let counter = 0;
  /** Registers an account and returns its user JSON and session token. */
  async function register(overrides: Record<string, unknown> = {}) {
    counter += 1;
    const result = await internal<{ user: UserJson; sessionToken: string }>('/register', {
      email: `user${counter}-${Date.now()}@example.org`,
      password: 'correct horse battery',
      firstName: 'Test',
      lastName: `User ${counter}`,
      ...overrides,
    });
    if (result.status !== 200) throw new Error(`register failed: ${JSON.stringify(result.body)}`);
    return result.body;
  }

  /** A signed-in user as the gateway forwards a browser session (or, with `via`, otherwise). */
  const viewerOf = (user: UserJson | null, via: Viewer['via'] = 'session'): Viewer | null =>
    user ? { userId: user.id, isAdmin: user.isAdmin, via } : { userId: null, isAdmin: false };

  return {
    ...client,
    /** The groups stand-in: who shares a group with whom, and the calls identity made. */
    groups,
    close: async () => {
      await client.close();
      await groups.close();
    },
    internal,
    register,
    /** GraphQL as a given user (null user = anonymous viewer). */
    graphqlAs: <T = Record<string, unknown>>(
      user: UserJson | null,
      query: string,
      variables: Record<string, unknown> = {},
    ) => client.graphql<T>(query, variables, viewerOf(user)),
    /** GraphQL as a user authenticated some other way: an API key, or no method at all. */
    graphqlVia: <T = Record<string, unknown>>(
      user: UserJson,
      via: Viewer['via'],
      query: string,
      variables: Record<string, unknown> = {},
    ) => client.graphql<T>(query, variables, { userId: user.id, isAdmin: user.isAdmin, via }),
    /** Raw SQL through the ORM's connection (schema-qualified, `?` parameters). */
    sql: <T = Record<string, unknown>>(query: string, params: unknown[] = []) =>
      orm.em.getConnection().execute<T[]>(query, params),
  };
}

export type IdentityHarness = Awaited<ReturnType<typeof startIdentity>>;
