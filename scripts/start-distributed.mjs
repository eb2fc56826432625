#!/usr/bin/env node
// `npm run start:distributed`: the docker-compose topology as plain processes, against a real
// PostgreSQL server (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres; each
// service keeps its tables in its own schema; <SERVICE>_DATABASE_URL gives one its own server).
//
//   browser ─► shell static :3000 (PORT) ── /api, /graphql, /remotes.json ─► gateway :4000 (GATEWAY_PORT)
//          └─► mf-groups static :3102 (its own origin, CORS)                   ├─► identity :4001
//                                                                              └─► groups   :4002
//
// Each front end is served by packages/static-server (the shell's forwards to the gateway,
// which trusts exactly that one proxy: TRUST_PROXY=1). Every child stops with this process,
// even when it is killed with SIGKILL (lib/exit-with-parent.cjs).
// The gateway learns each remote's public URL at run time (REMOTE_MF_GROUPS_URL, default
// http://localhost:3102/) and serves it to the shell as /remotes.json.
// Replicas (docs/deployment.md): GATEWAY_PORTS=4000,4010 runs one gateway per port, and
// <SERVICE>_PORTS=4003,4013 one process of that service per port, all on the same database.
// Gateway n talks to replica n of each service (round the list); services and event
// deliveries use a service's first replica; the shell's origin forwards to the first gateway.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { build } from './build.mjs';
import { portIsFree, seconds } from './lib/proc.mjs';
import { devOverridesEnv } from './lib/dev-overrides.mjs';
import { gatewayEnv as gatewayEnvOf, serviceEnv } from './lib/stack.mjs';
import { Supervisor } from './lib/supervisor.mjs';
import { FRONTENDS, GATEWAY, ROOT, SERVICES, entryOf, envPrefix } from './lib/topology.mjs';

const started = Date.now();
const env = process.env;
const log = (line) => console.log(line);
const fail = (message) => {
  console.error(`start:distributed: ${message}`);
  process.exit(1);
};
const portFrom = (name, fallback) => {
  const value = env[name] === undefined ? fallback : Number(env[name]);
  if (!Number.isInteger(value) || value < 1 || value > 65535)
    fail(`${name} must be a port number, got ${env[name]}`);
  return value;
};

const PORT = portFrom('PORT', GATEWAY.port);
/** `<name>S` (comma-separated ports, one process each), else [`<name>`, else `fallback`]. */
const portsFrom = (name, fallback) => {
  const list = env[`${name}S`];
  if (!list) return [portFrom(name, fallback)];
  const ports = list.split(',').map((part) => {
    const value = Number(part.trim());
    if (!Number.isInteger(value) || value < 1 || value > 65535)
      fail(`${name}S must be port numbers separated by commas, got ${list}`);
    return value;
  });
  if (new Set(ports).size !== ports.length) fail(`${name}S names a port twice: ${list}`);
  // lib/topology.mjs wires services to each other by <SERVICE>_PORT: the first replica.
  env[name] = String(ports[0]);
  return ports;
};

const GATEWAY_PORTS = portsFrom('GATEWAY_PORT', 4000);
const PUBLIC_URL = (env.PUBLIC_URL ?? `http://localhost:${PORT}`).replace(/\/+$/, '');
const DATABASE_URL = env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const SECRET = env.VIEWER_SIGNING_SECRET || 'distributed-dev-secret-change-me-0123456789abcdef';
const nodeEnv = env.NODE_ENV || 'production';

const services = SERVICES.map((s) => {
  const prefix = envPrefix(s.name);
  const ports = portsFrom(`${prefix}_PORT`, s.port);
  return {
    ...s,
    prefix,
    port: ports[0],
    ports,
    databaseUrl: env[`${prefix}_DATABASE_URL`] || DATABASE_URL,
  };
});
/** A replica's name in the log and in messages: `songs`, `songs-2`, … */
const replicaName = (name, index) => (index === 0 ? name : `${name}-${index + 1}`);
const shell = FRONTENDS.find((f) => f.host);
const remotes = FRONTENDS.filter((f) => !f.host).map((f) => {
  const prefix = envPrefix(f.name);
  const port = portFrom(`${prefix}_PORT`, f.port);
  return { ...f, port, publicUrl: env[f.remoteEnv] || `http://localhost:${port}/` };
});

if (env.SKIP_BUILD !== '1') {
  try {
    await build({ log: (line) => log(`start:distributed: ${line}`) });
  } catch (error) {
    fail(`the build failed: ${error.message}`);
  }
}
for (const entry of [entryOf(GATEWAY.dir), ...services.map((s) => entryOf(s.dir))]) {
  if (!existsSync(entry)) fail(`${entry} is missing after the build`);
}
for (const f of [shell, ...remotes]) {
  if (!existsSync(join(ROOT, f.dir, 'dist', f.marker)))
    fail(`${f.dir}/dist is missing after the build`);
}
for (const [port, what, variable] of [
  [PORT, 'the shell (public address)', 'PORT'],
  ...GATEWAY_PORTS.map((port, i) => [port, replicaName('the gateway', i), 'GATEWAY_PORT(S)']),
  ...services.flatMap((s) =>
    s.ports.map((port, i) => [port, replicaName(s.name, i), `${s.prefix}_PORT(S)`]),
  ),
  ...remotes.map((r) => [r.port, r.name, `${envPrefix(r.name)}_PORT`]),
]) {
  if (!(await portIsFree(port)))
    fail(`port ${port} (${what}) is already in use; set ${variable} to another port`);
}

const supervisor = new Supervisor({ appName: 'start:distributed', log });
const staticServer = join(ROOT, 'packages', 'static-server', 'src', 'main.mjs');
/** The static server's environment (packages/static-server/.env.example) for one front end. */
/** PROXY_TIMEOUT_SECONDS and SERVE_SOURCE_MAPS pass through; the rest is per front end. */
const staticEnv = (frontend, port, more = {}) => {
  const own = { ...env };
  for (const name of ['SPA', 'GATEWAY_URL']) delete own[name];
  return {
    ...own,
    HOST: env.HOST ?? '0.0.0.0',
    PORT: String(port),
    STATIC_DIR: join(ROOT, frontend.dir, 'dist'),
    ...more,
  };
};

for (const service of services) {
  for (const [index, port] of service.ports.entries()) {
    supervisor.spawn(replicaName(service.name, index), process.execPath, [entryOf(service.dir)], {
      cwd: join(ROOT, service.dir),
      env: serviceEnv(
        { ...service, port },
        { env, nodeEnv, secret: SECRET, publicUrl: PUBLIC_URL },
      ),
    });
  }
}
const gatewayEnv = (index) => ({
  ...gatewayEnvOf({
    env,
    nodeEnv,
    port: GATEWAY_PORTS[index],
    publicUrl: PUBLIC_URL,
    secret: SECRET,
    services: services.map((s) => ({ ...s, port: s.ports[index % s.ports.length] })),
  }),
  // Exactly one proxy in front: the shell's static origin, which overwrites X-Forwarded-For
  // with the address it saw. Trusting more would let a client pick its own address.
  TRUST_PROXY: '1',
  ...Object.fromEntries(remotes.map((r) => [r.remoteEnv, r.publicUrl])),
  // `npm run dev -w <remote or service>` may stand in for one deployable (docs/development.md).
  ...devOverridesEnv(nodeEnv),
});
for (const [index] of GATEWAY_PORTS.entries()) {
  const own = gatewayEnv(index);
  for (const f of FRONTENDS) delete own[f.distEnv]; // the gateway serves no files here
  supervisor.spawn(replicaName(GATEWAY.name, index), process.execPath, [entryOf(GATEWAY.dir)], {
    cwd: join(ROOT, GATEWAY.dir),
    env: own,
  });
}
for (const remote of remotes) {
  supervisor.spawn(remote.name, process.execPath, [staticServer], {
    env: staticEnv(remote, remote.port),
  });
}
supervisor.spawn(shell.name, process.execPath, [staticServer], {
  env: staticEnv(shell, PORT, {
    SPA: 'true',
    GATEWAY_URL: `http://127.0.0.1:${GATEWAY_PORTS[0]}`,
  }),
});

try {
  await Promise.all([
    ...services.flatMap((s) =>
      s.ports.map((port, i) =>
        supervisor.waitForHttp(replicaName(s.name, i), `http://127.0.0.1:${port}/readyz`),
      ),
    ),
    ...GATEWAY_PORTS.map((port, i) =>
      supervisor.waitForHttp(replicaName(GATEWAY.name, i), `http://127.0.0.1:${port}/readyz`),
    ),
    ...remotes.map((r) => supervisor.waitForHttp(r.name, `http://127.0.0.1:${r.port}/healthz`)),
    supervisor.waitForHttp(shell.name, `http://127.0.0.1:${PORT}/remotes.json`),
  ]);
} catch (error) {
  if (!supervisor.stopping) {
    log(`start:distributed: ${error.message}`);
    await supervisor.stop(1);
  }
}
if (!supervisor.stopping) {
  if (env.START_TIMING) log(`start:distributed: ready after ${seconds(Date.now() - started)}`);
  if (GATEWAY_PORTS.length > 1)
    log(
      `start:distributed: gateways on ${GATEWAY_PORTS.map((p) => `http://127.0.0.1:${p}`).join(', ')} (the shell's origin forwards to the first)`,
    );
  log(`Worship Planner is ready on ${PUBLIC_URL}`);
}
