// Small process helpers shared by the scripts.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/** Runs a command with inherited stdio; resolves on exit 0, rejects otherwise. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else
        reject(
          new Error(`${[command, ...args].join(' ')} failed (${signal ?? `exit code ${code}`})`),
        );
    });
  });
}

/** Formats milliseconds as `12.3 s`. */
export const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** Resolves true when nothing listens on host:port (so we may bind it). */
export function portIsFree(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/**
 * Ports handed out for children and servers that bind them a moment later. Not from the
 * kernel's ephemeral range: an outgoing connection (a fetch, a database client) takes any free
 * port of that range, so a port found free there can be gone by the time a child binds it.
 * Below that range only explicit binders compete; each Vitest worker (VITEST_POOL_ID) walks its
 * own block, so parallel test files never pick the same port, and one process walks its block
 * in turn, so it does not hand out a port twice in a row. Blocks start where the run's
 * PORT_BLOCK_SALT (set once per test run, see vitest.config.mts) says, so two test runs on one
 * machine (a CI and a developer's targeted run) most likely walk different blocks.
 */
const BLOCK_SIZE = 500;
const FIRST_PORT = 10_000;
let nextOffset = Math.floor(Math.random() * BLOCK_SIZE);

function ephemeralLow() {
  try {
    return (
      Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').split(/\s+/)[0]) ||
      32_768
    );
  } catch {
    return 32_768;
  }
}

/** A loopback port nothing listens on right now, outside the ephemeral range (see above). */
export async function freePort(host = '127.0.0.1') {
  const blocks = Math.max(1, Math.floor((ephemeralLow() - FIRST_PORT) / BLOCK_SIZE));
  const salt = Number(process.env.PORT_BLOCK_SALT ?? 0);
  const block = (Number(process.env.VITEST_POOL_ID ?? 0) + salt) % blocks;
  for (let tries = 0; tries < BLOCK_SIZE; tries++) {
    const port = FIRST_PORT + block * BLOCK_SIZE + (nextOffset++ % BLOCK_SIZE);
    if (await portIsFree(port, host)) return port;
  }
  throw new Error(`no free port in ${FIRST_PORT + block * BLOCK_SIZE}..+${BLOCK_SIZE}`);
}
