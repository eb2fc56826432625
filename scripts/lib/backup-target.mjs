// Which database a backup or a restore works on, as `npm run admin` finds it: DATABASE_URL
// (one server holding every service's schema), else the embedded database under DATA_DIR —
// through the running app's server while `npm start` runs, otherwise its server started for the
// command on a free loopback port and stopped after.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  isDataDir,
  runtimeFileOf,
  serverDirOf,
  startPostgresServer,
} from './embedded-postgres.mjs';
import { freePort } from './proc.mjs';

export const isAlive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
};

/** The running `npm start`'s pid and database URL for this DATA_DIR, else null. */
export function runningApp(dataDir) {
  const file = runtimeFileOf(dataDir);
  if (!existsSync(file)) return null;
  try {
    const runtime = JSON.parse(readFileSync(file, 'utf8'));
    const url = Object.values(runtime.urls ?? {})[0];
    return Number.isInteger(runtime.pid) && isAlive(runtime.pid) && url
      ? { pid: runtime.pid, url }
      : null;
  } catch {
    return null;
  }
}

/** The embedded server on DATA_DIR's data, started (initialised when new) for one command. */
export async function startServerFor(dataDir) {
  return startPostgresServer({ dataDir, port: await freePort(), serverLog: () => {} });
}

/** `{ url, where, close() }` of the database to back up, or a message why there is none. */
export async function databaseToBackUp(env, dataDir) {
  if (env.DATABASE_URL)
    return { url: env.DATABASE_URL, where: 'DATABASE_URL', close: async () => {} };
  const app = runningApp(dataDir);
  if (app)
    return { url: app.url, where: `the running app (process ${app.pid})`, close: async () => {} };
  if (!isDataDir(serverDirOf(dataDir)))
    throw new Error(
      `no embedded database in ${serverDirOf(dataDir)}: start the app once (npm start), or set DATA_DIR`,
    );
  const server = await startServerFor(dataDir);
  return { url: server.url(), where: join(dataDir, 'postgres'), close: () => server.stop() };
}
