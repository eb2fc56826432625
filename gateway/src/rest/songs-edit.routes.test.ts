import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postSong, songsRows, startSongsStack } from '../testing/songs';
import type { TestStack, TestUser } from '../testing/stack';
import { BODY_NOT_OBJECT } from './groups.routes';

// Issue 17: PATCH/DELETE /api/songs/:id, the versions routes and a key per schedule entry, on
// the real stack (every service its own process, a fresh database).

interface Song {
  id: string;
  title: string;
  key: string | null;
  capo: number | null;
  sectionOrder: number[];
  version: number;
  deletedAt: string | null;
  stanzas: { position: number; label: string | null; lyrics: string }[];
}

let stack: TestStack;
let admin: TestUser;
let owner: TestUser;
let member: TestUser;
let otherMember: TestUser;
let outsider: TestUser;
let choir: { id: string };
let adminKey: string;

const CHANGED = 'This song was changed since you opened it';

const createSong = (user: TestUser, body: Record<string, unknown> = {}) =>
  postSong<Song>(stack, user, {
    title: 'River of Life',
    language: 'english',
    groupId: choir.id,
    stanzas: [
      { label: 'Verse 1', lyrics: '[D]Flowing river' },
      { label: 'Chorus', lyrics: 'Living water' },
    ],
    ...body,
  });

const patch = (id: string, body: unknown, user?: TestUser, headers?: Record<string, string>) =>
  stack.request<Song>('PATCH', `/api/songs/${id}`, { cookie: user?.cookie, body, headers });

const stored = songsRows(() => stack);

/** `method path` as `user` (none: signed out) with `payload` answers `status` with `body`, storing nothing. */
const expectRefused = (
  method: string,
  path: string,
  user: TestUser | undefined,
  status: number,
  body: unknown,
  payload: unknown = {},
) => stored.expectRefused(method, path, { cookie: user?.cookie, body: payload }, status, body);

beforeAll(async () => {
  ({ stack, admin, owner, member, outsider, choir } = await startSongsStack());
  otherMember = await stack.signUp({ firstName: 'Noah', lastName: 'Nonowner' });
  await stack.joinGroup(otherMember, owner, choir.id);
  const key = await stack.request('POST', '/api/auth/api-keys', {
    cookie: admin.cookie,
    body: { name: 'script' },
  });
  expect(key.status, key.text).toBe(201);
  adminKey = key.body.key;
});

afterAll(async () => {
  await stack?.stop();
});

describe('PATCH /api/songs/:id', () => {
  it('saves the fields sent, keeps the rest, answers the song JSON with its new version', async () => {
    const song = await createSong(member, { key: 'D', author: 'Someone' });
    expect(song).toMatchObject({
      key: 'D',
      capo: null,
      sectionOrder: [],
      version: 1,
      deletedAt: null,
      stanzas: [
        { position: 1, label: 'Verse 1', lyrics: '[D]Flowing river' },
        { position: 2, label: 'Chorus', lyrics: 'Living water' },
      ],
    });
    const res = await patch(
      song.id,
      {
        title: 'River of Peace',
        key: 'e',
        capo: 2,
        sectionOrder: [1, 2, 2],
        author: null,
        expectedVersion: 1,
      },
      otherMember,
    );
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({
      id: song.id,
      title: 'River of Peace',
      key: 'E',
      capo: 2,
      sectionOrder: [1, 2, 2],
      author: null,
      version: 2,
      stanzas: [{ label: 'Verse 1' }, { label: 'Chorus' }],
    });
    const get = await stack.request<Song>('GET', `/api/songs/${song.id}`, { cookie: owner.cookie });
    expect(get.body).toEqual(res.body);
  });

  it('answers 409 with the current version to the second of two saves over the same version', async () => {
    const song = await createSong(member);
    const [a, b] = await Promise.all([
      patch(song.id, { title: 'First', expectedVersion: 1 }, member),
      patch(song.id, { title: 'Second', expectedVersion: 1 }, owner),
    ]);
    const statuses = [a.status, b.status].sort();
    expect(statuses).toEqual([200, 409]);
    const lost = a.status === 409 ? a : b;
    expect(lost.body).toEqual({ message: CHANGED, currentVersion: 2 });
    const won = a.status === 200 ? a : b;
    const rows = await stack.sql(`select "title", "version" from "songs"."songs" where "id" = $1`, [
      song.id,
    ]);
    expect(rows).toEqual([{ title: won.body.title, version: 2 }]);
  });

  it('refuses bad input with 400 and the create messages, changing nothing', async () => {
    const song = await createSong(member);
    const path = `/api/songs/${song.id}`;
    const keyMessage = 'Key must be a key such as G, F#m or Bb';
    await expectRefused(
      'PATCH',
      path,
      member,
      400,
      { message: keyMessage, errors: { key: keyMessage } },
      { key: 'H#' },
    );
    await expectRefused(
      'PATCH',
      path,
      member,
      400,
      {
        message: 'Song title is required',
        errors: { title: 'Song title is required' },
      },
      { title: null },
    );
    await expectRefused(
      'PATCH',
      path,
      member,
      400,
      {
        message: 'Capo must be a whole number from 0 to 11',
        errors: { capo: 'Capo must be a whole number from 0 to 11' },
      },
      { capo: 'two' },
    );
    await expectRefused(
      'PATCH',
      path,
      member,
      400,
      {
        message: 'Section order must name stanzas 1 to 2',
        errors: { sectionOrder: 'Section order must name stanzas 1 to 2' },
      },
      { sectionOrder: [1, 3] },
    );
    await expectRefused(
      'PATCH',
      path,
      member,
      400,
      { message: BODY_NOT_OBJECT, errors: { _: BODY_NOT_OBJECT } },
      [1],
    );
  });

  it('refuses an anonymous caller (401), a non-member (404 private, 403 public), changing nothing', async () => {
    const hidden = await createSong(member, { isPublic: false });
    const open = await createSong(member, { isPublic: true });
    await expectRefused(
      'PATCH',
      `/api/songs/${hidden.id}`,
      undefined,
      401,
      { message: 'Unauthorized' },
      { title: 'X' },
    );
    await expectRefused(
      'PATCH',
      `/api/songs/${hidden.id}`,
      outsider,
      404,
      { message: 'Song not found' },
      { title: 'X' },
    );
    await expectRefused(
      'PATCH',
      `/api/songs/${open.id}`,
      outsider,
      403,
      {
        message: "Only members of the song's group can edit it",
      },
      { title: 'X' },
    );
    await expectRefused(
      'PATCH',
      '/api/songs/not-a-uuid',
      member,
      404,
      { message: 'Song not found' },
      { title: 'X' },
    );
  });

  it('works with a Bearer API key (a site admin editing a public song)', async () => {
    const open = await createSong(member, { isPublic: true });
    const res = await patch(open.id, { title: 'Edited by script' }, undefined, {
      authorization: `Bearer ${adminKey}`,
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ title: 'Edited by script', version: 2 });
    const versions = await stack.request('GET', `/api/songs/${open.id}/versions`, {
      headers: { authorization: `Bearer ${adminKey}` },
    });
    expect(versions.status).toBe(200);
    expect(versions.body[0]).toMatchObject({
      version: 2,
      editedBy: { id: admin.user.id, firstName: 'Ada', lastName: 'Admin' },
      changedFields: ['title'],
    });
  });
});

describe('GET /api/songs/:id/versions, GET …/versions/:version, POST …/restore', () => {
  it('lists versions newest first, shows one, and restores it as a new version', async () => {
    const song = await createSong(member, { key: 'D' });
    expect((await patch(song.id, { title: 'Renamed', key: 'F' }, member)).status).toBe(200);
    const list = await stack.request('GET', `/api/songs/${song.id}/versions`, {
      cookie: owner.cookie,
    });
    expect(list.status).toBe(200);
    expect(list.body.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    expect(list.body[0]).toEqual({
      version: 2,
      editedAt: expect.any(String),
      changedFields: ['title', 'key'],
      restoredFrom: null,
      editedBy: { id: member.user.id, firstName: 'Mia', lastName: 'Member' },
      snapshot: expect.objectContaining({ title: 'Renamed', key: 'F', sectionOrder: [] }),
    });
    const one = await stack.request('GET', `/api/songs/${song.id}/versions/1`, {
      cookie: member.cookie,
    });
    expect(one.status).toBe(200);
    expect(one.body.snapshot).toMatchObject({
      title: 'River of Life',
      key: 'D',
      stanzas: [
        { position: 1, label: 'Verse 1', lyrics: '[D]Flowing river', transliterations: [] },
        { position: 2, label: 'Chorus', lyrics: 'Living water', transliterations: [] },
      ],
    });
    for (const version of ['9', 'latest'])
      expect(
        await stack.request('GET', `/api/songs/${song.id}/versions/${version}`, {
          cookie: member.cookie,
        }),
      ).toMatchObject({ status: 404, body: { message: 'Song version not found' } });

    const stale = await stack.request('POST', `/api/songs/${song.id}/versions/1/restore`, {
      cookie: member.cookie,
      body: { expectedVersion: 1 },
    });
    expect({ status: stale.status, body: stale.body }).toEqual({
      status: 409,
      body: { message: CHANGED, currentVersion: 2 },
    });
    const restored = await stack.request<Song>('POST', `/api/songs/${song.id}/versions/1/restore`, {
      cookie: member.cookie,
      body: { expectedVersion: 2 },
    });
    expect(restored.status, restored.text).toBe(200);
    expect(restored.body).toMatchObject({ title: 'River of Life', key: 'D', version: 3 });
    const latest = await stack.request('GET', `/api/songs/${song.id}/versions/3`, {
      cookie: member.cookie,
    });
    expect(latest.body).toMatchObject({ restoredFrom: 1, changedFields: ['title', 'key'] });
  });

  it('shows history to editors only: [] / 404 for others, 401 anonymous, and restores nothing for them', async () => {
    const open = await createSong(member, { isPublic: true });
    const hidden = await createSong(member, { isPublic: false });
    const list = await stack.request('GET', `/api/songs/${open.id}/versions`, {
      cookie: outsider.cookie,
    });
    expect({ status: list.status, body: list.body }).toEqual({ status: 200, body: [] });
    expect(
      await stack.request('GET', `/api/songs/${open.id}/versions/1`, { cookie: outsider.cookie }),
    ).toMatchObject({ status: 404, body: { message: 'Song version not found' } });
    expect(
      await stack.request('GET', `/api/songs/${hidden.id}/versions`, { cookie: outsider.cookie }),
    ).toMatchObject({ status: 404, body: { message: 'Song not found' } });
    expect(await stack.request('GET', `/api/songs/${open.id}/versions`)).toMatchObject({
      status: 401,
      body: { message: 'Unauthorized' },
    });
    await expectRefused('POST', `/api/songs/${open.id}/versions/1/restore`, outsider, 403, {
      message: "Only members of the song's group can edit it",
    });
    await expectRefused('POST', `/api/songs/${hidden.id}/versions/1/restore`, outsider, 404, {
      message: 'Song not found',
    });
    await expectRefused('POST', `/api/songs/${open.id}/versions/1/restore`, undefined, 401, {
      message: 'Unauthorized',
    });
  });
});

describe('DELETE /api/songs/:id', () => {
  it('removes the song from the library while its schedule keeps the entry and the usage counts', async () => {
    const song = await createSong(member, { title: 'Soon Removed', isPublic: true });
    const created = await stack.request('POST', `/api/groups/${choir.id}/schedules`, {
      cookie: member.cookie,
      body: { name: 'Sunday' },
    });
    expect(created.status, created.text).toBe(201);
    const scheduleId = created.body.id;
    const added = await stack.request('POST', `/api/schedules/${scheduleId}/songs`, {
      cookie: member.cookie,
      body: { songId: song.id },
    });
    expect(added.status, added.text).toBe(201);
    const statsBefore = await stack.request('GET', `/api/groups/${choir.id}/stats`, {
      cookie: member.cookie,
    });

    const res = await stack.request('DELETE', `/api/songs/${song.id}`, { cookie: member.cookie });
    expect({ status: res.status, text: res.text }).toEqual({ status: 204, text: '' });

    expect(
      await stack.request('GET', `/api/songs/${song.id}`, { cookie: member.cookie }),
    ).toMatchObject({
      status: 404,
    });
    expect(await stack.request('GET', `/api/songs/public/${song.id}`)).toMatchObject({
      status: 404,
    });
    const library = await stack.request('GET', `/api/songs?groupId=${choir.id}`, {
      cookie: member.cookie,
    });
    expect(library.body.map((s: Song) => s.id)).not.toContain(song.id);
    const search = await stack.request('GET', '/api/songs/search?q=soon%20removed', {
      cookie: member.cookie,
    });
    expect(search.body).toEqual([]);
    const statsAfter = await stack.request('GET', `/api/groups/${choir.id}/stats`, {
      cookie: member.cookie,
    });
    expect(statsAfter.body.totalSongs).toBe(statsBefore.body.totalSongs - 1);

    const schedule = await stack.request('GET', `/api/schedules/${scheduleId}`, {
      cookie: member.cookie,
    });
    expect(schedule.body.songs).toEqual([
      expect.objectContaining({
        songId: song.id,
        key: null,
        song: expect.objectContaining({
          id: song.id,
          title: 'Soon Removed',
          deletedAt: expect.any(String),
        }),
      }),
    ]);
    const popular = await stack.request('GET', `/api/groups/${choir.id}/popular-songs`, {
      cookie: member.cookie,
    });
    expect(popular.body).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: song.id, usageCount: 1 })]),
    );
    expect(
      await stack.request('DELETE', `/api/songs/${song.id}`, { cookie: member.cookie }),
    ).toMatchObject({
      status: 404,
      body: { message: 'Song not found' },
    });
  });

  it("lets the group's owner and a Bearer API key (site admin) delete; refuses a non-owner member, a non-member and anonymous callers", async () => {
    const song = await createSong(member, { isPublic: true });
    const forbidden = {
      message: "Only the song's creator, its group's owner or a site admin can delete it",
    };
    await expectRefused('DELETE', `/api/songs/${song.id}`, otherMember, 403, forbidden);
    await expectRefused('DELETE', `/api/songs/${song.id}`, outsider, 403, forbidden);
    await expectRefused('DELETE', `/api/songs/${song.id}`, undefined, 401, {
      message: 'Unauthorized',
    });
    expect(
      (await stack.request('DELETE', `/api/songs/${song.id}`, { cookie: owner.cookie })).status,
    ).toBe(204);

    const scripted = await createSong(member, { isPublic: true });
    const res = await stack.request('DELETE', `/api/songs/${scripted.id}`, {
      headers: { authorization: `Bearer ${adminKey}` },
    });
    expect(res.status).toBe(204);
  });
});

describe('PATCH /api/schedules/:id/songs/:songId with a key', () => {
  it("sets, keeps and clears an entry's key; refuses a bad key, a non-member and anonymous callers", async () => {
    const song = await createSong(member, { key: 'G' });
    const created = await stack.request('POST', `/api/groups/${choir.id}/schedules`, {
      cookie: member.cookie,
      body: { name: 'Evening' },
    });
    const scheduleId = created.body.id;
    await stack.request('POST', `/api/schedules/${scheduleId}/songs`, {
      cookie: member.cookie,
      body: { songId: song.id },
    });
    const path = `/api/schedules/${scheduleId}/songs/${song.id}`;
    const keyed = await stack.request('PATCH', path, { cookie: owner.cookie, body: { key: 'a' } });
    expect(keyed.status, keyed.text).toBe(200);
    expect(keyed.body.songs).toEqual([
      expect.objectContaining({ order: 1, key: 'A', song: expect.objectContaining({ key: 'G' }) }),
    ]);
    const moved = await stack.request('PATCH', path, { cookie: owner.cookie, body: { order: 1 } });
    expect(moved.body.songs[0].key).toBe('A');
    const cleared = await stack.request('PATCH', path, {
      cookie: owner.cookie,
      body: { key: null },
    });
    expect(cleared.body.songs[0].key).toBeNull();

    const keyMessage = 'Key must be a key such as G, F#m or Bb';
    for (const [user, status, body, payload] of [
      [member, 400, { message: keyMessage, errors: { key: keyMessage } }, { key: 'X' }],
      [
        member,
        400,
        { message: 'Key must be text', errors: { key: 'Key must be text' } },
        { key: 5 },
      ],
      [outsider, 404, { message: 'Schedule not found' }, { key: 'C' }],
      [undefined, 401, { message: 'Unauthorized' }, { key: 'C' }],
    ] as const) {
      const before = await stack.sql(`select * from "schedules"."schedule_songs" order by 1`);
      const res = await stack.request('PATCH', path, { cookie: user?.cookie, body: payload });
      expect({ status: res.status, body: res.body }).toEqual({ status, body });
      expect(await stack.sql(`select * from "schedules"."schedule_songs" order by 1`)).toEqual(
        before,
      );
    }
  });
});
