import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postSong, startSongsStack } from '../testing/songs';
import type { TestStack, TestUser } from '../testing/stack';
import {
  ARCHIVE_EMPTY,
  ARCHIVE_NOT_GROUP,
  ARCHIVE_NOT_ZIP,
  ARCHIVE_TOO_LARGE,
  ARCHIVE_UNPACKED_MAX_BYTES,
  GROUP_NOT_FOUND,
  ONLY_CREATOR_EXPORTS,
} from './group-archive.routes';

// A whole group out of one installation and into another: the creator's export (songs as
// OpenLyrics, the group and its schedules as JSON), refused to anyone else; the import makes a
// new group of the importer's with the same songs, schedules, orders, keys and arrangements.

let stack: TestStack;
let owner: TestUser;
let member: TestUser;
let outsider: TestUser;
let choir: { id: string };
let elsewhere: TestStack;
let newcomer: TestUser;

interface Song {
  id: string;
  title: string;
}

/** GET as `user` (none: signed out): status and the body's bytes. */
async function download(on: TestStack, path: string, user?: TestUser) {
  const res = await fetch(`${on.baseUrl}${path}`, {
    headers: user ? { cookie: user.cookie } : {},
  });
  return {
    status: res.status,
    headers: res.headers,
    bytes: new Uint8Array(await res.arrayBuffer()),
  };
}

/**
 * A zip whose one entry says it unpacks to `bytes`, as a zip bomb's do: the sizes in its local
 * and central headers are rewritten (building a real one would stall this process for seconds).
 */
function zipBomb(bytes: number): Uint8Array {
  const zip = zipSync({ 'songs/a.xml': strToU8('<song/>') });
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  for (let at = 0; at + 4 <= zip.length; at += 1) {
    const signature = view.getUint32(at, true);
    if (signature === 0x04034b50) view.setUint32(at + 22, bytes, true);
    if (signature === 0x02014b50) view.setUint32(at + 24, bytes, true);
  }
  return zip;
}

/** POST the bytes as the body, as `user`. */
async function upload(on: TestStack, bytes: Uint8Array, user?: TestUser) {
  const res = await fetch(`${on.baseUrl}/api/groups/import`, {
    method: 'POST',
    headers: { 'content-type': 'application/zip', ...(user ? { cookie: user.cookie } : {}) },
    body: bytes,
  });
  return { status: res.status, body: (await res.json()) as any };
}

const json = (bytes: Uint8Array) => JSON.parse(strFromU8(bytes));

/** The group's schedules as a user sees them: name, public, and each entry's song title, key, arrangement. */
async function schedulesOf(on: TestStack, user: TestUser, groupId: string) {
  const res = await on.request('GET', `/api/groups/${groupId}/schedules`, { cookie: user.cookie });
  expect(res.status, res.text).toBe(200);
  const out = [];
  for (const summary of res.body as { id: string }[]) {
    const full = await on.request('GET', `/api/schedules/${summary.id}`, { cookie: user.cookie });
    const s = full.body;
    out.push({
      name: s.name,
      isPublic: s.isPublic,
      service: [s.serviceDate, s.serviceTimes],
      songs: s.songs.map((e: any) => ({
        order: e.order,
        title: e.song?.title,
        key: e.key,
        sectionOrder: e.sectionOrder,
      })),
    });
  }
  return out.sort((a, b) => a.name.localeCompare(b.name));
}

async function songsOf(on: TestStack, user: TestUser, groupId: string) {
  const res = await on.request('GET', `/api/songs?groupId=${groupId}`, { cookie: user.cookie });
  expect(res.status, res.text).toBe(200);
  const list = (Array.isArray(res.body) ? res.body : res.body.songs) as Song[];
  const out = [];
  for (const song of list) {
    const full = await on.request('GET', `/api/songs/${song.id}`, { cookie: user.cookie });
    out.push({
      title: full.body.title,
      language: full.body.language,
      key: full.body.key,
      isPublic: full.body.isPublic,
      category: full.body.category && [full.body.category.name, full.body.category.color],
      stanzas: full.body.stanzas.map((s: any) => ({ label: s.label, lyrics: s.lyrics })),
    });
  }
  return out.sort((a, b) => a.title.localeCompare(b.title));
}

beforeAll(async () => {
  ({ stack, owner, member, outsider, choir } = await startSongsStack());
  elsewhere = (await startSongsStack()).stack;
  newcomer = await elsewhere.signUp({ firstName: 'Nia', lastName: 'Newcomer' });

  const hymns = await stack.request('POST', '/api/categories', {
    cookie: owner.cookie,
    body: { name: 'Archive hymns', color: '#aa3355' },
  });
  expect(hymns.status, hymns.text).toBe(201);
  const river = await postSong<Song>(stack, owner, {
    categoryId: hymns.body.id,
    title: 'River of Life',
    language: 'english',
    key: 'D',
    isPublic: false,
    groupId: choir.id,
    stanzas: [
      { label: 'Verse 1', lyrics: '[D]Flowing river' },
      { label: 'Chorus', lyrics: 'Living water' },
      { label: 'Verse 2', lyrics: 'Deep and wide' },
    ],
  });
  const grace = await postSong<Song>(stack, member, {
    title: 'Kripa',
    language: 'english',
    isPublic: true,
    groupId: choir.id,
    stanzas: [{ label: 'Verse 1', lyrics: 'Grace upon grace' }],
  });
  const sunday = await stack.request('POST', `/api/groups/${choir.id}/schedules`, {
    cookie: owner.cookie,
    body: {
      name: 'Sunday 22 November',
      isPublic: true,
      serviceDate: '2026-11-22',
      serviceTimes: ['09:00', '11:00'],
    },
  });
  expect(sunday.status, sunday.text).toBe(201);
  for (const song of [grace, river])
    expect(
      (
        await stack.request('POST', `/api/schedules/${sunday.body.id}/songs`, {
          cookie: owner.cookie,
          body: { songId: song.id },
        })
      ).status,
    ).toBe(201);
  const arranged = await stack.request(
    'PATCH',
    `/api/schedules/${sunday.body.id}/songs/${river.id}`,
    { cookie: owner.cookie, body: { key: 'E', sectionOrder: [2, 1, 2, 3] } },
  );
  expect(arranged.status, arranged.text).toBe(200);
  const empty = await stack.request('POST', `/api/groups/${choir.id}/schedules`, {
    cookie: member.cookie,
    body: { name: 'Carols (to plan)' },
  });
  expect(empty.status, empty.text).toBe(201);
}, 300_000);

afterAll(async () => {
  await stack?.stop();
  await elsewhere?.stop();
});

describe('GET /api/groups/:id/export', () => {
  it('gives the creator a zip of OpenLyrics songs, group.json and schedules.json', async () => {
    const res = await download(stack, `/api/groups/${choir.id}/export`, owner);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="Choir.zip"; filename*=UTF-8''Choir.zip`,
    );
    const files = unzipSync(res.bytes);
    expect(Object.keys(files).sort()).toEqual([
      'group.json',
      'schedules.json',
      'songs/Kripa.xml',
      'songs/River of Life.xml',
    ]);
    expect(strFromU8(files['songs/River of Life.xml'] as Uint8Array)).toContain(
      'xmlns="http://openlyrics.info/namespace/2009/song"',
    );
    const group = json(files['group.json'] as Uint8Array);
    expect(group).toMatchObject({
      format: 'worship-planner-group',
      formatVersion: 1,
      group: { name: 'Choir', description: null },
      categories: [{ name: 'Archive hymns', color: '#aa3355' }],
    });
    // Usage as it happened: the past service at two times counts each song twice.
    expect(group.songs.map((s: any) => [s.title, s.file, s.usageCount])).toEqual([
      ['Kripa', 'songs/Kripa.xml', 2],
      ['River of Life', 'songs/River of Life.xml', 2],
    ]);
    expect(group.songs[1].versions).toHaveLength(1);
    const { schedules } = json(files['schedules.json'] as Uint8Array);
    const sunday = schedules.find((s: any) => s.name === 'Sunday 22 November');
    expect(sunday).toMatchObject({
      isPublic: true,
      rating: { averageRating: 0, totalVotes: 0 },
      songs: [
        { order: 1, songId: group.songs[0].id, key: null, sectionOrder: null },
        { order: 2, songId: group.songs[1].id, key: 'E', sectionOrder: [2, 1, 2, 3] },
      ],
    });
    expect(schedules).toHaveLength(2);
  });

  it('is refused to a member who did not create the group, an outsider and anyone signed out', async () => {
    const asMember = await stack.request('GET', `/api/groups/${choir.id}/export`, {
      cookie: member.cookie,
    });
    expect([asMember.status, asMember.body]).toEqual([403, { message: ONLY_CREATOR_EXPORTS }]);
    const asOutsider = await stack.request('GET', `/api/groups/${choir.id}/export`, {
      cookie: outsider.cookie,
    });
    expect([asOutsider.status, asOutsider.body]).toEqual([404, { message: GROUP_NOT_FOUND }]);
    const anonymous = await stack.request('GET', `/api/groups/${choir.id}/export`);
    expect([anonymous.status, anonymous.body]).toEqual([401, { message: 'Unauthorized' }]);
  });
});

describe('POST /api/groups/import', () => {
  it('makes the importer a new group with the same songs, schedules, orders, keys and arrangements', async () => {
    const exported = await download(stack, `/api/groups/${choir.id}/export`, owner);
    const res = await upload(elsewhere, exported.bytes, newcomer);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toEqual({
      group: { id: expect.any(String), name: 'Choir' },
      songs: 2,
      schedules: 2,
      scheduleSongs: 2,
      songErrors: [],
    });
    const groupId = res.body.group.id;
    const mine = await elsewhere.request('GET', '/api/groups', { cookie: newcomer.cookie });
    expect(mine.body).toEqual([expect.objectContaining({ id: groupId, name: 'Choir' })]);

    const original = await songsOf(stack, owner, choir.id);
    expect(
      original.map((song) => [song.title, song.stanzas.length, song.isPublic, song.category]),
    ).toEqual([
      ['Kripa', 1, true, null],
      ['River of Life', 3, false, ['Archive hymns', '#aa3355']],
    ]);
    expect(await songsOf(elsewhere, newcomer, groupId)).toEqual(original);
    expect(await schedulesOf(elsewhere, newcomer, groupId)).toEqual(
      await schedulesOf(stack, owner, choir.id),
    );
    expect(await schedulesOf(elsewhere, newcomer, groupId)).toEqual([
      {
        name: 'Carols (to plan)',
        isPublic: false,
        service: [expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/u), []],
        songs: [],
      },
      {
        name: 'Sunday 22 November',
        isPublic: true,
        service: ['2026-11-22', ['09:00', '11:00']],
        songs: [
          { order: 1, title: 'Kripa', key: null, sectionOrder: null },
          { order: 2, title: 'River of Life', key: 'E', sectionOrder: [2, 1, 2, 3] },
        ],
      },
    ]);
  });

  it('refuses what is not a group archive, with a message, creating nothing', async () => {
    const groupsBefore = await elsewhere.sql('select count(*)::int as n from groups.groups');
    const cases: [Uint8Array, string][] = [
      [new Uint8Array(), ARCHIVE_EMPTY],
      [strToU8('not a zip at all'), ARCHIVE_NOT_ZIP],
      [zipSync({ 'notes.txt': strToU8('hello') }), ARCHIVE_NOT_GROUP],
      [
        zipSync({ 'group.json': strToU8(JSON.stringify({ format: 'something-else' })) }),
        ARCHIVE_NOT_GROUP,
      ],
      [zipBomb(ARCHIVE_UNPACKED_MAX_BYTES + 1), ARCHIVE_TOO_LARGE],
    ];
    for (const [bytes, message] of cases) {
      const res = await upload(elsewhere, bytes, newcomer);
      expect([res.status, res.body]).toEqual([400, { message }]);
    }
    const anonymous = await upload(elsewhere, zipSync({}), undefined);
    expect([anonymous.status, anonymous.body]).toEqual([401, { message: 'Unauthorized' }]);
    expect(await elsewhere.sql('select count(*)::int as n from groups.groups')).toEqual(
      groupsBefore,
    );
  });
});
