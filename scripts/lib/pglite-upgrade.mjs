// The one-time move from PGlite (the embedded database of earlier versions, $DATA_DIR/pglite)
// into the embedded PostgreSQL server (lib/embedded-postgres.mjs): every schema, every row and
// every sequence, row counts checked, all in one transaction on the server; the old folder is
// kept, renamed pglite.migrated. What it cannot copy faithfully (views, functions, triggers,
// types, identity or generated columns, other extensions…) stops it with a message naming it
// rather than be dropped. This is the only code that still needs the @electric-sql/pglite
// package; it runs in a short-lived child process (`node pglite-upgrade.mjs <from> <url>`), so
// PGlite's memory goes back to the system when it is done.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { rename } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';
import { describeSchemas, ident } from './schema-ddl.mjs';

const THIS_FILE = fileURLToPath(import.meta.url);
const EXIT_WITH_PARENT = join(THIS_FILE, '..', 'exit-with-parent.cjs');

/**
 * PGlite folders of earlier versions under DATA_DIR: the shared one (pglite/) and, from before
 * it, one per service (identity/, groups/, …), each with its data not moved yet.
 */
export const pgliteFoldersOf = (dataDir, serviceNames) =>
  ['pglite', ...serviceNames]
    .map((name) => join(dataDir, name))
    .filter((dir) => existsSync(join(dir, 'PG_VERSION')));

/** Rows go to the server in batches of this many, as JSON (json_populate_recordset). */
const BATCH_ROWS = 2000;

/** Opens (never initialises) a PGlite data folder, pg_trgm loaded (the old migrations made it). */
async function openPglite(dir) {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  return PGlite.create(dir, { extensions: { pg_trgm } });
}

/**
 * Moves a PGlite folder into the server at `url` in a child process, then renames the folder
 * <name>.migrated. Resolves to the summary line; rejects with the reason (nothing is changed on
 * the server, the folder stays as it was).
 */
export function moveFromPglite({ dir, url }) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--require', EXIT_WITH_PARENT, THIS_FILE, dir, url], {
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    let out = '';
    let errors = '';
    child.stdout.setEncoding('utf8').on('data', (text) => (out += text));
    child.stderr.setEncoding('utf8').on('data', (text) => (errors += text));
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0) resolve(out.trim());
      else
        reject(
          new Error(
            `moving ${dir} into the embedded PostgreSQL failed (${signal ?? `exit code ${code}`}): ${errors.trim()}`,
          ),
        );
    });
  });
}

/** In the child: copy, then rename the folder; prints the summary. */
async function moveInChild(from, url) {
  const source = await openPglite(from);
  const target = new pg.Client({ connectionString: url });
  await target.connect();
  let summary;
  try {
    summary = await copySchemas(source, target);
  } finally {
    await target.end();
    await source.close();
  }
  const kept = `${from}.migrated`;
  await rename(from, kept);
  return `moved the PGlite data (${summary}) from ${basename(from)}/ into the embedded PostgreSQL server; the old folder is kept as ${basename(kept)}/ (delete it when you no longer need it)`;
}

/**
 * Copies every user schema of `source` (PGlite) into `target` (a pg client on the server): extensions, sequences, tables (columns,
 * defaults, constraints, indexes) and rows (as JSON batches), all in one transaction, then checks the row
 * counts. Anything this cannot reproduce faithfully (views, functions, triggers, types,
 * identity or generated columns…) stops it with an error rather than be dropped silently.
 */
export async function copySchemas(source, target) {
  const q = async (db, sql, params) => (await db.query(sql, params)).rows;
  const exec = (sql) => target.query(sql);
  const schemas = (
    await q(
      source,
      `select nspname from pg_namespace
        where nspname not in ('public', 'information_schema') and nspname not like 'pg\\_%'
        order by nspname`,
    )
  ).map((r) => r.nspname);
  if (!schemas.length) return 'nothing to move';
  const clash = await q(target, `select nspname from pg_namespace where nspname = any($1)`, [
    schemas,
  ]);
  if (clash.length)
    throw new Error(
      `the embedded PostgreSQL server already has the schema(s) ${clash.map((c) => c.nspname).join(', ')}; move pglite/ or postgres/ out of DATA_DIR`,
    );
  const { sequences, tables, statements, after } = await describeSchemas(
    (sql, params) => q(source, sql, params),
    schemas,
    { verb: 'move', remedy: 'start with an empty data folder or move the data by hand (pg_dump)' },
  );

  let rows = 0;
  await exec('begin');
  try {
    for (const sql of statements) await exec(sql);
    for (const t of tables) {
      const table = `${ident(t.schema)}.${ident(t.name)}`;
      // Each batch as the text of a JSON array, typed back on the server by the table's row
      // type (arrays, jsonb, timestamps, bytea as \\x hex all come back as they were).
      for (let offset = 0; ; offset += BATCH_ROWS) {
        const [{ batch }] = await q(
          source,
          `select json_agg(r)::text as batch from (select * from ${table} order by ctid limit ${BATCH_ROWS} offset ${offset}) r`,
        );
        if (!batch) break;
        await target.query(
          `insert into ${table} select * from json_populate_recordset(null::${table}, $1::json)`,
          [batch],
        );
      }
      const [{ n: had }] = await q(source, `select count(*)::int as n from ${table}`);
      const [{ n: has }] = await q(target, `select count(*)::int as n from ${table}`);
      if (had !== has) throw new Error(`${table}: ${had} rows, ${has} copied`);
      rows += has;
    }
    for (const s of sequences) {
      const seq = `${ident(s.schema)}.${ident(s.name)}`;
      const [state] = await q(source, `select last_value, is_called from ${seq}`);
      await target.query(`select setval($1, $2, $3)`, [seq, state.last_value, state.is_called]);
    }
    for (const sql of after) await exec(sql);
    await exec('commit');
  } catch (error) {
    await exec('rollback').catch(() => {});
    throw error;
  }
  return `schema ${schemas.join(', ')}: ${tables.length} tables, ${rows} rows`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [from, url] = process.argv.slice(2);
  try {
    console.log(await moveInChild(from, url));
    process.exit(0);
  } catch (error) {
    console.error(error?.message ?? String(error));
    process.exit(1);
  }
}
