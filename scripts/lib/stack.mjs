// What `npm start` (start.mjs) and `npm run dev` (dev.mjs, dev-one.mjs) set up alike: ports
// from the environment, the viewer signing secret kept under DATA_DIR, the embedded database of
// the services that have no database URL, and each service's environment.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { runtimeFileOf, startEmbeddedPostgres } from './embedded-postgres.mjs';
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

/** The embedded database's folder under DATA_DIR. */
export const pgliteDirOf = (dataDir) => join(dataDir, 'pglite');

/**
 * The services with their ports (<SERVICE>_PORT, <SERVICE>_DB_PORT) and database URL
 * (<SERVICE>_DATABASE_URL, DATABASE_URL, else null: the embedded database).
 */
export function servicesFrom(env) {
  return SERVICES.map((service) => {
    const prefix = envPrefix(service.name);
    return {
      ...service,
      prefix,
      port: portFrom(env, `${prefix}_PORT`, service.port),
      dbPort: portFrom(env, `${prefix}_DB_PORT`, service.dbPort),
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
 * One PGlite, in this process, for every service without a database URL: one schema and one
 * port each (lib/embedded-postgres.mjs). A new data folder is initialised (and old per-service
 * folders moved in) by a short-lived child process, so initdb's second instance does not stay
 * resident here. Sets `databaseUrl` and `embedded` on those services and records the URLs for
 * `npm run admin` and `npm run dev -w <service>`. Resolves to a stop function (null: none needed).
 */
export async function startEmbeddedDatabase({ dataDir, services, log }) {
  const embedded = services.filter((s) => !s.databaseUrl);
  if (!embedded.length) return null;
  const pgliteDir = pgliteDirOf(dataDir);
  const database = await startEmbeddedPostgres({
    dataDir: pgliteDir,
    listeners: embedded.map((s) => ({ name: s.name, port: s.dbPort })),
    legacy: embedded.map((s) => ({ name: s.name, dir: join(dataDir, s.name) })),
    prepareInChild: true,
    log,
  });
  writeFileSync(
    runtimeFileOf(pgliteDir),
    `${JSON.stringify({ pid: process.pid, urls: database.urls }, null, 2)}\n`,
  );
  for (const service of embedded)
    Object.assign(service, { databaseUrl: database.urls[service.name], embedded: true });
  return async () => {
    rmSync(runtimeFileOf(pgliteDir), { force: true });
    await database.stop();
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
    // PGlite is a single backend that serves one connection at a time
    // (lib/embedded-postgres.mjs): more connections would only wait on each other.
    ...(service.embedded ? { DB_POOL_MAX: '1' } : {}),
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
