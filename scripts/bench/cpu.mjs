// CPU time of the app's processes over a load phase (Linux /proc), so the bench prints what a
// request costs and not only how long it waits. A sample reads utime + stime (clock ticks,
// `getconf CLK_TCK`) of every process of the app's tree (the launcher `npm start` runs, with the
// embedded PostgreSQL server below it, the gateway and each service: the launcher's descendants by ppid)
// and, when the app runs on the PostgreSQL server, of that server's processes serving the
// bench's database: its backends (their process title names the database), the postmaster and
// its background processes (checkpointer, walwriter…; shared with whatever else the server
// serves, and small). Backends of other databases are left out: the server is shared. Those
// processes need not be ours: /proc/<pid>/stat and cmdline are readable by every user.
// A process that ends between two samples takes its time with it (a pool's connections stay).
// A load tool stops with requests in flight that the app still serves: `settle` waits for the
// app to go idle, so their time is counted in the run that sent them, not in the next.
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * One /proc/<pid>/stat line. The name (field 2) is in parentheses and may itself hold spaces
 * and parentheses, so the fields after it are counted from the last ')'.
 * @returns {{pid: number, name: string, state: string, ppid: number, utime: number, stime: number}}
 */
export function parseStat(line) {
  const open = line.indexOf('(');
  const close = line.lastIndexOf(')');
  if (open < 0 || close < open) throw new Error(`not a /proc stat line: ${line.slice(0, 80)}`);
  // Fields 3.. (state, ppid, pgrp, session, tty_nr, tpgid, flags, minflt, cminflt, majflt,
  // cmajflt, utime, stime, …): utime and stime are fields 14 and 15 of proc(5).
  const rest = line
    .slice(close + 1)
    .trim()
    .split(/\s+/);
  return {
    pid: Number(line.slice(0, open).trim()),
    name: line.slice(open + 1, close),
    state: rest[0],
    ppid: Number(rest[1]),
    utime: Number(rest[11]),
    stime: Number(rest[12]),
  };
}

let ticksPerSecond;
/** Clock ticks a second (`getconf CLK_TCK`; 100 on every Linux the bench has met). */
export function clockTicks() {
  if (ticksPerSecond === undefined) {
    try {
      ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());
    } catch {
      ticksPerSecond = 100;
    }
    if (!(ticksPerSecond > 0)) ticksPerSecond = 100;
  }
  return ticksPerSecond;
}

/**
 * Every process in `proc` (a /proc folder): pid → its stat fields, CPU ticks (utime + stime)
 * and command line (arguments joined by spaces; a PostgreSQL process shows its title there).
 * @returns {Map<number, {pid: number, ppid: number, name: string, ticks: number, cmdline: string}>}
 */
export function readProcesses(proc = '/proc') {
  const table = new Map();
  for (const entry of readdirSync(proc)) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = parseStat(readFileSync(join(proc, entry, 'stat'), 'utf8'));
      let cmdline = '';
      try {
        cmdline = readFileSync(join(proc, entry, 'cmdline'), 'utf8')
          .replace(/\0+$/, '')
          .replaceAll('\0', ' ');
      } catch {
        // unreadable (hidepid): the name still says what it is
      }
      table.set(stat.pid, {
        pid: stat.pid,
        ppid: stat.ppid,
        name: stat.name,
        ticks: stat.utime + stat.stime,
        cmdline,
      });
    } catch {
      // the process ended while it was read
    }
  }
  return table;
}

/** `rootPid` and its descendants in `table`, by ppid. */
export function treeOf(table, rootPid) {
  const children = new Map();
  for (const p of table.values()) children.set(p.ppid, [...(children.get(p.ppid) ?? []), p.pid]);
  const pids = [];
  const walk = (pid) => {
    if (!table.has(pid)) return;
    pids.push(pid);
    for (const child of children.get(pid) ?? []) walk(child);
  };
  walk(rootPid);
  return pids;
}

const BACKGROUND =
  /^postgres: (?:[^:]+: )?(?:checkpointer|background writer|walwriter|autovacuum launcher|logical replication launcher|archiver|stats collector|io worker)/;

/**
 * The PostgreSQL server's processes that serve `database`: its backends and autovacuum workers
 * (the title names the database as a word), the postmaster (its command line is the binary's,
 * not a title) and the background processes.
 */
export function postgresOf(table, database) {
  const pids = [];
  for (const p of table.values()) {
    if (p.name !== 'postgres') continue;
    const title = p.cmdline;
    const isPostmaster = !title.startsWith('postgres:');
    if (isPostmaster || BACKGROUND.test(title) || title.split(/\s+/).includes(database))
      pids.push(p.pid);
  }
  return pids;
}

/** The database a postgres:// URL names (none without a URL: the embedded server). */
export function databaseOf(url) {
  return url ? decodeURIComponent(new URL(url).pathname.slice(1)) || undefined : undefined;
}

/** What a process is, for the breakdown: the gateway, a service, the launcher or PostgreSQL. */
export function labelOf(p) {
  const service = /\/services\/([^/]+)\//.exec(p.cmdline);
  if (service) return service[1];
  if (/\/gateway\/(dist|src)\//.test(p.cmdline)) return 'gateway';
  if (/scripts\/start\.mjs/.test(p.cmdline)) return 'start.mjs';
  if (p.name === 'postgres') return 'postgres';
  return p.name;
}

/**
 * A meter for one running app: `sample()` reads the CPU ticks of its processes now; `between(a,
 * b, requests)` is the CPU milliseconds from sample `a` to `b`, in all and by process label, per
 * request; `since(a, requests)` the same up to now; `settle()` waits until the app is idle.
 * @param {{rootPid: number, database?: string, proc?: string}} options  `database`: the app's
 *   database on the PostgreSQL server (none for the embedded server, which is in the tree).
 */
export function cpuMeter({ rootPid, database, proc = '/proc' }) {
  const sample = () => {
    const table = readProcesses(proc);
    const pids = treeOf(table, rootPid);
    if (database) pids.push(...postgresOf(table, database).filter((pid) => !pids.includes(pid)));
    return new Map(
      pids.map((pid) => [pid, { label: labelOf(table.get(pid)), ticks: table.get(pid).ticks }]),
    );
  };
  const between = (before, after, requests) => {
    const msPerTick = 1000 / clockTicks();
    const byLabel = {};
    let total = 0;
    for (const [pid, now] of after) {
      // A process started since `before` counts from zero; one that ended is gone from both.
      const ms = (now.ticks - (before.get(pid)?.ticks ?? 0)) * msPerTick;
      byLabel[now.label] = (byLabel[now.label] ?? 0) + ms;
      total += ms;
    }
    const per = (ms) => (requests > 0 ? ms / requests : 0);
    return {
      totalMs: total,
      msPerRequest: per(total),
      byProcess: Object.fromEntries(
        Object.entries(byLabel)
          .sort(([, a], [, b]) => b - a)
          .map(([label, ms]) => [label, per(ms)]),
      ),
    };
  };
  const since = (before, requests) => between(before, sample(), requests);
  /**
   * Resolves once the processes used less than `busyShare` of one core over `windowMs`
   * (idle timers and pools stay well under 10 %), or after `timeoutMs` (returns false).
   */
  const settle = async ({ windowMs = 500, busyShare = 0.1, timeoutMs = 60_000 } = {}) => {
    const deadline = Date.now() + timeoutMs;
    let last = sample();
    while (Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, windowMs));
      const now = sample();
      if (between(last, now, 1).totalMs < busyShare * windowMs) return true;
      last = now;
    }
    return false;
  };
  return { sample, between, since, settle };
}

/** `gateway 4.1 · songs 3.2 · …` (ms a request), the processes that took any time. */
export function formatByProcess(cost) {
  return Object.entries(cost.byProcess)
    .filter(([, ms]) => ms >= 0.05)
    .map(([label, ms]) => `${label} ${ms.toFixed(1)}`)
    .join(' · ');
}
