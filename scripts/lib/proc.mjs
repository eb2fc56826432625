// Small process helpers shared by the scripts.
import { spawn } from 'node:child_process';
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

/** An ephemeral port the OS considers free right now. */
export function freePort(host = '127.0.0.1') {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen({ port: 0, host }, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}
