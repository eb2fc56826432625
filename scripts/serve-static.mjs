#!/usr/bin/env node
// A tiny production static server for a built front end (distributed topology).
//
//   node scripts/serve-static.mjs <dist-dir> [--port 3102] [--host 0.0.0.0] [--spa]
//                                 [--proxy http://gateway:4000] [--proxy-paths /api,/graphql,/remotes.json]
//
// - correct content types, ETag/Last-Modified revalidation, gzip for text;
// - `Access-Control-Allow-Origin: *` so a host on another origin can read mf-manifest.json and
//   load chunks;
// - hashed bundles are cached for a year (immutable), everything else is revalidated;
// - `--spa`: unknown paths that accept HTML get index.html (client-side routes);
// - `--proxy`: requests under the proxy paths go to that origin (the shell's origin is then the
//   one public address: pages from here, /api and /graphql from the gateway);
// - GET /healthz and /readyz answer 200 for orchestrators.
// PORT and HOST may also come from the environment.
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { request as httpRequest, createServer } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.webmanifest': 'application/manifest+json',
  '.wasm': 'application/wasm',
};
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|manifest\+json)|image\/svg)/;
const HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

export function createStaticServer({
  root,
  spa = false,
  proxy,
  proxyPaths = ['/api', '/graphql', '/remotes.json'],
}) {
  root = resolve(root);
  const cache = new Map(); // path → {mtimeMs, size, etag, body, gzip}
  const proxyUrl = proxy ? new URL(proxy) : null;
  const proxied = (path) =>
    proxyUrl &&
    proxyPaths.some((p) => path === p || path.startsWith(p.endsWith('/') ? p : `${p}/`));

  function load(file) {
    let stat;
    try {
      stat = statSync(file);
    } catch {
      return null;
    }
    if (!stat.isFile()) return null;
    const hit = cache.get(file);
    if (hit && hit.mtimeMs === stat.mtimeMs && hit.size === stat.size) return hit;
    const body = readFileSync(file);
    const type = TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
    const entry = {
      mtimeMs: stat.mtimeMs,
      size: stat.size,
      mtime: stat.mtime.toUTCString(),
      etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"`,
      type,
      body,
      gzip: COMPRESSIBLE.test(type) && body.length > 1024 ? gzipSync(body) : null,
    };
    cache.set(file, entry);
    return entry;
  }

  function forward(req, res) {
    const send = proxyUrl.protocol === 'https:' ? httpsRequest : httpRequest;
    const headers = { ...req.headers };
    headers['x-forwarded-for'] = [req.headers['x-forwarded-for'], req.socket.remoteAddress]
      .filter(Boolean)
      .join(', ');
    headers['x-forwarded-proto'] ??= 'http';
    headers['x-forwarded-host'] ??= req.headers.host ?? '';
    const upstream = send(
      {
        protocol: proxyUrl.protocol,
        hostname: proxyUrl.hostname,
        port: proxyUrl.port,
        method: req.method,
        path: req.url,
        headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', (error) => {
      if (!res.headersSent) {
        res.writeHead(502, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({ message: `Upstream unavailable: ${error.code ?? error.message}` }),
        );
      } else res.destroy();
    });
    req.pipe(upstream);
  }

  return createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    let path;
    try {
      path = decodeURIComponent(url.pathname);
    } catch {
      res.writeHead(400).end();
      return;
    }
    if (proxied(path)) {
      forward(req, res);
      return;
    }
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
        'Access-Control-Allow-Headers': req.headers['access-control-request-headers'] ?? '*',
        'Access-Control-Max-Age': '86400',
      });
      res.end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD, OPTIONS' }).end();
      return;
    }
    if (path === '/healthz' || path === '/readyz') {
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      res.end('{"status":"ok"}');
      return;
    }
    if (path.split('/').some((part) => part.startsWith('.'))) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    const file = normalize(join(root, path.endsWith('/') ? `${path}index.html` : path));
    if (file !== root && !file.startsWith(root + sep)) {
      res.writeHead(403).end();
      return;
    }
    let entry = load(file);
    let fallback = false;
    if (!entry && spa && !extname(path) && (req.headers.accept ?? '').includes('text/html')) {
      entry = load(join(root, 'index.html'));
      fallback = true;
    }
    if (!entry) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    res.setHeader('Content-Type', entry.type);
    if (entry.type.startsWith('text/html')) {
      res.setHeader('X-Frame-Options', 'DENY');
      res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    }
    res.setHeader(
      'Cache-Control',
      !fallback && HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache',
    );
    res.setHeader('ETag', entry.etag);
    res.setHeader('Last-Modified', entry.mtime);
    res.setHeader('Vary', 'Accept-Encoding');
    const fresh = req.headers['if-none-match']
      ? req.headers['if-none-match'].split(/\s*,\s*/).includes(entry.etag)
      : req.headers['if-modified-since'] === entry.mtime;
    if (fresh) {
      res.writeHead(304).end();
      return;
    }
    const gzip = entry.gzip && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
    const body = gzip ? entry.gzip : entry.body;
    if (gzip) res.setHeader('Content-Encoding', 'gzip');
    res.setHeader('Content-Length', body.length);
    res.writeHead(200);
    res.end(req.method === 'HEAD' ? undefined : body);
  });
}

const isMain =
  process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname);
if (isMain) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      spa: { type: 'boolean', default: false },
      proxy: { type: 'string' },
      'proxy-paths': { type: 'string' },
    },
  });
  const root = positionals[0];
  if (!root) {
    console.error(
      'usage: serve-static.mjs <dir> [--port N] [--host H] [--spa] [--proxy URL] [--proxy-paths /a,/b]',
    );
    process.exit(2);
  }
  try {
    if (!statSync(root).isDirectory()) throw new Error('not a directory');
  } catch {
    console.error(`serve-static: ${root} is not a directory (build it first: npm run build)`);
    process.exit(1);
  }
  const port = Number(values.port ?? process.env.PORT ?? 8080);
  const host = values.host ?? process.env.HOST ?? '0.0.0.0';
  const server = createStaticServer({
    root,
    spa: values.spa,
    proxy: values.proxy,
    proxyPaths: values['proxy-paths']
      ?.split(',')
      .map((p) => p.trim())
      .filter(Boolean),
  });
  server.listen(port, host, () => {
    console.log(
      `serve-static: ${resolve(root)} on http://${host}:${port}${values.proxy ? ` (proxying to ${values.proxy})` : ''}`,
    );
  });
  const stop = () => server.close(() => process.exit(0)) && server.closeAllConnections();
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}
