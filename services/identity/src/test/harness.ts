import { createLogger, signViewer, VIEWER_HEADER, type Viewer } from '@worship/subgraph-kit';
import { startServiceForTest, TEST_VIEWER_SECRET } from '@worship/subgraph-kit/testing';
import { createIdentityApp } from '../app';
import type { IdentityConfig } from '../config';
import { openIdentityDatabase } from '../database';
import type { UserJson } from '../user/user.type';

export interface HttpResult<T = Record<string, unknown>> {
  status: number;
  body: T;
}

/**
 * The identity app on its own fresh database (the kit's startServiceForTest), with its internal
 * routes as the gateway calls them. Call close() in afterAll: it stops the server and drops the
 * database.
 */
export async function startIdentity(
  prefix: string,
  config: Partial<
    Pick<IdentityConfig, 'ADMIN_EMAILS' | 'SESSION_IDLE_MINUTES' | 'SESSION_ABSOLUTE_DAYS'>
  > = {},
) {
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
          ADMIN_EMAILS: [],
          SESSION_IDLE_MINUTES: 10_080,
          SESSION_ABSOLUTE_DAYS: 30,
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

  const viewerOf = (user: UserJson | null): Viewer | null =>
    user ? { userId: user.id, isAdmin: user.isAdmin } : { userId: null, isAdmin: false };

  return {
    ...client,
    internal,
    register,
    /** GraphQL as a given user (null user = anonymous viewer). */
    graphqlAs: <T = Record<string, unknown>>(
      user: UserJson | null,
      query: string,
      variables: Record<string, unknown> = {},
    ) => client.graphql<T>(query, variables, viewerOf(user)),
    /** Raw SQL through the ORM's connection (schema-qualified, `?` parameters). */
    sql: <T = Record<string, unknown>>(query: string, params: unknown[] = []) =>
      orm.em.getConnection().execute<T[]>(query, params),
  };
}

export type IdentityHarness = Awaited<ReturnType<typeof startIdentity>>;
