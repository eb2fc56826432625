// `npm run bench` (groups part): how fast the pages come up, in the system Chromium.
//   - Lighthouse 12 (mobile defaults: simulated slow 4G, 4x CPU) on / and /songs/public, signed
//     out: performance and accessibility scores, LCP, TBT, bytes transferred.
//   - JavaScript on the wire for a signed-out visitor on / (as transferred: the encoding the
//     server chose for Chromium's own Accept-Encoding), budget ≤ 100 KB.
//   - A signed-in visitor in a fresh browser context on / (dashboard) and /songs (library): time
//     from navigation start until the page's real content is visible (budget ≤ 1 s), and the
//     request rounds before the first data request (budget ≤ 2).
// Figures are printed and written to bench-results/pages.json, never asserted.
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT } from '../lib/topology.mjs';

const require = createRequire(import.meta.url);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 1);
const SIGNED_IN_RUNS = Number(process.env.BENCH_PAGE_RUNS ?? 3);
const PRESENTER_MOVES = Number(process.env.BENCH_PRESENTER_MOVES ?? 200);
const BUDGET = { landingJsKB: 100, contentMs: 1000, rounds: 2, performance: 90, presenterMs: 16 };

const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-dev-shm-usage',
];

const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Lighthouse's mobile run of `url` (its default config), best of nothing: the median run. */
async function lighthouse(url) {
  const { default: run } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const runs = [];
  // A run Lighthouse could not finish (a runtimeError such as NO_FCP, no performance score) is
  // named and run again, up to as many more attempts as runs asked for.
  const failures = [];
  for (let i = 0; runs.length < LIGHTHOUSE_RUNS && i < 2 * LIGHTHOUSE_RUNS; i++) {
    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM,
      chromeFlags: CHROMIUM_ARGS,
    });
    try {
      const result = await run(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      });
      const { categories, audits, runtimeError } = result.lhr;
      if (runtimeError || categories.performance.score === null) {
        failures.push(runtimeError?.code ?? 'no performance score');
        continue;
      }
      runs.push({
        lhr: result.lhr,
        performance: Math.round(categories.performance.score * 100),
        accessibility: Math.round(categories.accessibility.score * 100),
        lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
        tbtMs: Math.round(audits['total-blocking-time'].numericValue),
        fcpMs: Math.round(audits['first-contentful-paint'].numericValue),
        speedIndexMs: Math.round(audits['speed-index'].numericValue),
        cls: Math.round(audits['cumulative-layout-shift'].numericValue * 1000) / 1000,
        transferredKB: kb(audits['total-byte-weight'].numericValue),
      });
    } finally {
      await chrome.kill();
    }
  }
  if (runs.length === 0) throw new Error(`Lighthouse failed on ${url}: ${failures.join(', ')}`);
  const { lhr, ...chosen } = runs.sort((a, b) => a.performance - b.performance)[
    Math.floor(runs.length / 2)
  ];
  return { ...chosen, runs: runs.map((r) => r.performance), failures, lhr };
}

/** The scripts that kept the main thread busiest in a Lighthouse run (its bootup-time audit). */
function busiestScripts(lhr, count = 3) {
  const items = lhr.audits['bootup-time']?.details?.items ?? [];
  return items.slice(0, count).map((item) => ({
    url: item.url.replace(/^https?:\/\/[^/]+/, ''),
    totalMs: Math.round(item.total),
    scriptingMs: Math.round(item.scripting),
  }));
}

/**
 * Network requests of one page load, from the DevTools protocol: start and end times, type and
 * bytes on the wire. Requests answered from memory (a preload handed to fetch()) never hit the
 * network and do not appear.
 */
function recordNetwork(cdp) {
  const requests = new Map();
  cdp.on('Network.requestWillBeSent', (e) => {
    if (!e.request.url.startsWith('http')) return;
    requests.set(e.requestId, {
      url: e.request.url,
      type: e.type,
      start: e.timestamp,
      end: null,
      bytes: 0,
      encoding: null,
    });
  });
  cdp.on('Network.responseReceived', (e) => {
    const request = requests.get(e.requestId);
    if (!request) return;
    request.type = e.type;
    request.encoding =
      e.response.headers['content-encoding'] ?? e.response.headers['Content-Encoding'] ?? null;
  });
  cdp.on('Network.loadingFinished', (e) => {
    const request = requests.get(e.requestId);
    if (!request) return;
    request.end = e.timestamp;
    request.bytes = e.encodedDataLength;
  });
  cdp.on('Network.requestServedFromCache', (e) => requests.delete(e.requestId));
  return () => [...requests.values()].filter((r) => r.end !== null);
}

/**
 * Request rounds: a request is one round after the latest round that had finished a request
 * before it started (the document is round 1). Preloaded requests all start with the document's
 * first bytes, so they share round 2; a chunk asked for only once another arrived is a round later.
 */
export function requestRounds(requests) {
  const sorted = [...requests].sort((a, b) => a.start - b.start);
  const rounds = [];
  for (const request of sorted) {
    let round = 1;
    for (const [i, earlier] of rounds.entries())
      if (sorted[i].end <= request.start) round = Math.max(round, earlier + 1);
    rounds.push(round);
  }
  return sorted.map((request, i) => ({ ...request, round: rounds[i] }));
}

const isData = (url) => /^\/(graphql|api\/)/.test(new URL(url).pathname);
const isGraphql = (url) => new URL(url).pathname === '/graphql';

/** Signed-out JavaScript on / as transferred. */
async function landingJs(browser, baseUrl) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const requests = recordNetwork(cdp);
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Sign In to Get Started' }).waitFor();
    const scripts = requests().filter((r) => r.type === 'Script');
    return {
      files: scripts.length,
      transferredKB: kb(scripts.reduce((sum, r) => sum + r.bytes, 0)),
      encodings: [...new Set(scripts.map((r) => r.encoding ?? 'identity'))],
    };
  } finally {
    await context.close();
  }
}

/** Marks in the page the moment `check` first holds (a MutationObserver, no polling delay). */
function watchFor(check) {
  return `(() => {
    const check = ${check};
    const observer = new MutationObserver(() => {
      if (window.__contentAt === undefined && check()) {
        window.__contentAt = performance.now();
        observer.disconnect();
      }
    });
    document.addEventListener('DOMContentLoaded', () =>
      observer.observe(document.documentElement, { childList: true, subtree: true, characterData: true, attributes: true }));
  })()`;
}

const CONTENT = {
  // The dashboard once myGroups has answered (it shows skeletons before).
  '/': `() => [...document.querySelectorAll('h1')].some((h) => /^Welcome back, /.test(h.textContent))`,
  // The library page of mf-songs, its group list loaded.
  '/songs': `() => [...document.querySelectorAll('h1')].some((h) => h.textContent === 'Songs Library') && !document.querySelector('main [aria-busy="true"]')`,
};

/** One signed-in load of `path` in a fresh context: content time and request rounds. */
async function signedInLoad(browser, baseUrl, path, cookie) {
  const context = await browser.newContext();
  try {
    const [name, value] = cookie.split('=');
    await context.addCookies([{ name, value, url: baseUrl }]);
    const page = await context.newPage();
    await page.addInitScript(watchFor(CONTENT[path]));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const requests = recordNetwork(cdp);
    await page.goto(`${baseUrl}${path}`);
    await page.waitForFunction(() => window.__contentAt !== undefined, null, { timeout: 30_000 });
    const contentMs = await page.evaluate(() => window.__contentAt);
    const rounds = requestRounds(requests());
    const firstData = rounds.find((r) => isData(r.url));
    const firstGraphql = rounds.find((r) => isGraphql(r.url));
    return {
      contentMs: Math.round(contentMs),
      roundsBeforeData: firstData ? firstData.round - 1 : null,
      roundsBeforeGraphql: firstGraphql ? firstGraphql.round - 1 : null,
      requests: rounds.length,
      waterfall: rounds.map((r) => `${r.round} ${new URL(r.url).pathname}`),
    };
  } finally {
    await context.close();
  }
}

/** The value at quantile `q` of `values` (sorted here). */
const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};

/**
 * The presenter's next-section change (issue 20): `moves` presses of → (Home at the end of the
 * set) on a 1920×1080 projector page, each timed by the page itself from the key's handler to
 * the moved slide's commit, fitted and laid out (the `presenter-move` mark and the
 * `presenter-next-section` measure, mf-schedules' slide-stage.tsx).
 */
async function presenterMoves(browser, baseUrl, path, cookie, moves = PRESENTER_MOVES) {
  const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  try {
    const [name, value] = cookie.split('=');
    await context.addCookies([{ name, value, url: baseUrl }]);
    const page = await context.newPage();
    await page.goto(`${baseUrl}${path}`);
    await page.waitForSelector('[data-testid="slide-stage"] [data-current="true"]', {
      timeout: 30_000,
    });
    // The fonts loaded and every slide fitted while idle, as on a projector before the service.
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await page.waitForTimeout(2000);
    const slides = await page.locator('[data-slide]').count();
    await page.evaluate(() => performance.clearMeasures('presenter-next-section'));
    for (let i = 0; i < moves; i += 1) {
      const atEnd = await page.evaluate(
        (last) =>
          document.querySelector('[data-current="true"]')?.getAttribute('data-slide') === last,
        String(slides - 1),
      );
      await page.keyboard.press(atEnd ? 'Home' : 'ArrowRight');
    }
    const durations = await page.evaluate(() =>
      performance.getEntriesByName('presenter-next-section').map((entry) => entry.duration),
    );
    return {
      path,
      slides,
      moves: durations.length,
      p50Ms: Math.round(quantile(durations, 0.5) * 100) / 100,
      p95Ms: Math.round(quantile(durations, 0.95) * 100) / 100,
      maxMs: Math.round(Math.max(...durations) * 100) / 100,
    };
  } finally {
    await context.close();
  }
}

/**
 * Measures the pages of the app at `baseUrl`. `signIn()` returns a session cookie (`sid=…`) of a
 * user with at least one group. `lhrDir`: where the median Lighthouse run of each page is written
 * whole (lighthouse-home.json, lighthouse-songs-public.json). Returns null when Chromium or
 * playwright-core is missing.
 */
export async function measurePages({
  baseUrl,
  signIn,
  presenterPath = null,
  lhrDir = null,
  log = (line) => console.log(line),
}) {
  let chromium;
  try {
    ({ chromium } = require(join(ROOT, 'node_modules/playwright-core')));
  } catch {
    log('pages: skipped (needs playwright-core)');
    return null;
  }
  process.env.CHROME_PATH ??= CHROMIUM;
  const results = { date: new Date().toISOString(), budget: BUDGET, lighthouse: {}, signedIn: {} };
  for (const path of ['/', '/songs/public']) {
    let measured;
    try {
      measured = await lighthouse(`${baseUrl}${path}`);
    } catch (error) {
      log(`pages: ${error.message}`);
      continue;
    }
    const { lhr, ...summary } = measured;
    results.lighthouse[path] = { ...summary, busiestScripts: busiestScripts(lhr) };
    // The whole report of the median run, for the audits behind the figures.
    if (lhrDir) {
      mkdirSync(lhrDir, { recursive: true });
      const name = path === '/' ? 'home' : path.slice(1).replaceAll('/', '-');
      writeFileSync(join(lhrDir, `lighthouse-${name}.json`), JSON.stringify(lhr));
    }
  }

  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    results.landingJs = await landingJs(browser, baseUrl);
    const cookie = await signIn();
    for (const path of ['/', '/songs']) {
      const runs = [];
      for (let i = 0; i < SIGNED_IN_RUNS; i++)
        runs.push(await signedInLoad(browser, baseUrl, path, cookie));
      results.signedIn[path] = {
        contentMs: median(runs.map((r) => r.contentMs)),
        roundsBeforeData: median(runs.map((r) => r.roundsBeforeData ?? Infinity)),
        roundsBeforeGraphql: median(runs.map((r) => r.roundsBeforeGraphql ?? Infinity)),
        runs: runs.map((r) => r.contentMs),
        waterfall: runs.at(-1).waterfall,
      };
    }
    if (presenterPath)
      results.presenter = await presenterMoves(browser, baseUrl, presenterPath, cookie);
  } finally {
    await browser.close();
  }
  printPages(results, log);
  return results;
}

function printPages(results, log) {
  const rows = [
    [
      'page',
      'performance',
      'accessibility',
      'FCP',
      'LCP',
      'TBT',
      'CLS',
      'Speed Index',
      'transferred',
    ],
  ];
  for (const [path, r] of Object.entries(results.lighthouse))
    rows.push([
      path,
      String(r.performance),
      String(r.accessibility),
      `${r.fcpMs} ms`,
      `${r.lcpMs} ms`,
      `${r.tbtMs} ms`,
      String(r.cls),
      `${r.speedIndexMs} ms`,
      `${r.transferredKB} KB`,
    ]);
  log(
    `\nLighthouse 12, mobile defaults (simulated slow 4G, 4x CPU), signed out (budget performance ≥ ${BUDGET.performance})`,
  );
  log(table(rows));
  for (const [path, r] of Object.entries(results.lighthouse)) {
    if (r.runs.length > 1 || r.failures.length)
      log(
        `  ${path}: performance of each run ${r.runs.join(', ')}${
          r.failures.length ? `; failed runs, run again: ${r.failures.join(', ')}` : ''
        }`,
      );
    log(
      `  ${path}: busiest scripts ${r.busiestScripts
        .map((s) => `${s.url} ${s.totalMs} ms (scripting ${s.scriptingMs} ms)`)
        .join('; ')}`,
    );
  }
  const js = results.landingJs;
  log(
    `\nSigned-out JavaScript on /: ${js.files} files, ${js.transferredKB} KB transferred (${js.encodings.join(', ')}) (budget ≤ ${BUDGET.landingJsKB} KB)`,
  );
  const signed = [
    [
      'page (signed in, fresh browser)',
      'content visible',
      'rounds before first API call',
      'rounds before first GraphQL',
    ],
  ];
  for (const [path, r] of Object.entries(results.signedIn))
    signed.push([
      path,
      `${r.contentMs} ms (${r.runs.join(', ')})`,
      String(r.roundsBeforeData),
      String(r.roundsBeforeGraphql),
    ]);
  log(
    `\nSigned in, unthrottled loopback (budgets: content ≤ ${BUDGET.contentMs} ms, ≤ ${BUDGET.rounds} rounds before data)`,
  );
  log(table(signed));
  const presenter = results.presenter;
  if (presenter)
    log(
      `\nPresenter next-section change (${presenter.path}, 1920×1080, ${presenter.slides} sections, ${presenter.moves} moves, key handler to the moved slide laid out): p50 ${presenter.p50Ms} ms, p95 ${presenter.p95Ms} ms, max ${presenter.maxMs} ms (budget ≤ ${BUDGET.presenterMs} ms, one frame)`,
    );
}

function table(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
  return rows
    .map((row) => `  ${row.map((cell, i) => cell.padEnd(widths[i])).join('  ')}`)
    .join('\n');
}
