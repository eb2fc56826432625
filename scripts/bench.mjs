#!/usr/bin/env node
// `npm run bench`: measures the DESIGN §7 budgets and issue 18's. Figures are printed, never
// asserted. Every load phase prints its p50/p95 and req/s (the autocannon ones also errors and
// KB an answer) and the CPU milliseconds a request costs summed over the app's processes: the launcher (with the embedded
// PostgreSQL server when there is one), the gateway, each service and, on the PostgreSQL server, the
// database's backends and the server's background processes (scripts/bench/cpu.mjs, /proc
// utime + stime before the run and once the app is idle after it, over the requests sent),
// with the breakdown by process.
//   groups  1. Gateway overhead on a one-subgraph query (`myGroups`): the same query sent
//              straight to the groups subgraph (signed viewer header) and through the gateway
//              (session cookie). The app runs like `npm start` (embedded PostgreSQL in a
//              throw-away data folder, or DATABASE_URL when set) on free ports.
//           2. Page speed (scripts/bench/pages.mjs, system Chromium) with a library: the user's
//              first group gets BENCH_PAGE_SONGS (default 200) songs of the corpus in the four
//              languages, all public, and BENCH_PAGE_SCHEDULES (default 100) schedules, by SQL
//              (scripts/bench/group-routes.mjs seedGroup); then Lighthouse 12 on / and
//              /songs/public (BENCH_LIGHTHOUSE_RUNS, median), signed-out JavaScript on /,
//              signed-in load time and request rounds on / and /songs, the presenter's
//              next-section change (issue 20, BENCH_PRESENTER_MOVES presses). Written to
//              bench-results/pages.json with what was seeded.
//   songs   3. Public song search at 100,000 songs (scripts/bench/): a scratch database on the
//              PostgreSQL server (BENCH_POSTGRES_URL, default
//              postgres://postgres@127.0.0.1:5432/postgres) migrated by the services, seeded
//              with realistic songs in the four languages (BENCH_SONGS), then native-script,
//              romanized, English, typo and half-typed queries through the gateway's REST route, through
//              GraphQL (searchPublicSongs, the same card fields) and straight to the songs
//              subgraph, with autocannon; the typos again over a vocabulary grown by
//              BENCH_VOCABULARY_WORDS made-up words. Written to bench-results/songs.json; the database is
//              dropped after (BENCH_KEEP_DB=1 keeps it).
//   schedules 4. A group's routes through the gateway (scripts/bench/group-routes.mjs): a scratch
//              database like songs, one group of four members with BENCH_SCHEDULE_SONGS
//              (default 2,000) songs and BENCH_SCHEDULES (default 5,000) schedules of 5–15
//              songs, rated by some members (scripts/bench/seed-schedules.mjs); then the library
//              list (GET /api/songs?groupId=), a song, the schedules list's first page and with
//              every filter (a month, 8–12 songs, one creator, ≥ 3 stars), a schedule's detail,
//              the dashboard's GraphQL query (docs/examples/group-stats.mjs) and a reorder
//              (PATCH moving a song to the end and back). Written to bench-results/schedules.json.
//   chords  5. The chord engine (scripts/bench/chords.mjs): transposing, capo shapes and Nashville
//              numbers over a 6-section song with chords, BENCH_CHORD_RUNS (default 1,000)
//              runs, p50/p95; needs packages/common built. Written to bench-results/chords.json.
//   import  6. 1,000 ChordPro files through POST /api/songs/import on the app as `npm start` runs
//              it: seconds, the peak memory and the CPU time of the server's processes
//              (scripts/bench/import.mjs). Written to bench-results/import.json.
//   embedded 7. What a small church runs (scripts/bench/embedded.mjs): the app as `npm start`
//              runs it on the embedded PostgreSQL, one group with BENCH_EMBEDDED_SONGS (400) songs
//              and BENCH_EMBEDDED_SCHEDULES (100) schedules seeded by SQL, then public search in
//              the three scripts and every route of part 4, and the memory of the app's
//              processes before and after. Written to bench-results/embedded.json.
//   live    8. Sunday mode's live channel (scripts/bench/live.mjs): 1 leader and
//              BENCH_LIVE_FOLLOWERS (50) followers, the leader's PUT to every follower's event
//              with one gateway and with two; a follower's memory on a gateway over
//              BENCH_LIVE_IDLE (500) idle ones, and their effect on another route's p95. Written
//              to bench-results/live.json.
//   transliterate 9. Phonetic typing suggestions (issue 22: ≤ 20 ms p95) through the gateway's
//              REST route and the GraphQL field, and a stanza's transliteration, with the load
//              average (scripts/bench/transliterate.mjs). Written to bench-results/transliterate.json.
// `npm run bench -- songs` runs one part. BENCH_SECONDS (default 5) and BENCH_CONCURRENCY
// (default 8) tune the load phases.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { cpuMeter, databaseOf, formatByProcess } from './bench/cpu.mjs';
import { embeddedPart } from './bench/embedded.mjs';
import { importPart } from './bench/import.mjs';
import { livePart } from './bench/live.mjs';
import { transliteratePart } from './bench/transliterate.mjs';
import { loadTest, tableHeader, tableRow } from './bench/load.mjs';
import {
  api,
  brokenOrders,
  groupRoutes,
  register,
  seedGroup,
  teamGroup,
} from './bench/group-routes.mjs';
import { measureChords } from './bench/chords.mjs';
import { measurePages } from './bench/pages.mjs';
import { growVocabulary, seedSongs } from './bench/seed-songs.mjs';
import { QUERIES } from './bench/songs-corpus.mjs';
import { freePort } from './lib/proc.mjs';
import { ROOT, SERVICES, envPrefix } from './lib/topology.mjs';

const require = createRequire(import.meta.url);
const { signViewer, VIEWER_HEADER } = require(join(ROOT, 'packages/subgraph-kit/dist/index.js'));

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const SONGS = Number(process.env.BENCH_SONGS ?? 100_000);
/** Made-up words added to the search vocabulary for the typo queries at scale. */
const VOCABULARY_WORDS = Number(process.env.BENCH_VOCABULARY_WORDS ?? 300_000);
const SCHEDULES = Number(process.env.BENCH_SCHEDULES ?? 5_000);
const SCHEDULE_SONGS = Number(process.env.BENCH_SCHEDULE_SONGS ?? 2_000);
const PAGE_SONGS = Number(process.env.BENCH_PAGE_SONGS ?? 200);
const PAGE_SCHEDULES = Number(process.env.BENCH_PAGE_SCHEDULES ?? 100);
const POSTGRES_URL =
  process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const RESULTS_DIR = join(ROOT, 'bench-results');
const secret = randomBytes(32).toString('hex');
const parts = process.argv.slice(2);
const wanted = (part) => parts.length === 0 || parts.includes(part);

async function startApp(extraEnv = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'worship-bench-'));
  const port = await freePort();
  const env = {
    ...process.env,
    ...extraEnv,
    DATA_DIR: dataDir,
    PORT: String(port),
    PUBLIC_URL: `http://localhost:${port}`,
    VIEWER_SIGNING_SECRET: secret,
    LOG_LEVEL: 'warn',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
  };
  const servicePorts = {};
  env.EMBEDDED_DB_PORT = String(await freePort());
  for (const service of SERVICES) {
    const prefix = envPrefix(service.name);
    servicePorts[service.name] = await freePort();
    env[`${prefix}_PORT`] = String(servicePorts[service.name]);
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
  // dbUrls: each service's database on the embedded PostgreSQL (none with DATABASE_URL), as
  // the launcher records them (lib/stack.mjs).
  const runtimeFile = join(dataDir, 'embedded-database.json');
  const dbUrls = existsSync(runtimeFile) ? JSON.parse(readFileSync(runtimeFile, 'utf8')).urls : {};
  return { baseUrl, servicePorts, dbUrls, pid: child.pid, stop };
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/**
 * Closed-loop load: CONCURRENCY workers for SECONDS; returns latency percentiles and rate, and
 * with a `cpu` meter (scripts/bench/cpu.mjs) the app's CPU time a request after the warm-up.
 */
async function load(send, cpu) {
  for (let i = 0; i < 50; i++) await send(); // warm-up
  const before = cpu?.sample();
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
  const cost = cpu?.since(before, latencies.length);
  latencies.sort((a, b) => a - b);
  return {
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    rps: latencies.length / elapsed,
    n: latencies.length,
    ...(cost && { cpu: cost }),
  };
}

const ms = (value) => `${value.toFixed(2)} ms`;

/** What the CPU column of the tables is (scripts/bench/cpu.mjs). */
const CPU_NOTE =
  'CPU ms = CPU time of every process (gateway, services, launcher, PostgreSQL backends) a request';

async function groupsPart() {
  const app = await startApp();
  try {
    const { user, cookie } = await register(app.baseUrl, 'groups');
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

    const cpu = cpuMeter({ rootPid: app.pid, database: databaseOf(process.env.DATABASE_URL) });
    const subgraph = await load(direct, cpu);
    const gateway = await load(viaGateway, cpu);
    console.log(
      `\nmyGroups (5 groups), ${CONCURRENCY} concurrent clients, ${SECONDS} s each, ${process.env.DATABASE_URL ? 'PostgreSQL server' : 'embedded PostgreSQL'}`,
    );
    const cpuText = ({ cpu: cost }) =>
      `CPU ${cost.msPerRequest.toFixed(1)} ms/req (${formatByProcess(cost)})`;
    console.log(
      `  groups subgraph direct: p50 ${ms(subgraph.p50)}  p95 ${ms(subgraph.p95)}  ${subgraph.rps.toFixed(0)} req/s  ${cpuText(subgraph)}`,
    );
    console.log(
      `  through the gateway:    p50 ${ms(gateway.p50)}  p95 ${ms(gateway.p95)}  ${gateway.rps.toFixed(0)} req/s  ${cpuText(gateway)}`,
    );
    console.log(
      `  gateway overhead (p50 ratio): ${(gateway.p50 / subgraph.p50).toFixed(2)}x  (budget ≤ 1.5x)`,
    );

    // Page speed (scripts/bench/pages.mjs) with a library, as issue 18 asks: the user's first
    // group (the one / and /songs show in a fresh browser) holds PAGE_SONGS songs of the corpus,
    // every one public (so /songs/public lists PAGE_SONGS songs in the four languages), and
    // PAGE_SCHEDULES schedules, seeded by SQL before any page is loaded.
    const { json: mine } = await api(app.baseUrl, cookie, 'POST', '/graphql', {
      query: '{ myGroups { id name } }',
    });
    const [first] = mine.data.myGroups;
    const seedUrl = process.env.DATABASE_URL || app.dbUrls.songs;
    const seeded = await seedGroup({
      url: seedUrl,
      group: first,
      users: [{ user, cookie }],
      songs: PAGE_SONGS,
      schedules: PAGE_SCHEDULES,
      publicShare: 1,
      bulk: false,
    });
    const languages = Object.entries(seeded.byLanguage)
      .map(([language, n]) => `${language} ${n}`)
      .join(', ');
    console.log(
      `\nSeeded for the pages: ${seeded.librarySongs} public songs in "${first.name}" (${languages}; ${seeded.stanzas} stanzas, ${seeded.transliterations} transliterations), ${seeded.schedules} schedules of ${seeded.songs} songs, ${seeded.ratings} ratings`,
    );
    // The presenter (issue 20) shows one of the seeded schedules, every song in full.
    const { json: listed } = await api(app.baseUrl, cookie, 'POST', '/graphql', {
      query: 'query ($groupId: ID!) { schedules(groupId: $groupId, limit: 20) { id songCount } }',
      variables: { groupId: first.id },
    });
    const shown = [...(listed.data?.schedules ?? [])].sort((a, b) => b.songCount - a.songCount)[0];
    // Page speed (scripts/bench/pages.mjs): Lighthouse, landing JavaScript, signed-in loads,
    // the presenter's next-section change.
    const pages = await measurePages({
      baseUrl: app.baseUrl,
      presenterPath: shown ? `/schedules/${shown.id}/present` : null,
      // The groups user above: five groups, so the dashboard shows its full greeting.
      signIn: async () => cookie,
      lhrDir: RESULTS_DIR,
    });
    mkdirSync(RESULTS_DIR, { recursive: true });
    writeFileSync(
      join(RESULTS_DIR, 'pages.json'),
      `${JSON.stringify(pages && { ...pages, seed: seeded }, null, 2)}\n`,
    );
  } finally {
    await app.stop();
  }
}

/** Fields the gateway's public search route asks for (gateway/src/rest/songs.routes.ts). */
function songFields() {
  return require(join(ROOT, 'gateway/dist/rest/songs.routes.js')).SONG_CARD_FIELDS;
}

/** A scratch database on the PostgreSQL server; `drop()` removes it unless BENCH_KEEP_DB=1. */
async function scratchDatabase(part) {
  const name = `bench_${part}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  const drop = async () => {
    if (process.env.BENCH_KEEP_DB === '1') {
      console.log(`kept the database ${name}`);
      return;
    }
    const client = new pg.Client({ connectionString: POSTGRES_URL });
    await client.connect();
    await client.query(`drop database if exists "${name}" with (force)`);
    await client.end();
  };
  return { name, url: url.toString(), drop };
}

function writeResults(part, results) {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = join(RESULTS_DIR, `${part}.json`);
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\nwritten to ${file.slice(ROOT.length + 1)}`);
}

async function songsPart() {
  const { name, url: databaseUrl, drop } = await scratchDatabase('songs');
  const results = {
    date: new Date().toISOString(),
    cpus: (await import('node:os')).cpus().length,
    connections: CONCURRENCY,
    seconds: SECONDS,
    budget: { p95Ms: 50, requestsPerSecond: 200, through: 'gateway' },
  };
  let app;
  try {
    // The services migrate the scratch database as they start; songs are loaded after. The
    // gateway's anonymous answers cache is off here: every request searches (the cold figure);
    // a second app with it on, as shipped, is measured after.
    app = await startApp({ DATABASE_URL: databaseUrl, PUBLIC_CACHE_SECONDS: '0' });
    const creators = [
      await register(app.baseUrl, 'songs-a'),
      await register(app.baseUrl, 'songs-b'),
    ];
    console.log(`\nSeeding ${SONGS.toLocaleString('en')} songs into ${name}…`);
    const seeded = await seedSongs({
      url: databaseUrl,
      count: SONGS,
      creatorIds: creators.map((c) => c.user.id),
      log: (line) => console.log(line),
    });
    console.log(
      `  ${seeded.songs} songs, ${seeded.stanzas} stanzas, ${seeded.transliterations} transliterations in ${seeded.seconds.toFixed(1)} s (${Object.entries(
        seeded.byLanguage,
      )
        .map(([l, n]) => `${l} ${n}`)
        .join(', ')})`,
    );
    results.seed = seeded;

    const fields = songFields();
    const gqlBody = (query, subgraph) =>
      JSON.stringify({
        query: `query SearchPublicSongs($query: String!) { searchPublicSongs(query: $query) { ${
          subgraph ? fields.replace(/creator \{[^}]*\}/, 'creator { id }') : fields
        } } }`,
        variables: { query },
      });
    const anonymousViewer = () => signViewer({ userId: null, isAdmin: false }, secret);
    const songsBase = `http://127.0.0.1:${app.servicePorts.songs}`;
    const routes = {
      'gateway REST, cache off': (q) => ({
        url: app.baseUrl,
        request: { method: 'GET', path: `/api/songs/public/search?q=${encodeURIComponent(q)}` },
      }),
      'gateway GraphQL': (q) => ({
        url: app.baseUrl,
        request: {
          method: 'POST',
          path: '/graphql',
          headers: { 'content-type': 'application/json' },
          body: gqlBody(q, false),
        },
      }),
      'songs subgraph': (q) => ({
        url: songsBase,
        request: {
          method: 'POST',
          path: '/graphql',
          headers: { 'content-type': 'application/json', [VIEWER_HEADER]: anonymousViewer() },
          body: gqlBody(q, true),
          // The signed header lives 60 s: sign each request, as the gateway does.
          setupRequest: (req) => ({
            ...req,
            headers: { ...req.headers, [VIEWER_HEADER]: anonymousViewer() },
          }),
        },
      }),
    };

    // Every query answers, with songs, on every route, before anything is timed.
    results.matches = {};
    for (const queries of Object.values(QUERIES)) {
      for (const q of queries) {
        for (const [route, make] of Object.entries(routes)) {
          const { url: base, request } = make(q);
          const res = await fetch(`${base}${request.path}`, {
            method: request.method,
            headers: request.headers,
            body: request.body,
          });
          const json = await res.json();
          const songs = Array.isArray(json) ? json : json.data?.searchPublicSongs;
          if (!res.ok || !Array.isArray(songs) || json.errors)
            throw new Error(`${route} "${q}": ${res.status} ${JSON.stringify(json).slice(0, 300)}`);
          if (songs.length === 0) throw new Error(`${route} "${q}" found no songs`);
          results.matches[q] = songs.length;
        }
      }
    }

    console.log(
      `\nPublic song search, ${SONGS.toLocaleString('en')} songs, PostgreSQL server, autocannon ${CONCURRENCY} connections, ${SECONDS} s each (budget through the gateway: p95 ≤ 50 ms, ≥ 200 req/s); ${CPU_NOTE}`,
    );
    const cpu = cpuMeter({ rootPid: app.pid, database: name });
    const width = 32;
    console.log(tableHeader('route, queries', width));
    results.runs = [];
    /** Loads these queries on the route; records and prints the run. */
    const timeQueries = async (route, kind, queries, label, extra = {}) => {
      const made = queries.map(routes[route]);
      const run = await loadTest({
        url: made[0].url,
        requests: made.map((m) => m.request),
        connections: CONCURRENCY,
        seconds: SECONDS,
        cpu,
      });
      results.runs.push({ route, queries: kind, examples: queries, ...extra, ...run });
      console.log(tableRow(label, width, run));
    };
    for (const route of Object.keys(routes)) {
      for (const [kind, queries] of Object.entries(QUERIES))
        await timeQueries(route, kind, queries, `${route}, ${kind}`);
    }

    // The corpus repeats a small vocabulary; a real library of this size holds hundreds of
    // thousands of words. The typo queries again, over such a vocabulary: the near-word lookup
    // (primary-key probes, trigram scans) must not grow with it.
    const vocabulary = await growVocabulary({ url: databaseUrl, count: VOCABULARY_WORDS });
    console.log(`  (vocabulary grown to ${vocabulary.toLocaleString('en')} words)`);
    results.vocabulary = vocabulary;
    for (const route of ['gateway REST, cache off', 'songs subgraph']) {
      const label = `${route}, typos, ${Math.round(vocabulary / 1000)}k words`;
      await timeQueries(route, 'typos', QUERIES.typos, label, { vocabulary });
    }

    // As shipped: PUBLIC_CACHE_SECONDS=1 answers a repeated anonymous question from the
    // gateway's memory for a second, so each of the queries is searched about once a second.
    await app.stop();
    app = await startApp({ DATABASE_URL: databaseUrl });
    const cachedCpu = cpuMeter({ rootPid: app.pid, database: name });
    for (const [kind, queries] of Object.entries(QUERIES)) {
      const run = await loadTest({
        url: app.baseUrl,
        requests: queries.map((q) => routes['gateway REST, cache off'](q).request),
        connections: CONCURRENCY,
        seconds: SECONDS,
        cpu: cachedCpu,
      });
      const route = 'gateway REST, cache 1 s';
      results.runs.push({ route, queries: kind, examples: queries, ...run });
      console.log(tableRow(`${route}, ${kind}`, width, run));
    }
  } finally {
    await app?.stop();
    await drop();
  }
  writeResults('songs', results);
}

async function schedulesPart() {
  const { name, url: databaseUrl, drop } = await scratchDatabase('schedules');
  const results = {
    date: new Date().toISOString(),
    cpus: (await import('node:os')).cpus().length,
    connections: CONCURRENCY,
    seconds: SECONDS,
    budget: { p95Ms: 50, through: 'gateway REST' },
  };
  let app;
  try {
    app = await startApp({ DATABASE_URL: databaseUrl });
    // One group: a leader and three members; everyone plans, everyone but one rates.
    const { users, group } = await teamGroup(app.baseUrl, 'schedules');

    console.log(`\nSeeding ${SCHEDULE_SONGS} songs and ${SCHEDULES} schedules into ${name}…`);
    results.seed = await seedGroup({
      url: databaseUrl,
      group,
      users,
      songs: SCHEDULE_SONGS,
      schedules: SCHEDULES,
      log: (line) => console.log(line),
    });

    const { routes, sizes, summary, movable } = await groupRoutes({
      baseUrl: app.baseUrl,
      group,
      users,
    });
    results.sizes = sizes;
    console.log(
      `\nA group's routes through the gateway, ${SCHEDULE_SONGS.toLocaleString('en')} songs and ${SCHEDULES.toLocaleString('en')} schedules in one group, PostgreSQL server, autocannon ${CONCURRENCY} connections, ${SECONDS} s each (budget: p95 ≤ 50 ms); ${CPU_NOTE}`,
    );
    console.log(`  answers: ${summary}`);
    const cpu = cpuMeter({ rootPid: app.pid, database: name });
    const width = 30;
    console.log(tableHeader('route', width));
    results.runs = [];
    for (const [route, requests] of Object.entries(routes)) {
      const run = await loadTest({
        url: app.baseUrl,
        requests,
        connections: CONCURRENCY,
        seconds: SECONDS,
        cpu,
      });
      results.runs.push({ route, ...run });
      console.log(tableRow(route, width, run));
    }

    // The moves kept every schedule's orders 1..n.
    const broken = await brokenOrders(databaseUrl, movable);
    results.ordersIntact = broken === 0;
    if (broken) console.log(`  ${broken} schedules lost 1..n!`);
  } finally {
    await app?.stop();
    await drop();
  }
  writeResults('schedules', results);
}

if (wanted('groups')) await groupsPart();
if (wanted('songs')) await songsPart();
if (wanted('schedules')) await schedulesPart();
if (wanted('chords')) writeResults('chords', measureChords());
if (wanted('import')) await importPart({ startApp, register, writeResults });
if (wanted('transliterate'))
  await transliteratePart({
    startApp,
    writeResults,
    seconds: SECONDS,
    connections: CONCURRENCY,
    cpu: (rootPid) => cpuMeter({ rootPid, database: databaseOf(process.env.DATABASE_URL) }),
  });
if (wanted('embedded'))
  await embeddedPart({
    startApp,
    writeResults,
    connections: CONCURRENCY,
    seconds: SECONDS,
    cpuNote: CPU_NOTE,
  });
if (wanted('live'))
  await livePart({
    startApp,
    scratchDatabase,
    secret,
    connections: CONCURRENCY,
    seconds: SECONDS,
    writeResults,
  });
