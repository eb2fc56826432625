// The production static origin of a built front end (distributed topology): the shell, and
// each microfrontend on its own origin.
// - files through sirv: content types, ETag, Range, precompressed .br/.gz when the build has
//   them, content-hashed files cached for a year (immutable), everything else (index.html,
//   remotes.json, mf-manifest.json, remoteEntry.js) revalidated;
// - `Access-Control-Allow-Origin: *` so a shell on another origin can read a remote's
//   mf-manifest.json and load its chunks;
// - SPA: unknown paths without an extension that accept HTML get index.html (the shell's
//   client-side routes and 404 page); a path with a prerendered page in the build
//   (prerendered.mjs) gets that page instead when the request has no session cookie
//   (SESSION_COOKIE), and every HTML page says `Vary: Accept-Encoding, Cookie`;
// - GATEWAY_URL: /api, /graphql and /remotes.json are forwarded there (http-proxy-middleware),
//   so the shell's origin is the one public address. The forwarded X-Forwarded-For/-Proto/-Host
//   are what this server saw, never what the client wrote, and hop-by-hop headers stay here;
// - `*.map` answers 404 unless SERVE_SOURCE_MAPS;
// - GET /healthz and /readyz answer 200 for orchestrators.
import { Agent as HttpAgent, createServer } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import { extname } from 'node:path';
import { createProxyMiddleware } from 'http-proxy-middleware';
import sirv from 'sirv';
import { decodedPath } from './decoded-path.mjs';
import { hasCookie, listPrerendered, prerenderedFileFor } from './prerendered.mjs';

/** Paths the shell's origin forwards to the gateway (exactly, or as a folder). */
export const PROXY_PATHS = ['/api', '/graphql', '/remotes.json'];
/** webpack's `[name].[contenthash:10].ext`: never changes, so cached for good. */
const HASHED = /\.[0-9a-f]{8,}\.[a-z0-9]+$/i;
/** Headers meaningful for one connection only (RFC 9110 §7.6.1), never forwarded. */
const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'upgrade',
  // Node answers `100 Continue` itself; forwarded, it would also skip http-proxy's hooks.
  'expect',
];

/** Text types get their charset spelled out (the bundles hold Malayalam, Tamil, Hindi…). */
const UTF8_TYPES = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  // The web app manifest (shell/pwa/): browsers expect its own type.
  '.webmanifest': 'application/manifest+json; charset=utf-8',
};

/** A page request: GET or HEAD of an extension-less path, from a client that wants HTML. */
const wantsPage = (req, path) =>
  (req.method === 'GET' || req.method === 'HEAD') &&
  !extname(path) &&
  (req.headers.accept ?? '').includes('text/html');

const proxied = (path) => PROXY_PATHS.some((p) => path === p || path.startsWith(`${p}/`));

/** Removes hop-by-hop headers, including those the Connection header names. */
function dropHopByHop(headers) {
  const named = String(headers.connection ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  for (const name of [...named, ...HOP_BY_HOP]) delete headers[name];
}

/**
 * What the gateway learns about the client: this server's own view (the socket's address,
 * the scheme it was reached by, the Host asked for). Whatever the client wrote in
 * X-Forwarded-*, Forwarded or X-Real-IP is dropped, so a client cannot pick its address.
 */
function overwriteForwarded(req) {
  const headers = req.headers;
  dropHopByHop(headers);
  for (const name of Object.keys(headers))
    if (name.startsWith('x-forwarded-') || name === 'forwarded' || name === 'x-real-ip')
      delete headers[name];
  headers['x-forwarded-for'] = req.socket.remoteAddress ?? '';
  headers['x-forwarded-proto'] = req.socket.encrypted ? 'https' : 'http';
  if (headers.host) headers['x-forwarded-host'] = headers.host;
}

function sendJson(res, status, body) {
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
  });
  res.end(JSON.stringify(body));
}

/** The forwarding proxy to the gateway, with an upstream timeout (504) and 502 when it is down. */
function gatewayProxy(target, timeoutSeconds) {
  const timedOut = new WeakSet();
  const agent = target.startsWith('https:')
    ? new HttpsAgent({ keepAlive: true })
    : new HttpAgent({ keepAlive: true });
  return createProxyMiddleware({
    target,
    agent,
    xfwd: false, // overwriteForwarded() sets them; http-proxy would append to the client's
    proxyTimeout: timeoutSeconds * 1000,
    on: {
      proxyReq: (proxyReq, req) => {
        proxyReq.once('timeout', () => timedOut.add(req));
      },
      proxyRes: (proxyRes) => dropHopByHop(proxyRes.headers),
      error: (error, req, res) => {
        if (!('writeHead' in res)) return;
        if (res.headersSent) {
          res.destroy();
          return;
        }
        if (timedOut.has(req))
          sendJson(res, 504, { message: `The gateway did not answer within ${timeoutSeconds} s` });
        else sendJson(res, 502, { message: `Gateway unavailable: ${error.code ?? error.message}` });
      },
    },
  });
}

/**
 * @param {import('./config.mjs').StaticConfig} config
 * @returns {import('node:http').Server}
 */
export function createStaticServer(config) {
  // The folder is indexed once, here: a new build needs a restart (as a new image would).
  const files = sirv(config.STATIC_DIR, {
    etag: true,
    brotli: true,
    gzip: true,
    dotfiles: false,
    extensions: ['html'],
    setHeaders(res, pathname) {
      const type = UTF8_TYPES[extname(pathname)];
      if (type) res.setHeader('Content-Type', type);
      res.setHeader(
        'Cache-Control',
        HASHED.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
      // An extension-less path is a page: sirv answered it with `<path>.html` or `index.html`.
      if (pathname.endsWith('.html') || !extname(pathname)) {
        res.setHeader('X-Frame-Options', 'DENY');
        res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
        // The shell's pages differ for signed-in and signed-out browsers (prerendered pages).
        if (config.SPA) res.setHeader('Vary', 'Accept-Encoding, Cookie');
      }
    },
  });
  const prerendered = config.SPA ? listPrerendered(config.STATIC_DIR) : new Set();
  const proxy = config.GATEWAY_URL
    ? gatewayProxy(config.GATEWAY_URL, config.PROXY_TIMEOUT_SECONDS)
    : null;
  const notFound = (res) =>
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');

  return createServer((req, res) => {
    const path = decodedPath(new URL(req.url ?? '/', 'http://localhost').pathname);
    if (path === null) {
      res.writeHead(400).end();
      return;
    }
    if (proxy && proxied(path)) {
      overwriteForwarded(req);
      proxy(req, res, () => notFound(res));
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
      sendJson(res, 200, { status: 'ok' });
      return;
    }
    // Source maps stay beside the build for debugging, not for visitors.
    if (!config.SERVE_SOURCE_MAPS && /\.map\/*$/i.test(path)) {
      notFound(res);
      return;
    }
    const page = config.SPA && wantsPage(req, path) ? prerenderedFileFor(path) : null;
    if (page && prerendered.has(page) && !hasCookie(req.headers.cookie, config.SESSION_COOKIE)) {
      req.url = page;
      files(req, res, () => notFound(res));
      return;
    }
    files(req, res, () => {
      if (!config.SPA || !wantsPage(req, path)) {
        notFound(res);
        return;
      }
      req.url = '/index.html';
      files(req, res, () => notFound(res));
    });
  });
}
