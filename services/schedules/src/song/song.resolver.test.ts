import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANON, newUser, startSchedulesService, type SchedulesService } from '../test/harness';

let svc: SchedulesService;

beforeAll(async () => {
  svc = await startSchedulesService('schedules_song_usage');
});

afterAll(async () => {
  await svc?.close();
});

/** What the gateway sends schedules for `usageCount` / `lastUsed` of songs from songs. */
const USAGE = `query($representations: [_Any!]!) { _entities(representations: $representations) {
  ... on Song { id usageCount lastUsed } } }`;
const usage = async (viewer: Parameters<SchedulesService['ok']>[2], ids: string[]) =>
  (await svc.ok(USAGE, { representations: ids.map((id) => ({ __typename: 'Song', id })) }, viewer))
    ._entities;

describe('Song.usageCount / Song.lastUsed', () => {
  it("counts the services of the viewer's groups holding each song, and the latest one", async () => {
    const me = newUser();
    const other = newUser();
    const mine = svc.group(me);
    const shared = svc.group(me, other);
    const theirs = svc.group(other);
    const [s1, s2, unused] = [svc.publicSong(), svc.publicSong(), svc.publicSong()];
    const on = (serviceDate: string) => ({ name: 'Service', serviceDate, serviceTimes: ['10:00'] });
    const a = await svc.createSchedule(me, mine, on('2026-11-01'));
    const b = await svc.createSchedule(other, shared, on('2026-11-08'));
    const c = await svc.createSchedule(other, theirs, on('2026-11-22'));
    // A service still to come counts nothing yet (issue 21).
    const future = await svc.createSchedule(me, mine, on('2099-12-24'));
    await svc.addSongs(me, a.id, [s1, s2]);
    await svc.addSongs(other, b.id, [s1]);
    await svc.addSongs(other, c.id, [s1, s2]);
    await svc.addSongs(me, future.id, [s1, s2, unused]);

    expect(await usage(me, [s1, s2, unused, 'not-a-uuid'])).toEqual([
      { id: s1, usageCount: 2, lastUsed: '2026-11-08T10:00:00.000Z' },
      { id: s2, usageCount: 1, lastUsed: '2026-11-01T10:00:00.000Z' },
      { id: unused, usageCount: 0, lastUsed: null },
      { id: 'not-a-uuid', usageCount: 0, lastUsed: null },
    ]);
    expect(await usage(other, [s1, s2])).toEqual([
      { id: s1, usageCount: 2, lastUsed: '2026-11-22T10:00:00.000Z' },
      { id: s2, usageCount: 1, lastUsed: '2026-11-22T10:00:00.000Z' },
    ]);
    // Anonymous viewers and viewers in no group: 0 / null, without asking anyone.
    const calls = svc.neighbours.calls.memberships;
    expect(await usage(ANON, [s1])).toEqual([{ id: s1, usageCount: 0, lastUsed: null }]);
    expect(svc.neighbours.calls.memberships).toBe(calls);
    expect(await usage(newUser(), [s1])).toEqual([{ id: s1, usageCount: 0, lastUsed: null }]);
    // A removed song no longer counts.
    await svc.ok(
      `mutation($id: ID!, $s: ID!) { removeScheduleSong(scheduleId: $id, songId: $s) { id } }`,
      { id: a.id, s: s2 },
      me,
    );
    expect(await usage(me, [s2])).toEqual([{ id: s2, usageCount: 0, lastUsed: null }]);
  });

  it('answers any number of songs with one aggregate query and one groups call', async () => {
    const me = newUser();
    const groupId = svc.group(me);
    const songs = Array.from({ length: 40 }, () => svc.publicSong());
    const { id } = await svc.createSchedule(me, groupId);
    await svc.addSongs(me, id, songs.slice(0, 25));
    const queries = svc.queries.length;
    const calls = svc.neighbours.calls.memberships;
    const result = await usage(me, songs);
    expect(result.filter((s: { usageCount: number }) => s.usageCount === 1)).toHaveLength(25);
    expect(result.filter((s: { usageCount: number }) => s.usageCount === 0)).toHaveLength(15);
    expect(svc.queries.slice(queries)).toHaveLength(1);
    expect(svc.queries.at(-1)).toMatch(/count\(\*\).*group by/s);
    expect(svc.neighbours.calls.memberships - calls).toBe(1);
  });
});
