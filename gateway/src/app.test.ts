import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
