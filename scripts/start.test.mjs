// `npm start` when its embedded PostgreSQL server dies under it (kill -9): the launcher says so
// and stops the whole app with exit code 1, rather than leave services failing every request;
// started again on the same data, everything committed is there; it announces its backup
// schedule, and /healthz reports the last good backup. Real processes: the built
// app (`npm test` builds before this runs), a throw-away DATA_DIR, free ports.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { runtimeFileOf, serverDirOf } from './lib/embedded-postgres.mjs';
import { freePort } from './lib/proc.mjs';
import { ROOT, SERVICES, envPrefix } from './lib/topology.mjs';
import { descendants } from './measure-memory.mjs';

const dataDir = mkdtempSync(join(tmpdir(), 'start-crash-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Alive and not a zombie waiting to be reaped. */
const isRunning = (pid) => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
};

async function eventually(check, ms, what) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (check()) return;
    await sleep(100);
  }
  throw new Error(`${what} did not happen in ${ms / 1000} s`);
}

/** scripts/start.mjs on free ports; resolves once it is ready. */
async function startApp() {
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    SKIP_BUILD: '1',
    DATABASE_URL: '',
    NO_COLOR: '1',
    LOG_LEVEL: 'warn',
    PORT: String(await freePort()),
    EMBEDDED_DB_PORT: String(await freePort()),
  };
  for (const service of SERVICES) {
    env[`${envPrefix(service.name)}_PORT`] = String(await freePort());
    delete env[`${envPrefix(service.name)}_DATABASE_URL`];
  }
  const child = spawn(process.execPath, [join(ROOT, 'scripts/start.mjs')], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const app = {
    child,
    port: env.PORT,
    output: '',
    exited: new Promise((r) => child.once('exit', r)),
  };
  for (const stream of [child.stdout, child.stderr])
    stream.on('data', (chunk) => (app.output += chunk));
  await new Promise((resolve, reject) => {
    child.stdout.on('data', () => /is ready on/.test(app.output) && resolve());
    child.once('exit', (code) => reject(new Error(`start.mjs exited (${code}):\n${app.output}`)));
  });
  return app;
}

describe('npm start when its PostgreSQL server dies', () => {
  it('stops the app with a clear message, and loses nothing committed', async () => {
    const app = await startApp();
    const { urls } = JSON.parse(readFileSync(runtimeFileOf(dataDir), 'utf8'));
    const client = new pg.Client({ connectionString: urls.songs });
    await client.connect();
    await client.query('create table public.committed (n int)');
    await client.query('insert into public.committed select generate_series(1, 50)');
    await client.end();
    const everything = descendants(app.child.pid); // services, gateway, server, its backends
    const postmaster = Number(
      readFileSync(join(serverDirOf(dataDir), 'postmaster.pid'), 'utf8').split('\n')[0],
    );
    expect(everything).toContain(postmaster);
    process.kill(postmaster, 'SIGKILL');
    expect(await app.exited).toBe(1);
    expect(app.output).toContain(
      'start: the embedded PostgreSQL server stopped unexpectedly (killed by SIGKILL); stopping Worship Planner',
    );
    // The services and the gateway went with it; the server's backends follow their
    // postmaster on their own (PostgreSQL's postmaster-death check).
    await eventually(() => !everything.some(isRunning), 20_000, 'every process ending');

    const again = await startApp();
    try {
      const { urls: after } = JSON.parse(readFileSync(runtimeFileOf(dataDir), 'utf8'));
      const check = new pg.Client({ connectionString: after.songs });
      await check.connect();
      const { rows } = await check.query('select count(*)::int as n from public.committed');
      await check.end();
      expect(rows).toEqual([{ n: 50 }]);

      // Backups: the schedule is announced, and /healthz says when the last good one was taken
      // (none yet; then the one `npm run backup` takes from the running app).
      expect(again.output).toContain(
        `start: backups daily at 03:00 into ${join(dataDir, 'backups')}, the newest 14 kept`,
      );
      const health = async () => (await fetch(`http://127.0.0.1:${again.port}/healthz`)).json();
      expect(await health()).toEqual({ status: 'ok', lastGoodBackup: null });
      const backup = spawnSync(process.execPath, [join(ROOT, 'scripts/backup.mjs')], {
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
        encoding: 'utf8',
      });
      expect(backup.stderr).toBe('');
      expect(backup.status).toBe(0);
      const file = backup.stdout.match(/^backup: wrote (\S+) \(/)[1];
      expect(await health()).toEqual({
        status: 'ok',
        lastGoodBackup: {
          at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
          file,
          bytes: statSync(file).size,
          rows: expect.any(Number),
        },
      });
    } finally {
      again.child.kill('SIGTERM');
      expect(await again.exited).toBe(0);
    }
  }, 300_000);
});
