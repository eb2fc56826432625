// The embedded PostgreSQL server of `npm start`, with real processes: loopback only behind a
// generated password kept 0600, nothing committed lost to a kill -9 of the server, no server
// left behind by a SIGKILL of the launcher, and the one-time move from a PGlite data folder
// (rows, sequences, constraints, indexes; refused whole when something cannot be copied).
import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { networkInterfaces, tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import {
  ROOT_SERVER_USER,
  passwordFileOf,
  runtimeFileOf,
  serverDirOf,
  startPostgresServer,
} from './embedded-postgres.mjs';
import { freePort, portIsFree } from './proc.mjs';
import { startEmbeddedDatabase } from './stack.mjs';

const dirs = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'embedded-pg-test-'));
  dirs.push(dir);
  return dir;
};
const servers = [];
afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop().catch(() => {})));
  dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true }));
});

async function start(dataDir, options = {}) {
  const server = await startPostgresServer({
    dataDir,
    port: await freePort(),
    serverLog: () => {},
    ...options,
  });
  servers.push(server);
  return server;
}

async function query(url, sql, params) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows;
  } finally {
    await client.end();
  }
}

const isRunning = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
};

/** Polls `check` until it is true; a clear failure after `ms` (never a timing assertion). */
async function eventually(check, ms, what) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return;
    await sleep(100);
  }
  throw new Error(`${what} did not happen in ${ms / 1000} s`);
}

describe('the embedded PostgreSQL server', () => {
  it('listens on 127.0.0.1 only, behind a generated password kept 0600 in DATA_DIR', async () => {
    const dataDir = tempDir();
    const server = await start(dataDir);
    const file = passwordFileOf(dataDir);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const password = readFileSync(file, 'utf8').trim();
    expect(password.length).toBeGreaterThanOrEqual(24);
    expect(server.url()).toContain(encodeURIComponent(password));

    const url = new URL(server.url());
    expect(
      await query(
        server.url(),
        `select current_setting('listen_addresses') as listen,
                current_setting('unix_socket_directories') as sockets`,
      ),
    ).toEqual([{ listen: '127.0.0.1', sockets: '' }]);
    // No password, or a wrong one: refused.
    for (const wrong of ['', 'not-the-password']) {
      url.password = wrong;
      await expect(query(url.toString(), 'select 1')).rejects.toThrow(/password/);
    }
    // Not reachable on any other address of this machine.
    const others = Object.values(networkInterfaces())
      .flat()
      .filter((a) => a && a.family === 'IPv4' && !a.internal)
      .map((a) => a.address);
    for (const address of others) {
      url.hostname = address;
      url.password = password;
      await expect(query(url.toString(), 'select 1')).rejects.toThrow(/ECONNREFUSED/);
    }
    // The data folder is the server's alone (PostgreSQL insists on 0700).
    expect(statSync(serverDirOf(dataDir)).mode & 0o077).toBe(0);
    if (userInfo().uid === 0) {
      // As root (a church server, CI) it runs as an unprivileged user of its own.
      const owner = statSync(serverDirOf(dataDir)).uid;
      expect(owner).not.toBe(0);
      expect(readFileSync('/etc/passwd', 'utf8')).toMatch(
        new RegExp(`^${ROOT_SERVER_USER}:x:${owner}:`, 'm'),
      );
    }
    // pg_trgm and unaccent are in the package; trigrams see Malayalam letters (the builtin
    // C.UTF-8 locale), as the songs search needs.
    await query(server.url(), 'create extension pg_trgm');
    await query(server.url(), 'create extension unaccent');
    const [trgm] = await query(
      server.url(),
      `select show_trgm('രക്ഷകൻ') <> '{}' as malayalam, unaccent('Déjà') as plain`,
    );
    expect(trgm).toEqual({ malayalam: true, plain: 'Deja' });
    await server.stop();
  }, 120_000);

  it('loses no committed row when the server is killed with SIGKILL', async () => {
    const dataDir = tempDir();
    const exits = [];
    const server = await start(dataDir, { onExit: (how) => exits.push(how) });
    await query(server.url(), 'create schema t; create table t.rows (n int primary key)');
    for (let n = 1; n <= 100; n++) await query(server.url(), 'insert into t.rows values ($1)', [n]);
    process.kill(server.pid, 'SIGKILL');
    await eventually(() => exits.length > 0, 10_000, 'the exit of the killed server');
    expect(exits).toEqual(['killed by SIGKILL']);
    await server.stop();

    // Its backends notice the postmaster is gone and leave; then it starts again, recovering.
    let again;
    await eventually(
      async () => {
        try {
          again = await start(dataDir);
          return true;
        } catch (error) {
          if (/shared memory|lock file|already/i.test(error.message)) return false;
          throw error;
        }
      },
      30_000,
      'a restart after the kill',
    );
    expect(
      await query(again.url(), 'select count(*)::int as n, max(n) as top from t.rows'),
    ).toEqual([{ n: 100, top: 100 }]);
    await again.stop();
  }, 120_000);

  it('stops with its launcher, even when the launcher is killed with SIGKILL', async () => {
    const dataDir = tempDir();
    const port = await freePort();
    const launcher = spawn(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import { startPostgresServer } from ${JSON.stringify(new URL('./embedded-postgres.mjs', import.meta.url).href)};
         const s = await startPostgresServer({ dataDir: ${JSON.stringify(dataDir)}, port: ${port}, serverLog: () => {} });
         console.log('pid ' + s.pid);
         setInterval(() => {}, 1000);`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const pid = await new Promise((resolve, reject) => {
      let out = '';
      launcher.stdout.on('data', (d) => {
        out += d;
        const match = /pid (\d+)/.exec(out);
        if (match) resolve(Number(match[1]));
      });
      launcher.once('exit', (code) => reject(new Error(`the launcher exited (${code}): ${out}`)));
    });
    expect(isRunning(pid)).toBe(true);
    expect(await portIsFree(port)).toBe(false);
    launcher.kill('SIGKILL');
    await eventually(
      async () => !isRunning(pid) && (await portIsFree(port)),
      20_000,
      'the server stopping after its launcher',
    );
    expect(existsSync(join(serverDirOf(dataDir), 'postmaster.pid'))).toBe(false); // a clean shutdown
  }, 120_000);

  it('refuses a folder that holds files but no database, rather than initialise over them', async () => {
    const dataDir = tempDir();
    mkdirSync(serverDirOf(dataDir));
    writeFileSync(join(serverDirOf(dataDir), 'notes.txt'), 'mine');
    await expect(start(dataDir)).rejects.toThrow(/holds files but no database/);
    expect(readFileSync(join(serverDirOf(dataDir), 'notes.txt'), 'utf8')).toBe('mine');
  }, 60_000);
});

describe('moving a PGlite data folder (earlier versions) into the server', () => {
  /** A PGlite folder as earlier versions kept it, made with the PGlite package itself. */
  async function pgliteFolder(dataDir, sql) {
    const { PGlite } = await import('@electric-sql/pglite');
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    const db = await PGlite.create(join(dataDir, 'pglite'), { extensions: { pg_trgm } });
    await db.exec(sql);
    await db.close();
  }
  const services = () => [
    { name: 'groups', databaseUrl: null },
    { name: 'songs', databaseUrl: null },
  ];

  it('moves every schema, row and sequence once, and keeps the old folder renamed', async () => {
    const dataDir = tempDir();
    await pgliteFolder(
      dataDir,
      `create extension if not exists pg_trgm with schema public;
       create schema "groups";
       create table "groups".g (id uuid primary key, name varchar(100) not null,
         tags text[] not null default '{}', settings jsonb,
         created_at timestamptz not null default now());
       create table "groups".m (id serial primary key,
         group_id uuid not null references "groups".g (id) on delete cascade,
         role text not null check (role in ('admin', 'member')));
       create index m_group_idx on "groups".m (group_id);
       create index g_name_trgm on "groups".g using gin (name public.gin_trgm_ops);
       insert into "groups".g values ('00000000-0000-4000-8000-000000000001', 'ഗായകസംഘം "Choir"',
         '{a,b}', '{"x": [1, 2.5]}', '2025-01-02T03:04:05Z');
       insert into "groups".m (group_id, role) values
         ('00000000-0000-4000-8000-000000000001', 'admin'),
         ('00000000-0000-4000-8000-000000000001', 'member');
       create schema songs;
       create table songs.s (id int primary key, title text);
       insert into songs.s select n, 'song ' || n from generate_series(1, 4500) n;`,
    );
    const lines = [];
    const list = services();
    const stop = await startEmbeddedDatabase({
      dataDir,
      port: await freePort(),
      services: list,
      log: (line) => lines.push(line),
    });
    try {
      expect(lines.join('\n')).toMatch(
        /moved the PGlite data \(schema groups, songs: 3 tables, 4503 rows\) from pglite\/ into the embedded PostgreSQL server; the old folder is kept as pglite.migrated\//,
      );
      expect(existsSync(join(dataDir, 'pglite'))).toBe(false);
      expect(existsSync(join(dataDir, 'pglite.migrated', 'PG_VERSION'))).toBe(true);
      expect(statSync(runtimeFileOf(dataDir)).mode & 0o777).toBe(0o600);
      const url = list[0].databaseUrl;
      expect(list.every((s) => s.embedded && s.databaseUrl === url)).toBe(true);
      expect(await query(url, 'select name, tags, settings, created_at from "groups".g')).toEqual([
        {
          name: 'ഗായകസംഘം "Choir"',
          tags: ['a', 'b'],
          settings: { x: [1, 2.5] },
          created_at: new Date('2025-01-02T03:04:05Z'),
        },
      ]);
      expect(await query(url, 'select count(*)::int as n from songs.s')).toEqual([{ n: 4500 }]);
      // The sequence goes on where it was; constraints and indexes came along.
      expect(
        await query(
          url,
          `insert into "groups".m (group_id, role) values ('00000000-0000-4000-8000-000000000001', 'member') returning id`,
        ),
      ).toEqual([{ id: 3 }]);
      await expect(
        query(
          url,
          `insert into "groups".m (group_id, role) values ('00000000-0000-4000-8000-000000000001', 'owner')`,
        ),
      ).rejects.toThrow(/check constraint/);
      expect(
        (
          await query(
            url,
            `select indexname from pg_indexes where schemaname = 'groups' order by 1`,
          )
        ).map((r) => r.indexname),
      ).toEqual(['g_name_trgm', 'g_pkey', 'm_group_idx', 'm_pkey']);
      await query(url, `delete from "groups".g`);
      expect(await query(url, 'select count(*)::int as n from "groups".m')).toEqual([{ n: 0 }]);
    } finally {
      await stop();
    }
    // Once: the next start finds nothing to move and keeps what is there.
    const again = [];
    const stopAgain = await startEmbeddedDatabase({
      dataDir,
      port: await freePort(),
      services: services(),
      log: (line) => again.push(line),
    });
    try {
      expect(again.join('\n')).not.toMatch(/moved/);
    } finally {
      await stopAgain();
    }
  }, 180_000);

  it('refuses clearly what it cannot copy, and changes nothing', async () => {
    const dataDir = tempDir();
    await pgliteFolder(
      dataDir,
      `create schema songs; create table songs.s (id int primary key);
       create function songs.f() returns int language sql as 'select 1';`,
    );
    const port = await freePort();
    await expect(
      startEmbeddedDatabase({ dataDir, port, services: services(), log: () => {} }),
    ).rejects.toThrow(/cannot move a function songs\.f automatically/);
    expect(existsSync(join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true);
    expect(existsSync(join(dataDir, 'pglite.migrated'))).toBe(false);
    expect(await portIsFree(port)).toBe(true); // the server it started is stopped again
    // Nothing half-copied: the server has no songs schema.
    const server = await start(dataDir);
    expect(
      await query(
        server.url(),
        `select count(*)::int as n from pg_namespace where nspname = 'songs'`,
      ),
    ).toEqual([{ n: 0 }]);
    await server.stop();
  }, 180_000);
});
