// The shared embedded PostgreSQL: one PGlite behind several ports (one per service) must act
// like a server to each client — no statement of one connection inside another's transaction,
// no Parse of one between another's Parse and Sync — and an old one-instance-per-service data
// folder moves in with its rows.
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from './embedded-postgres.mjs';
import { freePort } from './proc.mjs';

const dirs = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'embedded-pg-test-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const connect = async (url) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
};

describe('one PGlite behind one port per service', () => {
  let db;
  let clients = [];

  beforeAll(async () => {
    db = await startEmbeddedPostgres({
      dataDir: tempDir(),
      listeners: [
        { name: 'a', port: await freePort() },
        { name: 'b', port: await freePort() },
      ],
    });
    const admin = await connect(db.urls.a);
    await admin.query('create schema a; create table a.items (id int primary key, label text)');
    await admin.end();
  }, 60_000);

  afterAll(async () => {
    await Promise.all(clients.map((c) => c.end().catch(() => {})));
    await db?.stop();
  });

  it('keeps a statement from another port out of an open transaction', async () => {
    const [a, b] = await Promise.all([connect(db.urls.a), connect(db.urls.b)]);
    clients.push(a, b);
    await a.query('begin');
    await a.query("insert into a.items values (1, 'uncommitted')");
    let bDone = false;
    const seen = b.query('select count(*)::int as n from a.items').then((r) => {
      bDone = true;
      return r.rows[0].n;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(bDone).toBe(false); // it waits for a's transaction to end
    await a.query('rollback');
    expect(await seen).toBe(0); // and never saw the uncommitted row
  });

  it('does not interleave extended-protocol batches of concurrent connections', async () => {
    const many = await Promise.all(
      Array.from({ length: 6 }, (_, i) => connect(i % 2 ? db.urls.a : db.urls.b)),
    );
    clients.push(...many);
    const results = await Promise.all(
      many.flatMap((client, c) =>
        Array.from({ length: 40 }, (_, i) =>
          client
            // Each connection its own SQL text: a Bind landing on another's Parse would show.
            .query(`select $1::text as v, $2::int + ${c} as n`, [`c${c}-${i}`, i])
            .then((r) => r.rows[0]),
        ),
      ),
    );
    expect(results).toEqual(
      many.flatMap((_, c) =>
        Array.from({ length: 40 }, (__, i) => ({ v: `c${c}-${i}`, n: i + c })),
      ),
    );
  });

  it('rolls back what a connection leaves open when it goes away, and lets the others in', async () => {
    // (Connected first: a new connection, too, waits for an open transaction to end.)
    const [a, b] = await Promise.all([connect(db.urls.a), connect(db.urls.b)]);
    clients.push(b);
    a.on('error', () => {}); // its connection is cut below, on purpose
    await a.query('begin');
    await a.query("insert into a.items values (2, 'abandoned')");
    const count = b.query('select count(*)::int as n from a.items');
    a.connection.stream.destroy(); // gone without COMMIT, ROLLBACK or even Terminate
    expect((await count).rows[0].n).toBe(0);
  });

  it('recovers from an error inside a transaction', async () => {
    const [a, b] = await Promise.all([connect(db.urls.a), connect(db.urls.b)]);
    clients.push(a, b);
    await a.query('begin');
    await expect(a.query('select * from a.missing')).rejects.toThrow(/does not exist/);
    const other = b.query("insert into a.items values (3, 'after') returning id");
    await a.query('rollback');
    expect((await other).rows).toEqual([{ id: 3 }]);
    expect((await a.query('select label from a.items')).rows).toEqual([{ label: 'after' }]);
  });
});

describe('the old layout (one PGlite per service)', () => {
  it('moves each old folder into the shared one, rows and sequences included', async () => {
    const root = tempDir();
    const oldDir = join(root, 'groups');
    const old = await startEmbeddedPostgres({ dataDir: oldDir, port: await freePort() });
    const client = await connect(old.url);
    await client.query(`
      create extension if not exists pg_trgm with schema public;
      create schema "groups";
      create table "groups".g (id uuid primary key, name varchar(100) not null,
        created_at timestamptz not null default now());
      create table "groups".m (id serial primary key,
        group_id uuid not null references "groups".g (id) on delete cascade,
        role text not null check (role in ('admin', 'member')));
      create index m_group_idx on "groups".m (group_id);
      create index g_name_trgm on "groups".g using gin (name public.gin_trgm_ops);
      insert into "groups".g values ('00000000-0000-4000-8000-000000000001', 'Choir', '2025-01-02T03:04:05Z');
      insert into "groups".m (group_id, role) values
        ('00000000-0000-4000-8000-000000000001', 'admin'),
        ('00000000-0000-4000-8000-000000000001', 'member');`);
    await client.end();
    await old.stop();

    const shared = await startEmbeddedPostgres({
      dataDir: join(root, 'pglite'),
      port: await freePort(),
      prepareInChild: true,
      legacy: [{ name: 'groups', dir: oldDir }],
    });
    try {
      expect(existsSync(oldDir)).toBe(false);
      expect(existsSync(`${oldDir}.migrated`)).toBe(true);
      const c = await connect(shared.url);
      expect((await c.query('select name, created_at from "groups".g')).rows).toEqual([
        { name: 'Choir', created_at: new Date('2025-01-02T03:04:05Z') },
      ]);
      // The sequence goes on where it was; constraints and indexes came along.
      const inserted = await c.query(
        `insert into "groups".m (group_id, role) values ('00000000-0000-4000-8000-000000000001', 'member') returning id`,
      );
      expect(inserted.rows).toEqual([{ id: 3 }]);
      await expect(
        c.query(
          `insert into "groups".m (group_id, role) values ('00000000-0000-4000-8000-000000000001', 'owner')`,
        ),
      ).rejects.toThrow(/check constraint/);
      const indexes = await c.query(
        `select indexname from pg_indexes where schemaname = 'groups' order by 1`,
      );
      expect(indexes.rows.map((r) => r.indexname)).toEqual([
        'g_name_trgm',
        'g_pkey',
        'm_group_idx',
        'm_pkey',
      ]);
      await c.query(`delete from "groups".g`);
      expect((await c.query('select count(*)::int as n from "groups".m')).rows).toEqual([{ n: 0 }]);
      await c.end();
    } finally {
      await shared.stop();
    }
  }, 120_000);
});

describe('a new data folder', () => {
  it('is refused when it holds files but no database, rather than initialised over them', async () => {
    const dataDir = join(tempDir(), 'pglite');
    mkdirSync(dataDir);
    writeFileSync(join(dataDir, 'notes.txt'), 'mine');
    await expect(
      startEmbeddedPostgres({ dataDir, port: await freePort(), prepareInChild: true }),
    ).rejects.toThrow(/holds files but no database/);
    expect(existsSync(join(dataDir, 'notes.txt'))).toBe(true);
  });
});
