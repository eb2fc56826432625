// A group's read routes for the bench, through the gateway as a signed-in member: the library
// list, a song, the schedules list (first page, and with every filter), a schedule, the
// dashboard's one GraphQL query (with the session, and with an API key), and the reorder. Shared by the schedules part (PostgreSQL
// server, thousands of schedules) and the embedded part (`npm start`, 400 songs, 100 schedules).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { ROOT } from '../lib/topology.mjs';
import { seedSchedules } from './seed-schedules.mjs';
import { seedSongs } from './seed-songs.mjs';

/** A new user through POST /api/register, with the session cookie it got. */
export async function register(baseUrl, who) {
  const res = await fetch(`${baseUrl}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `bench-${who}-${Date.now()}@example.com`,
      password: 'bench password 123',
      firstName: 'Bench',
      lastName: who,
    }),
  });
  if (!res.ok) throw new Error(`register failed: ${res.status} ${await res.text()}`);
  const user = await res.json();
  const cookie = res.headers
    .getSetCookie()
    .find((c) => c.startsWith('sid='))
    .split(';')[0];
  return { user, cookie };
}

/** A JSON call to the gateway as a signed-in user; throws unless it succeeds. */
export async function api(baseUrl, cookie, method, path, body) {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 300)}`);
  const json = text ? JSON.parse(text) : null;
  if (json?.errors) throw new Error(`${method} ${path}: ${text.slice(0, 300)}`);
  return { json, bytes: Buffer.byteLength(text) };
}

/**
 * One group of four members (a leader who creates it, three who join by its invite link), as
 * registered users with their session cookies.
 */
export async function teamGroup(baseUrl, tag) {
  const users = [];
  for (const who of ['leader', 'alto', 'tenor', 'keys'])
    users.push(await register(baseUrl, `${tag}-${who}`));
  const [leader] = users;
  const { json: group } = await api(baseUrl, leader.cookie, 'POST', '/api/groups', {
    name: 'Bench Worship Team',
  });
  const { json: invite } = await api(
    baseUrl,
    leader.cookie,
    'POST',
    `/api/groups/${group.id}/invite`,
    { emails: [] },
  );
  const token = invite.inviteLink.split('/').pop();
  for (const user of users.slice(1))
    await api(baseUrl, user.cookie, 'POST', `/api/groups/join/${token}`);
  return { users, group };
}

/**
 * The group's library and plans, by SQL on the services' database (`url`: the PostgreSQL
 * server's database, or the embedded PostgreSQL): `songs` songs of the corpus, all
 * filed under the group (some private, as the seed makes them), and `schedules` schedules of
 * the group by its first three members, rated by some of the four.
 * `bulk`: drop and rebuild the songs' indexes around the load (worth it for thousands).
 * `publicShare`: the share of the songs made public (the corpus's 0.85 unless told).
 */
export async function seedGroup({
  url,
  group,
  users,
  songs,
  schedules,
  bulk = true,
  publicShare,
  log,
}) {
  const songsSeed = await seedSongs({
    url,
    count: songs,
    creatorIds: users.map((u) => u.user.id),
    rebuildIndexes: bulk,
    ...(publicShare !== undefined && { publicShare }),
  });
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  let songIds;
  try {
    await db.query('update songs.songs set group_id = $1', [group.id]);
    songIds = (await db.query('select id from songs.songs order by id')).rows.map((r) => r.id);
  } finally {
    await db.end();
  }
  const seeded = await seedSchedules({
    url,
    groupId: group.id,
    creatorIds: users.slice(0, 3).map((u) => u.user.id),
    raterIds: users.map((u) => u.user.id),
    songIds,
    count: schedules,
    log,
  });
  log?.(
    `  songs in ${songsSeed.seconds.toFixed(1)} s, schedules in ${seeded.seconds.toFixed(1)} s`,
  );
  return {
    librarySongs: songsSeed.songs,
    librarySeconds: songsSeed.seconds,
    stanzas: songsSeed.stanzas,
    transliterations: songsSeed.transliterations,
    byLanguage: songsSeed.byLanguage,
    ...seeded,
  };
}

/** The dashboard's one GraphQL query, as docs/examples/group-stats.mjs sends it. */
function dashboardQuery() {
  const source = readFileSync(join(ROOT, 'docs/examples/group-stats.mjs'), 'utf8');
  return /const QUERY = `([^`]+)`/.exec(source)[1];
}

/** Every filter of the Schedules page at once, for one calendar month (UTC). */
function monthFilter(year, month, createdBy) {
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const mm = String(month + 1).padStart(2, '0');
  return new URLSearchParams({
    dateFrom: `${year}-${mm}-01`,
    dateTo: `${year}-${mm}-${last}`,
    songCountMin: '8',
    songCountMax: '12',
    createdBy,
    minRating: '3',
  }).toString();
}

const range = (values) =>
  Math.min(...values) === Math.max(...values)
    ? String(values[0])
    : `${Math.min(...values)}–${Math.max(...values)}`;
const kb = (bytes) => `${(bytes / 1024).toFixed(bytes < 10 * 1024 ? 1 : 0)} KB`;

/**
 * The group's routes as autocannon requests (`{route: requests[]}`, the reorder last: it
 * changes what the others read), each answered once first, with what the answers hold.
 * The schedules of the first page are split: up to 100 for the detail, up to 64 others moved.
 * @param {{baseUrl: string, group: {id: string}, users: {user: {id: string}, cookie: string}[]}} options
 * @returns {Promise<{routes: Record<string, object[]>, sizes: object, summary: string, movable: {id: string}[]}>}
 */
export async function groupRoutes({ baseUrl, group, users }) {
  // A member who plans but is not the filter's creator reads; the filter asks for another's.
  const caller = users[1];
  const headers = { cookie: caller.cookie };
  const get = (path) => api(baseUrl, caller.cookie, 'GET', path);
  const createdBy = users[2].user.id;

  const libraryPath = `/api/songs?groupId=${group.id}`;
  const library = await get(libraryPath);
  const songIds = library.json.slice(0, 100).map((s) => s.id);
  const song = await get(`/api/songs/${songIds[0]}`);

  const firstPagePath = `/api/groups/${group.id}/schedules`;
  const firstPage = await get(firstPagePath);
  const { json: page } = await get(`${firstPagePath}?limit=164`);
  const details = page.slice(0, Math.min(100, Math.ceil(page.length / 2)));
  const movable = page.slice(details.length, details.length + 64).map((s) => ({
    id: s.id,
    songId: s.songs[0].songId,
    n: s.songCount,
    atEnd: false,
  }));
  const detail = await get(`/api/schedules/${details[0].id}`);

  // A month of the last year per list request, each filter on.
  const now = new Date();
  const listPaths = Array.from({ length: 12 }, (_, i) => {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1 - i, 1));
    return `${firstPagePath}?${monthFilter(d.getUTCFullYear(), d.getUTCMonth(), createdBy)}`;
  });
  const listed = [];
  let listBytes = 0;
  for (const path of listPaths) {
    const { json, bytes } = await get(path);
    listed.push(json.length);
    listBytes += bytes;
  }

  const dashboardBody = { query: dashboardQuery(), variables: { groupId: group.id } };
  const dashboard = await api(baseUrl, caller.cookie, 'POST', '/graphql', dashboardBody);
  if (!dashboard.json.data?.group) throw new Error('the dashboard query found no group');
  // As docs/examples/group-stats.mjs runs it: with an API key, which identity resolves on every
  // request (never cached, so that deleting one stops it at once on every gateway). Only site
  // admins hold keys: the group's leader, the installation's first account.
  const { json: apiKey } = await api(baseUrl, users[0].cookie, 'POST', '/api/auth/api-keys', {
    name: 'bench dashboard',
  });
  if (!apiKey?.key) throw new Error(`no API key: ${JSON.stringify(apiKey).slice(0, 200)}`);

  const sizes = {
    library: { songs: library.json.length, kb: library.bytes / 1024 },
    song: { kb: song.bytes / 1024 },
    firstPage: { schedules: firstPage.json.length, kb: firstPage.bytes / 1024 },
    list: { schedulesPerAnswer: listed, kbPerAnswer: listBytes / listPaths.length / 1024 },
    detail: { songs: detail.json.songCount, kb: detail.bytes / 1024 },
    dashboard: { kb: dashboard.bytes / 1024 },
  };
  const summary = [
    `library list ${sizes.library.songs} songs (${kb(library.bytes)})`,
    `song ${kb(song.bytes)}`,
    `schedules list ${sizes.firstPage.schedules} (${kb(firstPage.bytes)})`,
    `with every filter ${range(listed)} (${kb(listBytes / listPaths.length)})`,
    `schedule detail ${sizes.detail.songs} songs (${kb(detail.bytes)})`,
    `dashboard ${kb(dashboard.bytes)}`,
  ].join('; ');

  let moves = 0;
  const routes = {
    'library list': [{ method: 'GET', path: libraryPath, headers }],
    song: songIds.map((id) => ({ method: 'GET', path: `/api/songs/${id}`, headers })),
    'schedules list': [{ method: 'GET', path: firstPagePath, headers }],
    'schedules list, every filter': listPaths.map((path) => ({ method: 'GET', path, headers })),
    'schedule detail': details.map((s) => ({
      method: 'GET',
      path: `/api/schedules/${s.id}`,
      headers,
    })),
    'group dashboard (GraphQL)': [
      {
        method: 'POST',
        path: '/graphql',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(dashboardBody),
      },
    ],
    'group dashboard (GraphQL, API key)': [
      {
        method: 'POST',
        path: '/graphql',
        headers: { authorization: `Bearer ${apiKey.key}`, 'content-type': 'application/json' },
        body: JSON.stringify(dashboardBody),
      },
    ],
    'reorder (PATCH)': [
      {
        method: 'PATCH',
        path: '/',
        headers: { ...headers, 'content-type': 'application/json' },
        // Round robin over the schedules; each one's song goes to the end, then back to 1.
        setupRequest: (req) => {
          const schedule = movable[moves++ % movable.length];
          schedule.atEnd = !schedule.atEnd;
          return {
            ...req,
            path: `/api/schedules/${schedule.id}/songs/${schedule.songId}`,
            body: JSON.stringify({ order: schedule.atEnd ? schedule.n : 1 }),
          };
        },
      },
    ],
  };
  return { routes, sizes, summary, movable };
}

/** Whether the moved schedules still hold orders 1..n (the count of those that do not). */
export async function brokenOrders(databaseUrl, movable) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const broken = await client.query(
      `select schedule_id from schedules.schedule_songs where schedule_id = any($1::uuid[])
        group by schedule_id
       having not (min("order") = 1 and max("order") = count(*) and count(distinct "order") = count(*))`,
      [movable.map((m) => m.id)],
    );
    return broken.rowCount;
  } finally {
    await client.end();
  }
}
