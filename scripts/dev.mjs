#!/usr/bin/env node
// `npm run dev`: the whole product with every part reloading on change (docs/development.md).
//
//   browser ─► shell dev server :3000 (PORT) ── /api, /graphql, /remotes.json ─► gateway :4000 (GATEWAY_PORT)
//          └─► each remote's dev server :3201–3204 (<REMOTE>_DEV_PORT)            └─► services :4001–4004
//
//   - PostgreSQL as `npm start` has it: DATABASE_URL / <SERVICE>_DATABASE_URL, else the embedded
//     database under DATA_DIR (./data), the same data `npm start` uses;
//   - `tsc -b --watch` over packages, services and gateway; after each compile, every service or
//     gateway whose code (its own or a workspace package's) was written again restarts, and the
//     gateway restarts when supergraph.graphql changes (`npm run compose`);
//   - the shell and every remote on webpack dev servers with React Fast Refresh; the gateway's
//     remotes.json points at the remotes' dev servers;
//   - the gateway takes dev overrides (DEV_OVERRIDES_DIR, .dev/overrides), so
//     `npm run dev -w <workspace>` works against this stack too;
//   - one prefixed, coloured log; Ctrl-C stops everything, and every child stops with this
//     process however it ends (lib/exit-with-parent.cjs).
// Nothing is built for production: `npm start` does that.
import { watch } from 'node:fs';
import { join } from 'node:path';
import { devOverridesEnv } from './lib/dev-overrides.mjs';
import { devPortFrom, runsAnyOf, spawnDevServer, watchTypeScript } from './lib/dev-loop.mjs';
import { portIsFree, seconds } from './lib/proc.mjs';
import {
  StackError,
  dataDirOf,
  embeddedDbPortOf,
  keptSecret,
  portFrom,
  serviceEnv,
  gatewayEnv as gatewayEnvOf,
  servicesFrom,
  startEmbeddedDatabase,
} from './lib/stack.mjs';
import { Supervisor } from './lib/supervisor.mjs';
import { FRONTENDS, GATEWAY, ROOT, TS_PROJECTS, entryOf, envPrefix } from './lib/topology.mjs';

const APP = 'dev';
const FIRST_START_MS = 600_000;
const started = Date.now();
const env = process.env;
const log = (line) => console.log(line);
const fail = (message) => {
  console.error(`${APP}: ${message}`);
  process.exit(1);
};

let PORT, GATEWAY_PORT, DB_PORT, services, frontends;
try {
  PORT = portFrom(env, 'PORT', GATEWAY.port);
  DB_PORT = embeddedDbPortOf(env);
  GATEWAY_PORT = portFrom(env, 'GATEWAY_PORT', 4000);
  services = servicesFrom(env);
  frontends = FRONTENDS.map((f) => ({
    ...f,
    devPort: f.host ? PORT : devPortFrom(env, f),
    portVariable: f.host ? 'PORT' : `${envPrefix(f.name)}_DEV_PORT`,
  }));
} catch (error) {
  if (!(error instanceof StackError)) throw error;
  fail(error.message);
}
const PUBLIC_URL = (env.PUBLIC_URL ?? `http://localhost:${PORT}`).replace(/\/+$/, '');
const DATA_DIR = dataDirOf(env);
const nodeEnv = env.NODE_ENV || 'development';
if (nodeEnv === 'production') fail('NODE_ENV=production: use `npm start` for a production run');

for (const [port, what, variable] of [
  [GATEWAY_PORT, 'the gateway', 'GATEWAY_PORT'],
  ...services.map((s) => [s.port, s.name, `${s.prefix}_PORT`]),
  ...(services.some((s) => !s.databaseUrl)
    ? [[DB_PORT, 'the embedded PostgreSQL', 'EMBEDDED_DB_PORT']]
    : []),
  ...frontends.map((f) => [f.devPort, `the ${f.name} dev server`, f.portVariable]),
]) {
  if (!(await portIsFree(port)))
    fail(`port ${port} (${what}) is already in use; set ${variable} to another port`);
}

const secret = keptSecret(DATA_DIR, env);
let stopDatabase = null;
const supervisor = new Supervisor({
  appName: APP,
  log,
  onStopped: async () => {
    await stopDatabase?.().catch(() => {});
  },
});
// One column for every name, whenever each child starts.
supervisor.width = Math.max(
  ...['tsc', ...services, GATEWAY, ...frontends].map((d) => (d.name ?? d).length),
);

// The database first: the services need it as soon as tsc has compiled them.
if (services.some((s) => !s.databaseUrl)) {
  try {
    stopDatabase = await startEmbeddedDatabase({
      dataDir: DATA_DIR,
      port: DB_PORT,
      services,
      log: (line) => log(`${APP}: ${line}`),
      onExit: (how) => {
        if (supervisor.stopping) return;
        log(`${APP}: the embedded PostgreSQL server stopped unexpectedly (${how}); stopping`);
        supervisor.stop(1);
      },
    });
  } catch (error) {
    log(`${APP}: the embedded database did not start: ${error?.stack ?? error}`);
    await supervisor.stop(1);
  }
}

// The Node deployables, each restarted when a compile wrote code it runs.
const gatewayEnv = {
  ...gatewayEnvOf({
    env,
    nodeEnv,
    port: GATEWAY_PORT,
    publicUrl: PUBLIC_URL,
    secret,
    services,
  }),
  ...Object.fromEntries(
    frontends.filter((f) => !f.host).map((f) => [f.remoteEnv, `http://localhost:${f.devPort}/`]),
  ),
  ...devOverridesEnv(nodeEnv, env),
};
for (const f of FRONTENDS) delete gatewayEnv[f.distEnv]; // the dev servers serve the front ends
const nodeDeployables = [
  ...services.map((service) => ({
    name: service.name,
    dir: service.dir,
    env: serviceEnv(service, { env, nodeEnv, secret, publicUrl: PUBLIC_URL }),
  })),
  { name: GATEWAY.name, dir: GATEWAY.dir, env: gatewayEnv },
];

let compiledOnce = false;
/** name → whether another restart was asked for while this one ran (newer code to load). */
const restarting = new Map();
const restart = async (name, why) => {
  if (restarting.has(name)) {
    restarting.set(name, true);
    return;
  }
  restarting.set(name, false);
  log(`${APP}: restarting ${name} (${why})`);
  await supervisor.restart(name);
  const again = restarting.get(name);
  restarting.delete(name);
  if (again) await restart(name, 'changed again meanwhile');
};
watchTypeScript(supervisor, TS_PROJECTS, ({ errors, emitted }) => {
  if (!compiledOnce) {
    compiledOnce = true;
    if (errors) log(`${APP}: tsc found ${errors} error(s); starting what it emitted anyway`);
    for (const d of nodeDeployables) {
      supervisor.spawn(d.name, process.execPath, ['--enable-source-maps', entryOf(d.dir)], {
        cwd: join(ROOT, d.dir),
        env: d.env,
        keepGoing: true,
      });
    }
    return;
  }
  for (const d of nodeDeployables)
    if (runsAnyOf(d.dir, emitted)) restart(d.name, `${emitted.length} file(s) compiled`);
});
// `npm run compose` writes a new supergraph: the gateway reads it at start-up.
watch(join(ROOT, GATEWAY.dir), (_event, file) => {
  if (compiledOnce && file === 'supergraph.graphql') restart(GATEWAY.name, 'supergraph changed');
});

const compiled = frontends.map((f) =>
  spawnDevServer(supervisor, f, {
    ...env,
    DEV_SERVER_PORT: String(f.devPort),
    ...(f.host ? { GATEWAY_URL: `http://127.0.0.1:${GATEWAY_PORT}` } : {}),
  }),
);

try {
  await Promise.all([
    // A first `tsc -b` of a fresh checkout comes before the services start: minutes, not seconds.
    ...services.map((s) =>
      supervisor.waitForHttp(s.name, `http://127.0.0.1:${s.port}/readyz`, FIRST_START_MS),
    ),
    supervisor.waitForHttp(GATEWAY.name, `http://127.0.0.1:${GATEWAY_PORT}/readyz`, FIRST_START_MS),
    ...compiled,
  ]);
} catch (error) {
  if (!supervisor.stopping) {
    log(`${APP}: ${error.message}`);
    await supervisor.stop(1);
  }
}
if (!supervisor.stopping) {
  log(`${APP}: ready after ${seconds(Date.now() - started)}`);
  log(`Worship Planner is ready on ${PUBLIC_URL} (development: edit away)`);
}
