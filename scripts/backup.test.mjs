// `npm run backup` and `npm run restore` with real processes on real embedded PostgreSQL
// servers (the built services run the migrations; `npm test` builds before this runs):
//   - a backup taken while a writer commits continuously restores to a consistent state: every
//     row committed before it began, each parent with its child (nothing half-written);
//   - a truncated or damaged file is refused with a clear message and changes nothing;
//   - a database that holds rows is replaced only with --force;
//   - a backup of the previous migration level is upgraded by the restore.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentMigrations, readBackup } from './lib/backup.mjs';
import { backupStatusFileOf, runScheduledBackup } from './lib/backup-schedule.mjs';
import { startServerFor } from './lib/backup-target.mjs';
import { freePort } from './lib/proc.mjs';
import { migrateServices } from './lib/run-migrations.mjs';
import { keptSecret, startEmbeddedDatabase } from './lib/stack.mjs';
import { ROOT, SERVICES } from './lib/topology.mjs';

const dirs = [];
const tempDir = (prefix) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
};
const stops = [];
afterAll(async () => {
  for (const stop of stops.reverse()) await stop().catch(() => {});
  dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true }));
});

/** A script of ours as a real process; resolves to its exit code and output. */
function script(name, args, env) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(ROOT, 'scripts', name), ...args], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: '', SKIP_BUILD: '1', NO_COLOR: '1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.once('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

async function connect(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}

/** A query on DATA_DIR's embedded server, started for it and stopped after. */
async function queryStopped(dataDir, sql) {
  const server = await startServerFor(dataDir);
  try {
    const client = await connect(server.url());
    try {
      return (await client.query(sql)).rows;
    } finally {
      await client.end();
    }
  } finally {
    await server.stop();
  }
}

/** An installation at this version's migration level, its server running as `npm start`'s. */
async function installation() {
  const dataDir = tempDir('backup-test-');
  const services = SERVICES.map((s) => ({ ...s, databaseUrl: null }));
  const stop = await startEmbeddedDatabase({
    dataDir,
    port: await freePort(),
    services,
    log: () => {},
    onExit: () => {},
  });
  stops.push(stop);
  const url = services[0].databaseUrl;
  await migrateServices({ url, secret: keptSecret(dataDir, {}) });
  return { dataDir, url, stop };
}

const PROBE = `create table songs.probe_parent (n int primary key, at timestamptz not null default now());
  create table songs.probe_child (n int primary key references songs.probe_parent (n), note text not null)`;

describe('npm run backup / npm run restore', () => {
  let source;
  let backupFile;
  let committedBefore;
  let committedAfter;

  beforeAll(async () => {
    source = await installation();
    const client = await connect(source.url);
    await client.query(PROBE);
    // The writer: one transaction per pair, parent then child, as fast as it can.
    let n = 0;
    let writing = true;
    const writer = (async () => {
      while (writing) {
        n += 1;
        await client.query('begin');
        await client.query('insert into songs.probe_parent (n) values ($1)', [n]);
        await client.query(`insert into songs.probe_child (n, note) values ($1, 'é ✓ "x"')`, [n]);
        await client.query('commit');
      }
    })();
    let failed = null;
    writer.catch((error) => (failed = error));
    while (n < 50 && !failed) await new Promise((r) => setTimeout(r, 20));
    if (failed) throw failed;
    committedBefore = n - 1; // the pair in flight may not be committed yet
    const run = await script('backup.mjs', [], { DATA_DIR: source.dataDir });
    committedAfter = n;
    writing = false;
    await writer;
    await client.end();
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    backupFile = run.stdout.match(/backup: wrote (\S+\.zip) \(/)?.[1];
    expect(backupFile).toBeDefined();
    expect(run.stdout).toMatch(/from the running app \(process \d+\)/);
    expect(run.stdout).toMatch(/songs\.probe_parent\s+\d+\n/);
    expect(run.stdout).toMatch(/total\s+\d+/);
  }, 300_000);

  it('names the file by time and version under DATA_DIR/backups, with a manifest', () => {
    const version = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).version;
    expect(backupFile.startsWith(join(source.dataDir, 'backups', 'worship-planner-'))).toBe(true);
    expect(backupFile).toMatch(
      new RegExp(
        `worship-planner-\\d{4}-\\d{2}-\\d{2}T\\d{6}Z-v${version.replace(/\./g, '\\.')}\\.zip$`,
      ),
    );
    const { manifest } = readBackup(backupFile);
    expect(manifest.appVersion).toBe(version);
    expect(manifest.postgresVersion).toMatch(/^18\./);
    expect(manifest.schemas.map((s) => s.name)).toEqual([
      'groups',
      'identity',
      'schedules',
      'songs',
    ]);
    const current = currentMigrations();
    for (const s of manifest.schemas) expect(s.migrations).toEqual(current[s.name]);
    const parents = manifest.tables.find((t) => t.name === 'probe_parent');
    expect(parents.rows).toBeGreaterThanOrEqual(committedBefore);
    expect(parents.rows).toBeLessThanOrEqual(committedAfter);
    expect(manifest.tables.find((t) => t.name === 'probe_child').rows).toBe(parents.rows);
    // The status /healthz reads.
    const status = JSON.parse(readFileSync(backupStatusFileOf(source.dataDir), 'utf8'));
    expect(status.lastGoodBackup).toMatchObject({ file: backupFile, at: manifest.createdAt });
  });

  it('restores into a new installation: every row committed before it began, nothing half-written', async () => {
    const target = tempDir('restore-test-');
    const run = await script('restore.mjs', [backupFile], { DATA_DIR: target });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('restore: restored, row counts match the manifest:');
    expect(run.stdout).toContain('the backup was at this version’s migration level');
    const { manifest } = readBackup(backupFile);
    const rows = manifest.tables.find((t) => t.name === 'probe_parent').rows;
    const [check] = await queryStopped(
      target,
      `select (select count(*)::int from songs.probe_parent) as parents,
              (select count(*)::int from songs.probe_child) as children,
              (select max(n) from songs.probe_parent) as highest,
              (select count(*)::int from songs.probe_parent p
                 where not exists (select 1 from songs.probe_child c where c.n = p.n)) as orphans,
              (select count(*)::int from songs.probe_child where note = 'é ✓ "x"') as exact,
              (select count(*)::int from schedules.mikro_orm_migrations) as migrations`,
    );
    expect(check).toEqual({
      parents: rows,
      children: rows,
      highest: rows, // 1..rows: a prefix of the writer's commits, none missing
      orphans: 0,
      exact: rows,
      migrations: currentMigrations().schedules.length,
    });
    expect(rows).toBeGreaterThanOrEqual(committedBefore);

    // Data there now: refused without --force, and a damaged file changes nothing even with it.
    const again = await script('restore.mjs', [backupFile], { DATA_DIR: target });
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(
      new RegExp(
        `^restore: the database in ${target} already holds \\d+ rows; nothing was changed. To replace them with the backup, run again with --force`,
      ),
    );
    const bytes = readFileSync(backupFile);
    const truncated = join(target, 'truncated.zip');
    writeFileSync(truncated, bytes.subarray(0, Math.floor(bytes.length / 2)));
    const cut = await script('restore.mjs', [truncated, '--force'], { DATA_DIR: target });
    expect(cut.code).toBe(1);
    expect(cut.stderr).toMatch(
      /^restore: truncated\.zip is not a complete Worship Planner backup \(not a readable zip file: .+\); it may be truncated or damaged\. Nothing was changed\n$/,
    );
    // One byte changed inside a table's rows (the zip's own structure intact).
    const { manifest: m } = readBackup(backupFile);
    const damaged = Buffer.from(bytes);
    const at = damaged.indexOf(Buffer.from(m.tables.find((t) => t.name === 'probe_child').file));
    damaged[at + Buffer.byteLength(m.tables.find((t) => t.name === 'probe_child').file) + 2] ^=
      0xff;
    const damagedFile = join(target, 'damaged.zip');
    writeFileSync(damagedFile, damaged);
    const bad = await script('restore.mjs', [damagedFile, '--force'], { DATA_DIR: target });
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(
      /^restore: damaged\.zip is not a complete Worship Planner backup \(.+\); it may be truncated or damaged\. Nothing was changed\n$/,
    );
    const [still] = await queryStopped(target, 'select count(*)::int as n from songs.probe_parent');
    expect(still.n).toBe(rows);

    const forced = await script('restore.mjs', [backupFile, '--force'], { DATA_DIR: target });
    expect(forced.stderr).toBe('');
    expect(forced.code).toBe(0);
  }, 300_000);

  /** The last schedules migration's down(), by name: the database one version back. */
  const UNDO = {
    Migration20261129100000_service_dates: `drop view schedules.service_slots;
      drop table schedules.prints; drop table schedules.presentations;
      drop table schedules.group_time_zones;
      drop index schedules.schedules_group_id_service_date_index;
      alter table schedules.schedules drop constraint schedules_service_times_check,
        drop column service_date, drop column service_times, drop column time_zone;`,
    Migration20261129120000_calendar_feeds: `drop table schedules.calendar_feeds;`,
    Migration20261129130000_song_uses_backfill: `drop table schedules.song_use_versions;
      drop table schedules.event_deliveries; drop table schedules.events;`,
  };

  it('upgrades a backup of the previous migration level', async () => {
    const old = await installation();
    const last = currentMigrations().schedules.at(-1);
    const client = await connect(old.url);
    // Where the previous version stood: the last schedules migration not run yet (its down()).
    expect(UNDO, `say here how to undo ${last}`).toHaveProperty([last]);
    await client.query(UNDO[last]);
    await client.query('delete from schedules.mikro_orm_migrations where name = $1', [last]);
    await client.query(PROBE);
    await client.query(`insert into songs.probe_parent (n) select generate_series(1, 30)`);
    await client.end();
    const file = join(old.dataDir, 'previous.zip');
    const taken = await script('backup.mjs', [file], { DATA_DIR: old.dataDir });
    expect(taken.code).toBe(0);
    expect(
      readBackup(file).manifest.schemas.find((s) => s.name === 'schedules').migrations,
    ).not.toContain(last);

    const target = tempDir('restore-old-');
    const run = await script('restore.mjs', [file], { DATA_DIR: target });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`restore: upgrading to this version: schedules: ${last}`);
    expect(run.stdout).toContain('restore: ran 1 migration(s)');
    const [check] = await queryStopped(
      target,
      `select (select count(*)::int from songs.probe_parent) as rows,
              to_regclass('schedules.live_sessions') is not null as upgraded,
              (select count(*)::int from schedules.mikro_orm_migrations where name = '${last}') as recorded`,
    );
    expect(check).toEqual({ rows: 30, upgraded: true, recorded: 1 });
  }, 300_000);

  it('a scheduled backup is written whole, recorded, and keeps the newest only', async () => {
    const dir = tempDir('scheduled-');
    const config = { hour: 3, keep: 2, dir };
    const lines = [];
    for (const day of [1, 2, 3])
      lines.push(
        await runScheduledBackup({
          url: source.url,
          dataDir: source.dataDir,
          config,
          now: new Date(`2026-11-0${day}T03:00:00Z`),
        }),
      );
    expect(lines[0]).toMatch(/^backup: wrote .+-daily\.zip \([\d.]+ KB, \d+ rows\)$/);
    expect(lines[2]).toMatch(
      /; deleted the oldest: worship-planner-2026-11-01T030000Z-v.+-daily\.zip$/,
    );
    expect(readdirSync(dir).sort()).toEqual([
      expect.stringMatching(/^worship-planner-2026-11-02T030000Z-v.+-daily\.zip$/),
      expect.stringMatching(/^worship-planner-2026-11-03T030000Z-v.+-daily\.zip$/),
    ]);
    const status = JSON.parse(readFileSync(backupStatusFileOf(source.dataDir), 'utf8'));
    expect(status.lastGoodBackup.at).toBe('2026-11-03T03:00:00.000Z');
  }, 120_000);
});
