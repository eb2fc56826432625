// Starts the app the way `npm start` does (node scripts/start.mjs: build if stale, embedded
// PostgreSQL server, services, gateway serving the front ends) on free ports with a
// throw-away data folder, waits for its ready line, and stops it afterwards.
// E2E_BASE_URL=http://… runs the tests against an app that is already running instead.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { freePort } from '../scripts/lib/proc.mjs';
import { SERVICES, envPrefix } from '../scripts/lib/topology.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    /** The app's DATA_DIR, for `npm run admin` (support/admin.ts); '' when unknown. */
    dataDir: string;
  }
}

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const READY = /Worship Planner is ready on (\S+)/;
const START_TIMEOUT_MS = Number(process.env.E2E_START_TIMEOUT_MS ?? 300_000);

export default async function setup(project: TestProject) {
  if (process.env.E2E_BASE_URL) {
    project.provide('baseURL', process.env.E2E_BASE_URL.replace(/\/+$/, ''));
    // The running app's data folder, if the caller knows it (or DATABASE_URL in the environment).
    project.provide('dataDir', process.env.E2E_DATA_DIR ?? '');
    return;
  }
  const artifacts = join(ROOT, 'e2e', 'artifacts');
  mkdirSync(artifacts, { recursive: true });
  const logFile = join(artifacts, 'app.log');
  const log = createWriteStream(logFile);
  const dataDir = mkdtempSync(join(tmpdir(), 'worship-e2e-'));
  const port = await freePort();
  const env: Record<string, string | undefined> = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    PUBLIC_URL: `http://localhost:${port}`,
    // Many sign-ups from one address in a few seconds: lift the login rate limit.
    AUTH_RATE_LIMIT_PER_MINUTE: '10000',
    NO_COLOR: '1',
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'info',
  };
  delete env.DATABASE_URL;
  delete env.VIEWER_SIGNING_SECRET;
  for (const service of SERVICES) {
    const prefix = envPrefix(service.name);
    delete env[`${prefix}_DATABASE_URL`];
    env[`${prefix}_PORT`] = String(await freePort());
  }
  env.EMBEDDED_DB_PORT = String(await freePort());

  const started = Date.now();
  const child: ChildProcess = spawn(process.execPath, [join(ROOT, 'scripts', 'start.mjs')], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.pipe(log, { end: false });
  child.stderr!.pipe(log, { end: false });

  const baseURL = await new Promise<string>((resolve, reject) => {
    let buffer = '';
    const timer = setTimeout(
      () => reject(new Error(`the app was not ready after ${START_TIMEOUT_MS / 1000} s`)),
      START_TIMEOUT_MS,
    );
    child.stdout!.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const match = READY.exec(buffer);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
      if (buffer.length > 100_000) buffer = buffer.slice(-10_000);
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`scripts/start.mjs exited (${signal ?? code}) before it was ready`));
    });
  }).catch((error: Error) => {
    child.kill('SIGKILL');
    const tail = readFileSync(logFile, 'utf8').split('\n').slice(-80).join('\n');
    throw new Error(`${error.message}; the end of e2e/artifacts/app.log:\n${tail}`);
  });
  console.log(
    `e2e: app ready on ${baseURL} after ${((Date.now() - started) / 1000).toFixed(1)} s (log: e2e/artifacts/app.log)`,
  );
  project.provide('baseURL', baseURL);
  project.provide('dataDir', dataDir);

  return async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timeout = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timeout);
    }
    log.end();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
