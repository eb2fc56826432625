// Stateless replicas (docs/deployment.md): `npm run start:distributed` with two gateways
// (GATEWAY_PORTS) and two songs processes (SONGS_PORTS) on one fresh PostgreSQL database.
// Gateway A talks to songs A, gateway B to songs B. Requests alternate between the gateways,
// and what one replica changes must hold on the other within one second: sessions, sign-out,
// API keys, the sign-in rate limit and the public search.
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/lib/proc.mjs';
import { FRONTENDS, SERVICES, envPrefix } from '../../scripts/lib/topology.mjs';
import { childPids, launch, type Launched } from '../support/launcher';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { newUser, type TestUser } from '../support/users';

/** identity's AUTH_RATE_LIMIT_PER_MINUTE here: failed sign-ins per address and e-mail. */
const SIGN_IN_LIMIT = 4;
/** The promise under test: a change on one replica holds on every other one after this. */
const AGREEMENT_MS = 1000;

let app: Launched | undefined;
let database: TestDatabase | undefined;
let gatewayPorts: number[] = [];
let songsPorts: number[] = [];
let gateways: string[] = [];
/** The first account of the new database: the site admin, who may make API keys. */
let adminSid: string;

beforeAll(async () => {
  database = await createTestDatabase('e2e_replicas');
  gatewayPorts = [await freePort(), await freePort()];
  songsPorts = [await freePort(), await freePort()];
  gateways = gatewayPorts.map((port) => `http://127.0.0.1:${port}`);
  const port = await freePort();
  const env: Record<string, string | undefined> = {
    PORT: String(port),
    PUBLIC_URL: `http://localhost:${port}`,
    GATEWAY_PORT: undefined,
    GATEWAY_PORTS: gatewayPorts.join(','),
    DATABASE_URL: database.url,
    AUTH_RATE_LIMIT_PER_MINUTE: String(SIGN_IN_LIMIT),
    // The default is what is promised: no override from the caller's environment.
    SESSION_CACHE_SECONDS: undefined,
    TRUST_PROXY: undefined,
    LOG_LEVEL: 'warn',
  };
  for (const service of SERVICES) {
    const prefix = envPrefix(service.name);
    env[`${prefix}_DATABASE_URL`] = undefined;
    env[`${prefix}_PORTS`] = undefined;
    env[`${prefix}_PORT`] = String(await freePort());
  }
  env.SONGS_PORT = undefined;
  env.SONGS_PORTS = songsPorts.join(',');
  for (const remote of FRONTENDS.filter((f) => !f.host)) {
    env[`${envPrefix(remote.name)}_PORT`] = String(await freePort());
    env[remote.remoteEnv!] = undefined;
  }
  app = await launch('start-distributed.mjs', env);
  adminSid = (await register(gateways[0]!, newUser('Admin'))).sid;
}, 180_000);

afterAll(async () => {
  await app?.stop();
  await database?.drop();
});

/** One gateway's answer: status, body (parsed when JSON; null when empty) and the session cookie it set, if any. */
interface Answer {
  status: number;
  body: unknown;
  sid: string | undefined;
}

async function call(
  gateway: string,
  method: string,
  path: string,
  options: { sid?: string; key?: string; body?: unknown } = {},
): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (options.sid) headers.cookie = `sid=${options.sid}`;
  if (options.key) headers.authorization = `Bearer ${options.key}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${gateway}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    redirect: 'manual',
  });
  const text = await res.text();
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('sid='));
  const sid = cookie ? cookie.slice(4, cookie.indexOf(';')) || undefined : undefined;
  const json = res.headers.get('content-type')?.startsWith('application/json');
  return { status: res.status, body: json ? (JSON.parse(text) as unknown) : text || null, sid };
}

/** Registers `user` through `gateway`; the new session's cookie value and the user's id. */
async function register(gateway: string, user: TestUser) {
  const res = await call(gateway, 'POST', '/api/register', { body: user });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.sid).toBeTruthy();
  return { sid: res.sid!, id: (res.body as { id: string }).id };
}

/** Waits until `AGREEMENT_MS` has passed since `since` (a Date.now() taken before the change). */
async function agreementTime(since: number) {
  const left = since + AGREEMENT_MS - Date.now();
  if (left > 0) await sleep(left);
}

/** The public songs `gateway` finds for `word`, anonymously. */
async function publicSearch(gateway: string, word: string): Promise<string[]> {
  const res = await call(gateway, 'GET', `/api/songs/public/search?q=${word}`);
  expect(res.status).toBe(200);
  return (res.body as { id: string }[]).map((song) => song.id);
}

const randomWord = () =>
  `zq${Math.random()
    .toString(36)
    .slice(2, 10)
    .replace(/[^a-z]/g, 'x')}`;

describe('two gateways and two songs processes on one PostgreSQL', () => {
  it('runs each replica as its own process: gateway B talks to songs B', () => {
    const environs = childPids(app!.child.pid!).map((pid) =>
      readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0'),
    );
    // Four services, a second songs, two gateways, the shell's and each remote's origin.
    expect(environs).toHaveLength(SERVICES.length + 1 + 2 + FRONTENDS.length);
    const gatewayB = environs.find((e) => e.includes(`PORT=${gatewayPorts[1]}`));
    expect(gatewayB).toContain(`SONGS_URL=http://127.0.0.1:${songsPorts[1]}`);
    const gatewayA = environs.find((e) => e.includes(`PORT=${gatewayPorts[0]}`));
    expect(gatewayA).toContain(`SONGS_URL=http://127.0.0.1:${songsPorts[0]}`);
    expect(gatewayA!.filter((e) => e.startsWith('SESSION_CACHE_SECONDS='))).toEqual([]);
    for (const port of songsPorts)
      expect(environs.filter((e) => e.includes(`PORT=${port}`))).toHaveLength(1);
  });

  it('accepts a session made on one gateway on the other, both ways', async () => {
    const user = newUser('Roundrobin');
    const made = await register(gateways[0]!, user);
    const onB = await call(gateways[1]!, 'GET', '/api/auth/user', { sid: made.sid });
    expect(onB.status).toBe(200);
    expect(onB.body).toMatchObject({ id: made.id, email: user.email });

    const signedIn = await call(gateways[1]!, 'POST', '/api/login', {
      body: { email: user.email, password: user.password },
    });
    expect(signedIn.status).toBe(200);
    const onA = await call(gateways[0]!, 'GET', '/api/auth/user', { sid: signedIn.sid });
    expect(onA.status).toBe(200);
    expect(onA.body).toMatchObject({ id: made.id });
  });

  it('ends a session signed out on one gateway on the other within one second', async () => {
    const [a, b] = [gateways[0]!, gateways[1]!];
    for (const [here, there] of [
      [a, b],
      [b, a],
    ] as const) {
      const { sid } = await register(here, newUser('Signout'));
      // The other gateway has just resolved (and may cache) the session.
      expect((await call(there, 'GET', '/api/auth/user', { sid })).status).toBe(200);
      const signingOut = Date.now();
      const out = await call(here, 'GET', '/api/logout', { sid });
      expect(out.status).toBe(302);
      expect((await call(here, 'GET', '/api/auth/user', { sid })).status).toBe(401);
      await agreementTime(signingOut);
      const after = await call(there, 'GET', '/api/auth/user', { sid });
      expect(after.status).toBe(401);
      expect(after.body).toEqual({ message: 'Unauthorized' });
    }
  });

  it('stops an API key deleted through one gateway on the other at once', async () => {
    const sid = adminSid;
    const made = await call(gateways[1]!, 'POST', '/api/auth/api-keys', {
      sid,
      body: { name: 'replica test' },
    });
    expect(made.status).toBe(201);
    const { id, key } = made.body as { id: string; key: string };
    for (const gateway of gateways)
      expect((await call(gateway, 'GET', '/api/auth/user', { key })).status).toBe(200);

    const deleted = await call(gateways[0]!, 'DELETE', `/api/auth/api-keys/${id}`, { sid });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ message: 'API key deleted' });
    for (const gateway of [gateways[1]!, gateways[0]!]) {
      const refused = await call(gateway, 'GET', '/api/auth/user', { key });
      expect(refused.status).toBe(401);
      expect(refused.body).toEqual({ message: 'Unauthorized' });
    }
  });

  it('counts failed sign-ins on both gateways together', async () => {
    const user = newUser('Throttled');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < SIGN_IN_LIMIT + 2; attempt++) {
      const res = await call(gateways[attempt % 2]!, 'POST', '/api/login', {
        body: { email: user.email, password: `wrong-${attempt}` },
      });
      statuses.push(res.status);
      if (res.status === 429)
        expect(res.body).toEqual({
          message: 'Too many attempts. Please wait a minute and try again.',
        });
    }
    // Each gateway saw only half of them: alone, neither would have refused any.
    expect(statuses).toEqual([...Array(SIGN_IN_LIMIT).fill(401), 429, 429]);
  });

  it('finds a song made public through one gateway with the other, and not once deleted', async () => {
    const [a, b] = [gateways[0]!, gateways[1]!];
    const { sid } = await register(a, newUser('Publisher'));
    const word = randomWord();
    const created = await call(a, 'POST', '/api/songs', {
      sid,
      body: {
        title: `Replica hymn ${word}`,
        language: 'english',
        isPublic: false,
        stanzas: [{ lyrics: `Sing of ${word} on every server` }],
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const { id } = created.body as { id: string };
    expect(await publicSearch(b, word)).toEqual([]);

    const publishing = Date.now();
    const published = await call(b, 'PATCH', `/api/songs/${id}`, { sid, body: { isPublic: true } });
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({ id, isPublic: true });
    await agreementTime(publishing);
    expect(await publicSearch(a, word)).toEqual([id]);
    expect(await publicSearch(b, word)).toEqual([id]);

    const deleting = Date.now();
    expect((await call(a, 'DELETE', `/api/songs/${id}`, { sid })).status).toBe(204);
    await agreementTime(deleting);
    expect(await publicSearch(b, word)).toEqual([]);
    expect(await publicSearch(a, word)).toEqual([]);
    expect((await call(b, 'GET', `/api/songs/public/${id}`)).status).toBe(404);
  });
});
