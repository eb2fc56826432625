// Sign-in throttling is counted in the database, so two identity replicas on one database share
// the count (as two gateways in front of them do).
import type { MikroORM } from '@mikro-orm/postgresql';
import { createLogger, signViewer, VIEWER_HEADER } from '@worship/subgraph-kit';
import {
  createTestDatabase,
  listenForTest,
  TEST_VIEWER_SECRET,
  type TestDatabase,
} from '@worship/subgraph-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIdentityApp } from '../app';
import { openIdentityDatabase } from '../database';

const LIMIT = 3;
const MESSAGE = 'Too many attempts. Please wait a minute and try again.';

interface Replica {
  orm: MikroORM;
  baseUrl: string;
  close(): Promise<void>;
}

async function startReplica(url: string): Promise<Replica> {
  const orm = await openIdentityDatabase({ url, poolMax: 2 });
  const { app, stop } = await createIdentityApp({
    orm,
    logger: createLogger('identity-throttle-test', 'silent'),
    config: {
      production: false,
      VIEWER_SIGNING_SECRET: TEST_VIEWER_SECRET,
      SESSION_IDLE_MINUTES: 10_080,
      SESSION_ABSOLUTE_DAYS: 30,
      AUTH_RATE_LIMIT_PER_MINUTE: LIMIT,
      // Never asked: sign-in shows nobody else's e-mail address.
      GROUPS_URL: 'http://127.0.0.1:9',
    },
  });
  const server = await listenForTest(app);
  return {
    orm,
    baseUrl: server.baseUrl,
    async close() {
      await server.close();
      await stop();
      await orm.close(true);
    },
  };
}

/** POST an internal route as the gateway does, from client `address`. */
async function post(replica: Replica, path: string, body: unknown, address: string) {
  const res = await fetch(`${replica.baseUrl}/internal${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [VIEWER_HEADER]: signViewer({ userId: null, isAdmin: false }, TEST_VIEWER_SECRET),
      'x-client-address': address,
    },
    body: JSON.stringify(body),
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as unknown };
}

describe('two identity replicas on one PostgreSQL database', () => {
  let database: TestDatabase;
  let a: Replica;
  let b: Replica;
  const password = 'correct horse battery';

  beforeAll(async () => {
    database = await createTestDatabase('identity_throttle');
    a = await startReplica(database.url);
    b = await startReplica(database.url);
    for (const email of ['victim@example.org', 'bystander@example.org']) {
      const res = await post(a, '/register', { email, password, firstName: 'T' }, '10.0.0.99');
      expect(res.status).toBe(200);
    }
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.drop();
  });

  it('shares the failed sign-in count: LIMIT failures spread over both, then 429 on either', async () => {
    const attacker = '203.0.113.7';
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT; i += 1) {
      const replica = i % 2 === 0 ? a : b;
      const res = await post(
        replica,
        '/login',
        { email: 'victim@example.org', password: `guess ${i}` },
        attacker,
      );
      statuses.push(res.status);
    }
    expect(statuses).toEqual(Array(LIMIT).fill(401));
    for (const replica of [a, b]) {
      // Even the right password is refused now, from this address.
      const res = await post(
        replica,
        '/login',
        { email: 'victim@example.org', password },
        attacker,
      );
      expect(res.status).toBe(429);
      expect(res.body).toEqual({ message: MESSAGE });
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(Number(res.headers.get('retry-after'))).toBeLessThanOrEqual(60);
      expect(res.headers.get('ratelimit-policy')).toBe(`"${LIMIT}-in-1min"; q=${LIMIT}; w=60`);
      expect(res.headers.get('ratelimit')).toMatch(new RegExp(`^"${LIMIT}-in-1min"; r=0; t=\\d+$`));
    }
  });

  it('does not lock the real person out: their own address still signs in', async () => {
    const res = await post(b, '/login', { email: 'victim@example.org', password }, '198.51.100.20');
    expect(res.status).toBe(200);
  });

  it('does not count successful sign-ins', async () => {
    const home = '198.51.100.30';
    for (let i = 0; i < LIMIT * 2; i += 1) {
      const replica = i % 2 === 0 ? a : b;
      const res = await post(replica, '/login', { email: 'bystander@example.org', password }, home);
      expect(res.status).toBe(200);
    }
  });

  it('limits one address spraying many accounts (ten times the per-account limit)', async () => {
    const sprayer = '203.0.113.50';
    for (let i = 0; i < LIMIT * 10; i += 1) {
      const res = await post(
        i % 2 === 0 ? a : b,
        '/login',
        { email: `nobody${i}@example.org`, password: 'x' },
        sprayer,
      );
      expect(res.status).toBe(401);
    }
    const blocked = await post(a, '/login', { email: 'fresh@example.org', password: 'x' }, sprayer);
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('ratelimit-policy')).toBe(
      `"${LIMIT * 10}-in-1min"; q=${LIMIT * 10}; w=60`,
    );
  });

  it('counts every registration attempt, across replicas', async () => {
    const address = '203.0.113.80';
    const email = 'newcomer@example.org';
    const statuses: number[] = [];
    for (let i = 0; i <= LIMIT; i += 1) {
      const res = await post(i % 2 === 0 ? a : b, '/register', { email, password: 'x' }, address);
      statuses.push(res.status);
    }
    expect(statuses).toEqual([...Array(LIMIT).fill(400), 429]);
    const [row] = await a.orm.em
      .getConnection()
      .execute<{ n: number }[]>(`select count(*)::int as n from identity.users where email = ?`, [
        email,
      ]);
    expect(Number(row?.n)).toBe(0);
  });
});
