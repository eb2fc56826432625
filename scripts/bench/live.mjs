// `npm run bench -- live`: Sunday mode's live channel (issue 20), on the app as `npm start` runs
// it against the PostgreSQL server (a scratch database), plus a second gateway process beside
// it (a replica, as docs/deployment.md runs them):
//   1. leader to followers: BENCH_LIVE_FOLLOWERS (default 50) members follow a schedule's event
//      stream (Server-Sent Events) on the app's gateway; the leader moves BENCH_LIVE_MOVES
//      (default 100) times through REST (PUT /api/schedules/:id/live), one move after the last
//      reached everyone; the time from sending the PUT to each follower's event, p50/p95/max
//      over every delivery and p95 of each move's slowest follower (budget ≤ 250 ms);
//   2. the same with the followers split over the two gateways (the leader on the first): the
//      change crosses PostgreSQL (LISTEN/NOTIFY) and the schedules service's stream to each;
//   3. a follower's memory: the replica gateway's resident memory before and after
//      BENCH_LIVE_IDLE (default 500) idle followers connect, over their number (budget ≤ 50 KB);
//   4. those idle followers' effect on another route: GET /api/schedules/:id on the replica at
//      BENCH_CONCURRENCY connections for BENCH_SECONDS, without and with them (budget: p95 up by
//      ≤ 10 %).
// Figures are printed and written to bench-results/live.json, never asserted.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { request as httpGet } from 'node:http';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { api, teamGroup } from './group-routes.mjs';
import { loadTest, tableHeader, tableRow } from './load.mjs';
import { freePort } from '../lib/proc.mjs';
import { ROOT, SERVICES, envPrefix } from '../lib/topology.mjs';

const FOLLOWERS = Number(process.env.BENCH_LIVE_FOLLOWERS ?? 50);
const MOVES = Number(process.env.BENCH_LIVE_MOVES ?? 100);
const IDLE = Number(process.env.BENCH_LIVE_IDLE ?? 500);
const BUDGET = { p95Ms: 250, followerKb: 50, otherRouteP95Increase: 0.1 };

/** A process's resident memory (Linux /proc). */
const rssOf = (pid) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
};

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/**
 * A follower as a browser's EventSource is one: a GET of the stream, each `state` event's
 * version noted with the time it arrived. `reached(version)` resolves when it has that version.
 */
function follower(baseUrl, path, cookie) {
  const arrivals = new Map();
  const waiting = new Map();
  let request;
  const opened = new Promise((resolve, reject) => {
    request = httpGet(
      `${baseUrl}${path}`,
      { headers: { cookie, accept: 'text/event-stream' }, agent: false },
      (res) => {
        if (res.statusCode !== 200) return reject(new Error(`follow: ${res.statusCode}`));
        res.setEncoding('utf8');
        let buffer = '';
        res.on('data', (chunk) => {
          const now = performance.now();
          buffer += chunk;
          let end;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const data = block.split('\n').find((line) => line.startsWith('data: '));
            if (!data) continue;
            const { version } = JSON.parse(data.slice(6));
            arrivals.set(version, now);
            waiting.get(version)?.();
            resolve();
          }
        });
      },
    );
    request.on('error', reject);
    request.end();
  });
  return {
    opened,
    arrivals,
    reached: (version) =>
      arrivals.has(version) ? Promise.resolve() : new Promise((done) => waiting.set(version, done)),
    close: () => request.destroy(),
  };
}

/** A gateway process of its own on the app's services (a replica, docs/deployment.md). */
async function startGateway(app, secret) {
  const port = await freePort();
  const env = {
    ...process.env,
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: app.baseUrl,
    VIEWER_SIGNING_SECRET: secret,
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
  };
  for (const service of SERVICES)
    env[`${envPrefix(service.name)}_URL`] = `http://127.0.0.1:${app.servicePorts[service.name]}`;
  const child = spawn(process.execPath, [join(ROOT, 'gateway/dist/main.js')], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  for (;;) {
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  return {
    baseUrl,
    pid: child.pid,
    stop: () => new Promise((done) => (child.once('exit', done), child.kill('SIGTERM'))),
  };
}

/** The leader's moves, each after the last reached every follower; latencies per delivery. */
async function leadMoves({ baseUrl, cookie, scheduleId, controlId, songIds, followers, version }) {
  const deliveries = [];
  const slowest = [];
  for (let i = 0; i < MOVES; i++) {
    const sent = performance.now();
    const { json } = await api(baseUrl, cookie, 'PUT', `/api/schedules/${scheduleId}/live`, {
      controlId,
      songId: songIds[i % songIds.length],
      section: (version + i) % 4,
      screen: 'SECTION',
    });
    await Promise.all(followers.map((f) => f.reached(json.version)));
    const times = followers.map((f) => f.arrivals.get(json.version) - sent);
    deliveries.push(...times);
    slowest.push(Math.max(...times));
  }
  deliveries.sort((a, b) => a - b);
  slowest.sort((a, b) => a - b);
  return {
    deliveries: deliveries.length,
    p50: percentile(deliveries, 50),
    p95: percentile(deliveries, 95),
    max: deliveries.at(-1),
    slowestP95: percentile(slowest, 95),
  };
}

const ms = (value) => `${value.toFixed(1)} ms`;

export async function livePart({
  startApp,
  scratchDatabase,
  secret,
  connections,
  seconds,
  writeResults,
}) {
  const { url: databaseUrl, drop } = await scratchDatabase('live');
  const results = {
    date: new Date().toISOString(),
    cpus: (await import('node:os')).cpus().length,
    followers: FOLLOWERS,
    moves: MOVES,
    idle: IDLE,
    budget: BUDGET,
  };
  let app;
  let replica;
  const open = [];
  try {
    app = await startApp({ DATABASE_URL: databaseUrl });
    replica = await startGateway(app, secret);
    const { users, group } = await teamGroup(app.baseUrl, 'live');
    const [leader, member] = users;
    const songIds = [];
    for (const title of ['Live One', 'Live Two', 'Live Three']) {
      const { json } = await api(app.baseUrl, leader.cookie, 'POST', '/api/songs', {
        title,
        language: 'english',
        groupId: group.id,
        stanzas: [{ lyrics: 'one' }, { lyrics: 'two' }, { lyrics: 'three' }, { lyrics: 'four' }],
      });
      songIds.push(json.id);
    }
    const { json: schedule } = await api(
      app.baseUrl,
      leader.cookie,
      'POST',
      `/api/groups/${group.id}/schedules`,
      {
        name: 'Sunday live',
      },
    );
    await api(app.baseUrl, leader.cookie, 'POST', `/api/schedules/${schedule.id}/songs`, {
      songId: songIds[0],
    });
    for (const songId of songIds.slice(1))
      await api(app.baseUrl, leader.cookie, 'POST', `/api/schedules/${schedule.id}/songs`, {
        songId,
      });
    const controlId = crypto.randomUUID();
    const { json: started } = await api(
      app.baseUrl,
      leader.cookie,
      'POST',
      `/api/schedules/${schedule.id}/live`,
      {
        controlId,
      },
    );
    const eventsPath = `/api/schedules/${schedule.id}/live/events`;
    let version = started.version;

    const runWith = async (label, bases) => {
      const followers = Array.from({ length: FOLLOWERS }, (_, i) =>
        follower(bases[i % bases.length], eventsPath, member.cookie),
      );
      open.push(...followers);
      await Promise.all(followers.map((f) => f.opened));
      // A few moves first: names and connections warm, as on a Sunday after the first song.
      const moves = () =>
        leadMoves({
          baseUrl: app.baseUrl,
          cookie: leader.cookie,
          scheduleId: schedule.id,
          controlId,
          songIds,
          followers,
          version,
        });
      await moves();
      version += MOVES;
      const run = await moves();
      version += MOVES;
      for (const f of followers) f.close();
      console.log(
        `  ${label.padEnd(44)} p50 ${ms(run.p50)}  p95 ${ms(run.p95)}  max ${ms(run.max)}  slowest follower p95 ${ms(run.slowestP95)}  (${run.deliveries} deliveries)`,
      );
      return run;
    };

    console.log(
      `\nLive channel: 1 leader, ${FOLLOWERS} followers, ${MOVES} moves, PostgreSQL server (budget: p95 ≤ ${BUDGET.p95Ms} ms from the leader's PUT to every follower's event)`,
    );
    results.oneGateway = await runWith('one gateway', [app.baseUrl]);
    results.twoGateways = await runWith('two gateways (followers split, leader on the first)', [
      app.baseUrl,
      replica.baseUrl,
    ]);

    // 3 and 4 on the replica: nothing but these followers and the measured route runs on it.
    const route = [
      { method: 'GET', path: `/api/schedules/${schedule.id}`, headers: { cookie: member.cookie } },
    ];
    const measureRoute = () =>
      loadTest({ url: replica.baseUrl, requests: route, connections, seconds });
    await measureRoute(); // warm-up
    const without = await measureRoute();
    await sleep(500);
    const rssBefore = rssOf(replica.pid);
    const idle = Array.from({ length: IDLE }, () =>
      follower(replica.baseUrl, eventsPath, member.cookie),
    );
    open.push(...idle);
    await Promise.all(idle.map((f) => f.opened));
    await sleep(2000);
    const rssAfter = rssOf(replica.pid);
    const withIdle = await measureRoute();
    const perFollower = (rssAfter - rssBefore) / IDLE;
    results.memory = { rssBefore, rssAfter, perFollowerBytes: perFollower };
    results.otherRoute = { route: 'GET /api/schedules/:id', without, withIdle };
    console.log(
      `\nA follower's memory on a gateway: resident ${(rssBefore / 1048576).toFixed(1)} MB → ${(rssAfter / 1048576).toFixed(1)} MB with ${IDLE} idle followers: ${(perFollower / 1024).toFixed(1)} KB each (budget ≤ ${BUDGET.followerKb} KB)`,
    );
    console.log(
      `\n${IDLE} idle followers and another route on the same gateway, autocannon ${connections} connections, ${seconds} s (budget: p95 up by ≤ ${BUDGET.otherRouteP95Increase * 100} %)`,
    );
    console.log(tableHeader('GET /api/schedules/:id', 34));
    console.log(tableRow('without followers', 34, without));
    console.log(tableRow(`with ${IDLE} idle followers`, 34, withIdle));
    const increase = withIdle.p95 / without.p95 - 1;
    results.otherRoute.p95Increase = increase;
    console.log(`  p95 change: ${(increase * 100).toFixed(1)} %`);
  } finally {
    for (const f of open) f.close();
    await replica?.stop();
    await app?.stop();
    await drop();
  }
  writeResults('live', results);
}
