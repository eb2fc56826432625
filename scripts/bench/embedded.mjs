// `npm run bench -- embedded`: what a small church runs (issue 18's outside probe). The app as
// `npm start` runs it, on the embedded PostgreSQL whatever DATABASE_URL says, throw-away data; one
// group of four members with BENCH_EMBEDDED_SONGS (default 400) songs of the corpus and
// BENCH_EMBEDDED_SCHEDULES (default 100) schedules, seeded by SQL through the songs service's
// database (the indexes stay as the migrations made them). Then every read route through
// the gateway at BENCH_CONCURRENCY connections: public search (anonymous, the three scripts),
// the library list, a song, the schedules list (first page, and with every filter), a schedule,
// the dashboard's GraphQL query, and the reorder; p50/p95, req/s, answer KB and the CPU a
// request costs across the processes (the launcher's tree holds the PostgreSQL server). Also the resident memory
// of the app's processes before and after the load. Written to bench-results/embedded.json.
import { cpuMeter } from './cpu.mjs';
import { brokenOrders, groupRoutes, seedGroup, teamGroup } from './group-routes.mjs';
import { treeRss } from './import.mjs';
import { loadTest, tableHeader, tableRow } from './load.mjs';
import { QUERIES } from './songs-corpus.mjs';

const SONGS = Number(process.env.BENCH_EMBEDDED_SONGS ?? 400);
const SCHEDULES = Number(process.env.BENCH_EMBEDDED_SCHEDULES ?? 100);
const BUDGET = { p95Ms: 50, listKb: 150 };

const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const rssOf = (pid) => treeRss(pid).reduce((sum, p) => sum + p.rss, 0);

/**
 * Public search through the gateway's REST route per script, each answered once: anonymous (the
 * gateway keeps those answers for PUBLIC_CACHE_SECONDS, 1 s), and signed in, which is never
 * cached: the cold figure.
 */
async function publicSearchRoutes(baseUrl, cookie) {
  const routes = {};
  const found = {};
  for (const [kind, queries] of Object.entries(QUERIES)) {
    const requests = queries.map((q) => ({
      method: 'GET',
      path: `/api/songs/public/search?q=${encodeURIComponent(q)}`,
    }));
    for (const [i, request] of requests.entries()) {
      const res = await fetch(`${baseUrl}${request.path}`);
      const json = await res.json();
      if (!res.ok || !Array.isArray(json))
        throw new Error(`${request.path}: ${res.status} ${JSON.stringify(json).slice(0, 300)}`);
      found[queries[i]] = json.length;
    }
    routes[`public search, ${kind}`] = requests;
    routes[`public search, ${kind}, signed in`] = requests.map((request) => ({
      ...request,
      headers: { cookie },
    }));
  }
  return { routes, found };
}

/**
 * @param {{startApp: (env?: Record<string, string>) => Promise<{baseUrl: string, dbUrls: Record<string, string>, pid: number, stop: () => Promise<void>}>, writeResults: (part: string, results: object) => void, connections: number, seconds: number, cpuNote: string}} deps
 */
export async function embeddedPart({ startApp, writeResults, connections, seconds, cpuNote }) {
  // An empty DATABASE_URL is none: every service on the embedded PostgreSQL.
  const app = await startApp({ DATABASE_URL: '' });
  const results = {
    date: new Date().toISOString(),
    cpus: (await import('node:os')).cpus().length,
    connections,
    seconds,
    budget: BUDGET,
  };
  try {
    const { users, group } = await teamGroup(app.baseUrl, 'embedded');
    console.log(
      `\nSeeding ${SONGS} songs and ${SCHEDULES} schedules into the embedded PostgreSQL…`,
    );
    results.seed = await seedGroup({
      url: app.dbUrls.songs,
      group,
      users,
      songs: SONGS,
      schedules: SCHEDULES,
      bulk: false,
      log: (line) => console.log(line),
    });

    const search = await publicSearchRoutes(app.baseUrl, users[1].cookie);
    const ofGroup = await groupRoutes({ baseUrl: app.baseUrl, group, users });
    results.sizes = ofGroup.sizes;
    results.publicSearchMatches = search.found;
    // BENCH_ROUTES (a regular expression) keeps only the routes it matches, e.g. `search`.
    const only = process.env.BENCH_ROUTES ? new RegExp(process.env.BENCH_ROUTES) : null;
    const routes = Object.fromEntries(
      Object.entries({ ...search.routes, ...ofGroup.routes }).filter(
        ([route]) => !only || only.test(route),
      ),
    );

    console.log(
      `\nEmbedded (npm start, embedded PostgreSQL), ${SONGS} songs and ${SCHEDULES} schedules in one group, through the gateway, autocannon ${connections} connections, ${seconds} s each (budget: p95 ≤ ${BUDGET.p95Ms} ms, a list answer ≤ ${BUDGET.listKb} KB); ${cpuNote}; the embedded PostgreSQL is in start.mjs's tree`,
    );
    console.log(
      `  answers: public search ${Object.values(search.found).join('/')} songs; ${ofGroup.summary}`,
    );
    const idle = rssOf(app.pid);
    const cpu = cpuMeter({ rootPid: app.pid });
    const width = 30;
    console.log(tableHeader('route', width));
    results.runs = [];
    for (const [route, requests] of Object.entries(routes)) {
      const run = await loadTest({ url: app.baseUrl, requests, connections, seconds, cpu });
      results.runs.push({ route, ...run });
      console.log(tableRow(route, width, run));
    }
    const loaded = rssOf(app.pid);
    results.rssBytes = { beforeLoad: idle, afterLoad: loaded };
    console.log(
      `  resident memory of the app's processes: ${mb(idle)} before the load, ${mb(loaded)} after`,
    );
    const over = results.runs.filter(
      (r) => /list/.test(r.route) && r.bytesPerResponse / 1024 > BUDGET.listKb,
    );
    if (over.length)
      console.log(
        `  list answers over ${BUDGET.listKb} KB: ${over.map((r) => r.route).join(', ')}`,
      );

    const broken = await brokenOrders(app.dbUrls.schedules, ofGroup.movable);
    results.ordersIntact = broken === 0;
    if (broken) console.log(`  ${broken} schedules lost 1..n!`);
  } finally {
    await app.stop();
  }
  writeResults('embedded', results);
}
