// Brings a restored database to this version's schema the way the app does it: each service's
// built entry starts on it (a service runs its pending migrations before it serves, kit
// database.ts), answers /readyz, and is stopped. Its event relay is given no subscribers: the
// events a restored outbox holds wait for the app's next start.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from './proc.mjs';
import { serviceEnv } from './stack.mjs';
import { ROOT, SERVICES, entryOf } from './topology.mjs';
import { join } from 'node:path';

const EXIT_WITH_PARENT = fileURLToPath(new URL('./exit-with-parent.cjs', import.meta.url));

async function migrateOne(service, { url, secret, env }) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--require', EXIT_WITH_PARENT, entryOf(service.dir)], {
    cwd: join(ROOT, service.dir),
    env: {
      ...serviceEnv(
        { ...service, port, databaseUrl: url },
        { env, nodeEnv: 'production', secret, publicUrl: 'http://localhost' },
      ),
      EVENT_SUBSCRIBERS: '',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let output = '';
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (d) => (output += d));
  let exited = null;
  const exit = new Promise((resolve) =>
    child.once('exit', (code, signal) => resolve((exited = signal ?? `exit code ${code}`))),
  );
  const deadline = Date.now() + 120_000;
  try {
    for (;;) {
      if (exited)
        throw new Error(`${service.name} stopped (${exited}) while migrating: ${output.trim()}`);
      if (Date.now() > deadline)
        throw new Error(`${service.name} did not migrate in 120 s: ${output.trim()}`);
      try {
        const res = await fetch(`http://127.0.0.1:${port}/readyz`, {
          signal: AbortSignal.timeout(2000),
        });
        if (res.ok) break;
      } catch {
        // not listening yet
      }
      await sleep(100);
    }
  } finally {
    if (!exited) child.kill('SIGTERM');
    await exit;
  }
}

/** Runs every service's pending migrations on the database at `url`, one service at a time. */
export async function migrateServices({ url, secret, env = process.env }) {
  for (const service of SERVICES) await migrateOne(service, { url, secret, env });
}
