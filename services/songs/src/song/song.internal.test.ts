import { randomUUID } from 'node:crypto';
import { signViewer, VIEWER_HEADER, VISIBLE_SONGS_PATH, type Viewer } from '@worship/subgraph-kit';
import { TEST_VIEWER_SECRET } from '@worship/subgraph-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANON, newUser, startSongsService, type SongsService } from '../test/harness';

let songs: SongsService;

beforeAll(async () => {
  songs = await startSongsService('songs_internal');
});

afterAll(async () => {
  await songs?.close();
});

async function post(body: unknown, headers: Record<string, string>) {
  const res = await fetch(`${songs.baseUrl}${VISIBLE_SONGS_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return {
    status: res.status,
    cacheControl: res.headers.get('cache-control'),
    body: (await res.json()) as { message?: string; ids?: string[] },
  };
}

const asViewer = (viewer: Viewer) => ({ [VIEWER_HEADER]: signViewer(viewer, TEST_VIEWER_SECRET) });
const visible = async (viewer: Viewer, ids: string[]) =>
  (await post({ ids }, asViewer(viewer))).body;

describe('POST /internal/songs/visible', () => {
  it("answers the ids the viewer may see: their groups' songs, their own, public ones", async () => {
    const owner = newUser();
    const member = newUser();
    const stranger = newUser();
    const groupId = songs.group(owner, member);
    const groupSong = (await songs.createSong(owner, { groupId, isPublic: false })).id as string;
    const publicSong = (await songs.createSong(owner, { groupId, isPublic: true })).id as string;
    songs.group(stranger);
    const ownSong = (await songs.createSong(stranger, { isPublic: false })).id as string;
    const all = [groupSong, publicSong, ownSong, randomUUID(), 'not-a-uuid'];

    const res = await post({ ids: all }, asViewer(member));
    expect(res).toEqual({
      status: 200,
      cacheControl: 'no-store',
      body: { ids: [groupSong, publicSong] },
    });
    expect(await visible(stranger, all)).toEqual({ ids: [publicSong, ownSong] });
    expect(await visible(owner, [...all].reverse())).toEqual({ ids: [publicSong, groupSong] });
    // Upper-case and repeated ids: answered once each, as stored.
    expect(await visible(member, [groupSong.toUpperCase(), groupSong])).toEqual({
      ids: [groupSong],
    });
    // A member who left no longer sees the group's private songs.
    songs.leave(member, groupId);
    expect(await visible(member, [groupSong, publicSong])).toEqual({ ids: [publicSong] });
    // A song deleted from the library can no longer be added to a schedule.
    await songs.ok(`mutation($id: ID!) { deleteSong(id: $id) }`, { id: publicSong }, owner);
    expect(await visible(owner, [groupSong, publicSong])).toEqual({ ids: [groupSong] });
  });

  it('answers public songs only to an anonymous viewer, without asking groups', async () => {
    const owner = newUser();
    const groupId = songs.group(owner);
    const privateSong = (await songs.createSong(owner, { groupId, isPublic: false })).id;
    const publicSong = (await songs.createSong(owner, { groupId, isPublic: true })).id;
    const calls = songs.groups.calls.length;
    expect(await visible(ANON, [privateSong, publicSong])).toEqual({ ids: [publicSong] });
    expect(songs.groups.calls.length).toBe(calls);
    expect(await visible(ANON, [])).toEqual({ ids: [] });
  });

  it.each([
    ['no header', {}],
    [
      'a forged header',
      { [VIEWER_HEADER]: signViewer(newUser(), 'another-secret-0123456789abcdef0123') },
    ],
    ['garbage', { [VIEWER_HEADER]: 'garbage' }],
  ])('refuses %s with 401', async (_label, headers) => {
    expect(await post({ ids: [] }, headers as Record<string, string>)).toMatchObject({
      status: 401,
      body: { message: 'Unauthorized' },
    });
  });

  it.each([
    ['malformed JSON', '{"ids": [', 'Request body must be valid JSON'],
    ['a body that is not an object', '[]', 'Request body must be a JSON object'],
    ['no ids', {}, 'ids must be a list of at most 500 song ids'],
    ['ids that are not a list', { ids: 'abc' }, 'ids must be a list of at most 500 song ids'],
    ['ids that are not strings', { ids: [1] }, 'ids must be a list of at most 500 song ids'],
    [
      'more than 500 ids',
      { ids: Array.from({ length: 501 }, () => randomUUID()) },
      'ids must be a list of at most 500 song ids',
    ],
  ])('refuses %s with 400', async (_label, body, message) => {
    const res = await post(body, asViewer(newUser()));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('takes 500 ids', async () => {
    const owner = newUser();
    const song = (await songs.createSong(owner, { isPublic: true })).id;
    const ids = [song, ...Array.from({ length: 499 }, () => randomUUID())];
    expect(await visible(owner, ids)).toEqual({ ids: [song] });
  });

  it('answers 500, not a guess, when groups cannot be asked', async () => {
    songs.groups.setFailing(true);
    try {
      expect(await post({ ids: [randomUUID()] }, asViewer(newUser()))).toMatchObject({
        status: 500,
        body: { message: 'Internal server error' },
      });
    } finally {
      songs.groups.setFailing(false);
    }
  });
});
