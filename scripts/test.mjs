#!/usr/bin/env node
// `npm test`: everything CI runs, in order, stopping at the first failure:
// typecheck, lint, build, Vitest (unit + integration + component), end-to-end. Lint runs beside
// typecheck (each is one core's work); its output is printed when it ends, not interleaved.
// Services' integration tests use TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test).
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const env = {
  ...process.env,
  TEST_DATABASE_URL: process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test',
};

const LINT = ['lint', 'npm', ['run', 'lint']];
const STEPS = [
  ['typecheck', 'npm', ['run', 'typecheck']],
  ['build', 'npm', ['run', 'build']],
  ['unit, integration and component tests', 'npx', ['vitest', 'run']],
  ['end-to-end tests', 'npm', ['run', 'test:e2e']],
];

const fmt = (ms) => `${(ms / 1000).toFixed(1)} s`;
const results = [];
const started = Date.now();

function run(command, args, { quiet = false, header = '' } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: quiet ? 'pipe' : 'inherit' });
    let output = '';
    if (quiet) {
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
    }
    const forward = (signal) => child.kill(signal);
    process.on('SIGINT', forward).on('SIGTERM', forward);
    child.on('error', (error) => {
      console.error(error.message);
      resolve(1);
    });
    child.on('close', (code, signal) => {
      process.off('SIGINT', forward).off('SIGTERM', forward);
      if (quiet) process.stdout.write(`\n${header}\n${output}`);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

let failed = null;
const lintStarted = Date.now();
const lint = run(LINT[1], LINT[2], {
  quiet: true,
  header: `=== ${LINT[0]}: ${[LINT[1], ...LINT[2]].join(' ')} (beside typecheck)`,
}).then((code) => {
  results.push(`${LINT[0]} ${fmt(Date.now() - lintStarted)}`);
  return code;
});
for (const [name, command, args] of STEPS) {
  if (name === 'build' && (await lint) !== 0) {
    failed = LINT[0];
    break;
  }
  console.log(`\n=== ${name}: ${[command, ...args].join(' ')}`);
  const t = Date.now();
  const code = await run(command, args);
  results.push(`${name} ${fmt(Date.now() - t)}`);
  if (code !== 0) {
    failed = name;
    break;
  }
}

const lintCode = await lint;
if (!failed && lintCode !== 0) failed = LINT[0];
const summary = results.join(', ');
if (failed) {
  console.log(`\n=== npm test FAILED at ${failed} after ${fmt(Date.now() - started)} (${summary})`);
  process.exit(1);
}
console.log(`\n=== npm test passed in ${fmt(Date.now() - started)} (${summary})`);
