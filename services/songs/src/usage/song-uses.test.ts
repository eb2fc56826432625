import { randomUUID } from 'node:crypto';
import { ANON, deliverEventForTest } from '@worship/subgraph-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listSelect, type SongScope } from '../song/song.read-model';
import { newUser, startSongsService, type SongsService, type TestUser } from '../test/harness';
import { UNUSED_MONTHS_MESSAGE, USAGE_FILTER_BOTH } from './song-usage.input';

/*
 * Issue 21, the library's "not used for N months" on a real PostgreSQL: schedules' lists of use
 * instants (song.uses-changed) replace the copy, and the songs list and search filter and sort
 * on it over the viewer's groups. Instants are relative to the real clock with a month's margin
 * on each side of every boundary (6 months ago is 181 to 184 days), so no day of the year, hour
 * or month length moves a song across one.
 */

let songs: SongsService;
beforeAll(async () => {
  songs = await startSongsService('songs_uses');
});
afterAll(() => songs?.close());

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();

let version = 0;
/** schedules' relay delivering the song's whole list (a new version each time unless given). */
const publish = (
  songId: string,
  uses: { groupId: string; at: string }[],
  options: { version?: number; id?: string } = {},
) =>
  deliverEventForTest(
    songs.baseUrl,
    {
      type: 'song.uses-changed',
      payload: { songId, version: options.version ?? (version += 1), uses },
      id: options.id,
    },
    { source: 'schedules', destination: 'songs' },
  );

const stored = (songId: string) =>
  songs.rows<{ group_id: string; used_at: Date }>(
    `select "group_id", "used_at" from "songs"."song_uses" where "song_id" = $1 order by "used_at"`,
    [songId],
  );

const LIST = `query($groupId: ID, $neverUsed: Boolean, $months: Int, $sort: SongSort, $limit: Int, $offset: Int) {
  songs(groupId: $groupId, neverUsed: $neverUsed, notUsedForMonths: $months, sort: $sort, limit: $limit, offset: $offset) { title } }`;

async function titles(viewer: TestUser, variables: Record<string, unknown>) {
  const data = await songs.ok<{ songs: { title: string }[] }>(LIST, variables, viewer);
  return data.songs.map((song) => song.title);
}

describe('song.uses-changed', () => {
  it('replaces the copy with each list; a repeat and an older list change nothing', async () => {
    const groupId = randomUUID();
    const songId = randomUUID();
    const first = await publish(
      songId,
      [
        { groupId, at: '2026-01-04T09:00:00.000Z' },
        { groupId, at: '2026-01-11T09:00:00.000Z' },
      ],
      { version: 3 },
    );
    expect(first.status).toBe(200);
    const held = [
      { group_id: groupId, used_at: new Date('2026-01-04T09:00:00.000Z') },
      { group_id: groupId, used_at: new Date('2026-01-11T09:00:00.000Z') },
    ];
    expect(await stored(songId)).toEqual(held);
    // The same list again under a new event id (a schedules retry after a lost answer).
    await publish(songId, [{ groupId, at: '2026-01-04T09:00:00.000Z' }], { version: 3 });
    expect(await stored(songId)).toEqual(held);
    // An older list arriving late is dropped.
    expect(
      (await publish(songId, [{ groupId, at: '2025-12-28T09:00:00.000Z' }], { version: 2 })).status,
    ).toBe(200);
    expect(await stored(songId)).toEqual(held);
    // A newer one replaces the copy whole, an empty one empties it.
    await publish(songId, [{ groupId, at: '2026-02-01T10:00:00.000Z' }], { version: 4 });
    expect(await stored(songId)).toEqual([
      { group_id: groupId, used_at: new Date('2026-02-01T10:00:00.000Z') },
    ]);
    await publish(songId, [], { version: 5 });
    expect(await stored(songId)).toEqual([]);
    expect(
      await songs.rows(`select "version" from "songs"."song_use_versions" where "song_id" = $1`, [
        songId,
      ]),
    ).toEqual([{ version: '5' }]);
  });

  it('refuses a list that does not parse (the producer is told to retry)', async () => {
    const res = await publish(randomUUID(), [{ groupId: 'nope', at: 'yesterday' }]);
    expect(res.status).toBe(500);
  });
});

describe('the usage filter and sort', () => {
  const me = newUser();
  const outsider = newUser();
  let groupId: string;
  let otherGroup: string;

  beforeAll(async () => {
    groupId = songs.group(me);
    otherGroup = songs.group(outsider);
    // Oldest created first: the list's ties are newest first.
    const make = async (title: string, uses: { groupId: string; at: string }[]) => {
      const song = await songs.createSong(me, { title, groupId, isPublic: false });
      await publish(song.id as string, uses);
      return song.id as string;
    };
    await make('Seven months ago', [{ groupId, at: daysAgo(213) }]);
    await make('Five months ago', [
      { groupId, at: daysAgo(400) },
      { groupId, at: daysAgo(152) },
    ]);
    // Planned for next month only: not a use yet.
    await make('Future service only', [{ groupId, at: daysAgo(-30) }]);
    // Presented live 2 months ago for a service still ahead: schedules lists the presentation.
    await make('Presented', [{ groupId, at: daysAgo(61) }]);
    await make('No schedule', []);
    // Used last week, but in a group the viewer is not in: for them it was never used.
    await make('Used elsewhere', [{ groupId: otherGroup, at: daysAgo(7) }]);
  });

  it('"not used for 6 months" keeps the songs without a use since, never-used ones included', async () => {
    expect(await titles(me, { groupId, months: 6 })).toEqual([
      'Used elsewhere',
      'No schedule',
      'Future service only',
      'Seven months ago',
    ]);
    expect(await titles(me, { groupId, months: 1 })).toEqual([
      'Used elsewhere',
      'No schedule',
      'Presented',
      'Future service only',
      'Five months ago',
      'Seven months ago',
    ]);
  });

  it('"never used" keeps the songs without a use in the viewer\'s groups', async () => {
    expect(await titles(me, { groupId, neverUsed: true })).toEqual([
      'Used elsewhere',
      'No schedule',
      'Future service only',
    ]);
  });

  it('sorts least recently used first, a page at a time', async () => {
    const all = await titles(me, { groupId, sort: 'LAST_USED' });
    expect(all).toEqual([
      'Used elsewhere',
      'No schedule',
      'Future service only',
      'Seven months ago',
      'Five months ago',
      'Presented',
    ]);
    const pages = [
      ...(await titles(me, { groupId, sort: 'LAST_USED', limit: 4 })),
      ...(await titles(me, { groupId, sort: 'LAST_USED', limit: 4, offset: 4 })),
    ];
    expect(pages).toEqual(all);
    expect(
      await titles(me, { groupId, sort: 'LAST_USED', months: 6, limit: 2, offset: 2 }),
    ).toEqual(['Future service only', 'Seven months ago']);
  });

  it('filters the search and its suggestions too', async () => {
    const search = await songs.ok<{ searchSongs: { title: string }[] }>(
      `query($q: String!, $groupId: ID) {
        searchSongs(query: $q, groupId: $groupId, notUsedForMonths: 6) { title } }`,
      { q: 'months', groupId },
      me,
    );
    expect(search.searchSongs.map((song) => song.title)).toEqual(['Seven months ago']);
    const never = await songs.ok<{ searchSongs: { title: string }[] }>(
      `query($q: String!) { searchSongs(query: $q, neverUsed: true) { title } }`,
      { q: 'months' },
      me,
    );
    expect(never.searchSongs).toEqual([]);
  });

  it("never shows another group's songs, and refuses anonymous callers", async () => {
    expect(await titles(outsider, { neverUsed: true })).toEqual([]);
    expect(await titles(outsider, { months: 6, sort: 'LAST_USED' })).toEqual([]);
    const other = await songs.gql(LIST, { groupId, neverUsed: true }, outsider);
    expect(other.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const anonymous = await songs.gql(LIST, { neverUsed: true }, ANON);
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('refuses months out of 1..60 and both filters at once, with the field named', async () => {
    for (const months of [0, 61, -1]) {
      const res = await songs.gql(LIST, { months }, me);
      expect(res.errors?.[0]).toMatchObject({
        message: UNUSED_MONTHS_MESSAGE,
        extensions: {
          code: 'BAD_USER_INPUT',
          fieldErrors: { notUsedForMonths: UNUSED_MONTHS_MESSAGE },
        },
      });
    }
    const both = await songs.gql(LIST, { months: 6, neverUsed: true }, me);
    expect(both.errors?.[0]?.message).toBe(USAGE_FILTER_BOTH);
  });
});

describe('the query plan', () => {
  it('probes song_uses by its (song_id, used_at) index', async () => {
    // Enough uses that a scan of the table would cost more than the probes.
    await songs.rows(
      `insert into "songs"."song_uses" ("song_id", "group_id", "used_at")
        select gen_random_uuid(), gen_random_uuid(), now() - g * interval '1 hour'
        from generate_series(1, 20000) g`,
    );
    await songs.rows(`analyze "songs"."song_uses"`);
    const scope: SongScope = { userId: randomUUID(), groupIds: [randomUUID()], publicOnly: false };
    const now = new Date();
    for (const query of [
      listSelect({ scope, filters: { usage: { notUsedForMonths: 6 }, now }, limit: 20 }),
      listSelect({ scope, filters: { usage: { neverUsed: true }, now }, limit: 20 }),
      listSelect({ scope, filters: { now }, limit: 20, sort: 'LAST_USED' }),
    ]) {
      const plan = await songs.orm.em
        .fork()
        .getConnection()
        .execute<{ 'QUERY PLAN': string }[]>(`explain ${query.sql}`, query.params);
      const text = plan.map((row) => row['QUERY PLAN']).join('\n');
      expect(text).toContain('song_uses_song_id_used_at_index');
    }
  });
});
