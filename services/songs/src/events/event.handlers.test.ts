import { randomUUID } from 'node:crypto';
import { EVENT_TOKEN_HEADER, signEventDelivery } from '@worship/subgraph-kit';
import { deliverEventForTest, TEST_VIEWER_SECRET } from '@worship/subgraph-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUser, startSongsService, type SongsService } from '../test/harness';

let songs: SongsService;

beforeAll(async () => {
  songs = await startSongsService('songs_events');
});

afterAll(async () => {
  await songs?.close();
});

/** Delivers an event as groups' relay does: signed for songs with the shared secret. */
async function deliver(type: string, payload: Record<string, unknown>, id = randomUUID()) {
  const body = JSON.stringify({ id, type, payload, occurredAt: new Date().toISOString() });
  const res = await fetch(`${songs.baseUrl}/internal/events`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [EVENT_TOKEN_HEADER]: signEventDelivery(body, {
        secret: TEST_VIEWER_SECRET,
        source: 'groups',
        destination: 'songs',
      }),
    },
    body,
  });
  return { id, status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const groupOf = async (songId: string) =>
  (await songs.rows('select "group_id" from "songs"."songs" where "id" = $1', [songId]))[0]
    ?.group_id;

describe('group.deleted', () => {
  it('clears the group from its songs, which stay with their creators; a repeat is a no-op', async () => {
    const owner = newUser();
    const member = newUser();
    const deleted = songs.group(owner, member);
    const kept = songs.group(owner);
    const privateSong = await songs.createSong(owner, {
      title: 'Owner private',
      groupId: deleted,
      isPublic: false,
    });
    const memberSong = await songs.createSong(member, {
      title: 'Member song',
      groupId: deleted,
      isPublic: false,
    });
    const otherSong = await songs.createSong(owner, { title: 'Other group', groupId: kept });

    // groups deleted the group: its memberships are gone, then the event arrives.
    songs.leave(owner, deleted);
    songs.leave(member, deleted);
    const first = await deliver('group.deleted', {
      groupId: deleted,
      name: 'Sunday Team',
      deletedBy: owner.userId,
      memberUserIds: [owner.userId, member.userId],
    });
    expect(first).toMatchObject({ status: 200, body: { status: 'handled' } });

    expect(await groupOf(privateSong.id)).toBeNull();
    expect(await groupOf(memberSong.id)).toBeNull();
    expect(await groupOf(otherSong.id)).toBe(kept);

    // Each creator still has their song; a private song is no longer shared with the others.
    const see = async (viewer: typeof owner, id: string) =>
      (
        await songs.ok<{ song: { id: string; groupId: string | null } | null }>(
          `query($id: ID!) { song(id: $id) { id groupId } }`,
          { id },
          viewer,
        )
      ).song;
    expect(await see(owner, privateSong.id)).toEqual({ id: privateSong.id, groupId: null });
    expect(await see(member, memberSong.id)).toEqual({ id: memberSong.id, groupId: null });
    expect(await see(member, privateSong.id)).toBeNull();
    expect(await see(owner, memberSong.id)).toBeNull();

    // The same event again (the relay delivers at least once) changes nothing.
    await songs.rows('update "songs"."songs" set "group_id" = $1 where "id" = $2', [
      deleted,
      otherSong.id,
    ]);
    const again = await deliver('group.deleted', { groupId: deleted }, first.id);
    expect(again).toMatchObject({ status: 200, body: { status: 'duplicate' } });
    expect(await groupOf(otherSong.id)).toBe(deleted);
    expect(
      await songs.rows(
        'select "event_id", "type", "source" from "songs"."inbox" where "event_id" = $1',
        [first.id],
      ),
    ).toEqual([{ event_id: first.id, type: 'group.deleted', source: 'groups' }]);
  });

  it('refuses an unsigned delivery with 401 and changes nothing', async () => {
    const owner = newUser();
    const groupId = songs.group(owner);
    const song = await songs.createSong(owner, { groupId });
    const body = JSON.stringify({
      id: randomUUID(),
      type: 'group.deleted',
      payload: { groupId },
      occurredAt: new Date().toISOString(),
    });
    const res = await fetch(`${songs.baseUrl}/internal/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: 'Unauthorized' });
    expect(await groupOf(song.id)).toBe(groupId);
  });

  it('answers 500 to a malformed payload and records nothing, so the producer retries', async () => {
    const answer = await deliver('group.deleted', { groupId: 'not-a-uuid' });
    expect(answer).toEqual({
      id: answer.id,
      status: 500,
      body: { message: 'Internal server error' },
    });
    expect(
      await songs.rows('select * from "songs"."inbox" where "event_id" = $1', [answer.id]),
    ).toEqual([]);
  });

  it('acknowledges events it does not subscribe to without recording them', async () => {
    const answer = await deliver('member.departed', { groupId: randomUUID() });
    expect(answer).toMatchObject({ status: 200, body: { status: 'ignored' } });
    expect(
      await songs.rows('select * from "songs"."inbox" where "event_id" = $1', [answer.id]),
    ).toEqual([]);
  });
});

describe('user.deleted', () => {
  const userDeleted = (userId: string, id?: string) =>
    deliverEventForTest(
      songs.baseUrl,
      { type: 'user.deleted', payload: { userId, deletedAt: new Date().toISOString() }, id },
      { source: 'identity', destination: 'songs' },
    );

  it("keeps the account's songs and categories; the categories lose their creator", async () => {
    const leaver = newUser();
    const stayer = newUser();
    const groupId = songs.group(leaver, stayer);
    const song = await songs.createSong(leaver, { title: 'Stays', groupId });
    const category = await songs.createCategory(leaver, `Leaver's ${randomUUID().slice(0, 8)}`);
    const others = await songs.createCategory(stayer, `Stayer's ${randomUUID().slice(0, 8)}`);

    const first = await userDeleted(leaver.userId);
    expect(first).toMatchObject({ status: 200, body: { status: 'handled' } });

    expect(await groupOf(song.id as string)).toBe(groupId);
    const rows = await songs.rows<{ id: string; created_by: string | null }>(
      'select "id", "created_by" from "songs"."categories" where "id" in ($1, $2) order by "name"',
      [category.id, others.id],
    );
    expect(rows).toEqual([
      { id: category.id, created_by: null },
      { id: others.id, created_by: stayer.userId },
    ]);
    const again = await userDeleted(leaver.userId, first.id);
    expect(again.body).toEqual({ status: 'duplicate' });
  });

  it("counts the viewer's own songs per group and outside any group for the deletion preview", async () => {
    const me = newUser();
    const other = newUser();
    const groupId = songs.group(me, other);
    await songs.createSong(me, { title: 'Mine 1', groupId });
    await songs.createSong(me, { title: 'Mine 2', groupId });
    await songs.createSong(other, { title: 'Theirs', groupId });
    const loose = await songs.createSong(me, { title: 'Loose', groupId });
    // A song of a deleted group: its creator's, in no group.
    await songs.rows('update "songs"."songs" set "group_id" = null where "id" = $1', [loose.id]);
    const data = await songs.ok<{
      _entities: { songsCreatedByViewer: number }[];
      myUngroupedSongCount: number;
    }>(
      `query($r: [_Any!]!) { _entities(representations: $r) { ... on Group { songsCreatedByViewer } } myUngroupedSongCount }`,
      { r: [{ __typename: 'Group', id: groupId }] },
      me,
    );
    expect(data).toEqual({ _entities: [{ songsCreatedByViewer: 2 }], myUngroupedSongCount: 1 });
  });
});
