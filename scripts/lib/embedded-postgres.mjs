// Embedded PostgreSQL (PGlite) for `npm start` and for the tests that check migrations on it
// (@worship/subgraph-kit/testing's startTestPglite). PGlite is a development and all-in-one
// dependency (root devDependencies): no service or production image loads this file.
//
// One PGlite instance serves every service (issue 6's memory budget: one instance ~180 MB
// resident, one per service ~320 MB each). Each service keeps its own schema, migrations and
// connection URL, on its own loopback port, as in the distributed topology where they share one
// PostgreSQL server. PGlite is a single backend (STACK.md): every connection shares one session.
// @electric-sql/pglite-socket queues single protocol messages, per socket server, and only keeps
// a transaction's owner in front while the backend is inside a BEGIN block: another connection's
// Parse could land between one client's Parse and Sync, and a second server on the same
// instance would run its statements inside the first one's transaction. So the servers here
// share one TransactionLock: a connection holds the backend from its first message until the
// backend answers ReadyForQuery "idle" (after Sync or a simple Query, outside any transaction
// block); everyone else's messages wait, in arrival order.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm, rmdir } from 'node:fs/promises';
import { createServer } from 'node:net';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const THIS_FILE = fileURLToPath(import.meta.url);
const EXIT_WITH_PARENT = join(dirname(THIS_FILE), 'exit-with-parent.cjs');

/**
 * PostgreSQL settings on top of PGlite's defaults. shared_buffers is the one that matters:
 * PGlite's 128 MB buffer pool becomes resident as it fills; 16 MB keeps an idle instance near
 * 180 MB, and the operating system's file cache still holds the data files (a church's
 * database is a few MB).
 */
const SETTINGS = ['shared_buffers=16MB'];

/** A connection that holds the backend this long without sending anything is cut off. */
const IDLE_HOLD_MS = 60_000;

/**
 * @typedef {object} EmbeddedPostgres
 * @property {string} url  `postgres://` URL of the (first) listener
 * @property {Record<string, string>} urls  URL per listener name
 * @property {() => Promise<void>} stop
 */

/** Opens (never initialises) a data folder with the settings above. */
async function openPglite(dataDir) {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  return PGlite.create(dataDir, {
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, ...SETTINGS.flatMap((s) => ['-c', s])],
  });
}

export const isDataDir = (dir) => existsSync(join(dir, 'PG_VERSION'));

/**
 * Opens an existing data folder in this process, for a one-off command (scripts/admin.mjs) while
 * no `npm start` has it open: PGlite has no lock against a second process on the same folder.
 */
export const openEmbeddedDataDir = (dataDir) => openPglite(dataDir);

/**
 * While `npm start` runs its embedded database it records here which process holds the data
 * folder and the loopback URL of each service's listener, so a command can go through the
 * running instance instead of opening the folder a second time.
 */
export const runtimeFileOf = (dataDir) => join(dataDir, '..', 'embedded-database.json');

/**
 * Starts one PGlite instance and, for each listener, a loopback port speaking the PostgreSQL
 * wire protocol, so the same pg driver and migrations run against it as against a server.
 * Clients must use schema-qualified SQL and no session state (SET, session advisory locks,
 * named prepared statements), and should use a pool of one connection.
 * @param {{
 *   dataDir: string,
 *   port?: number,
 *   listeners?: {name: string, port: number}[],
 *   host?: string,
 *   prepareInChild?: boolean,
 *   legacy?: {name: string, dir: string}[],
 *   log?: (line: string) => void,
 * }} options
 *   `port` for a single listener, or `listeners`. `prepareInChild`: initialise a new data
 *   folder (and move `legacy` ones in) in a short-lived child process, whose memory (initdb
 *   runs a second PGlite) goes back to the system when it exits.
 * @returns {Promise<EmbeddedPostgres>}
 */
export async function startEmbeddedPostgres({
  dataDir,
  port,
  listeners = [{ name: 'postgres', port }],
  host = '127.0.0.1',
  prepareInChild = false,
  legacy = [],
  log = () => {},
}) {
  await mkdir(dataDir, { recursive: true });
  const pending = legacy.filter((l) => isDataDir(l.dir));
  if (prepareInChild && (!isDataDir(dataDir) || pending.length)) {
    await prepareInChildProcess({ dataDir, legacy: pending }, log);
  } else if (pending.length) {
    await prepareDataDir({ dataDir, legacy: pending }, log);
  }
  const db = await openPglite(dataDir);
  const lock = new TransactionLock(db);
  const servers = [];
  try {
    for (const listener of listeners) servers.push(await listen(lock, listener.port, host));
  } catch (error) {
    await Promise.all(servers.map((s) => s.close()));
    await db.close();
    throw error;
  }
  const urls = Object.fromEntries(
    listeners.map((l) => [l.name, `postgres://postgres@${host}:${l.port}/postgres`]),
  );
  return {
    url: urls[listeners[0].name],
    urls,
    async stop() {
      lock.stopped = true; // closing connections need no rollback: the instance goes away
      await Promise.all(servers.map((s) => s.close()));
      await lock.drain();
      await db.close();
    },
  };
}

/** A TCP listener whose connections all go through `lock` to the one backend. */
async function listen(lock, port, host) {
  const { PGLiteSocketHandler } = await import('@electric-sql/pglite-socket');
  const handlers = new Set();
  const server = createServer((socket) => {
    const handler = new PGLiteSocketHandler({ queryQueue: lock, closeOnDetach: true });
    handlers.add(handler);
    lock.handlers.set(handler.handlerId, handler);
    const forget = () => {
      handlers.delete(handler);
      lock.handlers.delete(handler.handlerId);
    };
    handler.addEventListener('close', forget);
    handler.addEventListener('error', forget);
    handler.attach(socket).catch(() => socket.destroy());
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    close: () =>
      new Promise((resolve) => {
        for (const handler of handlers) handler.detach(true);
        handlers.clear();
        server.close(() => resolve());
      }),
  };
}

/**
 * The queue PGLiteSocketHandler talks to (the interface of pglite-socket's own
 * QueryQueueManager: enqueue, clearQueueForHandler, clearTransactionIfNeeded), shared by every
 * listener on one instance. One connection at a time owns the backend, from its first message
 * until ReadyForQuery says "idle" and no transaction block is open.
 */
export class TransactionLock {
  /** @param {import('@electric-sql/pglite').PGlite} db */
  constructor(db) {
    this.db = db;
    /** @type {number | null} */
    this.owner = null;
    /** @type {{handlerId: number, message: Uint8Array, onData: (d: Uint8Array) => void, resolve: (n: number) => void, reject: (e: Error) => void}[]} */
    this.queue = [];
    this.running = false;
    this.stopped = false;
    this.handlers = new Map();
    this.idleTimer = null;
    this.idle = Promise.resolve();
    this.markIdle = () => {};
  }

  getQueueLength() {
    return this.queue.length;
  }

  enqueue(handlerId, message, onData) {
    return new Promise((resolve, reject) => {
      this.queue.push({ handlerId, message, onData, resolve, reject });
      this.pump();
    });
  }

  /** Runs queued messages while the next one may go: the owner's, or anyone's when free. */
  async pump() {
    if (this.running) return;
    this.running = true;
    this.idle = new Promise((resolve) => (this.markIdle = resolve));
    try {
      for (;;) {
        const index =
          this.owner === null ? 0 : this.queue.findIndex((q) => q.handlerId === this.owner);
        if (index < 0 || this.queue.length === 0) break;
        const [item] = this.queue.splice(index, 1);
        this.owner = item.handlerId;
        clearTimeout(this.idleTimer);
        try {
          const status = await this.run(item.message, item.onData);
          // 'X' (Terminate) has no answer; the client is leaving, nothing of its may linger.
          if (item.message[0] === 0x58) await this.release(item.handlerId);
          else if (status === 'I' && !this.db.isInTransaction()) this.owner = null;
          item.resolve(0);
        } catch (error) {
          // The backend failed outside SQL (a WASM fault): reset it for the others.
          await this.release(item.handlerId);
          item.reject(error);
        }
        if (this.owner !== null) this.watchOwner(this.owner);
      }
    } finally {
      this.running = false;
      this.markIdle();
    }
  }

  /** Executes one client message; returns the status of the last ReadyForQuery, if any. */
  async run(message, onData) {
    const scanner = new ReadyForQueryScanner();
    await this.db.runExclusive(() =>
      this.db.execProtocolRawStream(message, {
        onRawData: (data) => {
          scanner.push(data);
          onData(data);
        },
      }),
    );
    return scanner.status;
  }

  /** An owner that went quiet mid-transaction must not stall every other service forever. */
  watchOwner(handlerId) {
    this.idleTimer = setTimeout(() => {
      if (this.owner !== handlerId) return;
      console.error(
        `embedded-postgres: a connection held the database for ${IDLE_HOLD_MS / 1000} s without a word; closing it and rolling back`,
      );
      const handler = this.handlers.get(handlerId);
      if (handler) handler.detach(true);
      else this.release(handlerId).then(() => this.pump());
    }, IDLE_HOLD_MS);
    this.idleTimer.unref();
  }

  /** Ends whatever `handlerId` left open (an extended-protocol batch, a transaction). */
  async release(handlerId) {
    if (this.owner !== handlerId) return;
    clearTimeout(this.idleTimer);
    try {
      // A Sync ends a half-sent Parse/Bind/Execute batch (and the error state it may be in).
      // (exec takes PGlite's query mutex itself: it must not run inside runExclusive.)
      await this.db.runExclusive(() => this.db.execProtocolRaw(new Uint8Array([0x53, 0, 0, 0, 4])));
      if (this.db.isInTransaction()) await this.db.exec('rollback');
    } finally {
      this.owner = null;
    }
  }

  clearQueueForHandler(handlerId) {
    this.queue = this.queue.filter((q) => {
      if (q.handlerId !== handlerId) return true;
      q.reject(new Error('Handler disconnected'));
      return false;
    });
  }

  /** Called when a connection closes: roll back what it left open and let the others in. */
  async clearTransactionIfNeeded(handlerId) {
    if (this.owner !== handlerId || this.stopped) return;
    await this.idle; // the message it is running (if any) finishes first
    if (this.owner !== handlerId) return;
    try {
      await this.release(handlerId);
    } catch (error) {
      console.error(`embedded-postgres: could not roll back a closed connection: ${error}`);
    }
    this.pump();
  }

  /** Resolves once no message is running (before closing the instance). */
  async drain() {
    this.stopped = true;
    clearTimeout(this.idleTimer);
    this.queue.forEach((q) => q.reject(new Error('the database is stopping')));
    this.queue = [];
    await this.idle;
  }
}

/** Follows a backend message stream and remembers the status byte of the last ReadyForQuery. */
class ReadyForQueryScanner {
  constructor() {
    this.status = null;
    this.header = [];
    this.type = 0;
    this.left = 0; // body bytes of the current message not seen yet
  }

  push(data) {
    let i = 0;
    while (i < data.length) {
      if (this.left > 0) {
        const n = Math.min(this.left, data.length - i);
        i += n;
        this.left -= n;
        // ReadyForQuery ('Z') has a one-byte body: I (idle), T (in a transaction), E (failed).
        if (this.left === 0 && this.type === 0x5a) this.status = String.fromCharCode(data[i - 1]);
        continue;
      }
      this.header.push(data[i++]);
      if (this.header.length === 5) {
        const [type, a, b, c, d] = this.header;
        this.type = type;
        this.left = ((a << 24) | (b << 16) | (c << 8) | d) - 4;
        this.header = [];
      }
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Preparing the data folder: a new one is initialised, and data kept by the old layout (one
// PGlite per service, ./data/<service>) is moved in, once. Both run in a child process when
// `prepareInChild` is set.

function prepareInChildProcess(job, log) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--require', EXIT_WITH_PARENT, THIS_FILE, 'prepare', JSON.stringify(job)],
      { stdio: ['ignore', 'pipe', 'pipe', 'ipc'] },
    );
    let errors = '';
    child.stdout.setEncoding('utf8').on('data', (text) => {
      for (const line of text.split('\n')) if (line) log(line);
    });
    child.stderr.setEncoding('utf8').on('data', (text) => (errors += text));
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0) resolve();
      else
        reject(
          new Error(
            `preparing ${job.dataDir} failed (${signal ?? `exit code ${code}`}): ${errors.trim()}`,
          ),
        );
    });
  });
}

/** Initialises `dataDir` if needed and moves each legacy folder's schemas and rows into it. */
async function prepareDataDir({ dataDir, legacy }, log) {
  if (!isDataDir(dataDir)) {
    // Into a folder beside it, renamed when complete: an initialisation cut short (Ctrl-C,
    // a crash) must not leave a half-made data folder that the next start would try to use.
    const t = Date.now();
    const present = await readdir(dataDir).catch(() => []);
    if (present.length)
      throw new Error(`${dataDir} holds files but no database (no PG_VERSION); move it away`);
    const partial = `${dataDir}.initialising`;
    await rm(partial, { recursive: true, force: true });
    const db = await openPglite(partial);
    await db.close();
    await rmdir(dataDir).catch((error) => {
      if (error.code !== 'ENOENT') throw error;
    });
    await rename(partial, dataDir);
    log(`initialised the embedded database in ${dataDir} (${Date.now() - t} ms)`);
  }
  if (!legacy.length) return;
  const target = await openPglite(dataDir);
  try {
    for (const { name, dir } of legacy) {
      const source = await openPglite(dir);
      let summary;
      try {
        summary = await copySchemas(source, target);
      } finally {
        await source.close();
      }
      const kept = `${dir}.migrated`;
      await rename(dir, kept);
      log(
        `moved ${name}'s data (${summary}) from ${basename(dir)}/ into the shared embedded database; the old folder is kept as ${basename(kept)}/ (delete it when you no longer need it)`,
      );
    }
  } finally {
    await target.close();
  }
}

const ident = (name) => `"${name.replace(/"/g, '""')}"`;

/**
 * Copies every user schema of `source` into `target`: extensions, sequences, tables (columns,
 * defaults, constraints, indexes) and rows (COPY), all in one transaction, then checks the row
 * counts. Anything this cannot reproduce faithfully (views, functions, triggers, types,
 * identity or generated columns…) stops it with an error rather than be dropped silently.
 */
export async function copySchemas(source, target) {
  const q = async (db, sql, params) => (await db.query(sql, params)).rows;
  const schemas = (
    await q(
      source,
      `select nspname from pg_namespace
        where nspname not in ('public', 'information_schema') and nspname not like 'pg\\_%'
        order by nspname`,
    )
  ).map((r) => r.nspname);
  if (!schemas.length) return 'nothing to move';
  const unsupported = await q(
    source,
    `select 'a ' || case c.relkind when 'v' then 'view' when 'm' then 'materialized view'
              when 'p' then 'partitioned table' when 'f' then 'foreign table' else 'relation' end
              || ' ' || n.nspname || '.' || c.relname as what
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = any($1) and c.relkind not in ('r', 'i', 'S')
     union all
     select 'a function ' || n.nspname || '.' || p.proname
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = any($1)
     union all
     select 'a type ' || n.nspname || '.' || t.typname
       from pg_type t join pg_namespace n on n.oid = t.typnamespace
      where n.nspname = any($1) and t.typtype <> 'b' and t.typrelid = 0
     union all
     select 'a trigger ' || t.tgname from pg_trigger t join pg_class c on c.oid = t.tgrelid
       join pg_namespace n on n.oid = c.relnamespace where n.nspname = any($1) and not t.tgisinternal
     union all
     select 'an identity or generated column ' || n.nspname || '.' || c.relname || '.' || a.attname
       from pg_attribute a join pg_class c on c.oid = a.attrelid
       join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = any($1) and a.attnum > 0 and not a.attisdropped
        and (a.attidentity <> '' or a.attgenerated <> '')
     union all
     select 'a row-level security policy on ' || c.relname from pg_policy p
       join pg_class c on c.oid = p.polrelid join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = any($1)
     union all
     select 'the extension ' || extname from pg_extension where extname not in ('plpgsql', 'pg_trgm')`,
    [schemas],
  );
  if (unsupported.length)
    throw new Error(
      `cannot move ${unsupported.map((u) => u.what).join(', ')} automatically; start with an empty data folder or move the data by hand (pg_dump)`,
    );
  const clash = await q(target, `select nspname from pg_namespace where nspname = any($1)`, [
    schemas,
  ]);
  if (clash.length)
    throw new Error(
      `the shared embedded database already has the schema(s) ${clash.map((c) => c.nspname).join(', ')}; move one of the two data folders away`,
    );

  const extensions = await q(source, `select extname from pg_extension where extname = 'pg_trgm'`);
  const sequences = await q(
    source,
    `select n.nspname as schema, c.relname as name, format_type(s.seqtypid, null) as type,
            s.seqincrement, s.seqmin, s.seqmax, s.seqstart, s.seqcache, s.seqcycle
       from pg_sequence s join pg_class c on c.oid = s.seqrelid
       join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = any($1) order by 1, 2`,
    [schemas],
  );
  const tables = await q(
    source,
    `select c.oid, n.nspname as schema, c.relname as name
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = any($1) and c.relkind = 'r' order by 2, 3`,
    [schemas],
  );
  const statements = [];
  const after = []; // foreign keys (every table exists by then), indexes, ownership
  for (const schema of schemas) statements.push(`create schema ${ident(schema)}`);
  for (const e of extensions)
    statements.push(`create extension if not exists ${ident(e.extname)} with schema public`);
  for (const s of sequences)
    statements.push(
      `create sequence ${ident(s.schema)}.${ident(s.name)} as ${s.type} increment by ${s.seqincrement} minvalue ${s.seqmin} maxvalue ${s.seqmax} start with ${s.seqstart} cache ${s.seqcache}${s.seqcycle ? ' cycle' : ''}`,
    );
  for (const t of tables) {
    const table = `${ident(t.schema)}.${ident(t.name)}`;
    const columns = await q(
      source,
      `select a.attname, format_type(a.atttypid, a.atttypmod) as type, a.attnotnull,
              pg_get_expr(d.adbin, d.adrelid) as def,
              case when a.attcollation <> t.typcollation then co.collname end as collation
         from pg_attribute a join pg_type t on t.oid = a.atttypid
         left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
         left join pg_collation co on co.oid = a.attcollation
        where a.attrelid = $1 and a.attnum > 0 and not a.attisdropped order by a.attnum`,
      [t.oid],
    );
    const defs = columns.map(
      (c) =>
        `${ident(c.attname)} ${c.type}${c.collation ? ` collate ${ident(c.collation)}` : ''}${c.def ? ` default ${c.def}` : ''}${c.attnotnull ? ' not null' : ''}`,
    );
    statements.push(`create table ${table} (${defs.join(', ')})`);
    const constraints = await q(
      source,
      `select conname, contype, pg_get_constraintdef(oid) as def from pg_constraint
        where conrelid = $1 order by contype = 'f', conname`,
      [t.oid],
    );
    for (const c of constraints)
      (c.contype === 'f' ? after : statements).push(
        `alter table ${table} add constraint ${ident(c.conname)} ${c.def}`,
      );
    const indexes = await q(
      source,
      `select pg_get_indexdef(i.indexrelid) as def from pg_index i
        where i.indrelid = $1
          and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`,
      [t.oid],
    );
    for (const i of indexes) after.push(i.def);
  }
  const owned = await q(
    source,
    `select sn.nspname as seq_schema, s.relname as seq, tn.nspname as schema, t.relname as tbl,
            a.attname as col
       from pg_depend d join pg_class s on s.oid = d.objid and s.relkind = 'S'
       join pg_namespace sn on sn.oid = s.relnamespace
       join pg_class t on t.oid = d.refobjid join pg_namespace tn on tn.oid = t.relnamespace
       join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
      where d.deptype = 'a' and sn.nspname = any($1)`,
    [schemas],
  );
  for (const o of owned)
    after.push(
      `alter sequence ${ident(o.seq_schema)}.${ident(o.seq)} owned by ${ident(o.schema)}.${ident(o.tbl)}.${ident(o.col)}`,
    );

  let rows = 0;
  await target.exec('begin');
  try {
    for (const sql of statements) await target.exec(sql);
    for (const t of tables) {
      const table = `${ident(t.schema)}.${ident(t.name)}`;
      const { blob } = await source.query(`copy ${table} to '/dev/blob'`);
      if (blob) await target.query(`copy ${table} from '/dev/blob'`, [], { blob });
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
    for (const sql of after) await target.exec(sql);
    await target.exec('commit');
  } catch (error) {
    await target.exec('rollback');
    throw error;
  }
  return `schema ${schemas.join(', ')}: ${tables.length} tables, ${rows} rows`;
}

// `node embedded-postgres.mjs prepare <json>`: the child process of prepareInChildProcess.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [command, job] = process.argv.slice(2);
  if (command !== 'prepare') {
    console.error('usage: embedded-postgres.mjs prepare <json>');
    process.exit(2);
  }
  try {
    await prepareDataDir(JSON.parse(job), (line) => console.log(line));
    process.exit(0);
  } catch (error) {
    console.error(error?.message ?? String(error));
    process.exit(1);
  }
}
