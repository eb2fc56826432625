#!/usr/bin/env node
// `npm run dev -w <workspace>` (each workspace's "dev" script): one deployable on its own, with
// reload on change, against a stack that is already running (docs/development.md):
//   - a remote (`npm run dev -w mf-songs`): its webpack dev server on <REMOTE>_DEV_PORT (its
//     usual port + 100); the running gateway's remotes.json sends browsers there, so the running
//     shell loads it on the next page load. The shell is a production build, so a change reloads
//     the page (no Fast Refresh on a production React; packages/webpack-config/dev-server.cjs);
//   - the shell (`npm run dev -w shell`): its dev server on SHELL_DEV_PORT (3200), forwarding
//     /api, /graphql, /remotes.json and /mf/ to the running gateway: open that port;
//   - a service (`npm run dev -w services/songs`): `tsc -b --watch` and the service on
//     <SERVICE>_DEV_PORT (4103), restarted after each compile; the running gateway sends that
//     subgraph's GraphQL calls there (and identity's session checks, for identity). Calls between
//     services and domain events still reach the stack's own instance.
// While it runs, `<DEV_OVERRIDES_DIR>/<name>.json` (default .dev/overrides) says so; the file
// goes when this stops, and the gateway ignores it anyway once this process is gone. Only a
// gateway started outside production with that folder listens: `npm run dev`, or
// `NODE_ENV=development npm start` / `npm run start:distributed`.
// The stack: STACK_URL (default http://localhost:$PORT, PORT 3000); its data: DATA_DIR (./data),
// or DATABASE_URL / <SERVICE>_DATABASE_URL and VIEWER_SIGNING_SECRET as the stack was given them.
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { devOverridesDir, writeOverride } from './lib/dev-overrides.mjs';
import { devPortFrom, runsAnyOf, spawnDevServer, watchTypeScript } from './lib/dev-loop.mjs';
import { runtimeFileOf } from './lib/embedded-postgres.mjs';
import { portIsFree } from './lib/proc.mjs';
import { StackError, dataDirOf, portFrom, serviceEnv, servicesFrom } from './lib/stack.mjs';
import { Supervisor } from './lib/supervisor.mjs';
import { FRONTENDS, GATEWAY, ROOT, SERVICES, entryOf } from './lib/topology.mjs';

const env = process.env;
const dir = relative(ROOT, process.cwd()).split('\\').join('/');
const frontend = FRONTENDS.find((f) => f.dir === dir);
const serviceIndex = SERVICES.findIndex((s) => s.dir === dir);
const APP = `dev ${frontend?.name ?? SERVICES[serviceIndex]?.name ?? dir}`;
const log = (line) => console.log(line);
const fail = (message) => {
  console.error(`${APP}: ${message}`);
  process.exit(1);
};
if (!frontend && serviceIndex < 0)
  fail(`run this from a front end or a service folder (npm run dev -w <workspace>), not ${dir}`);
if ((env.NODE_ENV || 'development') === 'production') fail('the dev loop is not for production');

let stackUrl, service, port;
try {
  stackUrl = (env.STACK_URL ?? `http://localhost:${portFrom(env, 'PORT', GATEWAY.port)}`).replace(
    /\/+$/,
    '',
  );
  service = serviceIndex >= 0 ? servicesFrom(env)[serviceIndex] : null;
  port = devPortFrom(env, frontend ?? service);
} catch (error) {
  if (!(error instanceof StackError)) throw error;
  fail(error.message);
}
if (!(await portIsFree(port)))
  fail(`port ${port} is already in use; set ${frontend ? frontend.name : service.prefix}_DEV_PORT`);

const overridesDir = devOverridesDir(env);
let removeOverride = () => {};
const supervisor = new Supervisor({
  appName: APP,
  log,
  onStopped: async () => removeOverride(),
});

/** Writes the override, then asks the stack whether its gateway follows it. */
async function standIn(kind, name, url) {
  removeOverride = writeOverride(overridesDir, { kind, name, url });
  log(`${APP}: ${join(overridesDir, `${name}.json`)} → ${url}`);
  let follows = null;
  try {
    const remotes = await (await fetch(`${stackUrl}/remotes.json`)).json();
    follows = kind === 'remote' ? remotes[name]?.startsWith(url) : null;
  } catch (error) {
    log(
      `${APP}: no stack answers at ${stackUrl} (${error.cause?.code ?? error.message}); start one,`,
    );
    log(`${APP}:   or set STACK_URL. This keeps running and takes over once it is up.`);
    return;
  }
  if (follows === false) {
    log(`${APP}: the gateway at ${stackUrl} does not take dev overrides (a production run):`);
    log(`${APP}:   start it with NODE_ENV=development npm start (or npm run dev).`);
  } else if (follows) {
    log(`${APP}: the stack at ${stackUrl} now loads ${name} from here: reload the page`);
  } else {
    log(`${APP}: the gateway sends ${name}'s GraphQL calls here (if it takes dev overrides)`);
  }
}

if (frontend) {
  const name = frontend.dir.replace(/-/g, '_');
  const url = `http://localhost:${port}/`;
  const compiled = spawnDevServer(supervisor, frontend, {
    ...env,
    DEV_SERVER_PORT: String(port),
    ...(frontend.host
      ? { GATEWAY_URL: stackUrl, DEV_PROXY_REMOTES: '1' }
      : { DEV_AGAINST_BUILT_SHELL: '1' }),
  });
  await compiled;
  if (frontend.host)
    log(`${APP}: open http://localhost:${port} (API and remotes from ${stackUrl})`);
  else if (!supervisor.stopping) await standIn('remote', name, url);
} else {
  const dataDir = dataDirOf(env);
  if (!service.databaseUrl) {
    // The running `npm start` records its embedded database's URLs (lib/stack.mjs).
    const runtimeFile = runtimeFileOf(dataDir);
    const runtime = existsSync(runtimeFile) ? JSON.parse(readFileSync(runtimeFile, 'utf8')) : null;
    service.databaseUrl = runtime?.urls?.[service.name] ?? null;
    service.embedded = Boolean(service.databaseUrl);
  }
  if (!service.databaseUrl)
    fail(
      `no database: start the stack first (npm start keeps its database's address in ${relative(ROOT, dataDir)}), or set ${service.prefix}_DATABASE_URL or DATABASE_URL`,
    );
  const secretFile = join(dataDir, 'viewer-signing-secret');
  const secret =
    env.VIEWER_SIGNING_SECRET ||
    (existsSync(secretFile) ? readFileSync(secretFile, 'utf8').trim() : '');
  if (!secret) fail(`no VIEWER_SIGNING_SECRET and none in ${relative(ROOT, secretFile)}`);

  const url = `http://127.0.0.1:${port}`;
  let started = false;
  watchTypeScript(supervisor, [service.dir], ({ emitted }) => {
    if (!started) {
      started = true;
      supervisor.spawn(service.name, process.execPath, ['--enable-source-maps', entryOf(dir)], {
        cwd: join(ROOT, dir),
        env: serviceEnv(
          { ...service, port },
          { env, nodeEnv: 'development', secret, publicUrl: stackUrl },
        ),
        keepGoing: true,
      });
    } else if (runsAnyOf(dir, emitted)) {
      log(`${APP}: restarting ${service.name}`);
      supervisor.restart(service.name);
    }
  });
  try {
    await supervisor.waitForHttp(service.name, `${url}/readyz`);
    await standIn('service', service.name, url);
  } catch (error) {
    if (!supervisor.stopping) {
      log(`${APP}: ${error.message}`);
      await supervisor.stop(1);
    }
  }
}
