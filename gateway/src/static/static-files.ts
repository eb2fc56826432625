import { resolve } from 'node:path';
import type { Express, Request, Response } from 'express';
import sirv from 'sirv';
// One reading of a build for both static servers: ES modules of packages/static-server, required
// from this CommonJS build (Node's require of ES modules).
import { decodedPath } from '@worship/static-server/decoded-path';
import { listPrerendered, prerenderedFileFor } from '@worship/static-server/prerendered';
import { readCookie, SESSION_COOKIE } from '../auth/cookies';
import { remoteEntries, type GatewayConfig } from '../config';
import { devOverrides, type DevOverrides } from '../dev/dev-overrides';
import { builtFileHeaders } from './file-headers';
import { routePreloads } from './route-preloads';

/**
 * A built front end through sirv, as packages/static-server serves it: the `.br`/`.gz` the build
 * wrote beside each file when the client accepts it (`Vary: Accept-Encoding`), ETag and
 * Last-Modified (a revalidation is a 304), Range. The folder is indexed once, here: a new build
 * needs a restart, as it does for the static servers.
 */
function builtFiles(dir: string, pages: boolean) {
  return sirv(resolve(dir), {
    etag: true,
    brotli: true,
    gzip: true,
    dotfiles: false,
    // `/groups` is a client route, never `groups.html`; pages are chosen below.
    extensions: [],
    setHeaders: builtFileHeaders({ pages }),
  });
}

/** A source map, however the name ends (`.map`, `.MAP`, `.map/`). */
const isSourceMap = (decoded: string) => /\.map\/*$/i.test(decoded);

/**
 * The run-time remote table the shell reads before loading any microfrontend; in development, a
 * remote served by `npm run dev -w <remote>` is taken from its dev server (dev/dev-overrides.ts).
 */
export function remotesJson(
  config: GatewayConfig,
  overrides: DevOverrides = devOverrides(undefined),
): Record<string, string> {
  return Object.fromEntries(
    remoteEntries(config).map((remote) => [
      remote.name,
      `${(overrides.remote(remote.name) ?? remote.url).replace(/\/?$/, '/')}mf-manifest.json`,
    ]),
  );
}

/**
 * All-in-one mode: the gateway serves the built shell and remotes. Any unknown path that accepts
 * HTML gets a page so client-side routes (and the shell's 404 page) work on reload: the build's
 * prerendered page for the path when the browser has no session cookie, else index.html.
 */
export function mountStatic(app: Express, config: GatewayConfig, shell: ShellFiles | null): void {
  const overrides = devOverrides(config.DEV_OVERRIDES_DIR);
  app.get('/remotes.json', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.json(remotesJson(config, overrides));
  });
  if (!config.SERVE_SOURCE_MAPS) {
    // The builds keep their source maps beside the bundles for debugging, not for visitors.
    app.use((req, res, next) => {
      const decoded = decodedPath(req.path);
      if (decoded === null) {
        res.status(400).type('text/plain').send('Bad request');
        return;
      }
      if (isSourceMap(decoded)) {
        res.status(404).type('text/plain').send('Not found');
        return;
      }
      next();
    });
  }
  for (const remote of remoteEntries(config)) {
    if (remote.dist) app.use(remote.mountPath, builtFiles(remote.dist, false));
  }
  if (!config.SHELL_DIST || !shell) return;
  const prerendered = listPrerendered(resolve(config.SHELL_DIST));
  const preloadsFor = routePreloads(resolve(config.SHELL_DIST), remoteEntries(config));
  app.use(shell);
  app.get(/^\/(?!api\/|graphql|mf\/).*/, (req, res, next) => {
    if (!req.accepts('html')) {
      next();
      return;
    }
    const page = prerenderedFileFor(req.path);
    const signedOut = readCookie(req, SESSION_COOKIE) === undefined;
    const prerenderedPage = page && prerendered.has(page) && signedOut;
    // The app renders the route itself: let its remote page download with the shell (not while
    // a dev server stands in for a remote: the links name the built one's files).
    const preload = !prerenderedPage && !overrides.list().some((o) => o.kind === 'remote');
    const links = preload ? preloadsFor(req.path, !signedOut) : null;
    if (links) res.setHeader('Link', links);
    sendFile(shell, prerenderedPage ? page : '/index.html', req, res, () => {
      res.removeHeader('Link');
      next();
    });
  });
}

type Handler = ReturnType<typeof builtFiles>;
export type ShellFiles = Handler;

/** The built shell's files, indexed once for every route that answers with them. */
export function shellFiles(config: GatewayConfig): ShellFiles | null {
  return config.SHELL_DIST ? builtFiles(config.SHELL_DIST, true) : null;
}

/** Answers with `file` of a build; sirv reads req.url at once, the request keeps its own URL. */
function sendFile(files: Handler, file: string, req: Request, res: Response, next: () => void) {
  const asked = req.url;
  req.url = file;
  try {
    files(req, res, () => {
      req.url = asked;
      next();
    });
  } finally {
    req.url = asked;
  }
}

/**
 * GET /graphql from a browser (it prefers HTML to JSON): the shell, whose /graphql route is the
 * GraphiQL explorer (signed in; others are sent to sign in). API clients go on to Apollo.
 */
export function mountExplorerPage(app: Express, shell: ShellFiles | null): void {
  if (!shell) return;
  app.get('/graphql', (req, res, next) => {
    if (
      req.accepts(['application/json', 'application/graphql-response+json', 'text/html']) !==
      'text/html'
    ) {
      next();
      return;
    }
    sendFile(shell, '/index.html', req, res, next);
  });
}
