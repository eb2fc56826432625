// packages/static-server over real HTTP: files from a temporary build folder, and a real
// upstream server standing in for the gateway.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadStaticConfig } from './config.mjs';
import { createStaticServer } from './server.mjs';

const dir = mkdtempSync(join(tmpdir(), 'static-server-'));
const BUNDLE = `console.log(${JSON.stringify('x'.repeat(4000))});\n`;
writeFileSync(join(dir, 'index.html'), '<!doctype html><title>shell</title>');
writeFileSync(join(dir, 'main.0123456789.js'), BUNDLE);
writeFileSync(join(dir, 'main.0123456789.js.br'), brotliCompressSync(BUNDLE));
writeFileSync(join(dir, 'main.0123456789.js.gz'), gzipSync(BUNDLE));
writeFileSync(join(dir, 'main.0123456789.js.map'), '{"version":3}');
writeFileSync(join(dir, 'mf-manifest.json'), '{"id":"mf_groups"}');
writeFileSync(join(dir, 'remoteEntry.js'), 'var mf_groups;');
// The shell's service worker and web app manifest (shell/pwa/).
const SERVICE_WORKER = 'self.__WB_MANIFEST=[];';
writeFileSync(join(dir, 'sw.js'), SERVICE_WORKER);
writeFileSync(join(dir, 'manifest.webmanifest'), '{"name":"Worship Planner"}');
mkdirSync(join(dir, 'assets'));
writeFileSync(join(dir, 'assets', 'font.abcdef0123.woff2'), Buffer.alloc(1000, 7));
// The shell build's prerendered pages (the public song list has none in this build).
const HOME = `<!doctype html><title>home, prerendered</title>${'<p>song</p>'.repeat(200)}`;
mkdirSync(join(dir, 'prerendered'));
writeFileSync(join(dir, 'prerendered', 'index.html'), HOME);
writeFileSync(join(dir, 'prerendered', 'index.html.br'), brotliCompressSync(HOME));
mkdirSync(join(dir, 'prerendered', 'groups'));
writeFileSync(
  join(dir, 'prerendered', 'groups', 'mine.html'),
  '<title>my groups, prerendered</title>',
);
// The shell build's REST reference (shell/prerender/rest-docs-plugin.cjs): a page of its own.
const REST_PAGE = '<!doctype html><html lang="en"><title>REST API reference</title></html>';
mkdirSync(join(dir, 'docs'));
writeFileSync(join(dir, 'docs', 'rest.html'), REST_PAGE);

/** One HTTP request with any headers (fetch refuses Connection, Expect, Host…). */
function send(url, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

async function listen(server) {
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  return `http://127.0.0.1:${server.address().port}`;
}

const servers = [];
async function start(env) {
  const server = createStaticServer(loadStaticConfig({ STATIC_DIR: dir, ...env }));
  servers.push(server);
  return listen(server);
}

const COMPRESSED_ANSWER = gzipSync(JSON.stringify({ songs: 'x'.repeat(3000) }));
/** The stand-in gateway: echoes what it received; /api/slow never answers. */
const seen = [];
const upstream = createServer((req, res) => {
  seen.push({ url: req.url, headers: req.headers });
  if (req.url === '/api/slow') return; // never answers
  if (req.url === '/api/compressed') {
    res.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-encoding': 'gzip',
      vary: 'Accept-Encoding',
    });
    res.end(COMPRESSED_ANSWER);
    return;
  }
  if (req.url === '/remotes.json') {
    res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-cache' });
    res.end('{"mf_groups":"http://localhost:3102/mf-manifest.json"}');
    return;
  }
  res.writeHead(200, {
    'content-type': 'application/json',
    connection: 'x-upstream-hop',
    'x-upstream-hop': 'secret',
    'keep-alive': 'timeout=5',
  });
  res.end(JSON.stringify({ headers: req.headers }));
});
let remote;
let shell;
let upstreamUrl;

beforeAll(async () => {
  upstreamUrl = await listen(upstream);
  remote = await start({});
  shell = await start({ SPA: 'true', GATEWAY_URL: upstreamUrl, PROXY_TIMEOUT_SECONDS: '1' });
});

afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    server.close();
  }
  upstream.closeAllConnections();
  upstream.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('static server: files', () => {
  it('answers a Range request with 206 and the bytes asked for', async () => {
    const res = await send(`${remote}/main.0123456789.js`, { headers: { range: 'bytes=0-9' } });
    expect(res.status).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes 0-9/${BUNDLE.length}`);
    expect(res.body.toString()).toBe(BUNDLE.slice(0, 10));
  });

  it('serves the precompressed brotli file with Content-Encoding and Vary', async () => {
    const res = await send(`${remote}/main.0123456789.js`, {
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(brotliDecompressSync(res.body).toString()).toBe(BUNDLE);
    const plain = await send(`${remote}/main.0123456789.js`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(BUNDLE);
  });

  it('serves gzip to a client without brotli, and the file as is without Accept-Encoding', async () => {
    const res = await send(`${remote}/main.0123456789.js`, {
      headers: { 'accept-encoding': 'gzip, deflate' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(gunzipSync(res.body).toString()).toBe(BUNDLE);
    const plain = await send(`${remote}/main.0123456789.js`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(Number(plain.headers['content-length'])).toBe(BUNDLE.length);
    expect(plain.headers['content-type']).toBe('text/javascript; charset=utf-8');
  });

  it('caches content-hashed files for good and revalidates the rest', async () => {
    for (const path of ['/main.0123456789.js', '/assets/font.abcdef0123.woff2'])
      expect((await send(`${remote}${path}`)).headers['cache-control']).toBe(
        'public, max-age=31536000, immutable',
      );
    for (const path of ['/mf-manifest.json', '/remoteEntry.js', '/index.html', '/'])
      expect((await send(`${remote}${path}`)).headers['cache-control']).toBe('no-cache');
    const first = await send(`${remote}/mf-manifest.json`);
    const again = await send(`${remote}/mf-manifest.json`, {
      headers: { 'if-none-match': first.headers.etag },
    });
    expect(again.status).toBe(304);
  });

  it('serves the service worker and the web app manifest with their types, revalidated', async () => {
    const worker = await send(`${shell}/sw.js`, { headers: { accept: '*/*' } });
    expect(worker.status).toBe(200);
    expect(worker.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.body.toString()).toBe(SERVICE_WORKER);
    const manifest = await send(`${shell}/manifest.webmanifest`);
    expect(manifest.status).toBe(200);
    expect(manifest.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(JSON.parse(manifest.body.toString())).toEqual({ name: 'Worship Planner' });
  });

  it('lets a shell on another origin read a remote (CORS)', async () => {
    const res = await send(`${remote}/mf-manifest.json`, {
      headers: { origin: 'http://localhost:3000' },
    });
    expect(res.status).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(JSON.parse(res.body.toString())).toEqual({ id: 'mf_groups' });
    const preflight = await send(`${remote}/remoteEntry.js`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'GET' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
  });

  it('falls back to index.html for client-side routes (SPA only)', async () => {
    const page = await send(`${shell}/groups/join/abc`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(page.body.toString()).toContain('<title>shell</title>');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect((await send(`${shell}/missing.0123456789.js`)).status).toBe(404);
    expect(
      (await send(`${shell}/groups`, { headers: { accept: 'application/json' } })).status,
    ).toBe(404);
    expect((await send(`${remote}/groups`, { headers: { accept: 'text/html' } })).status).toBe(404);
  });

  it('serves the REST reference page as built, signed in or out, not index.html', async () => {
    for (const cookie of [undefined, 'sid=abc']) {
      const res = await send(`${shell}/docs/rest.html`, {
        headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) },
      });
      expect(res.status, cookie).toBe(200);
      expect(res.body.toString(), cookie).toBe(REST_PAGE);
      expect(res.headers['content-type'], cookie).toBe('text/html;charset=utf-8');
      expect(res.headers['cache-control'], cookie).toBe('no-cache');
      expect(res.headers['x-frame-options'], cookie).toBe('DENY');
      expect(res.headers['x-content-type-options'], cookie).toBe('nosniff');
    }
  });

  it('answers a revalidation of index.html with 304', async () => {
    const first = await send(`${shell}/index.html`);
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers.etag).toBeTruthy();
    const again = await send(`${shell}/index.html`, {
      headers: { 'if-none-match': first.headers.etag },
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('serves a prerendered page to a signed-out browser, precompressed when it can', async () => {
    for (const path of ['/', '/?utm=mail', '/groups/mine', '/groups/mine/']) {
      const res = await send(`${shell}${path}`, { headers: { accept: 'text/html' } });
      expect(res.status, path).toBe(200);
      expect(res.body.toString(), path).toMatch(/prerendered/);
      expect(res.headers['cache-control'], path).toBe('no-cache');
      expect(res.headers.vary, path).toBe('Accept-Encoding, Cookie');
    }
    const br = await send(`${shell}/`, {
      headers: { accept: 'text/html', 'accept-encoding': 'br', cookie: 'theme=dark' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('text/html;charset=utf-8');
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(brotliDecompressSync(br.body).toString()).toBe(HOME);
    const head = await send(`${shell}/groups/mine`, {
      method: 'HEAD',
      headers: { accept: 'text/html' },
    });
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe('37');
  });

  it('serves index.html to a signed-in browser, and where no page was prerendered', async () => {
    for (const [path, cookie] of [
      ['/', 'theme=dark; sid=abc'],
      ['/groups/mine', 'sid=abc'],
      ['/groups/other', undefined],
      ['/index', undefined],
    ]) {
      const res = await send(`${shell}${path}`, {
        headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) },
      });
      expect(res.status, path).toBe(200);
      expect(res.body.toString(), path).toBe('<!doctype html><title>shell</title>');
      expect(res.headers['cache-control'], path).toBe('no-cache');
      expect(res.headers.vary, path).toBe('Accept-Encoding, Cookie');
    }
    const named = await start({ SPA: 'true', SESSION_COOKIE: 'planner_session' });
    const signedIn = await send(`${named}/`, {
      headers: { accept: 'text/html', cookie: 'planner_session=abc' },
    });
    expect(signedIn.body.toString()).toContain('<title>shell</title>');
    const signedOut = await send(`${named}/`, {
      headers: { accept: 'text/html', cookie: 'sid=abc' },
    });
    expect(signedOut.body.toString()).toContain('home, prerendered');
    // A remote (not SPA) never picks pages.
    expect((await send(`${remote}/`, { headers: { accept: 'text/html' } })).body.toString()).toBe(
      '<!doctype html><title>shell</title>',
    );
  });

  it('does not serve source maps unless SERVE_SOURCE_MAPS', async () => {
    expect((await send(`${remote}/main.0123456789.js.map`)).status).toBe(404);
    expect(
      (await send(`${shell}/main.0123456789.js.map`, { headers: { accept: 'text/html' } })).status,
    ).toBe(404);
    const debug = await start({ SERVE_SOURCE_MAPS: 'true' });
    expect((await send(`${debug}/main.0123456789.js.map`)).status).toBe(200);
  });

  it.each([
    '/main.0123456789.js%2emap',
    '/main.0123456789.js%2Emap',
    '/main.0123456789%2ejs%2emap',
    '/main.0123456789%2Ejs%2Emap',
    '/main.0123456789.js%252emap',
    '/main.0123456789.js%252Emap',
    '/main.0123456789.js%25252emap',
    '/main.0123456789.js.MAP',
    '/main.0123456789.js.map/',
  ])('does not serve the source map through the encoded name %s', async (path) => {
    for (const server of [remote, shell]) {
      for (const headers of [{}, { accept: 'text/html' }]) {
        const res = await send(`${server}${path}`, { headers });
        expect(res.status).toBe(404);
        expect(res.body.toString()).not.toContain('"version":3');
      }
    }
  });

  it('refuses a malformed percent-encoding with 400', async () => {
    for (const path of ['/main.0123456789.js%2', '/main%E0%A4%A.js', '/%']) {
      const res = await send(`${remote}${path}`);
      expect(res.status).toBe(400);
      expect(res.body.toString()).not.toContain('"version":3');
    }
  });

  it('answers health checks', async () => {
    expect((await send(`${remote}/healthz`)).status).toBe(200);
    expect((await send(`${shell}/readyz`)).status).toBe(200);
  });
});

describe('static server: forwarding to the gateway', () => {
  it('forwards /remotes.json as the gateway answers it', async () => {
    const res = await send(`${shell}/remotes.json`);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(JSON.parse(res.body.toString())).toEqual({
      mf_groups: 'http://localhost:3102/mf-manifest.json',
    });
  });

  it('overwrites X-Forwarded-* with what it saw and keeps hop-by-hop headers to itself', async () => {
    const res = await send(`${shell}/api/echo?x=1`, {
      method: 'POST',
      headers: {
        host: 'planner.example',
        'content-type': 'application/json',
        'x-forwarded-for': '203.0.113.7, 198.51.100.1',
        'x-forwarded-proto': 'https',
        'x-forwarded-host': 'evil.example',
        forwarded: 'for=203.0.113.7',
        'x-real-ip': '203.0.113.7',
        connection: 'keep-alive, x-client-hop',
        'x-client-hop': 'hop',
        'proxy-authorization': 'Basic c2VjcmV0',
        'x-kept': 'yes',
      },
      body: '{"a":1}',
    });
    expect(res.status).toBe(200);
    const { headers } = JSON.parse(res.body.toString());
    expect(headers['x-forwarded-for']).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
    expect(headers['x-forwarded-proto']).toBe('http');
    expect(headers['x-forwarded-host']).toBe('planner.example');
    expect(headers.host).toBe('planner.example');
    for (const name of ['forwarded', 'x-real-ip', 'x-client-hop', 'proxy-authorization'])
      expect(headers[name], name).toBeUndefined();
    expect(headers['x-kept']).toBe('yes');
    expect(seen.at(-1).url).toBe('/api/echo?x=1');
    // …and the upstream's hop-by-hop headers stay between it and this server.
    expect(res.headers['x-upstream-hop']).toBeUndefined();
    expect(res.headers['keep-alive']).toBeUndefined();
  });

  it("passes the gateway's compressed answer through as it is", async () => {
    const res = await send(`${shell}/api/compressed`, {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.status).toBe(200);
    expect(seen.at(-1).headers['accept-encoding']).toBe('br, gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.body).toEqual(COMPRESSED_ANSWER);
  });

  it('gives 504 when the gateway does not answer in time, not a hang', async () => {
    const started = Date.now();
    const res = await send(`${shell}/api/slow`);
    expect(res.status).toBe(504);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(JSON.parse(res.body.toString()).message).toMatch(/did not answer/);
  });

  it('gives 502 when the gateway is down', async () => {
    const closed = createServer();
    const url = await listen(closed);
    await new Promise((done) => closed.close(done));
    const orphan = await start({ GATEWAY_URL: url });
    const res = await send(`${orphan}/graphql`, { method: 'POST', body: '{}' });
    expect(res.status).toBe(502);
  });

  it('forwards only its paths: /apis is a file path, not the gateway', async () => {
    expect((await send(`${shell}/apis.0123456789.js`)).status).toBe(404);
  });
});

describe('static server: configuration', () => {
  it('names the variable that is missing or wrong', () => {
    expect(() => loadStaticConfig({})).toThrow(/STATIC_DIR: required/);
    expect(() => loadStaticConfig({ STATIC_DIR: join(dir, 'nope') })).toThrow(
      /STATIC_DIR: .*not a directory/,
    );
    expect(() => loadStaticConfig({ STATIC_DIR: dir, PORT: 'http' })).toThrow(
      /PORT: must be an integer/,
    );
    expect(() => loadStaticConfig({ STATIC_DIR: dir, SPA: 'yes' })).toThrow(
      /SPA: must be true or false/,
    );
    expect(() => loadStaticConfig({ STATIC_DIR: dir, GATEWAY_URL: 'gateway:4000' })).toThrow(
      /GATEWAY_URL: must be an http\(s\) URL/,
    );
    expect(loadStaticConfig({ STATIC_DIR: dir })).toMatchObject({
      HOST: '0.0.0.0',
      PORT: 8080,
      SPA: false,
      GATEWAY_URL: undefined,
      PROXY_TIMEOUT_SECONDS: 30,
      SERVE_SOURCE_MAPS: false,
      SESSION_COOKIE: 'sid',
    });
    expect(() => loadStaticConfig({ STATIC_DIR: dir, SESSION_COOKIE: 'sid=1' })).toThrow(
      /SESSION_COOKIE: must be a cookie name/,
    );
  });
});
