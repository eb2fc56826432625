// Prerendered pages (the shell's build contract): `prerendered/<path>.html` holds the HTML of a
// page path as a signed-out visitor sees it, `/` → `prerendered/index.html`. They are served to
// requests without a session cookie; a signed-in browser gets index.html and renders itself.
// The gateway's all-in-one mode requires this ES module from its CommonJS build (types in
// prerendered.d.mts), so both read a build the same way.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

export const PRERENDERED_DIR = 'prerendered';

/**
 * The file (a path inside the build, with a leading slash) that would hold the prerendered
 * page for a request path, or null when the path cannot name one. A trailing slash is
 * tolerated; `/index` is not an alias of `/`.
 * @param {string} pathname  decoded, without the query string
 * @returns {string | null}
 */
export function prerenderedFileFor(pathname) {
  const path = pathname.replace(/\/+$/, '');
  if (path === '') return `/${PRERENDERED_DIR}/index.html`;
  if (path === '/index' || !/^(\/[A-Za-z0-9_-]+)+$/.test(path)) return null;
  return `/${PRERENDERED_DIR}${path}.html`;
}

/**
 * The prerendered pages a build holds, as `prerenderedFileFor` names them. Read once, like the
 * rest of the build: a new build needs a restart.
 * @param {string} dir  the build folder
 * @returns {Set<string>}
 */
export function listPrerendered(dir) {
  let names = [];
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

/**
 * Whether a Cookie header carries a cookie of that name (any value: a stale session is still
 * a signed-in browser's, and the shell sorts it out).
 * @param {string | undefined} header
 * @param {string} name
 */
export function hasCookie(header, name) {
  if (!header) return false;
  return header.split(';').some((part) => {
    const index = part.indexOf('=');
    return index > 0 && part.slice(0, index).trim() === name;
  });
}
