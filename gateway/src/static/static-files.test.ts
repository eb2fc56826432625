import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { createLogger } from '@worship/subgraph-kit';
import { TEST_VIEWER_SECRET } from '@worship/subgraph-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGatewayApp, type GatewayApp } from '../app';
import { loadGatewayConfig } from '../config';

// All-in-one static serving over real HTTP: the gateway app on a built shell and remote (no
// subgraph is asked anything for files and pages).
const BUNDLE = `console.log(${JSON.stringify('bundle '.repeat(600))});\n`;
const INDEX = '<!doctype html><html lang="en"><title>shell</title></html>';
const HOME = `<!doctype html><title>home, prerendered</title>${'<p>song</p>'.repeat(200)}`;
const PUBLIC_SONGS = '<!doctype html><title>public songs, prerendered</title>';
/** The shell build's REST reference (shell/prerender/rest-docs-plugin.cjs). */
const REST_PAGE = `<!doctype html><html lang="en"><title>REST API reference</title>${'<p>route</p>'.repeat(200)}`;
const MANIFEST = JSON.stringify({
  id: 'mf_groups',
  metaData: { name: 'x'.repeat(2000), remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    { path: './groups-page', assets: { js: { sync: ['477.abcdef0123.js'], async: ['9.js'] } } },
  ],
});
/** The shell build's route table (shell/src/remotes/route-table.ts). */
const ROUTE_REMOTES = JSON.stringify([
  {
    pattern: '^/$',
    parts: [
      { remote: 'mf_groups', expose: './groups-page' },
      { remote: 'mf_songs', expose: './songs-library-page' },
      { remote: 'mf_groups', expose: './join-page' },
    ],
    anyone: false,
  },
  { pattern: '^/groups$', parts: [{ remote: 'mf_groups', expose: './groups-page' }] },
  { pattern: '^/songs$', parts: [{ remote: 'mf_songs', expose: './songs-library-page' }] },
  {
    pattern: '^/groups/join/[^/]+$',
    parts: [{ remote: 'mf_groups', expose: './join-page' }],
    anyone: true,
  },
]);

/** The shell build's service worker and web app manifest (shell/pwa/). */
const SERVICE_WORKER = `self.__WB_MANIFEST=${JSON.stringify([{ url: '/index.html', revision: 'x'.repeat(2000) }])};`;
const WEB_MANIFEST = JSON.stringify({
  name: 'Worship Planner',
  start_url: '/',
  display: 'standalone',
});
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

const root = mkdtempSync(join(tmpdir(), 'gateway-static-'));
const shellDist = join(root, 'shell');
const groupsDist = join(root, 'mf-groups');
let gateway: GatewayApp;
let server: Server;
let base: string;

function write(path: string, content: string | Buffer, compress = false) {
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, content);
  if (!compress) return;
  writeFileSync(`${path}.br`, brotliCompressSync(content));
  writeFileSync(`${path}.gz`, gzipSync(content));
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** One request with exactly these headers (fetch would add Accept-Encoding and decode). */
function send(path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<Answer>((resolve, reject) => {
    const req = request(`${base}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  write(join(shellDist, 'index.html'), INDEX);
  write(join(shellDist, 'main.0123456789.js'), BUNDLE, true);
  write(join(shellDist, 'main.0123456789.js.map'), '{"version":3}');
  write(join(shellDist, 'prerendered', 'index.html'), HOME, true);
  write(join(shellDist, 'prerendered', 'songs', 'public.html'), PUBLIC_SONGS);
  write(join(shellDist, 'route-remotes.json'), ROUTE_REMOTES);
  write(join(shellDist, 'docs', 'rest.html'), REST_PAGE, true);
  write(join(shellDist, 'docs', 'rest.0123456789.css'), 'body { margin: 0 }');
  write(join(shellDist, 'sw.js'), SERVICE_WORKER, true);
  write(join(shellDist, 'manifest.webmanifest'), WEB_MANIFEST);
  write(join(shellDist, 'icons', 'icon-192.png'), PNG);
  write(join(groupsDist, 'mf-manifest.json'), MANIFEST, true);
  write(join(groupsDist, 'remoteEntry.js'), 'var mf_groups;');
  write(join(groupsDist, '477.abcdef0123.js'), BUNDLE, true);
  write(join(groupsDist, '477.abcdef0123.js.map'), '{"version":3}');
  const config = loadGatewayConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    VIEWER_SIGNING_SECRET: TEST_VIEWER_SECRET,
    SHELL_DIST: shellDist,
    MF_GROUPS_DIST: groupsDist,
  });
  gateway = await createGatewayApp(config, createLogger('gateway', 'silent'));
  server = gateway.app.listen(0, '127.0.0.1');
  await new Promise<void>((done) => server.once('listening', () => done()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((done) => server.close(() => done()));
  await gateway.stop();
  rmSync(root, { recursive: true, force: true });
});

describe('all-in-one static files', () => {
  it('sends the brotli file to a client that accepts it, with its headers', async () => {
    for (const path of ['/main.0123456789.js', '/mf/groups/477.abcdef0123.js']) {
      const res = await send(path, { 'accept-encoding': 'gzip, deflate, br' });
      expect(res.status, path).toBe(200);
      expect(res.headers['content-encoding'], path).toBe('br');
      expect(res.headers.vary, path).toBe('Accept-Encoding');
      expect(res.headers['cache-control'], path).toBe('public, max-age=31536000, immutable');
      expect(res.headers['content-type'], path).toBe('text/javascript; charset=utf-8');
      expect(Number(res.headers['content-length']), path).toBe(res.body.length);
      expect(res.body.length).toBeLessThan(BUNDLE.length / 5);
      expect(brotliDecompressSync(res.body).toString(), path).toBe(BUNDLE);
    }
  });

  it('sends gzip to a client without brotli, and the file as is without Accept-Encoding', async () => {
    const gzip = await send('/main.0123456789.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toBe('Accept-Encoding');
    expect(gunzipSync(gzip.body).toString()).toBe(BUNDLE);
    const plain = await send('/main.0123456789.js');
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(Number(plain.headers['content-length'])).toBe(Buffer.byteLength(BUNDLE));
    expect(plain.body.toString()).toBe(BUNDLE);
  });

  it('revalidates HTML, mf-manifest.json and remoteEntry.js, answering 304 when unchanged', async () => {
    for (const [path, headers] of [
      ['/mf/groups/mf-manifest.json', { 'accept-encoding': 'br' }],
      ['/mf/groups/remoteEntry.js', {}],
      ['/index.html', {}],
      ['/groups', { accept: 'text/html', cookie: 'sid=abc' }],
    ] as const) {
      const first = await send(path, headers);
      expect(first.status, path).toBe(200);
      expect(first.headers['cache-control'], path).toBe('no-cache');
      expect(first.headers.etag, path).toBeTruthy();
      expect(first.headers['last-modified'], path).toBeTruthy();
      const again = await send(path, { ...headers, 'if-none-match': String(first.headers.etag) });
      expect(again.status, path).toBe(304);
      expect(again.body.length, path).toBe(0);
    }
    const manifest = await send('/mf/groups/mf-manifest.json', { 'accept-encoding': 'br' });
    expect(manifest.headers['content-encoding']).toBe('br');
    expect(manifest.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(brotliDecompressSync(manifest.body).toString())).toEqual(
      JSON.parse(MANIFEST),
    );
  });

  it('serves the service worker as JavaScript that is revalidated on every check, never cached for long', async () => {
    for (const encoding of [undefined, 'gzip, deflate, br']) {
      const accept: Record<string, string> = encoding ? { 'accept-encoding': encoding } : {};
      const res = await send('/sw.js', accept);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      const body = encoding ? brotliDecompressSync(res.body) : res.body;
      expect(body.toString()).toBe(SERVICE_WORKER);
      const again = await send('/sw.js', { ...accept, 'if-none-match': String(res.headers.etag) });
      expect(again.status).toBe(304);
    }
  });

  it('serves the web app manifest with its media type, and its icons, revalidated', async () => {
    const manifest = await send('/manifest.webmanifest');
    expect(manifest.status).toBe(200);
    expect(manifest.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(JSON.parse(manifest.body.toString())).toEqual(JSON.parse(WEB_MANIFEST));
    const icon = await send('/icons/icon-192.png');
    expect(icon.status).toBe(200);
    expect(icon.headers['content-type']).toBe('image/png');
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('does not serve source maps', async () => {
    const res = await send('/main.0123456789.js.map', { accept: 'text/html' });
    expect(res.status).toBe(404);
    expect(res.body.toString()).toBe('Not found');
  });
});

describe('source maps through an encoded name', () => {
  const variants = (file: string) => [
    `${file}.js%2emap`,
    `${file}.js%2Emap`,
    `${file}%2ejs%2emap`,
    `${file}%2Ejs%2Emap`,
    `${file}.js%252emap`,
    `${file}.js%252Emap`,
    `${file}.js%25252emap`,
    `${file}.js.MAP`,
    `${file}.js.map/`,
  ];

  it.each([...variants('/main.0123456789'), ...variants('/mf/groups/477.abcdef0123')])(
    'answers 404 for %s, not the map',
    async (path) => {
      const asked: Record<string, string>[] = [{}, { accept: 'text/html' }];
      for (const headers of asked) {
        const res = await send(path, headers);
        expect(res.status).toBe(404);
        expect(res.body.toString()).not.toContain('"version":3');
      }
    },
  );

  it('refuses a malformed percent-encoding with 400', async () => {
    for (const path of ['/main.0123456789.js%2', '/main%E0%A4%A.js', '/mf/groups/%']) {
      const res = await send(path, { accept: 'text/html' });
      expect(res.status).toBe(400);
      expect(res.body.toString()).not.toContain('"version":3');
    }
  });

  it('still serves the bundles themselves', async () => {
    expect((await send('/main.0123456789.js')).status).toBe(200);
    expect((await send('/mf/groups/477.abcdef0123.js')).status).toBe(200);
  });
});

describe('all-in-one pages', () => {
  it('serves the prerendered page to a browser without a session cookie', async () => {
    for (const [path, page] of [
      ['/', HOME],
      ['/?from=mail', HOME],
      ['/songs/public', PUBLIC_SONGS],
      ['/songs/public/', PUBLIC_SONGS],
      ['/songs/public?q=grace', PUBLIC_SONGS],
    ] as const) {
      const res = await send(path, { accept: 'text/html', cookie: 'theme=dark' });
      expect(res.status, path).toBe(200);
      expect(res.body.toString(), path).toBe(page);
      expect(res.headers['cache-control'], path).toBe('no-cache');
      expect(res.headers.vary, path).toBe('Accept-Encoding, Cookie');
      expect(res.headers['content-type'], path).toBe('text/html;charset=utf-8');
    }
    const br = await send('/', { accept: 'text/html', 'accept-encoding': 'br, gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding, Cookie');
    expect(brotliDecompressSync(br.body).toString()).toBe(HOME);
    const head = await send('/songs/public', { accept: 'text/html' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(Number(head.headers['content-length'])).toBe(PUBLIC_SONGS.length);
  });

  it('serves the REST reference page as built, signed in or out, with the security headers', async () => {
    for (const cookie of [undefined, 'sid=abc']) {
      const res = await send('/docs/rest.html', {
        accept: 'text/html',
        'accept-encoding': 'br',
        ...(cookie ? { cookie } : {}),
      });
      expect(res.status, cookie).toBe(200);
      expect(res.headers['content-encoding'], cookie).toBe('br');
      expect(brotliDecompressSync(res.body).toString(), cookie).toBe(REST_PAGE);
      expect(res.headers['content-type'], cookie).toBe('text/html;charset=utf-8');
      expect(res.headers['cache-control'], cookie).toBe('no-cache');
      expect(res.headers['content-security-policy'], cookie).toContain("style-src 'self'");
      expect(res.headers['x-frame-options'], cookie).toBe('SAMEORIGIN');
    }
    const css = await send('/docs/rest.0123456789.css');
    expect(css.status).toBe(200);
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(css.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves index.html with the session cookie, and where nothing was prerendered', async () => {
    for (const [path, cookie] of [
      ['/', 'theme=dark; sid=abc'],
      ['/songs/public', 'sid=abc'],
      ['/songs', ''],
      ['/index', ''],
      ['/groups/join/abc', ''],
    ] as const) {
      const res = await send(path, { accept: 'text/html', ...(cookie ? { cookie } : {}) });
      expect(res.status, path).toBe(200);
      expect(res.body.toString(), path).toBe(INDEX);
      expect(res.headers['cache-control'], path).toBe('no-cache');
      expect(res.headers.vary, path).toBe('Accept-Encoding, Cookie');
    }
  });

  it("announces a signed-in route's remote page in a Link header", async () => {
    const groups = await send('/groups/', { accept: 'text/html', cookie: 'sid=abc' });
    expect(groups.body.toString()).toBe(INDEX);
    expect(groups.headers.link).toBe(
      [
        '</mf/groups/mf-manifest.json>; rel=preload; as=fetch; crossorigin',
        '</mf/groups/remoteEntry.js>; rel=preload; as=script',
        '</mf/groups/477.abcdef0123.js>; rel=preload; as=script',
      ].join(', '),
    );
    // A remote this gateway does not serve: its manifest only (the chunks' names are its own).
    const songs = await send('/songs', { accept: 'text/html', cookie: 'sid=abc' });
    expect(songs.headers.link).toBe(
      '</mf/songs/mf-manifest.json>; rel=preload; as=fetch; crossorigin',
    );
    // A shell page that places remote sections (the dashboard): each remote once, all its parts.
    const home = await send('/', { accept: 'text/html', cookie: 'sid=abc' });
    expect(home.headers.link).toBe(
      [
        '</mf/groups/mf-manifest.json>; rel=preload; as=fetch; crossorigin',
        '</mf/groups/remoteEntry.js>; rel=preload; as=script',
        '</mf/groups/477.abcdef0123.js>; rel=preload; as=script',
        '</mf/songs/mf-manifest.json>; rel=preload; as=fetch; crossorigin',
      ].join(', '),
    );
    // Other shell pages and prerendered pages need no remote at once.
    for (const [path, cookie] of [
      ['/', ''],
      ['/profile', 'sid=abc'],
      ['/groups/x', 'sid=abc'],
      ['/songs/public', ''],
      // Signed out, /groups only leads to the sign-in page.
      ['/groups', ''],
    ] as const) {
      const res = await send(path, { accept: 'text/html', ...(cookie ? { cookie } : {}) });
      expect(res.status, path).toBe(200);
      expect(res.headers.link, path).toBeUndefined();
    }
    // A page open to anyone is announced to signed-out visitors too.
    const join = await send('/groups/join/abc', { accept: 'text/html' });
    expect(join.headers.link).toMatch(/^<\/mf\/groups\/mf-manifest\.json>; rel=preload/);
  });

  it('sends the app (its GraphiQL route) to a browser asking for /graphql, not to API clients', async () => {
    const browser = await send('/graphql', {
      accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
      cookie: 'sid=abc',
    });
    expect(browser.status).toBe(200);
    expect(browser.body.toString()).toBe(INDEX);
    for (const accept of ['application/json', '*/*', 'application/graphql-response+json']) {
      const client = await send('/graphql', { accept });
      expect(client.body.toString(), accept).not.toBe(INDEX);
      expect(client.headers['content-type'], accept).toMatch(/json/);
    }
  });

  it('gives no page to a client that does not want HTML', async () => {
    expect((await send('/', { accept: 'application/json' })).status).toBe(404);
    expect((await send('/missing.0123456789.js', { accept: 'application/json' })).status).toBe(404);
  });

  it('keeps /remotes.json small and uncompressed (under the threshold)', async () => {
    const res = await send('/remotes.json', { 'accept-encoding': 'br, gzip' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(JSON.parse(res.body.toString())).toEqual({
      mf_groups: '/mf/groups/mf-manifest.json',
      mf_songs: '/mf/songs/mf-manifest.json',
      mf_schedules: '/mf/schedules/mf-manifest.json',
      mf_insights: '/mf/insights/mf-manifest.json',
    });
  });
});
