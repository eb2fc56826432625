import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import express, { type Express } from 'express';
import { remoteEntries, type GatewayConfig } from '../config';

const HASHED = /\.[0-9a-f]{8,}\.(js|css|woff2?|png|svg)$/;

function staticOptions() {
  return {
    index: false,
    redirect: false,
    setHeaders(res: express.Response, path: string) {
      // Hashed bundles never change; everything else (index.html, manifests) is revalidated.
      res.setHeader(
        'Cache-Control',
        HASHED.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  };
}

/** The run-time remote table the shell reads before loading any microfrontend. */
export function remotesJson(config: GatewayConfig): Record<string, string> {
  return Object.fromEntries(
    remoteEntries(config).map((remote) => [
      remote.name,
      `${remote.url.replace(/\/?$/, '/')}mf-manifest.json`,
    ]),
  );
}

/**
 * All-in-one mode: the gateway serves the built shell and remotes. Any unknown path gets the
 * shell's index.html so client-side routes (and the shell's 404 page) work on reload.
 */
export function mountStatic(app: Express, config: GatewayConfig): void {
  app.get('/remotes.json', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.json(remotesJson(config));
  });
  if (!config.SERVE_SOURCE_MAPS) {
    // The builds keep their source maps beside the bundles for debugging, not for visitors.
    app.get(/\.map$/i, (_req, res) => {
      res.status(404).type('text/plain').send('Not found');
    });
  }
  for (const remote of remoteEntries(config)) {
    if (remote.dist)
      app.use(remote.mountPath, express.static(resolve(remote.dist), staticOptions()));
  }
  if (!config.SHELL_DIST) return;
  const shellDist = resolve(config.SHELL_DIST);
  const indexHtml = join(shellDist, 'index.html');
  app.use(express.static(shellDist, staticOptions()));
  app.get(/^\/(?!api\/|graphql|mf\/).*/, (req, res, next) => {
    if (!req.accepts('html') || !existsSync(indexHtml)) {
      next();
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexHtml);
  });
}
