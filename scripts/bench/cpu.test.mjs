import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  clockTicks,
  cpuMeter,
  databaseOf,
  formatByProcess,
  parseStat,
  postgresOf,
  readProcesses,
  treeOf,
} from './cpu.mjs';

/** A /proc/<pid>/stat line as Linux wrote it (cat's own, 2026-11-24), with another pid, name, ppid and times. */
function statLine({ pid, name, ppid, utime, stime }) {
  return `${pid} (${name}) S ${ppid} 15369 14040 0 -1 4194304 100 0 0 0 ${utime} ${stime} 0 0 20 0 1 0 393646 3133440 380 18446744073709551615 94457009119232 94457009139113 140729948289200 0 0 0 0 0 0 0 0 0 17 1 0 0 0 0 0 94457009155120 94457009156736 94457066319872 140729948293856 140729948293876 140729948293876 140729948295147 0\n`;
}

describe('parseStat', () => {
  it('reads pid, name, state, ppid, utime and stime of a real line', () => {
    expect(
      parseStat(
        '2205 (postgres) S 2201 2205 2205 0 -1 4194368 763 0 0 0 4 5 0 0 20 0 1 0 4953 222445568 2678 18446744073709551615 94556437061632 94556442517977 140720623130384 0 0 0 4194304 24131584 536887815 1 0 0 17 1 0 0 0 0 0 94556444997712 94556445215434 94556822220800 140720623132318 140720623132440 140720623132440 140720623132628 0\n',
      ),
    ).toEqual({ pid: 2205, name: 'postgres', state: 'S', ppid: 2201, utime: 4, stime: 5 });
  });

  it('keeps a name with spaces and parentheses whole and counts the fields after its last )', () => {
    expect(
      parseStat(statLine({ pid: 7, name: 'tsc (watch) ) x', ppid: 3, utime: 120, stime: 33 })),
    ).toEqual({ pid: 7, name: 'tsc (watch) ) x', state: 'S', ppid: 3, utime: 120, stime: 33 });
  });

  it("reads this process's own line", async () => {
    const { readFileSync } = await import('node:fs');
    const self = parseStat(readFileSync('/proc/self/stat', 'utf8'));
    expect(self.pid).toBe(process.pid);
    expect(self.ppid).toBe(process.ppid);
    expect(Number.isInteger(self.utime) && Number.isInteger(self.stime)).toBe(true);
  });
});

describe('databaseOf', () => {
  it('names the database of a URL, and none without one', () => {
    expect(databaseOf('postgres://postgres@127.0.0.1:5432/bench_songs_x1')).toBe('bench_songs_x1');
    expect(databaseOf('postgres://postgres@127.0.0.1:5432/')).toBeUndefined();
    expect(databaseOf(undefined)).toBeUndefined();
  });
});

describe('cpuMeter over a /proc folder', () => {
  let proc;
  const write = (p) => {
    mkdirSync(join(proc, String(p.pid)), { recursive: true });
    writeFileSync(join(proc, String(p.pid), 'stat'), statLine(p));
    writeFileSync(join(proc, String(p.pid), 'cmdline'), `${p.cmdline.split(' ').join('\0')}\0`);
  };
  // [pid, name, ppid, command line]: the app's tree under 100 (a grandchild with an awkward
  // name is still the songs service's), someone else's node, and the PostgreSQL server.
  const processes = [
    [100, 'node', 1, 'node /app/scripts/start.mjs'],
    [
      101,
      'node',
      100,
      'node --require /app/scripts/lib/exit-with-parent.cjs /app/gateway/dist/main.js',
    ],
    [102, 'node', 100, 'node /app/services/songs/dist/main.js'],
    [103, 'songs (worker) 1', 102, 'node /app/services/songs/dist/w.js'],
    [200, 'node', 1, 'node /elsewhere/server.js'],
    [300, 'postgres', 1, '/usr/lib/postgresql/15/bin/postgres -D /var/lib/postgresql/15/main'],
    [301, 'postgres', 300, 'postgres: 15/main: walwriter'],
    [302, 'postgres', 300, 'postgres: 15/main: postgres bench_x 127.0.0.1(50000) idle'],
    [303, 'postgres', 300, 'postgres: 15/main: postgres bench_x_other 127.0.0.1(50001) idle'],
  ].map(([pid, name, ppid, cmdline]) => ({ pid, name, ppid, cmdline }));

  beforeEach(() => {
    proc = mkdtempSync(join(tmpdir(), 'bench-cpu-proc-'));
    for (const p of processes) write({ ...p, utime: 1000, stime: 100 });
    mkdirSync(join(proc, 'self'));
    mkdirSync(join(proc, '999')); // ended while listed: no stat
  });
  afterEach(() => rmSync(proc, { recursive: true, force: true }));

  it('finds the tree by ppid and the database’s PostgreSQL processes', () => {
    const table = readProcesses(proc);
    expect(table.get(103)).toEqual({
      pid: 103,
      ppid: 102,
      name: 'songs (worker) 1',
      ticks: 1100,
      cmdline: 'node /app/services/songs/dist/w.js',
    });
    expect(treeOf(table, 100).sort()).toEqual([100, 101, 102, 103]);
    expect(postgresOf(table, 'bench_x').sort()).toEqual([300, 301, 302]);
  });

  it('sums each process’s utime + stime since the sample, per request, by process', () => {
    const meter = cpuMeter({ rootPid: 100, database: 'bench_x', proc });
    const before = meter.sample();
    // 10 requests later: the gateway spent 40 + 10 ticks, songs 25 + 5 and its worker 10,
    // the launcher 1, the database's backend 20 + 10, the walwriter 2; others are not ours.
    const spent = { 100: [1, 0], 101: [40, 10], 102: [25, 5], 103: [10, 0], 200: [500, 500] };
    Object.assign(spent, { 301: [0, 2], 302: [20, 10], 303: [300, 300] });
    for (const p of processes) {
      const [u, s] = spent[p.pid] ?? [0, 0];
      write({ ...p, utime: 1000 + u, stime: 100 + s });
    }
    // A songs worker started since the sample counts from zero.
    write({
      pid: 104,
      name: 'node',
      ppid: 102,
      cmdline: 'node /app/services/songs/dist/w.js',
      utime: 4,
      stime: 1,
    });

    const cost = meter.since(before, 10);
    const ms = (ticks) => (ticks * 1000) / clockTicks() / 10;
    expect(cost.msPerRequest).toBeCloseTo(ms(1 + 50 + 30 + 10 + 5 + 30 + 2), 9);
    expect(cost.totalMs).toBeCloseTo(ms(128) * 10, 9);
    expect(Object.keys(cost.byProcess)).toEqual(['gateway', 'songs', 'postgres', 'start.mjs']);
    expect(cost.byProcess.gateway).toBeCloseTo(ms(50), 9);
    expect(cost.byProcess.songs).toBeCloseTo(ms(45), 9);
    expect(cost.byProcess.postgres).toBeCloseTo(ms(32), 9);
    expect(cost.byProcess['start.mjs']).toBeCloseTo(ms(1), 9);
    expect(formatByProcess(cost)).toBe(
      [
        `gateway ${ms(50).toFixed(1)}`,
        `songs ${ms(45).toFixed(1)}`,
        `postgres ${ms(32).toFixed(1)}`,
        `start.mjs ${ms(1).toFixed(1)}`,
      ].join(' · '),
    );
  });

  it('leaves the PostgreSQL server out when the app has no database on it (embedded PostgreSQL)', () => {
    const meter = cpuMeter({ rootPid: 100, proc });
    expect([...meter.sample().keys()].sort()).toEqual([100, 101, 102, 103]);
  });
});
