import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { postSong } from '../testing/songs';
import { startStack, type TestStack, type TestUser } from '../testing/stack';
import {
  NEVER_USED_MESSAGE,
  repeatedParam,
  SONG_SORT_MESSAGE,
  UNUSED_FOR_MESSAGE,
  USAGE_BOTH_MESSAGE,
} from './songs.routes';

/*
 * Issue 21, the library's "not used for N months" through REST, with the events flowing:
 * schedules publishes each song's use instants (song.uses-changed), songs keeps the copy the
 * list filters on. Service dates are relative to today (UTC, the default zone) with a month's
 * margin on each side of the 6-month boundary, so no day of the year moves a song across it.
 */

let stack: TestStack;
let owner: TestUser;
let member: TestUser;
let outsider: TestUser;
let choir: { id: string };
const ids: Record<string, string> = {};

const DAY = 24 * 60 * 60 * 1000;
const serviceDay = (daysFromToday: number) =>
  new Date(Date.now() + daysFromToday * DAY).toISOString().slice(0, 10);

interface Card {
  id: string;
  title: string;
  lastUsed: string | null;
}

beforeAll(async () => {
  stack = await startStack({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000' }, events: true });
  owner = await stack.signUp({ firstName: 'Olivia', lastName: 'Owner' });
  member = await stack.signUp({ firstName: 'Mia', lastName: 'Member' });
  outsider = await stack.signUp({ firstName: 'Otto', lastName: 'Outsider' });
  choir = await stack.createGroup(owner, 'Choir');
  await stack.joinGroup(member, owner, choir.id);
  const song = async (title: string) => {
    const made = await postSong<Card>(stack, owner, {
      title,
      language: 'english',
      groupId: choir.id,
      isPublic: false,
      stanzas: [{ lyrics: `${title} hallelujah` }],
    });
    ids[title] = made.id;
  };
  // Oldest first: a list's ties are newest first.
  for (const title of ['Sung long ago', 'Sung last month', 'Planned only', 'Never scheduled'])
    await song(title);
  const service = async (name: string, days: number, songs: string[]) => {
    const made = await stack.request<{ id: string }>('POST', `/api/groups/${choir.id}/schedules`, {
      cookie: owner.cookie,
      body: { name, serviceDate: serviceDay(days), serviceTimes: ['10:00'] },
    });
    expect(made.status, made.text).toBe(201);
    for (const title of songs) {
      const added = await stack.request('POST', `/api/schedules/${made.body.id}/songs`, {
        cookie: owner.cookie,
        body: { songId: ids[title] },
      });
      expect(added.status, added.text).toBe(201);
    }
  };
  await service('Long ago', -240, ['Sung long ago']);
  await service('Last month', -30, ['Sung last month']);
  await service('Next month', 30, ['Planned only', 'Sung long ago']);
  // The events reach songs: every use of the three scheduled songs is in its copy.
  await vi.waitFor(
    async () => {
      const [row] = await stack.sql<{ n: number }>(
        `select count(*)::int as n from songs.song_uses where song_id = any($1::uuid[])`,
        [[ids['Sung long ago'], ids['Sung last month'], ids['Planned only']]],
      );
      expect(row?.n).toBe(4);
    },
    { timeout: 30_000, interval: 100 },
  );
}, 180_000);

afterAll(() => stack?.stop());

const list = (query: string, user: TestUser | null = member) =>
  stack.request<Card[]>('GET', `/api/songs?${query}`, { cookie: user?.cookie });
const titles = async (query: string, user: TestUser | null = member) => {
  const res = await list(query, user);
  expect(res.status, res.text).toBe(200);
  return res.body.map((card) => card.title);
};

describe('GET /api/songs usage filter and sort', () => {
  it('unusedFor=6 lists the songs not used in 6 months, never-used ones included', async () => {
    expect(await titles(`groupId=${choir.id}&unusedFor=6`)).toEqual([
      'Never scheduled',
      'Planned only',
      'Sung long ago',
    ]);
    expect(await titles(`groupId=${choir.id}&unusedFor=12`)).toEqual([
      'Never scheduled',
      'Planned only',
    ]);
  });

  it('neverUsed=true lists the songs never used (a planned service is not a use yet)', async () => {
    expect(await titles(`groupId=${choir.id}&neverUsed=true`)).toEqual([
      'Never scheduled',
      'Planned only',
    ]);
    expect(await titles(`groupId=${choir.id}&neverUsed=false`)).toHaveLength(4);
  });

  it('sort=lastUsed lists least recently used first, a page at a time', async () => {
    const res = await list(`groupId=${choir.id}&sort=lastUsed`);
    expect(res.body.map((card) => [card.title, card.lastUsed !== null])).toEqual([
      ['Never scheduled', false],
      ['Planned only', false],
      ['Sung long ago', true],
      ['Sung last month', true],
    ]);
    const page = await titles(`groupId=${choir.id}&sort=lastUsed&limit=2&offset=2`);
    expect(page).toEqual(['Sung long ago', 'Sung last month']);
    expect(await titles(`groupId=${choir.id}&sort=newest&limit=1`)).toEqual(['Never scheduled']);
  });

  it('combines with search', async () => {
    const res = await stack.request<Card[]>(
      'GET',
      `/api/songs/search?q=sung&groupId=${choir.id}&unusedFor=6`,
      { cookie: member.cookie },
    );
    expect(res.status, res.text).toBe(200);
    expect(res.body.map((card) => card.title)).toEqual(['Sung long ago']);
  });

  it('refuses bad values with 400 and the parameter named', async () => {
    for (const [query, field, message] of [
      ['unusedFor=abc', 'unusedFor', UNUSED_FOR_MESSAGE],
      ['unusedFor=0', 'unusedFor', UNUSED_FOR_MESSAGE],
      ['unusedFor=61', 'unusedFor', UNUSED_FOR_MESSAGE],
      ['unusedFor=6&unusedFor=7', 'unusedFor', repeatedParam('unusedFor')],
      ['neverUsed=yes', 'neverUsed', NEVER_USED_MESSAGE],
      ['sort=oldest', 'sort', SONG_SORT_MESSAGE],
      ['unusedFor=6&neverUsed=true', 'unusedFor', USAGE_BOTH_MESSAGE],
    ] as const) {
      const res = await list(query);
      expect({ query, status: res.status, body: res.body }).toEqual({
        query,
        status: 400,
        body: { message, errors: { [field]: message } },
      });
    }
  });

  it("never reveals another group's songs: outsiders see none, anonymous callers are refused", async () => {
    const outsiderSees = await titles('neverUsed=true', outsider);
    expect(outsiderSees.filter((title) => ids[title])).toEqual([]);
    const lastUsed = await titles('sort=lastUsed&unusedFor=6', outsider);
    expect(lastUsed.filter((title) => ids[title])).toEqual([]);
    const other = await list(`groupId=${choir.id}&neverUsed=true`, outsider);
    expect(other.status).toBe(404);
    const anonymous = await list('neverUsed=true', null);
    expect({ status: anonymous.status, body: anonymous.body }).toEqual({
      status: 401,
      body: { message: 'Unauthorized' },
    });
  });
});
