#!/usr/bin/env node
// `npm run measure:memory`: how much memory the all-in-one app (`npm start`) holds when idle.
// It starts scripts/start.mjs like a user would (embedded PostgreSQL in a throw-away data
// folder, every port free), waits until it is ready and has been idle for IDLE_SECONDS
// (default 15), then reads the resident memory of the launcher and every descendant from
// /proc (Linux only) and prints it per process and in total. The budget (issue 6): the whole
// tree at most 1 GB resident when idle.
//   RSS  resident set (what `ps`/`top` show); the sum counts shared pages (the node binary,
//        shared libraries) once per process, so it is the pessimistic figure we budget.
//   PSS  proportional set: shared pages divided among their users; sums to real usage.
// Environment: IDLE_SECONDS, DATA_DIR (reuse a folder instead of a fresh one; it is kept),
// SKIP_BUILD=1 (do not build what is stale first), MEMORY_JSON (also write the figures there).
// Exit code 1 when the total RSS is over MEMORY_BUDGET_MB (default 1024) and MEMORY_STRICT=1.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import { freePort } from './lib/proc.mjs';
import { ROOT, SERVICES, envPrefix } from './lib/topology.mjs';

const KB = 1024;

/** Every pid below `root` (children, grandchildren…), from /proc/<pid>/stat's ppid. */
export function descendants(root) {
  const parentOf = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      parentOf.set(Number(name), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // gone meanwhile
    }
  }
  const found = [];
  const queue = [root];
  while (queue.length) {
    const pid = queue.shift();
    for (const [child, parent] of parentOf) {
      if (parent === pid) {
        found.push(child);
        queue.push(child);
      }
    }
  }
  return found;
}

const field = (text, name) => {
  const match = new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(text);
  return match ? Number(match[1]) * KB : 0;
};

/** RSS and PSS (bytes) of one process, and a short name for it. */
export function processMemory(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    let pss = 0;
    try {
      pss = field(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'), 'Pss');
    } catch {
      // smaps_rollup needs Linux 4.14+
    }
    const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
    return { pid, command: describe(args), rss: field(status, 'VmRSS'), pss };
  } catch {
    return null;
  }
}

/** `services/groups/dist/main.js` → `groups`; the launcher → `launcher (start.mjs)`. */
function describe(args) {
  // The embedded PostgreSQL's postmaster (its other processes name themselves) and its watchdog.
  if (/[/\\]postgres(\.exe)?$/.test(args[0] ?? '')) return 'postgres (server)';
  if (args[0] === '/bin/sh' && /kill -INT/.test(args[2] ?? '')) return 'watchdog (sh)';
  const script = args.find((a) => /\.(m?js|cjs)$/.test(a) && !a.includes('exit-with-parent'));
  if (!script) return args.join(' ').slice(0, 60);
  const rel = script.startsWith(ROOT) ? script.slice(ROOT.length + 1) : script;
  const deployable = /^(?:services\/)?([^/]+)\/dist\/main\.js$/.exec(rel);
  if (deployable) return deployable[1];
  return rel.startsWith('scripts/') ? `launcher (${rel.slice('scripts/'.length)})` : rel;
}

/** The memory of `root` and everything below it. */
export function treeMemory(root) {
  const processes = [root, ...descendants(root)].map(processMemory).filter(Boolean);
  return {
    processes,
    rss: processes.reduce((sum, p) => sum + p.rss, 0),
    pss: processes.reduce((sum, p) => sum + p.pss, 0),
  };
}

export const mb = (bytes) => `${(bytes / KB / KB).toFixed(0)} MB`;

export function printTree(tree, budgetMb) {
  const width = Math.max(...tree.processes.map((p) => p.command.length), 7);
  console.log(`  ${'process'.padEnd(width)}  ${'pid'.padStart(7)}  ${'RSS'.padStart(7)}  PSS`);
  for (const p of tree.processes)
    console.log(
      `  ${p.command.padEnd(width)}  ${String(p.pid).padStart(7)}  ${mb(p.rss).padStart(7)}  ${mb(p.pss)}`,
    );
  console.log(
    `  ${'total'.padEnd(width)}  ${''.padStart(7)}  ${mb(tree.rss).padStart(7)}  ${mb(tree.pss)}` +
      (budgetMb ? `   (budget: RSS ≤ ${budgetMb} MB)` : ''),
  );
}

/** Starts `npm start` (scripts/start.mjs) on free ports; resolves once it is ready. */
export async function startAllInOne({ dataDir, env: extra = {} } = {}) {
  const ownDir = !dataDir;
  const dir = dataDir ?? mkdtempSync(join(tmpdir(), 'worship-memory-'));
  const port = await freePort();
  const env = {
    ...process.env,
    DATA_DIR: dir,
    PORT: String(port),
    PUBLIC_URL: `http://localhost:${port}`,
    LOG_LEVEL: 'warn',
    NO_COLOR: '1',
    ...extra,
  };
  delete env.DATABASE_URL;
  const servicePorts = {};
  for (const service of SERVICES) {
    const prefix = envPrefix(service.name);
    delete env[`${prefix}_DATABASE_URL`];
    servicePorts[service.name] = await freePort();
    env[`${prefix}_PORT`] = String(servicePorts[service.name]);
  }
  env.EMBEDDED_DB_PORT = String(await freePort());
  const started = Date.now();
  const child = spawn(process.execPath, [join(ROOT, 'scripts/start.mjs')], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (chunk) => (out = (out + chunk).slice(-20_000)));
  child.stderr.on('data', (chunk) => (out = (out + chunk).slice(-20_000)));
  const baseUrl = await new Promise((resolve, reject) => {
    child.stdout.on('data', () => {
      const match = /is ready on (\S+)/.exec(out);
      if (match) resolve(match[1]);
    });
    child.once('exit', (code) =>
      reject(new Error(`the app exited (${code}) before it was ready:\n${out}`)),
    );
  });
  const readyMs = Date.now() - started;
  const stop = () =>
    new Promise((resolve) => {
      const done = () => {
        if (ownDir) rmSync(dir, { recursive: true, force: true });
        resolve();
      };
      if (child.exitCode !== null || child.signalCode !== null) return done();
      child.once('exit', done);
      child.kill('SIGTERM');
    });
  return { child, baseUrl, servicePorts, readyMs, output: () => out, stop };
}

async function main() {
  const idleSeconds = Number(process.env.IDLE_SECONDS ?? 15);
  const budgetMb = Number(process.env.MEMORY_BUDGET_MB ?? 1024);
  const app = await startAllInOne({ dataDir: process.env.DATA_DIR || undefined });
  try {
    console.log(
      `ready after ${(app.readyMs / 1000).toFixed(1)} s with ${SERVICES.map((s) => s.name).join(', ')}; idle for ${idleSeconds} s…`,
    );
    await sleep(idleSeconds * 1000);
    const tree = treeMemory(app.child.pid);
    console.log(`\nnpm start, idle (${SERVICES.length} services):`);
    printTree(tree, budgetMb);
    if (process.env.MEMORY_JSON)
      writeFileSync(
        process.env.MEMORY_JSON,
        `${JSON.stringify({ services: SERVICES.map((s) => s.name), idleSeconds, ...tree }, null, 2)}\n`,
      );
    if (process.env.MEMORY_STRICT === '1' && tree.rss > budgetMb * KB * KB) process.exitCode = 1;
  } finally {
    await app.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await main();
