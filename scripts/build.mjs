#!/usr/bin/env node
// `npm run build`: builds what is stale: the TypeScript projects, then the front ends two at a time.
//   1. `tsc -b` over packages/subgraph-kit, the services and the gateway (incremental by itself);
//   2. each front end's webpack production build, skipped when its dist is newer than every
//      source file it depends on (its own folder, the workspace packages it uses, the shared
//      webpack config and the lockfile).
// `--force` rebuilds everything.
import {
  existsSync,
  readdirSync,
  readFileSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { FRONTENDS, ROOT, TS_PROJECTS, hasTsProject, hasWebpackConfig } from './lib/topology.mjs';
import { run, seconds } from './lib/proc.mjs';

/** Written into dist after a successful build; its mtime is the time the build started. */
export const STAMP = '.build-stamp';
const SKIP_DIRS = new Set(['node_modules', 'dist', '.cache', 'coverage', '__tests__', 'test']);
const SKIP_FILE = /\.(test|spec)\.[cm]?[jt]sx?$|\.tsbuildinfo$|\.md$/;

/** Newest mtime (ms) of the files under `dir`, ignoring build output and tests. */
function newestMtime(dir) {
  let newest = 0;
  let newestFile = '';
  const walk = (path) => {
    let entries;
    try {
      entries = readdirSync(path, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const full = join(path, entry.name);
      if (entry.isDirectory()) {
        if (!SKIP_DIRS.has(entry.name) && !entry.name.startsWith('.')) walk(full);
      } else if (!SKIP_FILE.test(entry.name)) {
        const mtime = statSync(full).mtimeMs;
        if (mtime > newest) [newest, newestFile] = [mtime, full];
      }
    }
  };
  walk(dir);
  return { newest, newestFile };
}

/** Workspace folders by package name (`@worship/design-system` → `packages/design-system`). */
function workspaceDirs() {
  const root = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
  const byName = new Map();
  for (const dir of root.workspaces ?? []) {
    try {
      const pkg = JSON.parse(readFileSync(join(ROOT, dir, 'package.json'), 'utf8'));
      byName.set(pkg.name, dir);
    } catch {
      // a workspace without package.json is not built
    }
  }
  return byName;
}

/** The folders and files a front end's bundle depends on. */
export function frontendInputs(frontend) {
  const byName = workspaceDirs();
  const dirs = new Set([frontend.dir]);
  const queue = [frontend.dir];
  while (queue.length) {
    const dir = queue.shift();
    let pkg;
    try {
      pkg = JSON.parse(readFileSync(join(ROOT, dir, 'package.json'), 'utf8'));
    } catch {
      continue;
    }
    const deps = { ...pkg.dependencies, ...pkg.devDependencies, ...pkg.peerDependencies };
    for (const name of Object.keys(deps)) {
      const wsDir = byName.get(name);
      if (wsDir && !dirs.has(wsDir)) {
        dirs.add(wsDir);
        queue.push(wsDir);
      }
    }
  }
  if (existsSync(join(ROOT, 'packages/webpack-config'))) dirs.add('packages/webpack-config');
  // Files outside the workspaces that the build reads too (the shell's REST reference page).
  const files = ['package-lock.json', 'tsconfig.web.json', ...(frontend.inputs ?? [])].filter((f) =>
    existsSync(join(ROOT, f)),
  );
  return { dirs: [...dirs], files };
}

/** Why a front end needs building, or null when its dist is up to date. */
export function staleReason(frontend) {
  const marker = join(ROOT, frontend.dir, 'dist', frontend.marker);
  if (!existsSync(marker)) return `no ${relative(ROOT, marker)}`;
  // webpack leaves unchanged files untouched, so the build time is our own stamp's.
  const stamp = join(ROOT, frontend.dir, 'dist', STAMP);
  if (!existsSync(stamp)) return `no ${relative(ROOT, stamp)}`;
  const built = statSync(stamp).mtimeMs;
  const { dirs, files } = frontendInputs(frontend);
  for (const dir of dirs) {
    const { newest, newestFile } = newestMtime(join(ROOT, dir));
    if (newest > built) return `${relative(ROOT, newestFile)} changed`;
  }
  for (const file of files) {
    if (statSync(join(ROOT, file)).mtimeMs > built) return `${file} changed`;
  }
  return null;
}

/**
 * Builds what is stale. Returns the names built and skipped.
 * @param {{force?: boolean, log?: (line: string) => void}} [options]
 */
export async function build({ force = false, log = (line) => console.log(line) } = {}) {
  const started = Date.now();
  const built = [];
  const skipped = [];

  const projects = TS_PROJECTS.filter(hasTsProject);
  const missing = TS_PROJECTS.filter((dir) => !hasTsProject(dir));
  if (missing.length) log(`build: no tsconfig.json yet in ${missing.join(', ')} (skipped)`);
  if (projects.length) {
    const t = Date.now();
    const tsc = join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
    await run(process.execPath, [tsc, '-b', ...(force ? ['--force'] : []), ...projects], {
      cwd: ROOT,
    });
    log(`build: tsc -b ${projects.join(' ')} (${seconds(Date.now() - t)})`);
    built.push('tsc');
  }

  // Two webpack builds at a time: each is mostly one core, and the remotes do not read each
  // other's output, so a 2-core machine builds all five in about two thirds of the time.
  const stale = [];
  for (const frontend of FRONTENDS) {
    if (!hasWebpackConfig(frontend.dir)) {
      log(`build: ${frontend.name} has no webpack.config.cjs yet (skipped)`);
      skipped.push(frontend.name);
      continue;
    }
    const reason = force ? '--force' : staleReason(frontend);
    if (reason) stale.push({ frontend, reason });
    else skipped.push(frontend.name);
  }
  const buildOne = async ({ frontend, reason }) => {
    log(`build: ${frontend.name}: webpack production build (${reason})`);
    const t = Date.now();
    await run('npm', ['run', 'build', '--silent', '--workspace', frontend.dir], {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: 'production' },
    });
    // Sources edited while webpack ran are newer than this stamp, so they trigger the next build.
    const stamp = join(ROOT, frontend.dir, 'dist', STAMP);
    writeFileSync(stamp, `${new Date(t).toISOString()}\n`);
    utimesSync(stamp, new Date(t), new Date(t));
    log(`build: ${frontend.name} built in ${seconds(Date.now() - t)}`);
    built.push(frontend.name);
  };
  const queue = [...stale];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) await buildOne(next);
  };
  await Promise.all(Array.from({ length: Math.min(2, queue.length) }, worker));
  log(
    `build: done in ${seconds(Date.now() - started)}${skipped.length ? ` (up to date: ${skipped.join(', ')})` : ''}`,
  );
  return { built, skipped };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  build({ force: process.argv.includes('--force') }).catch((error) => {
    console.error(`build failed: ${error.message}`);
    process.exit(1);
  });
}
