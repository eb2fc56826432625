#!/usr/bin/env node
// `npm run restore -- <file> [--force]`: puts a backup (`npm run backup`, lib/backup.mjs) into
// the embedded database under DATA_DIR while the app is stopped:
//   1. the file is checked whole (zip, checksums, row counts, a version this one can run)
//      before anything is touched: a truncated or damaged file is refused with the reason;
//   2. a database that holds rows is replaced only with --force;
//   3. the rows are loaded in one transaction and counted against the backup's manifest (any
//      difference: rolled back, the data stays as it was);
//   4. this version's migrations run on it (a backup of an earlier version is upgraded), as on
//      every start, by starting each service on it once.
// Exit codes: 0 restored, 1 refused or failed, 2 wrong usage.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import pg from 'pg';
import { build } from './build.mjs';
import {
  BackupError,
  SCHEMAS,
  currentMigrations,
  describeTables,
  loadBackup,
  readBackup,
  totalRows,
} from './lib/backup.mjs';
import { runningApp, startServerFor } from './lib/backup-target.mjs';
import { migrateServices } from './lib/run-migrations.mjs';
import { dataDirOf, keptSecret } from './lib/stack.mjs';
import { SERVICES, entryOf } from './lib/topology.mjs';
import { ident } from './lib/schema-ddl.mjs';

const USAGE = `Usage: npm run restore -- <backup file> [--force]
Restores a backup made by \`npm run backup\` into the embedded database in DATA_DIR (default
./data). Stop the app first. --force replaces a database that already holds data.`;

const env = process.env;
const args = process.argv.slice(2).filter((a) => a !== '--');
const force = args.includes('--force');
const files = args.filter((a) => a !== '--force');
if (files.length !== 1 || files[0].startsWith('-')) {
  console.error(USAGE);
  process.exit(2);
}
const file = resolve(files[0]);
const dataDir = dataDirOf(env);
const log = (line) => console.log(`restore: ${line}`);

/** Each schema's migrations in the backup must be the first ones of this version's. */
function plan(manifest) {
  const current = currentMigrations();
  const pending = [];
  for (const { name, migrations } of manifest.schemas) {
    const mine = current[name] ?? [];
    const unknown = migrations.filter((m) => !mine.includes(m));
    if (unknown.length || migrations.some((m, i) => mine[i] !== m))
      throw new BackupError(
        `the backup's ${name} schema has migrations this version does not (${unknown.join(', ') || 'in another order'}): it was taken by a newer Worship Planner (${manifest.appVersion}); restore it with that version`,
      );
    pending.push(...mine.slice(migrations.length).map((m) => `${name}: ${m}`));
  }
  return pending;
}

async function rowsIn(client) {
  const { rows } = await client.query(
    `select table_schema, table_name from information_schema.tables
      where table_schema = any($1) and table_type = 'BASE TABLE' and table_name <> 'mikro_orm_migrations'`,
    [SCHEMAS],
  );
  let total = 0;
  for (const t of rows)
    total += (
      await client.query(
        `select count(*)::int as n from ${ident(t.table_schema)}.${ident(t.table_name)}`,
      )
    ).rows[0].n;
  return total;
}

let server;
let client;
try {
  const backup = readBackup(file);
  const { manifest } = backup;
  const pending = plan(manifest);
  log(
    `${file}: taken ${manifest.createdAt} by version ${manifest.appVersion}, ${totalRows(manifest.tables)} rows in ${manifest.tables.length} tables; checked`,
  );
  if (env.DATABASE_URL)
    throw new BackupError(
      'DATABASE_URL is set: this restores the embedded database only; restore a server of your own with its tools (docs/operations.md, "Backups")',
    );
  const app = runningApp(dataDir);
  if (app)
    throw new BackupError(
      `the app is running on ${dataDir} (process ${app.pid}); stop it first, then restore`,
    );
  if (env.SKIP_BUILD !== '1') await build({ log: (line) => log(line) });
  for (const service of SERVICES)
    if (!existsSync(entryOf(service.dir)))
      throw new BackupError(`${entryOf(service.dir)} is missing: run npm run build first`);

  server = await startServerFor(dataDir);
  client = new pg.Client({ connectionString: server.url() });
  await client.connect();
  const present = await rowsIn(client);
  if (present && !force)
    throw new BackupError(
      `the database in ${dataDir} already holds ${present} rows; nothing was changed. To replace them with the backup, run again with --force (take a backup of them first: npm run backup)`,
    );
  await loadBackup(client, backup, { replace: true });
  log(`restored, row counts match the manifest:\n${describeTables(manifest.tables)}`);
  await client.end();
  client = null;
  if (pending.length) log(`upgrading to this version: ${pending.join(', ')}`);
  await migrateServices({ url: server.url(), secret: keptSecret(dataDir, env), env });
  log(
    pending.length
      ? `ran ${pending.length} migration(s); start the app with npm start`
      : 'the backup was at this version’s migration level; start the app with npm start',
  );
  await server.stop();
  process.exit(0);
} catch (error) {
  await client?.end().catch(() => {});
  await server?.stop().catch(() => {});
  console.error(
    `restore: ${error instanceof BackupError ? error.message : (error?.stack ?? error)}`,
  );
  process.exit(1);
}
