#!/usr/bin/env node
// `npm run bench`: measures the DESIGN §7 budgets that exist today.
//   1. Gateway overhead on a one-subgraph query (`myGroups`): the same query sent straight to
//      the groups subgraph (signed viewer header) and through the gateway (session cookie).
//   2. JavaScript a signed-out visitor downloads on the landing page, gzip (real Chromium).
// It starts the app like `npm start` (embedded PostgreSQL in a throw-away data folder, or
// DATABASE_URL when set) on free ports. Figures are printed, never asserted.
// BENCH_SECONDS (default 5) and BENCH_CONCURRENCY (default 8) tune the load phase.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { freePort } from './lib/proc.mjs';
import { ROOT, SERVICES, envPrefix } from './lib/topology.mjs';

const require = createRequire(import.meta.url);
const { signViewer, VIEWER_HEADER } = require(join(ROOT, 'packages/subgraph-kit/dist/index.js'));

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const secret = randomBytes(32).toString('hex');

async function startApp() {
  const dataDir = mkdtempSync(join(tmpdir(), 'worship-bench-'));
  const port = await freePort();
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    PUBLIC_URL: `http://localhost:${port}`,
    VIEWER_SIGNING_SECRET: secret,
    LOG_LEVEL: 'warn',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
  };
  const servicePorts = {};
  for (const service of SERVICES) {
    const prefix = envPrefix(service.name);
    servicePorts[service.name] = await freePort();
    env[`${prefix}_PORT`] = String(servicePorts[service.name]);
    env[`${prefix}_DB_PORT`] = String(await freePort());
  }
  const child = spawn(process.execPath, [join(ROOT, 'scripts/start.mjs')], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const baseUrl = await new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const match = /is ready on (\S+)/.exec(out);
      if (match) resolve(match[1]);
    });
    child.once('exit', (code) =>
      reject(new Error(`the app exited (${code}) before it was ready:\n${out}`)),
    );
  });
  const stop = () =>
    new Promise((resolve) => {
      child.once('exit', () => {
        rmSync(dataDir, { recursive: true, force: true });
        resolve();
      });
      child.kill('SIGTERM');
    });
  return { baseUrl, servicePorts, stop };
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** Closed-loop load: CONCURRENCY workers for SECONDS; returns latency percentiles and rate. */
async function load(send) {
  for (let i = 0; i < 50; i++) await send(); // warm-up
  const latencies = [];
  const deadline = performance.now() + SECONDS * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < deadline) {
        const t = performance.now();
        await send();
        latencies.push(performance.now() - t);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    rps: latencies.length / elapsed,
    n: latencies.length,
  };
}

async function landingJsGzip(baseUrl) {
  let chromium;
  try {
    ({ chromium } = require(join(ROOT, 'node_modules/playwright-core')));
  } catch {
    return null;
  }
  if (!existsSync('/usr/bin/chromium')) return null;
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
  const page = await browser.newPage();
  const bodies = [];
  page.on('response', (res) => {
    const type = res.headers()['content-type'] ?? '';
    if (type.includes('javascript'))
      bodies.push(
        res
          .body()
          .then((b) => ({ url: res.url(), raw: b.length, gzip: gzipSync(b).length }))
          .catch(() => null),
      );
  });
  await page.goto(baseUrl, { waitUntil: 'networkidle' });
  await page
    .getByRole('link', { name: 'Sign In to Get Started' })
    .or(page.getByRole('button', { name: 'Sign In to Get Started' }))
    .first()
    .waitFor();
  const files = (await Promise.all(bodies)).filter(Boolean);
  await browser.close();
  return {
    files: files.length,
    raw: files.reduce((s, f) => s + f.raw, 0),
    gzip: files.reduce((s, f) => s + f.gzip, 0),
  };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value) => `${value.toFixed(2)} ms`;

const app = await startApp();
try {
  const register = await fetch(`${app.baseUrl}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `bench-${Date.now()}@example.com`,
      password: 'bench password 123',
      firstName: 'Bench',
      lastName: 'Mark',
    }),
  });
  if (!register.ok) throw new Error(`register failed: ${register.status} ${await register.text()}`);
  const user = await register.json();
  const cookie = register.headers
    .getSetCookie()
    .find((c) => c.startsWith('sid='))
    .split(';')[0];
  for (let i = 1; i <= 5; i++) {
    await fetch(`${app.baseUrl}/api/groups`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ name: `Bench group ${i}` }),
    });
  }
  const body = JSON.stringify({ query: '{ myGroups { id name memberCount isOwner } }' });
  const direct = () =>
    fetch(`http://127.0.0.1:${app.servicePorts.groups}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [VIEWER_HEADER]: signViewer({ userId: user.id, isAdmin: user.isAdmin }, secret),
      },
      body,
    }).then((r) => r.arrayBuffer());
  const viaGateway = () =>
    fetch(`${app.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body,
    }).then((r) => r.arrayBuffer());

  const subgraph = await load(direct);
  const gateway = await load(viaGateway);
  console.log(
    `\nmyGroups (5 groups), ${CONCURRENCY} concurrent clients, ${SECONDS} s each, ${process.env.DATABASE_URL ? 'PostgreSQL server' : 'embedded PGlite'}`,
  );
  console.log(
    `  groups subgraph direct: p50 ${ms(subgraph.p50)}  p95 ${ms(subgraph.p95)}  ${subgraph.rps.toFixed(0)} req/s`,
  );
  console.log(
    `  through the gateway:    p50 ${ms(gateway.p50)}  p95 ${ms(gateway.p95)}  ${gateway.rps.toFixed(0)} req/s`,
  );
  console.log(
    `  gateway overhead (p50 ratio): ${(gateway.p50 / subgraph.p50).toFixed(2)}x  (budget ≤ 1.5x)`,
  );

  const landing = await landingJsGzip(app.baseUrl);
  if (landing)
    console.log(
      `\nLanding page, signed out: ${landing.files} JS files, ${kb(landing.raw)} raw, ${kb(landing.gzip)} gzip (budget ≤ 170 KB)`,
    );
  else console.log('\nLanding page JS: skipped (needs /usr/bin/chromium and playwright-core)');
} finally {
  await app.stop();
}
