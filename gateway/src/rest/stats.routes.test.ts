import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type TestStack, type TestUser } from '../testing/stack';
import { POPULAR_SONGS_LIMIT } from './stats.routes';

const STATS_KEYS = ['groupMembers', 'thisMonth', 'totalSchedules', 'totalSongs'];
const POPULAR_KEYS = ['category', 'id', 'language', 'lastUsed', 'title', 'usageCount'];
const CATEGORY_STAT_KEYS = ['color', 'id', 'name', 'songCount'];
const LANGUAGE_STAT_KEYS = ['count', 'language'];
const UNAUTHORIZED = { message: 'Unauthorized' };
const GROUP_NOT_FOUND = { message: 'Group not found' };
const ROWS = ['stats', 'popular-songs', 'category-stats', 'language-stats'];

let stack: TestStack;
let owner: TestUser;
let member: TestUser;
let outsider: TestUser;

beforeAll(async () => {
  stack = await startStack({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000' } });
  owner = await stack.signUp({ firstName: 'Olivia' });
  member = await stack.signUp({ firstName: 'Mia' });
  outsider = await stack.signUp({ firstName: 'Otto' });
});
afterAll(async () => {
  await stack?.stop();
});

const song = (user: TestUser, groupId: string, fields: Record<string, unknown> = {}) =>
  stack.created<{ id: string; title: string }>(user, '/api/songs', {
    title: `Song ${randomUUID().slice(0, 8)}`,
    language: 'english',
    groupId,
    stanzas: [{ lyrics: 'Holy, holy, holy' }],
    ...fields,
  });

/**
 * A schedule of the group holding these songs, on `serviceDate` (default: today, UTC: the
 * group's zone) with no service times: one use from the start of that day (issue 21).
 */
async function schedule(
  user: TestUser,
  groupId: string,
  songIds: string[],
  serviceDate = new Date().toISOString().slice(0, 10),
) {
  const { id } = await stack.created(user, `/api/groups/${groupId}/schedules`, {
    name: 'Sunday',
    serviceDate,
  });
  for (const songId of songIds) await stack.created(user, `/api/schedules/${id}/songs`, { songId });
  return { id, usedAt: `${serviceDate}T00:00:00.000Z` };
}

const get = (user: TestUser | null, path: string) =>
  stack.request('GET', path, user ? { cookie: user.cookie } : {});

describe('GET /api/groups/:groupId/stats, popular-songs, category-stats, language-stats', () => {
  it('answers the statistics of a group with data, in the spec shapes', async () => {
    const groupId = await stack.groupOf(owner, member);
    const elsewhere = await stack.groupOf(outsider);
    const hymns = await stack.created<{ id: string; name: string; color: string }>(
      owner,
      '/api/categories',
      { name: `Hymns ${randomUUID().slice(0, 6)}`, color: '#112233' },
    );
    const a = await song(owner, groupId, { categoryId: hymns.id, title: 'A Mighty Fortress' });
    const b = await song(member, groupId, { language: 'tamil', title: 'Bless The Lord' });
    await song(member, groupId, {
      language: 'tamil',
      categoryId: hymns.id,
      isPublic: false,
    });
    // A public song of another group, used here and later made private: invisible to members.
    const foreign = await song(outsider, elsewhere);
    // Another group's data never counts here.
    await schedule(outsider, elsewhere, [foreign.id]);

    const now = await schedule(owner, groupId, [a.id, b.id]);
    const old = await schedule(member, groupId, [a.id, foreign.id], '2001-02-03');
    await stack.sql(`update "songs"."songs" set "is_public" = false where "id" = $1`, [foreign.id]);

    const stats = await get(member, `/api/groups/${groupId}/stats`);
    expect(stats.status).toBe(200);
    expect(Object.keys(stats.body).sort()).toEqual(STATS_KEYS);
    expect(stats.body).toEqual({ totalSongs: 3, totalSchedules: 2, groupMembers: 2, thisMonth: 1 });

    const popular = await get(member, `/api/groups/${groupId}/popular-songs`);
    expect(popular.status).toBe(200);
    for (const row of popular.body) expect(Object.keys(row).sort()).toEqual(POPULAR_KEYS);
    // a: 2 schedules; b: 1 (now); the invisible foreign song (1, 2001) is left out.
    expect(popular.body).toEqual([
      {
        id: a.id,
        title: 'A Mighty Fortress',
        language: 'english',
        category: { id: hymns.id, name: hymns.name, color: '#112233' },
        usageCount: 2,
        lastUsed: now.usedAt,
      },
      {
        id: b.id,
        title: 'Bless The Lord',
        language: 'tamil',
        category: null,
        usageCount: 1,
        lastUsed: now.usedAt,
      },
    ]);
    expect(old.usedAt).toBe('2001-02-03T00:00:00.000Z');

    const categories = await get(member, `/api/groups/${groupId}/category-stats`);
    expect(categories.status).toBe(200);
    for (const row of categories.body) expect(Object.keys(row).sort()).toEqual(CATEGORY_STAT_KEYS);
    expect(categories.body).toEqual([
      { id: hymns.id, name: hymns.name, color: '#112233', songCount: 2 },
    ]);

    const languages = await get(member, `/api/groups/${groupId}/language-stats`);
    expect(languages.status).toBe(200);
    for (const row of languages.body) expect(Object.keys(row).sort()).toEqual(LANGUAGE_STAT_KEYS);
    expect(languages.body).toEqual([
      { language: 'tamil', count: 2 },
      { language: 'english', count: 1 },
    ]);
  });

  it('answers zeros and empty lists for a new group', async () => {
    const groupId = await stack.groupOf(owner);
    expect((await get(owner, `/api/groups/${groupId}/stats`)).body).toEqual({
      totalSongs: 0,
      totalSchedules: 0,
      groupMembers: 1,
      thisMonth: 0,
    });
    for (const row of ROWS.slice(1)) {
      const res = await get(owner, `/api/groups/${groupId}/${row}`);
      expect({ status: res.status, body: res.body }).toEqual({ status: 200, body: [] });
    }
  });

  it(`lists at most ${POPULAR_SONGS_LIMIT} popular songs`, async () => {
    const groupId = await stack.groupOf(owner);
    const songs = [];
    for (let i = 0; i < POPULAR_SONGS_LIMIT + 2; i += 1) songs.push(await song(owner, groupId));
    await schedule(
      owner,
      groupId,
      songs.map((s) => s.id),
    );
    const res = await get(owner, `/api/groups/${groupId}/popular-songs`);
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(POPULAR_SONGS_LIMIT);
  });

  it('refuses anonymous callers (401) and non-members (404), whatever the id', async () => {
    const groupId = await stack.groupOf(owner, member);
    for (const row of ROWS) {
      const anonymous = await get(null, `/api/groups/${groupId}/${row}`);
      expect({ status: anonymous.status, body: anonymous.body }).toEqual({
        status: 401,
        body: UNAUTHORIZED,
      });
      for (const id of [groupId, randomUUID(), 'not-a-uuid']) {
        const refused = await get(outsider, `/api/groups/${id}/${row}`);
        expect({ status: refused.status, body: refused.body }).toEqual({
          status: 404,
          body: GROUP_NOT_FOUND,
        });
      }
    }
  });
});
