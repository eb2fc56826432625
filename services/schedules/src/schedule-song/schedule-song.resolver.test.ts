import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANON,
  codeOf,
  newUser,
  startSchedulesService,
  type SchedulesService,
  type TestUser,
} from '../test/harness';

let svc: SchedulesService;

beforeAll(async () => {
  svc = await startSchedulesService('schedules_songs', 10);
});

afterAll(async () => {
  await svc?.close();
});

const FIELDS = `id songCount updatedAt songs { id order songId addedAt song { id } }`;
const ADD = `mutation($id: ID!, $songId: ID!, $order: Int) {
  addScheduleSong(scheduleId: $id, songId: $songId, order: $order) { ${FIELDS} } }`;
const ADD_MANY = `mutation($id: ID!, $songIds: [ID!]!) {
  addScheduleSongs(scheduleId: $id, songIds: $songIds) { ${FIELDS} } }`;
const MOVE = `mutation($id: ID!, $songId: ID!, $order: Int) {
  moveScheduleSong(scheduleId: $id, songId: $songId, order: $order) { ${FIELDS} } }`;
const REMOVE = `mutation($id: ID!, $songId: ID!) {
  removeScheduleSong(scheduleId: $id, songId: $songId) { ${FIELDS} } }`;

/** A member's new schedule holding `count` songs they may see; its id and song ids by order. */
async function scheduleWith(count: number, viewer: TestUser = newUser()) {
  const groupId = svc.group(viewer);
  const { id } = await svc.createSchedule(viewer, groupId);
  const songs = Array.from({ length: count }, () => svc.song(viewer));
  if (count) await svc.addSongs(viewer, id, songs);
  return { id, songs, viewer, groupId };
}

const songIdsOf = (schedule: { songs: { songId: string }[] }) =>
  schedule.songs.map((s) => s.songId);

/** The stored orders are exactly 1..n and `expected` are all there, once each. */
async function expectOrders(scheduleId: string, expected: string[], inOrder = true) {
  const rows = await svc.orders(scheduleId);
  expect(rows.map((row) => row.order)).toEqual(expected.map((_, i) => i + 1));
  if (inOrder) expect(rows.map((row) => row.song_id)).toEqual(expected);
  else expect(rows.map((row) => row.song_id).sort()).toEqual([...expected].sort());
  const counts = await svc.rows(
    `select "song_count" from "schedules"."schedules" where "id" = $1`,
    [scheduleId],
  );
  expect(counts).toEqual([{ song_count: expected.length }]);
}

describe('addScheduleSong', () => {
  it('appends without an order, inserts at an order and shifts the rest, appends past the end', async () => {
    const { id, viewer } = await scheduleWith(0);
    const [a, b, c, d, e] = Array.from({ length: 5 }, () => svc.song(viewer)) as [
      string,
      string,
      string,
      string,
      string,
    ];
    const first = (await svc.ok(ADD, { id, songId: a }, viewer)).addScheduleSong;
    expect(first.songs).toEqual([
      { id: expect.any(String), order: 1, songId: a, addedAt: expect.any(String), song: { id: a } },
    ]);
    expect(first.songCount).toBe(1);
    await svc.ok(ADD, { id, songId: b, order: 1 }, viewer); // b a
    await svc.ok(ADD, { id, songId: c, order: 2 }, viewer); // b c a
    await svc.ok(ADD, { id, songId: d, order: 99 }, viewer); // b c a d
    const last = (await svc.ok(ADD, { id, songId: e, order: 4 }, viewer)).addScheduleSong;
    expect(songIdsOf(last)).toEqual([b, c, a, e, d]);
    expect(last.songs.map((s: { order: number }) => s.order)).toEqual([1, 2, 3, 4, 5]);
    expect(last.songCount).toBe(5);
    await expectOrders(id, [b, c, a, e, d]);
  });

  it('sets updatedAt and lets any member add a public song or one they may see', async () => {
    const owner = newUser();
    const member = newUser();
    const groupId = svc.group(owner, member);
    const created = await svc.createSchedule(owner, groupId);
    const added = (await svc.ok(ADD, { id: created.id, songId: svc.publicSong() }, member))
      .addScheduleSong;
    expect(new Date(added.updatedAt).getTime()).toBeGreaterThan(
      new Date(created.updatedAt).getTime(),
    );
    const upper = svc.song(member);
    const again = (await svc.ok(ADD, { id: created.id, songId: upper.toUpperCase() }, member))
      .addScheduleSong;
    expect(songIdsOf(again)[1]).toBe(upper);
  });

  it('refuses a song already in the schedule with CONFLICT and changes nothing', async () => {
    const { id, songs, viewer } = await scheduleWith(2);
    const before = await svc.snapshot();
    for (const songId of [songs[0], songs[1]!.toUpperCase()]) {
      const res = await svc.gql(ADD, { id, songId, order: 1 }, viewer);
      expect(codeOf(res)).toBe('CONFLICT');
      expect(res.errors?.[0]?.message).toBe('Song is already in this schedule');
    }
    expect(await svc.snapshot()).toEqual(before);
  });

  it('refuses songs the caller may not see, unknown and malformed ids with NOT_FOUND "Song not found"', async () => {
    const { id, viewer } = await scheduleWith(1);
    const someoneElses = svc.song(newUser());
    const before = await svc.snapshot();
    for (const songId of [someoneElses, randomUUID(), 'not-a-song', '']) {
      const res = await svc.gql(ADD, { id, songId }, viewer);
      expect(codeOf(res)).toBe('NOT_FOUND');
      expect(res.errors?.[0]?.message).toBe('Song not found');
    }
    expect(await svc.snapshot()).toEqual(before);
  });

  it('refuses an order below 1 with BAD_USER_INPUT', async () => {
    const { id, viewer } = await scheduleWith(1);
    const before = await svc.snapshot();
    for (const order of [0, -2]) {
      const res = await svc.gql(ADD, { id, songId: svc.song(viewer), order }, viewer);
      expect(codeOf(res)).toBe('BAD_USER_INPUT');
      expect(res.errors?.[0]?.message).toBe('Order must be a whole number of at least 1');
      expect(res.errors?.[0]?.extensions?.fieldErrors).toEqual({
        order: 'Order must be a whole number of at least 1',
      });
    }
    expect(await svc.snapshot()).toEqual(before);
  });

  it('refuses outsiders (before looking at the input) and anonymous callers; nothing changes', async () => {
    const { id, viewer } = await scheduleWith(1);
    const stranger = newUser();
    svc.group(stranger);
    const before = await svc.snapshot();
    for (const variables of [
      { id, songId: svc.song(stranger) },
      { id, songId: svc.publicSong(), order: 0 },
      { id: randomUUID(), songId: svc.song(viewer) },
      { id: 'nope', songId: svc.song(viewer) },
    ]) {
      const res = await svc.gql(ADD, variables, variables.id === id ? stranger : viewer);
      expect(codeOf(res)).toBe('NOT_FOUND');
      expect(res.errors?.[0]?.message).toBe('Schedule not found');
    }
    expect(codeOf(await svc.gql(ADD, { id, songId: svc.publicSong() }, ANON))).toBe(
      'UNAUTHENTICATED',
    );
    expect(await svc.snapshot()).toEqual(before);
  });

  it('fails (500, nothing added) rather than guess when songs cannot be asked', async () => {
    const { id, viewer } = await scheduleWith(1);
    const before = await svc.snapshot();
    const songId = svc.song(viewer);
    svc.neighbours.setFailing(true, 'songs');
    try {
      const res = await svc.gql(ADD, { id, songId }, viewer);
      expect(codeOf(res)).toBe('INTERNAL_SERVER_ERROR');
      expect(res.errors?.[0]?.message).toBe('Internal server error');
    } finally {
      svc.neighbours.setFailing(false);
    }
    expect(await svc.snapshot()).toEqual(before);
  });
});

describe('addScheduleSongs', () => {
  it('appends the songs in the given order', async () => {
    const { id, songs, viewer } = await scheduleWith(2);
    const more = [svc.song(viewer), svc.publicSong(), svc.song(viewer)];
    const schedule = (await svc.ok(ADD_MANY, { id, songIds: more }, viewer)).addScheduleSongs;
    expect(songIdsOf(schedule)).toEqual([...songs, ...more]);
    expect(schedule.songCount).toBe(5);
    await expectOrders(id, [...songs, ...more]);
    // The songs service was asked once for the whole list.
    expect(svc.neighbours.calls.visible.at(-1)).toEqual(more);
  });

  it('is all or nothing: one invisible, present or repeated song and nothing is added', async () => {
    const { id, songs, viewer } = await scheduleWith(2);
    const before = await svc.snapshot();
    const fresh = () => svc.song(viewer);
    for (const [songIds, code, message] of [
      [[fresh(), svc.song(newUser())], 'NOT_FOUND', 'Song not found'],
      [[fresh(), 'bad-id'], 'NOT_FOUND', 'Song not found'],
      [[fresh(), songs[1]], 'CONFLICT', 'Song is already in this schedule'],
      [
        (() => {
          const twice = fresh();
          return [twice, fresh(), twice.toUpperCase()];
        })(),
        'CONFLICT',
        'Song is already in this schedule',
      ],
      [[], 'BAD_USER_INPUT', 'At least one song is required'],
      [
        Array.from({ length: 501 }, fresh),
        'BAD_USER_INPUT',
        'At most 500 songs can be added at once',
      ],
    ] as const) {
      const res = await svc.gql(ADD_MANY, { id, songIds }, viewer);
      expect(codeOf(res)).toBe(code);
      expect(res.errors?.[0]?.message).toBe(message);
    }
    expect(await svc.snapshot()).toEqual(before);
  });

  it('takes 500 songs at once', async () => {
    const { id, viewer } = await scheduleWith(0);
    const songIds = Array.from({ length: 500 }, () => svc.song(viewer));
    const schedule = (await svc.ok(ADD_MANY, { id, songIds }, viewer)).addScheduleSongs;
    expect(schedule.songCount).toBe(500);
    await expectOrders(id, songIds);
  });
});

describe('moveScheduleSong', () => {
  it('moves down and up; the songs in between shift by one', async () => {
    const { id, songs, viewer } = await scheduleWith(5);
    const [a, b, c, d, e] = songs as [string, string, string, string, string];
    const down = (await svc.ok(MOVE, { id, songId: b, order: 4 }, viewer)).moveScheduleSong;
    expect(songIdsOf(down)).toEqual([a, c, d, b, e]);
    const up = (await svc.ok(MOVE, { id, songId: e, order: 1 }, viewer)).moveScheduleSong;
    expect(songIdsOf(up)).toEqual([e, a, c, d, b]);
    // Moving up one (the page's "move up" = order − 1).
    const byOne = (await svc.ok(MOVE, { id, songId: d, order: 3 }, viewer)).moveScheduleSong;
    expect(songIdsOf(byOne)).toEqual([e, a, d, c, b]);
    await expectOrders(id, [e, a, d, c, b]);
    expect(new Date(byOne.updatedAt).getTime()).toBeGreaterThan(new Date(up.updatedAt).getTime());
    // To where it is: nothing changes, not even updatedAt.
    const same = (await svc.ok(MOVE, { id, songId: d, order: 3 }, viewer)).moveScheduleSong;
    expect(same.updatedAt).toBe(byOne.updatedAt);
  });

  it('refuses an order outside 1..n and a song not in the schedule; nothing changes', async () => {
    const { id, songs, viewer } = await scheduleWith(3);
    const before = await svc.snapshot();
    for (const order of [0, 4, -1]) {
      const res = await svc.gql(MOVE, { id, songId: songs[0], order }, viewer);
      expect(codeOf(res)).toBe('BAD_USER_INPUT');
      expect(res.errors?.[0]?.message).toBe('Order must be between 1 and 3');
      expect(res.errors?.[0]?.extensions?.fieldErrors).toEqual({
        order: 'Order must be between 1 and 3',
      });
    }
    for (const songId of [svc.song(viewer), 'bad']) {
      const res = await svc.gql(MOVE, { id, songId, order: 1 }, viewer);
      expect(codeOf(res)).toBe('NOT_FOUND');
      expect(res.errors?.[0]?.message).toBe('Song not found');
    }
    const outsider = await svc.gql(MOVE, { id, songId: songs[0], order: 2 }, newUser());
    expect(codeOf(outsider)).toBe('NOT_FOUND');
    expect(outsider.errors?.[0]?.message).toBe('Schedule not found');
    expect(codeOf(await svc.gql(MOVE, { id, songId: songs[0], order: 2 }, ANON))).toBe(
      'UNAUTHENTICATED',
    );
    expect(await svc.snapshot()).toEqual(before);
  });
});

describe('moveScheduleSong with a key (issue 17: a key per set-list entry)', () => {
  const REKEY = `mutation($id: ID!, $songId: ID!, $order: Int, $key: String) {
    moveScheduleSong(scheduleId: $id, songId: $songId, order: $order, key: $key) {
      updatedAt songs { songId key } } }`;
  const keysOf = (schedule: { songs: { key: string | null }[] }) =>
    schedule.songs.map((s) => s.key);

  it("sets an entry's key as normalizeKey spells it, keeps its place, and clears with '' or null", async () => {
    const { id, songs, viewer } = await scheduleWith(3);
    const [a, b, c] = songs as [string, string, string];
    const keyed = (await svc.ok(REKEY, { id, songId: b, key: 'bb' }, viewer)).moveScheduleSong;
    expect(songIdsOf(keyed)).toEqual([a, b, c]);
    expect(keysOf(keyed)).toEqual([null, 'Bb', null]);
    expect(
      await svc.rows(`select "key" from "schedules"."schedule_songs" where "song_id" = $1`, [b]),
    ).toEqual([{ key: 'Bb' }]);
    // Moving without `key` keeps it; moving with one does both.
    const moved = (await svc.ok(REKEY, { id, songId: b, order: 1 }, viewer)).moveScheduleSong;
    expect(keysOf(moved)).toEqual(['Bb', null, null]);
    const both = (await svc.ok(REKEY, { id, songId: c, order: 1, key: 'f#m' }, viewer))
      .moveScheduleSong;
    expect(songIdsOf(both)).toEqual([c, b, a]);
    expect(keysOf(both)).toEqual(['F#m', 'Bb', null]);
    // The same key again changes nothing, not even updatedAt.
    const same = (await svc.ok(REKEY, { id, songId: c, key: 'F#m' }, viewer)).moveScheduleSong;
    expect(same.updatedAt).toBe(both.updatedAt);
    for (const key of ['', null]) {
      await svc.ok(REKEY, { id, songId: b, key: 'G' }, viewer);
      const cleared = (await svc.ok(REKEY, { id, songId: b, key }, viewer)).moveScheduleSong;
      expect(keysOf(cleared)).toEqual(['F#m', null, null]);
    }
  });

  it('refuses a key that is no key, outsiders and anonymous callers; nothing changes', async () => {
    const { id, songs, viewer } = await scheduleWith(2);
    const before = await svc.snapshot();
    for (const key of ['H', 'G7', 'x'.repeat(30)]) {
      const res = await svc.gql(REKEY, { id, songId: songs[0], key }, viewer);
      expect(codeOf(res)).toBe('BAD_USER_INPUT');
      expect(res.errors?.[0]?.message).toBe('Key must be a key such as G, F#m or Bb');
      expect(res.errors?.[0]?.extensions?.fieldErrors).toEqual({
        key: 'Key must be a key such as G, F#m or Bb',
      });
    }
    const outsider = await svc.gql(REKEY, { id, songId: songs[0], key: 'G' }, newUser());
    expect(codeOf(outsider)).toBe('NOT_FOUND');
    expect(outsider.errors?.[0]?.message).toBe('Schedule not found');
    expect(codeOf(await svc.gql(REKEY, { id, songId: songs[0], key: 'G' }, ANON))).toBe(
      'UNAUTHENTICATED',
    );
    expect(await svc.snapshot()).toEqual(before);
  });
});

describe('moveScheduleSong with a section order (issue 20: an arrangement per entry)', () => {
  const ARRANGE = `mutation($id: ID!, $songId: ID!, $order: Int, $key: String, $sectionOrder: [Int!]) {
    moveScheduleSong(scheduleId: $id, songId: $songId, order: $order, key: $key,
      sectionOrder: $sectionOrder) { updatedAt songs { songId key sectionOrder } } }`;
  const ordersOf = (schedule: { songs: { sectionOrder: number[] | null }[] }) =>
    schedule.songs.map((s) => s.sectionOrder);
  const MESSAGE = 'Section order must be at most 100 stanza numbers, each from 1 to 100';

  it("sets an entry's arrangement (repeats allowed), keeps it on moves and re-keys, clears with [] or null", async () => {
    const { id, songs, viewer } = await scheduleWith(3);
    const [a, b, c] = songs as [string, string, string];
    const arranged = (await svc.ok(ARRANGE, { id, songId: b, sectionOrder: [1, 2, 2, 4] }, viewer))
      .moveScheduleSong;
    expect(songIdsOf(arranged)).toEqual([a, b, c]);
    expect(ordersOf(arranged)).toEqual([null, [1, 2, 2, 4], null]);
    expect(
      await svc.rows(
        `select "section_order" from "schedules"."schedule_songs" where "song_id" = $1`,
        [b],
      ),
    ).toEqual([{ section_order: [1, 2, 2, 4] }]);
    // Moving or re-keying without `sectionOrder` keeps it; all three at once do all three.
    const moved = (await svc.ok(ARRANGE, { id, songId: b, order: 1, key: 'G' }, viewer))
      .moveScheduleSong;
    expect(ordersOf(moved)).toEqual([[1, 2, 2, 4], null, null]);
    const all = (
      await svc.ok(ARRANGE, { id, songId: c, order: 1, key: 'D', sectionOrder: [3, 1] }, viewer)
    ).moveScheduleSong;
    expect(songIdsOf(all)).toEqual([c, b, a]);
    expect(all.songs.map((s: { key: string | null }) => s.key)).toEqual(['D', 'G', null]);
    expect(ordersOf(all)).toEqual([[3, 1], [1, 2, 2, 4], null]);
    // The same arrangement again changes nothing, not even updatedAt.
    const same = (await svc.ok(ARRANGE, { id, songId: c, sectionOrder: [3, 1] }, viewer))
      .moveScheduleSong;
    expect(same.updatedAt).toBe(all.updatedAt);
    for (const sectionOrder of [[], null]) {
      const cleared = (await svc.ok(ARRANGE, { id, songId: c, sectionOrder }, viewer))
        .moveScheduleSong;
      expect(ordersOf(cleared)).toEqual([null, [1, 2, 2, 4], null]);
      await svc.ok(ARRANGE, { id, songId: c, sectionOrder: [2] }, viewer);
    }
    // The longest arrangement, of the highest stanza number.
    const longest = Array.from({ length: 100 }, (_, i) => (i % 2 ? 100 : 1));
    const long = (await svc.ok(ARRANGE, { id, songId: a, sectionOrder: longest }, viewer))
      .moveScheduleSong;
    expect(ordersOf(long)[2]).toEqual(longest);
  });

  it('refuses numbers out of range and too long an order, outsiders and anonymous callers; nothing changes', async () => {
    const { id, songs, viewer } = await scheduleWith(2);
    const before = await svc.snapshot();
    for (const sectionOrder of [[0], [1, 101], [-1], Array.from({ length: 101 }, () => 1)]) {
      const res = await svc.gql(ARRANGE, { id, songId: songs[0], sectionOrder }, viewer);
      expect(codeOf(res)).toBe('BAD_USER_INPUT');
      expect(res.errors?.[0]?.message).toBe(MESSAGE);
      expect(res.errors?.[0]?.extensions?.fieldErrors).toEqual({ sectionOrder: MESSAGE });
    }
    // A valid arrangement for a song not in the schedule, from an outsider, from nobody.
    const missing = await svc.gql(
      ARRANGE,
      { id, songId: svc.song(viewer), sectionOrder: [1] },
      viewer,
    );
    expect(missing.errors?.[0]?.message).toBe('Song not found');
    const outsider = await svc.gql(ARRANGE, { id, songId: songs[0], sectionOrder: [1] }, newUser());
    expect(codeOf(outsider)).toBe('NOT_FOUND');
    expect(outsider.errors?.[0]?.message).toBe('Schedule not found');
    expect(codeOf(await svc.gql(ARRANGE, { id, songId: songs[0], sectionOrder: [1] }, ANON))).toBe(
      'UNAUTHENTICATED',
    );
    expect(await svc.snapshot()).toEqual(before);
  });
});

describe('removeScheduleSong', () => {
  it('removes a song; those after it move up by one', async () => {
    const { id, songs, viewer } = await scheduleWith(4);
    const [a, b, c, d] = songs as [string, string, string, string];
    const removed = (await svc.ok(REMOVE, { id, songId: b }, viewer)).removeScheduleSong;
    expect(songIdsOf(removed)).toEqual([a, c, d]);
    expect(removed.songCount).toBe(3);
    await svc.ok(REMOVE, { id, songId: d.toUpperCase() }, viewer);
    await svc.ok(REMOVE, { id, songId: a }, viewer);
    await expectOrders(id, [c]);
    const last = (await svc.ok(REMOVE, { id, songId: c }, viewer)).removeScheduleSong;
    expect(last).toMatchObject({ songCount: 0, songs: [] });
  });

  it('refuses a song not in the schedule, outsiders and anonymous callers; nothing changes', async () => {
    const { id, songs, viewer } = await scheduleWith(2);
    const before = await svc.snapshot();
    for (const songId of [svc.song(viewer), 'bad']) {
      const res = await svc.gql(REMOVE, { id, songId }, viewer);
      expect(codeOf(res)).toBe('NOT_FOUND');
      expect(res.errors?.[0]?.message).toBe('Song not found');
    }
    expect(codeOf(await svc.gql(REMOVE, { id, songId: songs[0] }, newUser()))).toBe('NOT_FOUND');
    expect(codeOf(await svc.gql(REMOVE, { id, songId: songs[0] }, ANON))).toBe('UNAUTHENTICATED');
    expect(await svc.snapshot()).toEqual(before);
  });
});

describe('concurrent changes keep order 1..n', () => {
  it('parallel adds at consecutive orders (a client bulk add) end with every song once', async () => {
    const { id, viewer } = await scheduleWith(0);
    const songIds = Array.from({ length: 20 }, () => svc.song(viewer));
    await Promise.all(
      songIds.map((songId, i) => svc.ok(ADD, { id, songId, order: i + 1 }, viewer)),
    );
    await expectOrders(id, songIds, false);
  });

  it('parallel bulk adds end with every song once', async () => {
    const { id, songs, viewer } = await scheduleWith(3);
    const batches = Array.from({ length: 6 }, () =>
      Array.from({ length: 5 }, () => svc.song(viewer)),
    );
    await Promise.all(batches.map((songIds) => svc.ok(ADD_MANY, { id, songIds }, viewer)));
    await expectOrders(id, [...songs, ...batches.flat()], false);
    // Each batch stays together, in its order.
    const stored = (await svc.orders(id)).map((row) => row.song_id);
    for (const batch of batches) {
      const start = stored.indexOf(batch[0]!);
      expect(stored.slice(start, start + batch.length)).toEqual(batch);
    }
  });

  it('parallel moves end with a permutation of the same songs', async () => {
    const { id, songs, viewer } = await scheduleWith(12);
    const moves = Array.from({ length: 30 }, (_, i) => ({
      songId: songs[(i * 7) % songs.length]!,
      order: ((i * 5) % songs.length) + 1,
    }));
    const results = await Promise.all(moves.map((move) => svc.gql(MOVE, { id, ...move }, viewer)));
    expect(results.map((r) => r.errors)).toEqual(results.map(() => undefined));
    await expectOrders(id, songs, false);
  });

  it('parallel adds, moves, removes and a repeated add of one song', async () => {
    const { id, songs, viewer } = await scheduleWith(8);
    const added = Array.from({ length: 6 }, () => svc.song(viewer));
    const repeated = svc.song(viewer);
    const removed = songs.slice(0, 3);
    const results = await Promise.all([
      ...added.map((songId, i) => svc.gql(ADD, { id, songId, order: (i % 4) + 1 }, viewer)),
      ...removed.map((songId) => svc.gql(REMOVE, { id, songId }, viewer)),
      ...songs.slice(3).map((songId, i) => svc.gql(MOVE, { id, songId, order: i + 1 }, viewer)),
      ...[1, 2, 3].map(() => svc.gql(ADD, { id, songId: repeated }, viewer)),
    ]);
    // At least 5 songs at any time, so every move's order is in range: only the repeated
    // add is refused, twice.
    expect(results.filter((r) => r.errors).map(codeOf)).toEqual(['CONFLICT', 'CONFLICT']);
    await expectOrders(id, [...songs.slice(3), ...added, repeated], false);
  });
});
