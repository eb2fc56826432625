#!/usr/bin/env node
// `npm test`: everything CI runs, in order, stopping at the first failure:
// typecheck, lint, build, Vitest (unit + integration + component), end-to-end.
// Services' integration tests use TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test).
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const env = {
  ...process.env,
  TEST_DATABASE_URL: process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test',
};

const STEPS = [
  ['typecheck', 'npm', ['run', 'typecheck']],
  ['lint', 'npm', ['run', 'lint']],
  ['build', 'npm', ['run', 'build']],
  ['unit, integration and component tests', 'npx', ['vitest', 'run']],
  ['end-to-end tests', 'npm', ['run', 'test:e2e']],
];

const fmt = (ms) => `${(ms / 1000).toFixed(1)} s`;
const results = [];
const started = Date.now();

function run(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: 'inherit' });
    const forward = (signal) => child.kill(signal);
    process.on('SIGINT', forward).on('SIGTERM', forward);
    child.on('error', (error) => {
      console.error(error.message);
      resolve(1);
    });
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward).off('SIGTERM', forward);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

let failed = null;
for (const [name, command, args] of STEPS) {
  console.log(`\n=== ${name}: ${[command, ...args].join(' ')}`);
  const t = Date.now();
  const code = await run(command, args);
  results.push(`${name} ${fmt(Date.now() - t)}`);
  if (code !== 0) {
    failed = name;
    break;
  }
}

const summary = results.join(', ');
if (failed) {
  console.log(`\n=== npm test FAILED at ${failed} after ${fmt(Date.now() - started)} (${summary})`);
  process.exit(1);
}
console.log(`\n=== npm test passed in ${fmt(Date.now() - started)} (${summary})`);
