import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type TestStack } from './testing/stack';

// The gateway as production runs it: hardened GraphQL, security headers, static shell.
let stack: TestStack;
let shellDist: string;

beforeAll(async () => {
  shellDist = mkdtempSync(join(tmpdir(), 'shell-dist-'));
  writeFileSync(
    join(shellDist, 'index.html'),
    '<!doctype html><html lang="en"><title>shell</title></html>',
  );
  writeFileSync(join(shellDist, 'main.0123456789.js'), 'console.log(1)');
  // A folder named like a client route must not turn the route into a redirect.
  mkdirSync(join(shellDist, 'groups'));
  stack = await startStack({
    env: {
      NODE_ENV: 'production',
      SHELL_DIST: shellDist,
      REMOTE_MF_GROUPS_URL: 'https://groups.cdn.example/',
      REMOTE_MF_SONGS_URL: 'https://songs.cdn.example/mf',
      REMOTE_MF_SCHEDULES_URL: 'https://schedules.cdn.example/',
      REMOTE_MF_INSIGHTS_URL: 'https://insights.cdn.example/',
    },
  });
});

afterAll(async () => {
  await stack?.stop();
  rmSync(shellDist, { recursive: true, force: true });
});

describe('GraphQL hardening in production', () => {
  it('refuses introspection', async () => {
    const res = await stack.graphql('{ __schema { types { name } } }');
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body.errors)).toMatch(/introspection/i);
  });

  it('gives no field suggestions', async () => {
    const res = await stack.graphql('{ myGroup { id } }');
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body.errors)).not.toMatch(/Did you mean/);
  });

  it('limits the size of a query', async () => {
    const res = await stack.graphql(`{ me { ${'id '.repeat(6000)}} }`);
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body.errors)).toMatch(/token/i);
  });

  it('limits aliases', async () => {
    const aliases = Array.from({ length: 16 }, (_, i) => `a${i}: myGroups { id }`).join(' ');
    const res = await stack.graphql(`{ ${aliases} }`);
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body.errors)).toMatch(/aliases/i);
  });

  it('blocks cross-site simple requests (CSRF prevention)', async () => {
    const res = await stack.request('POST', '/graphql', {
      body: 'query=%7B%20me%20%7B%20id%20%7D%20%7D',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(400);
    const get = await stack.request('GET', '/graphql?query=%7B%20me%20%7B%20id%20%7D%20%7D');
    expect(get.status).toBe(400);
  });

  it('answers an anonymous viewer with null, and a forged cookie the same', async () => {
    const res = await stack.graphql('{ me { id } }', {}, 'sid=forged-session-token');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ me: null });
  });
});

describe('HTTP surface', () => {
  it('sends security headers with a CSP that admits the remote origin', async () => {
    const res = await stack.request('GET', '/');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self' https://groups.cdn.example https://songs.cdn.example");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-powered-by')).toBeNull();
  });

  it('serves the shell for client routes and long-caches hashed bundles', async () => {
    for (const path of ['/', '/groups', '/groups/join/abc', '/no-such-page']) {
      const res = await stack.request('GET', path, { headers: { accept: 'text/html' } });
      expect(res.status).toBe(200);
      expect(res.text).toContain('<title>shell</title>');
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
    const bundle = await stack.request('GET', '/main.0123456789.js');
    expect(bundle.headers.get('cache-control')).toContain('immutable');
  });

  it('publishes the run-time remote table', async () => {
    const res = await stack.request('GET', '/remotes.json');
    expect(res.body).toEqual({
      mf_groups: 'https://groups.cdn.example/mf-manifest.json',
      mf_songs: 'https://songs.cdn.example/mf/mf-manifest.json',
      mf_schedules: 'https://schedules.cdn.example/mf-manifest.json',
      mf_insights: 'https://insights.cdn.example/mf-manifest.json',
    });
  });

  it('answers unknown API routes with JSON 404, never the shell', async () => {
    const res = await stack.request('GET', '/api/nope', { headers: { accept: 'text/html' } });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'No route for GET /api/nope' });
  });

  it('reports health and readiness', async () => {
    expect((await stack.request('GET', '/healthz')).body).toEqual({ status: 'ok' });
    expect((await stack.request('GET', '/readyz')).body).toEqual({ status: 'ready' });
  });

  it('refuses an unknown bearer key on any API call', async () => {
    const res = await stack.request('GET', '/api/groups', {
      headers: { authorization: 'Bearer wsk_not_a_key' },
    });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Unauthorized' });
  });
});

/** One request with exactly these headers: fetch would ask for and decode compression itself. */
function raw(method: string, path: string, headers: Record<string, string>, body?: string) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      const req = request(`${stack.baseUrl}${path}`, { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      });
      req.on('error', reject);
      req.end(body);
    },
  );
}

describe('JSON compression', () => {
  const LYRICS = 'Amazing grace, how sweet the sound that saved a wretch like me. '.repeat(60);
  let cookie: string;
  let songId: string;

  beforeAll(async () => {
    ({ cookie } = await stack.signUp());
    const created = await stack.request<{ id: string }>('POST', '/api/songs', {
      cookie,
      body: { title: 'Amazing Grace', language: 'english', stanzas: [{ lyrics: LYRICS }] },
    });
    expect(created.status).toBe(201);
    songId = created.body.id;
  });

  it('compresses an API answer over 1 KB: br when accepted, else gzip', async () => {
    const br = await raw('GET', `/api/songs/${songId}`, { cookie, 'accept-encoding': 'gzip, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    expect(br.headers['content-type']).toBe('application/json; charset=utf-8');
    const song = JSON.parse(brotliDecompressSync(br.body).toString());
    expect(song).toMatchObject({ id: songId, title: 'Amazing Grace', lyrics: LYRICS.trim() });
    expect(br.body.length).toBeLessThan(1024);

    const gzip = await raw('GET', `/api/songs/${songId}`, { cookie, 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.body).toString())).toEqual(song);

    const plain = await raw('GET', `/api/songs/${songId}`, { cookie });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.body.toString())).toEqual(song);
  });

  it('compresses a GraphQL answer over 1 KB', async () => {
    const res = await raw(
      'POST',
      '/graphql',
      { cookie, 'content-type': 'application/json', 'accept-encoding': 'br' },
      JSON.stringify({ query: `{ song(id: "${songId}") { lyrics } }` }),
    );
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(res.body).toString())).toEqual({
      data: { song: { lyrics: LYRICS.trim() } },
    });
  });

  it('sends answers under 1 KB as they are', async () => {
    const user = await raw('GET', '/api/auth/user', { cookie, 'accept-encoding': 'br, gzip' });
    expect(user.status).toBe(200);
    expect(user.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(user.body.toString())).toMatchObject({ firstName: 'Test' });
  });
});
