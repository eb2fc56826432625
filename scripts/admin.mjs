#!/usr/bin/env node
// `npm run admin -- grant <email> | revoke <email> | list`: site administrators, granted only by
// an operator (or by being the first account of an empty installation; docs/security.md).
//
// Which database, in this order:
//   1. IDENTITY_DATABASE_URL, else DATABASE_URL: that PostgreSQL server (`identity` schema);
//   2. otherwise the embedded database of `npm start` under DATA_DIR (default ./data):
//      - while `npm start` runs, through its loopback listener for identity (the launcher
//        records it in $DATA_DIR/embedded-database.json), so the app need not stop;
//      - when it does not run, by starting the embedded PostgreSQL server on $DATA_DIR/postgres
//        for the command (on a free loopback port) and stopping it after. The server's own
//        lock file refuses a second server on the folder.
// Exit codes: 0 done (or nothing to do), 1 refused or failed, 2 wrong usage.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pg from 'pg';
import {
  isDataDir,
  runtimeFileOf,
  serverDirOf,
  startPostgresServer,
} from './lib/embedded-postgres.mjs';
import { freePort } from './lib/proc.mjs';
import { ROOT } from './lib/topology.mjs';

const USAGE = `Usage: npm run admin -- <command>
  grant <email>    make the account with this e-mail a site administrator
  revoke <email>   take site administration away from it (never from the last one)
  list             list the site administrators

Database: IDENTITY_DATABASE_URL or DATABASE_URL, else the embedded database in DATA_DIR
(default ./data), through the running app when \`npm start\` is running.`;

/** A refusal the operator can act on: printed as is, exit code 1. */
class Refusal extends Error {}

/** Serialises with account creation (identity's user.service.ts FIRST_ACCOUNT_LOCK). */
const ACCOUNTS_LOCK = 'select pg_advisory_xact_lock(4242001)';

const normalizeEmail = (value) => value.trim().toLowerCase();

const isAlive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
};

/** `{ query(sql, params) → rows, close() }` over a pg client. */
async function pgDatabase(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return {
    query: async (sql, params = []) => (await client.query(sql, params)).rows,
    close: () => client.end(),
  };
}

/** The same over the embedded server, started for this command and stopped on close. */
async function embeddedDatabase(dataDir) {
  const server = await startPostgresServer({
    dataDir,
    port: await freePort(),
    serverLog: () => {},
  });
  try {
    const db = await pgDatabase(server.url());
    return {
      query: db.query,
      close: async () => {
        await db.close();
        await server.stop();
      },
    };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

async function openIdentityDatabase(env) {
  const url = env.IDENTITY_DATABASE_URL || env.DATABASE_URL;
  if (url) return { db: await pgDatabase(url), where: 'DATABASE_URL' };

  const dataDir = resolve(env.DATA_DIR ?? join(ROOT, 'data'));
  const runtimeFile = runtimeFileOf(dataDir);
  if (existsSync(runtimeFile)) {
    const runtime = JSON.parse(readFileSync(runtimeFile, 'utf8'));
    if (Number.isInteger(runtime.pid) && isAlive(runtime.pid)) {
      const identityUrl = runtime.urls?.identity;
      if (!identityUrl) {
        throw new Refusal(
          'The running app keeps identity on another database: set IDENTITY_DATABASE_URL (or DATABASE_URL) to it.',
        );
      }
      try {
        return { db: await pgDatabase(identityUrl), where: 'the running app' };
      } catch (error) {
        throw new Refusal(
          `npm start (process ${runtime.pid}) holds ${dataDir} but its database did not answer (${error.message}). Stop the app and run this command again.`,
        );
      }
    }
  }
  if (!isDataDir(serverDirOf(dataDir))) {
    throw new Refusal(
      `No embedded database in ${serverDirOf(dataDir)}. Start the app once (npm start), or set DATA_DIR or DATABASE_URL.`,
    );
  }
  return { db: await embeddedDatabase(dataDir), where: dataDir };
}

async function requireUsersTable(db) {
  const [row] = await db.query(`select to_regclass('identity.users') as users`);
  if (!row?.users) {
    throw new Refusal(
      'This database has no accounts yet (no identity.users table). Start the app once so identity creates it.',
    );
  }
}

async function list(db) {
  const admins = await db.query(
    `select email, first_name, last_name from identity.users where is_admin order by created_at, id`,
  );
  if (admins.length === 0) return ['No site administrators.'];
  return admins.map((a) =>
    [a.email ?? '(no e-mail)', [a.first_name, a.last_name].filter(Boolean).join(' ')]
      .filter(Boolean)
      .join('  '),
  );
}

async function findAccount(db, email) {
  const [user] = await db.query(
    `select id, email, is_admin from identity.users where lower(email) = $1`,
    [email],
  );
  if (!user) {
    throw new Refusal(
      `No account with the e-mail ${email}. The person must sign up first, then run this again.`,
    );
  }
  return user;
}

/** Runs `work` in one transaction; a refusal rolls it back. */
async function transaction(db, work) {
  await db.query('begin');
  try {
    const result = await work();
    await db.query('commit');
    return result;
  } catch (error) {
    await db.query('rollback').catch(() => {});
    throw error;
  }
}

async function grant(db, email) {
  return transaction(db, async () => {
    await db.query(ACCOUNTS_LOCK);
    const user = await findAccount(db, email);
    if (user.is_admin) return [`${user.email} is already a site administrator.`];
    await db.query(`update identity.users set is_admin = true where id = $1`, [user.id]);
    return [`${user.email} is now a site administrator.`];
  });
}

async function revoke(db, email) {
  return transaction(db, async () => {
    // One revoke at a time (and no new first account meanwhile), so two revokes cannot each
    // see another admin left and together remove the last two.
    await db.query(ACCOUNTS_LOCK);
    const user = await findAccount(db, email);
    if (!user.is_admin) return [`${user.email} is not a site administrator; nothing changed.`];
    const [{ admins }] = await db.query(
      `select count(*)::int as admins from identity.users where is_admin`,
    );
    if (Number(admins) <= 1) {
      throw new Refusal(
        `Refused: ${user.email} is the last site administrator. Grant another account first (npm run admin -- grant <email>).`,
      );
    }
    await db.query(`update identity.users set is_admin = false where id = $1`, [user.id]);
    // Their API keys stop working at once (identity resolves a key only for a site admin).
    return [`${user.email} is no longer a site administrator.`];
  });
}

async function main(argv, env) {
  const [command, email, ...rest] = argv;
  const needsEmail = command === 'grant' || command === 'revoke';
  if (
    !['grant', 'revoke', 'list'].includes(command) ||
    rest.length > 0 ||
    (needsEmail ? !email?.trim() : email !== undefined)
  ) {
    console.error(USAGE);
    return 2;
  }
  let opened;
  try {
    opened = await openIdentityDatabase(env);
    await requireUsersTable(opened.db);
    const lines =
      command === 'list'
        ? await list(opened.db)
        : await (command === 'grant' ? grant : revoke)(opened.db, normalizeEmail(email));
    for (const line of lines) console.log(line);
    return 0;
  } catch (error) {
    console.error(error instanceof Refusal ? error.message : `admin: ${error.message}`);
    return 1;
  } finally {
    await opened?.db.close().catch(() => {});
  }
}

process.exitCode = await main(process.argv.slice(2), process.env);
