import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildSchema, lexicographicSortSchema, printSchema } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type TestStack, type TestUser } from '../testing/stack';
import { INTROSPECTION_REFUSED } from './graphql-consumers';
import { COST_BUDGET, costMessage, QUERY_TOO_COSTLY } from './query-cost';

/**
 * What GraphQL consumers get (docs/graphql.md): introspection and the schema's SDL for signed-in
 * users and API keys only, and the documented example script, run against the app.
 */
let stack: TestStack;
let admin: TestUser;
let member: TestUser;
let apiKey: string;
let groupId: string;

const repoRoot = resolve(__dirname, '../../..');
const EXAMPLE = join(repoRoot, 'docs/examples/group-stats.mjs');
const API_SCHEMA = readFileSync(join(repoRoot, 'gateway/api-schema.graphql'), 'utf8');
const UNAUTHORIZED = { message: 'Unauthorized' };

/** A schema's SDL with types and fields in name order: the same schema prints the same. */
const sorted = (sdl: string) => printSchema(lexicographicSortSchema(buildSchema(sdl)));

const INTROSPECTION = '{ __schema { queryType { name } } }';
const GROUP_FIELDS = '{ __type(name: "Group") { fields { name } } }';

/** POST /graphql as a session (cookie), an API key (bearer) or anonymously. */
const post = (query: string, auth: { cookie?: string; key?: string } = {}) =>
  stack.request('POST', '/graphql', {
    body: { query },
    cookie: auth.cookie,
    headers: auth.key ? { authorization: `Bearer ${auth.key}` } : undefined,
  });

/** Runs the example script with this environment: its exit code and output. */
function runExample(env: Record<string, string>) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((done, fail) => {
    const child = spawn(process.execPath, [EXAMPLE], {
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.once('error', fail);
    child.once('exit', (code) => done({ code, stdout, stderr }));
  });
}

beforeAll(async () => {
  stack = await startStack({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000' } });
  // The first account of an installation is its site admin: it may create API keys.
  admin = await stack.signUp({ firstName: 'Ada' });
  member = await stack.signUp({ firstName: 'Mia' });
  apiKey = (
    await stack.created<{ key: string }>(admin, '/api/auth/api-keys', { name: 'Dashboard' })
  ).key;
  groupId = (await stack.created(admin, '/api/groups', { name: 'Sunday Team' })).id;
  const hymns = await stack.created(admin, '/api/categories', { name: 'Hymns', color: '#3b82f6' });
  const song = (title: string, language: string, categoryId?: string) =>
    stack.created(admin, '/api/songs', {
      title,
      language,
      categoryId,
      groupId,
      stanzas: [{ lyrics: `${title} lyrics` }],
    });
  const grace = await song('Amazing Grace', 'english', hymns.id);
  const yesu = await song('Yesu Nallavar', 'tamil');
  for (const songs of [[grace.id, yesu.id], [grace.id]]) {
    const schedule = await stack.created(admin, `/api/groups/${groupId}/schedules`, {
      name: 'Sunday',
    });
    for (const songId of songs) {
      await stack.created(admin, `/api/schedules/${schedule.id}/songs`, { songId });
    }
  }
});
afterAll(async () => {
  await stack?.stop();
});

describe('introspection', () => {
  it('is refused to anonymous callers, wherever the operation asks for it', async () => {
    for (const query of [
      INTROSPECTION,
      GROUP_FIELDS,
      'query { ...F } fragment F on Query { __schema { types { name } } }',
    ]) {
      const res = await post(query);
      expect(res.status).toBe(400);
      expect(res.body.data).toBeUndefined();
      expect(res.body.errors).toEqual([
        {
          message: INTROSPECTION_REFUSED,
          extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
        },
      ]);
    }
    // __typename is not introspection.
    const typename = await post('{ __typename }');
    expect({ status: typename.status, body: typename.body }).toEqual({
      status: 200,
      body: { data: { __typename: 'Query' } },
    });
  });

  it('is allowed to signed-in users and API keys', async () => {
    for (const auth of [{ cookie: member.cookie }, { cookie: admin.cookie }, { key: apiKey }]) {
      const schema = await post(INTROSPECTION, auth);
      expect({ status: schema.status, body: schema.body }).toEqual({
        status: 200,
        body: { data: { __schema: { queryType: { name: 'Query' } } } },
      });
      const group = await post(GROUP_FIELDS, auth);
      expect(group.status).toBe(200);
      expect(group.body.data.__type.fields.map((f: { name: string }) => f.name)).toEqual(
        expect.arrayContaining([
          'memberCount',
          'totalSongs',
          'categoryStats',
          'languageStats',
          'totalSchedules',
          'schedulesThisMonth',
          'popularSongs',
        ]),
      );
    }
  });

  it('refuses a wrong API key before anything runs', async () => {
    const res = await post(INTROSPECTION, { key: 'wsk_not-a-real-key' });
    expect({ status: res.status, body: res.body }).toEqual({ status: 401, body: UNAUTHORIZED });
  });
});

describe('the cost limit (docs/graphql.md "Cost")', () => {
  const ATTACK = '{ publicSongs(limit: 1000) { stanzas { lyrics transliterations { text } } } }';

  it('refuses a list of every stanza of 1,000 songs with a 400 naming the cost and the limit', async () => {
    for (const auth of [{}, { cookie: member.cookie }, { key: apiKey }]) {
      const res = await post(ATTACK, auth);
      expect({ status: res.status, body: res.body }).toEqual({
        status: 400,
        body: {
          errors: [
            {
              message: costMessage(111_101_000),
              extensions: { code: QUERY_TOO_COSTLY, cost: 111_101_000, limit: COST_BUDGET },
            },
          ],
        },
      });
    }
  });

  it("answers the public page's card list and a whole song", async () => {
    const cards = await post(
      '{ publicSongs(limit: 1000) { id title lyricsExcerpt transliterationPreviews { language text } } }',
    );
    expect(cards.status).toBe(200);
    const grace = cards.body.data.publicSongs.find(
      (song: { title: string }) => song.title === 'Amazing Grace',
    );
    expect(grace).toMatchObject({
      lyricsExcerpt: 'Amazing Grace lyrics',
      transliterationPreviews: [],
    });
    const whole = await post(
      `{ publicSong(id: "${grace.id}") { stanzas { lyrics transliterations { text } } } }`,
    );
    expect({ status: whole.status, body: whole.body }).toEqual({
      status: 200,
      body: {
        data: {
          publicSong: { stanzas: [{ lyrics: 'Amazing Grace lyrics', transliterations: [] }] },
        },
      },
    });
  });
});

describe('GET /graphql/schema.graphql', () => {
  it('is the composed API schema (the committed api-schema.graphql) as text, for signed-in users and API keys', async () => {
    for (const options of [
      { cookie: member.cookie },
      { headers: { authorization: `Bearer ${apiKey}` } },
    ]) {
      const res = await stack.request('GET', '/graphql/schema.graphql', options);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(sorted(res.text)).toBe(sorted(API_SCHEMA));
      expect(res.text).toContain(
        'popularSongs(period: StatsPeriod = ALL_TIME, limit: Int = 10): [PopularSong!]!',
      );
    }
  });

  it('is 401 for anyone else', async () => {
    for (const headers of [undefined, { authorization: 'Bearer wsk_not-a-real-key' }]) {
      const res = await stack.request('GET', '/graphql/schema.graphql', { headers });
      expect({ status: res.status, body: res.body }).toEqual({ status: 401, body: UNAUTHORIZED });
    }
  });
});

describe('docs/examples/group-stats.mjs', () => {
  it("prints the group's statistics through an API key", async () => {
    const { code, stdout, stderr } = await runExample({
      BASE_URL: stack.baseUrl,
      API_KEY: apiKey,
      GROUP_ID: groupId,
    });
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    const today = new Date().toISOString().slice(0, 10);
    expect(stdout).toBe(
      [
        `Sunday Team (${groupId})`,
        '  Members: 1',
        '  Songs: 2',
        '  Schedules: 2 (2 this month)',
        'Popular songs this month:',
        `  1. Amazing Grace (english, Hymns): 2 uses, last ${today}`,
        `  2. Yesu Nallavar (tamil, Uncategorized): 1 use, last ${today}`,
        'Categories:',
        '  Hymns: 1 song',
        'Languages:',
        '  english: 1',
        '  tamil: 1',
        '',
      ].join('\n'),
    );
  });

  it('says what is wrong: no key, a wrong key, a group the key may not see', async () => {
    expect(await runExample({ BASE_URL: stack.baseUrl, GROUP_ID: groupId })).toEqual({
      code: 1,
      stdout: '',
      stderr: 'Set API_KEY and GROUP_ID (and BASE_URL, default http://localhost:3000).\n',
    });
    const wrongKey = await runExample({
      BASE_URL: stack.baseUrl,
      API_KEY: 'wsk_not-a-real-key',
      GROUP_ID: groupId,
    });
    expect(wrongKey).toEqual({ code: 1, stdout: '', stderr: '401: {"message":"Unauthorized"}\n' });
    const otherGroup = (await stack.created(member, '/api/groups', { name: 'Not Ada’s' })).id;
    const notMember = await runExample({
      BASE_URL: stack.baseUrl,
      API_KEY: apiKey,
      GROUP_ID: otherGroup,
    });
    expect(notMember).toEqual({ code: 1, stdout: '', stderr: 'Group not found\n' });
  });
});
