// `npm run admin`, run as an operator runs it (a child process), against a PostgreSQL server
// database and against an embedded data folder, with the app stopped and with it running.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@worship/subgraph-kit/testing';
import { openIdentityDatabase } from '../services/identity/src/database';
import { runtimeFileOf, startPostgresServer } from './lib/embedded-postgres.mjs';
import { freePort } from './lib/proc.mjs';
import { ROOT } from './lib/topology.mjs';

/** Runs `node scripts/admin.mjs ...args` with only the variables given (no DATABASE_URL leaks in). */
function admin(args, env) {
  const clean = { ...process.env };
  for (const name of ['DATABASE_URL', 'IDENTITY_DATABASE_URL', 'DATA_DIR']) delete clean[name];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(ROOT, 'scripts', 'admin.mjs'), ...args], {
      env: { ...clean, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

/** Creates the identity schema on `url` and the given accounts; returns a SQL helper. */
async function seed(url, accounts) {
  const orm = await openIdentityDatabase({ url, poolMax: 1 });
  const sql = (query, params = []) => orm.em.getConnection().execute(query, params);
  for (const [email, isAdmin] of accounts) {
    await sql(
      `insert into identity.users (id, email, first_name, is_admin) values (?, ?, 'Test', ?)`,
      [randomUUID(), email, isAdmin],
    );
  }
  return { orm, sql };
}

describe('npm run admin against a PostgreSQL server (DATABASE_URL)', () => {
  let database;
  let db;
  const env = () => ({ DATABASE_URL: database.url });
  const admins = async () =>
    (await db.sql(`select email from identity.users where is_admin order by email`)).map(
      (r) => r.email,
    );

  beforeAll(async () => {
    database = await createTestDatabase('admin_cli');
    db = await seed(database.url, [
      ['first@example.org', true],
      ['member@example.org', false],
      ['other@example.org', false],
    ]);
  });
  afterAll(async () => {
    await db?.orm.close(true);
    await database?.drop();
  });

  it('lists the site administrators', async () => {
    const result = await admin(['list'], env());
    expect(result).toMatchObject({ code: 0, stdout: 'first@example.org  Test\n' });
  });

  it('grants site admin to an existing account, whatever the case of the e-mail', async () => {
    const result = await admin(['grant', '  Member@Example.ORG '], env());
    expect(result).toMatchObject({
      code: 0,
      stdout: 'member@example.org is now a site administrator.\n',
    });
    expect(await admins()).toEqual(['first@example.org', 'member@example.org']);
    const again = await admin(['grant', 'member@example.org'], env());
    expect(again).toMatchObject({
      code: 0,
      stdout: 'member@example.org is already a site administrator.\n',
    });
  });

  it('refuses an unknown e-mail and changes nothing', async () => {
    const before = await admins();
    const result = await admin(['grant', 'nobody@example.org'], env());
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      'No account with the e-mail nobody@example.org. The person must sign up first, then run this again.\n',
    );
    expect(await admins()).toEqual(before);
  });

  it('revokes an admin while another remains, and refuses to revoke the last one', async () => {
    const revoked = await admin(['revoke', 'first@example.org'], env());
    expect(revoked).toMatchObject({
      code: 0,
      stdout: 'first@example.org is no longer a site administrator.\n',
    });
    expect(await admins()).toEqual(['member@example.org']);

    const last = await admin(['revoke', 'member@example.org'], env());
    expect(last.code).toBe(1);
    expect(last.stderr).toBe(
      'Refused: member@example.org is the last site administrator. Grant another account first (npm run admin -- grant <email>).\n',
    );
    expect(await admins()).toEqual(['member@example.org']);

    const notAdmin = await admin(['revoke', 'other@example.org'], env());
    expect(notAdmin).toMatchObject({
      code: 0,
      stdout: 'other@example.org is not a site administrator; nothing changed.\n',
    });
  });

  it('prefers IDENTITY_DATABASE_URL to DATABASE_URL', async () => {
    const result = await admin(['list'], {
      IDENTITY_DATABASE_URL: database.url,
      DATABASE_URL: 'postgres://postgres@127.0.0.1:1/nowhere',
    });
    expect(result).toMatchObject({ code: 0, stdout: 'member@example.org  Test\n' });
  });

  it.each([[[]], [['grant']], [['promote', 'a@example.org']], [['list', 'extra']]])(
    'prints the usage for %j (exit 2)',
    async (args) => {
      const result = await admin(args, env());
      expect(result.code).toBe(2);
      expect(result.stderr).toContain('Usage: npm run admin -- <command>');
    },
  );
});

describe('npm run admin against the embedded database of npm start (DATA_DIR)', () => {
  let dataDir;

  /** Runs `work` with the embedded server running on the data folder, as npm start holds it. */
  async function withEmbedded(work) {
    const server = await startPostgresServer({
      dataDir,
      port: await freePort(),
      serverLog: () => {},
    });
    try {
      return await work({ urls: { identity: server.url() } });
    } finally {
      await server.stop();
    }
  }

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'admin-cli-data-'));
    await withEmbedded(async (embedded) => {
      const db = await seed(embedded.urls.identity, [
        ['first@example.org', true],
        ['helper@example.org', false],
      ]);
      await db.orm.close(true);
    });
  });
  afterAll(() => {
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('starts the server on the data folder for the command when the app is not running', async () => {
    const granted = await admin(['grant', 'helper@example.org'], { DATA_DIR: dataDir });
    expect(granted).toMatchObject({
      code: 0,
      stdout: 'helper@example.org is now a site administrator.\n',
    });
    // A launcher that died without cleaning up (kill -9) does not block the command.
    writeFileSync(
      runtimeFileOf(dataDir),
      JSON.stringify({ pid: 2 ** 22 + 12345, urls: { identity: 'postgres://127.0.0.1:1/x' } }),
    );
    const listed = await admin(['list'], { DATA_DIR: dataDir });
    expect(listed).toMatchObject({
      code: 0,
      stdout: 'first@example.org  Test\nhelper@example.org  Test\n',
    });
    rmSync(runtimeFileOf(dataDir));
  });

  it('goes through the running app when npm start holds the folder', async () => {
    await withEmbedded(async (embedded) => {
      // What scripts/start.mjs writes while it runs (this test process plays the launcher).
      writeFileSync(
        runtimeFileOf(dataDir),
        JSON.stringify({ pid: process.pid, urls: embedded.urls }),
      );
      try {
        const revoked = await admin(['revoke', 'first@example.org'], { DATA_DIR: dataDir });
        expect(revoked).toMatchObject({
          code: 0,
          stdout: 'first@example.org is no longer a site administrator.\n',
        });
        const client = new (await import('pg')).default.Client(embedded.urls.identity);
        await client.connect();
        const { rows } = await client.query(
          `select email from identity.users where is_admin order by email`,
        );
        await client.end();
        expect(rows.map((r) => r.email)).toEqual(['helper@example.org']);
      } finally {
        rmSync(runtimeFileOf(dataDir), { force: true });
      }
    });
  });

  it('says what to do when there is no data folder', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'admin-cli-empty-'));
    try {
      const result = await admin(['list'], { DATA_DIR: empty });
      expect(result.code).toBe(1);
      expect(result.stderr).toBe(
        `No embedded database in ${join(empty, 'postgres')}. Start the app once (npm start), or set DATA_DIR or DATABASE_URL.\n`,
      );
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
