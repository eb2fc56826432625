import { readdirSync } from 'node:fs';
import { join } from 'node:path';

// Prerendered pages (the shell's build contract, as packages/static-server reads it too):
// `prerendered/<path>.html` holds a page as a signed-out visitor sees it, `/` →
// `prerendered/index.html`. Requests without a session cookie get it; a signed-in browser gets
// index.html and renders itself.

export const PRERENDERED_DIR = 'prerendered';

/**
 * The file (a path inside the build, with a leading slash) that would hold the prerendered page
 * for a request path, or null when the path cannot name one. A trailing slash is tolerated;
 * `/index` is not an alias of `/`.
 */
export function prerenderedFileFor(pathname: string): string | null {
  const path = pathname.replace(/\/+$/, '');
  if (path === '') return `/${PRERENDERED_DIR}/index.html`;
  if (path === '/index' || !/^(\/[A-Za-z0-9_-]+)+$/.test(path)) return null;
  return `/${PRERENDERED_DIR}${path}.html`;
}

/** The prerendered pages a build holds, named as prerenderedFileFor names them; read once. */
export function listPrerendered(dir: string): Set<string> {
  let names: string[] = [];
  try {
    names = readdirSync(join(dir, PRERENDERED_DIR), { recursive: true, encoding: 'utf8' });
  } catch {
    // no prerendered pages in this build
  }
  return new Set(
    names
      .map((name) => name.split('\\').join('/'))
      .filter((name) => name.endsWith('.html'))
      .map((name) => `/${PRERENDERED_DIR}/${name}`),
  );
}
