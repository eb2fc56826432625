// What `npm start` (start.mjs) and `npm run dev` (dev.mjs, dev-one.mjs) set up alike: ports
// from the environment, the viewer signing secret kept under DATA_DIR, the embedded database of
// the services that have no database URL, and each service's environment.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { runtimeFileOf, startPostgresServer } from './embedded-postgres.mjs';
import { moveFromPglite, pgliteFoldersOf } from './pglite-upgrade.mjs';
import { SERVICES, ROOT, envPrefix } from './topology.mjs';

/** A launcher's refusal: printed as `<launcher>: <message>`, exit code 1. */
export class StackError extends Error {}

/** The port in `env[name]`, else `fallback`; a StackError naming the variable when it is not one. */
export function portFrom(env, name, fallback) {
  const value = env[name] === undefined ? fallback : Number(env[name]);
  if (!Number.isInteger(value) || value < 1 || value > 65535)
    throw new StackError(`${name} must be a port number, got ${env[name]}`);
  return value;
}

/** DATA_DIR (default ./data), absolute. */
export const dataDirOf = (env) => resolve(env.DATA_DIR ?? join(ROOT, 'data'));

/** The embedded PostgreSQL server's port (EMBEDDED_DB_PORT, default 5440; loopback only). */
export const embeddedDbPortOf = (env) => portFrom(env, 'EMBEDDED_DB_PORT', 5440);

/**
 * The services with their port (<SERVICE>_PORT) and database URL (<SERVICE>_DATABASE_URL,
 * DATABASE_URL, else null: the embedded database).
 */
export function servicesFrom(env) {
  return SERVICES.map((service) => {
    const prefix = envPrefix(service.name);
    return {
      ...service,
      prefix,
      port: portFrom(env, `${prefix}_PORT`, service.port),
      databaseUrl: env[`${prefix}_DATABASE_URL`] || env.DATABASE_URL || null,
    };
  });
}

/** VIEWER_SIGNING_SECRET, else the one kept in $DATA_DIR/viewer-signing-secret (made once). */
export function keptSecret(dataDir, env) {
  mkdirSync(dataDir, { recursive: true });
  if (env.VIEWER_SIGNING_SECRET) return env.VIEWER_SIGNING_SECRET;
  const file = join(dataDir, 'viewer-signing-secret');
  let secret = existsSync(file) ? readFileSync(file, 'utf8').trim() : '';
  if (secret.length < 32) {
    secret = randomBytes(48).toString('base64url');
    writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  }
  return secret;
}

/**
 * One embedded PostgreSQL server (lib/embedded-postgres.mjs) for every service without a
 * database URL, each in its own schema of one database, with a normal pool. Data kept by earlier
 * versions in PGlite ($DATA_DIR/pglite, or from before that $DATA_DIR/<service>) is moved in
 * once, before any service starts (lib/pglite-upgrade.mjs). Sets `databaseUrl` and `embedded` on those services and records the
 * URLs for `npm run admin` and `npm run dev -w <service>`. `onExit(how)`: the server stopped
 * on its own. Resolves to a stop function (null: none needed).
 */
export async function startEmbeddedDatabase({ dataDir, port, services, log, onExit }) {
  const embedded = services.filter((s) => !s.databaseUrl);
  if (!embedded.length) return null;
  const server = await startPostgresServer({
    dataDir,
    port,
    log,
    serverLog: (line) => log(`postgres: ${line}`),
    onExit,
  });
  try {
    for (const dir of pgliteFoldersOf(
      dataDir,
      services.map((s) => s.name),
    ))
      log(await moveFromPglite({ dir, url: server.url() }));
  } catch (error) {
    await server.stop();
    throw error;
  }
  const runtimeFile = runtimeFileOf(dataDir);
  const urls = Object.fromEntries(embedded.map((s) => [s.name, server.url()]));
  writeFileSync(runtimeFile, `${JSON.stringify({ pid: process.pid, urls }, null, 2)}\n`, {
    mode: 0o600,
  });
  for (const service of embedded)
    Object.assign(service, { databaseUrl: server.url(), embedded: true });
  return async () => {
    rmSync(runtimeFile, { force: true });
    await server.stop();
  };
}

/** A service's environment: the shared service variables, its database and its own extras. */
export function serviceEnv(service, { env, nodeEnv, secret, publicUrl }) {
  return {
    ...env,
    NODE_ENV: nodeEnv,
    HOST: '127.0.0.1',
    PORT: String(service.port),
    DATABASE_URL: service.databaseUrl,
    VIEWER_SIGNING_SECRET: secret,
    ...(service.env?.({ publicUrl }) ?? {}),
  };
}

/** The gateway's addresses of the services: <SERVICE>_URL each. */
export const serviceUrls = (services) =>
  Object.fromEntries(services.map((s) => [`${s.prefix}_URL`, `http://127.0.0.1:${s.port}`]));

/** The gateway's environment on the loopback behind a front origin: its port, the services, the secret. */
export const gatewayEnv = ({ env, nodeEnv, port, publicUrl, secret, services }) => ({
  ...env,
  NODE_ENV: nodeEnv,
  HOST: '127.0.0.1',
  PORT: String(port),
  PUBLIC_URL: publicUrl,
  VIEWER_SIGNING_SECRET: secret,
  ...serviceUrls(services),
});
