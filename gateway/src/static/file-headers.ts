import type { ServerResponse } from 'node:http';
import { extname } from 'node:path';

/** webpack's `[name].[contenthash:10].ext`: never changes, so cached for good. */
const HASHED = /\.[0-9a-f]{8,}\.[a-z0-9]+$/i;

/** Text types get their charset spelled out (the bundles hold Malayalam, Tamil, Hindi…). */
const UTF8_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  // The web app manifest (shell/pwa/): browsers expect its own type.
  '.webmanifest': 'application/manifest+json; charset=utf-8',
};

/**
 * sirv's `setHeaders` for a built front end: charset, and caching by name. Content-hashed files
 * are immutable; everything else (index.html, mf-manifest.json, remoteEntry.js) is revalidated,
 * which sirv's ETag turns into a 304. `pathname` is the path asked for, whichever of the
 * file, `.br` or `.gz` answers it.
 */
export function builtFileHeaders(options: { pages: boolean }) {
  return (res: ServerResponse, pathname: string): void => {
    const type = UTF8_TYPES[extname(pathname)];
    if (type) res.setHeader('Content-Type', type);
    res.setHeader(
      'Cache-Control',
      HASHED.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache',
    );
    // The shell's pages differ for signed-in and signed-out browsers (prerendered pages).
    if (options.pages && (pathname.endsWith('.html') || !extname(pathname)))
      res.setHeader('Vary', 'Accept-Encoding, Cookie');
  };
}
