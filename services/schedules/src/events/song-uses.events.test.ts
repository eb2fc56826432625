import { randomUUID } from 'node:crypto';
import { deliverEventForTest, newUser } from '@worship/subgraph-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startClockedService, type ClockedService } from '../test/clocked-harness';

/*
 * Issue 21: schedules publishes each song's candidate use instants (`song.uses-changed`) in the
 * transaction of every change that may move them; the songs service keeps the copy its library
 * filters on. Each test reads the outbox rows the change committed.
 */

let svc: ClockedService;
beforeAll(async () => {
  svc = await startClockedService('schedules_song_uses');
});
afterAll(() => svc?.close());

interface Published {
  songId: string;
  version: number;
  uses: { groupId: string; at: string }[];
}

/** Every song.uses-changed queued for the song, oldest version first. */
async function published(songId: string): Promise<Published[]> {
  const rows = await svc.rows<{ payload: Published }>(
    `select "payload" from "schedules"."events" where "type" = 'song.uses-changed'
      and "payload"->>'songId' = $1 order by ("payload"->>'version')::int`,
    [songId],
  );
  return rows.map((row) => row.payload);
}

const last = async (songId: string) => (await published(songId)).at(-1);
const ats = (event: Published | undefined) => event?.uses.map((use) => use.at);

const fromGroups = (type: string, payload: Record<string, unknown>) =>
  deliverEventForTest(
    svc.baseUrl,
    { type, payload },
    { source: 'groups', destination: 'schedules' },
  );

const ADD = `mutation($id: ID!, $songId: ID!) { addScheduleSong(scheduleId: $id, songId: $songId) { id } }`;
const REMOVE = `mutation($id: ID!, $songId: ID!) { removeScheduleSong(scheduleId: $id, songId: $songId) { id } }`;
const UPDATE = `mutation($id: ID!, $input: ScheduleInput!) { updateSchedule(id: $id, input: $input) { id } }`;
const DELETE = `mutation($id: ID!) { deleteSchedule(id: $id) }`;

describe('song.uses-changed', () => {
  it('lists every service start of a schedule holding the song, planned ones included', async () => {
    const me = newUser();
    const groupId = svc.memberships.group(me);
    const [song, other] = [randomUUID(), randomUUID()];
    await svc.service(me, groupId, '2026-03-15', ['09:00', '11:00'], [song, other]);
    await svc.service(me, groupId, '2099-01-04', [], [song]);
    expect(await published(song)).toEqual([
      {
        songId: song,
        version: 1,
        uses: [
          { groupId, at: '2026-03-15T09:00:00.000Z' },
          { groupId, at: '2026-03-15T11:00:00.000Z' },
        ],
      },
      {
        songId: song,
        version: 2,
        uses: [
          { groupId, at: '2026-03-15T09:00:00.000Z' },
          { groupId, at: '2026-03-15T11:00:00.000Z' },
          { groupId, at: '2099-01-04T00:00:00.000Z' },
        ],
      },
    ]);
    expect(await published(other)).toHaveLength(1);
  });

  it('follows a song added and removed; a refused add queues nothing', async () => {
    const me = newUser();
    const groupId = svc.memberships.group(me);
    const song = randomUUID();
    const id = await svc.service(me, groupId, '2026-05-03', ['10:00'], []);
    await svc.ok(ADD, { id, songId: song }, me);
    expect(ats(await last(song))).toEqual(['2026-05-03T10:00:00.000Z']);
    const again = await svc.gql(ADD, { id, songId: song }, me);
    expect(again.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(await published(song)).toHaveLength(1);
    await svc.ok(REMOVE, { id, songId: song }, me);
    expect(await last(song)).toEqual({ songId: song, version: 2, uses: [] });
  });

  it("moves with the schedule's date and times; a rename queues nothing", async () => {
    const me = newUser();
    const groupId = svc.memberships.group(me);
    const song = randomUUID();
    const id = await svc.service(me, groupId, '2026-06-07', [], [song]);
    await svc.ok(UPDATE, { id, input: { name: 'Renamed' } }, me);
    expect(await published(song)).toHaveLength(1);
    await svc.ok(UPDATE, { id, input: { serviceDate: '2026-06-14', serviceTimes: ['18:30'] } }, me);
    expect(await last(song)).toEqual({
      songId: song,
      version: 2,
      uses: [{ groupId, at: '2026-06-14T18:30:00.000Z' }],
    });
  });

  it('drops the uses of a deleted schedule and keeps the others', async () => {
    const me = newUser();
    const groupId = svc.memberships.group(me);
    const song = randomUUID();
    const kept = await svc.service(me, groupId, '2026-02-01', [], [song]);
    const gone = await svc.service(me, groupId, '2026-02-08', [], [song]);
    await svc.ok(DELETE, { id: gone }, me);
    expect(await last(song)).toEqual({
      songId: song,
      version: 3,
      uses: [{ groupId, at: '2026-02-01T00:00:00.000Z' }],
    });
    expect(kept).toBeTruthy();
  });

  it("moves every song of a group whose time zone changed, and drops a deleted group's", async () => {
    const me = newUser();
    const groupId = svc.memberships.group(me);
    const otherGroup = svc.memberships.group(me);
    const [song, shared] = [randomUUID(), randomUUID()];
    await svc.service(me, groupId, '2026-07-05', ['09:00'], [song, shared]);
    await svc.service(me, otherGroup, '2026-07-12', ['09:00'], [shared]);
    expect(
      (await fromGroups('group.time-zone-changed', { groupId, timeZone: 'Europe/London' })).status,
    ).toBe(200);
    // 9:00 in London in July is 8:00 UTC.
    expect(ats(await last(song))).toEqual(['2026-07-05T08:00:00.000Z']);
    expect(await last(shared)).toMatchObject({
      uses: [
        { groupId, at: '2026-07-05T08:00:00.000Z' },
        { groupId: otherGroup, at: '2026-07-12T09:00:00.000Z' },
      ],
    });
    expect((await fromGroups('group.deleted', { groupId })).status).toBe(200);
    expect(await last(song)).toMatchObject({ version: 3, uses: [] });
    expect(await last(shared)).toMatchObject({
      uses: [{ groupId: otherGroup, at: '2026-07-12T09:00:00.000Z' }],
    });
  });

  it('lists a presentation at its instant, before its service starts', async () => {
    const me = newUser();
    const groupId = svc.memberships.group(me);
    const song = randomUUID();
    const id = await svc.service(me, groupId, '2099-09-06', ['10:00'], [song]);
    const before = Date.now();
    await svc.ok(
      `mutation($id: ID!) { startLive(scheduleId: $id, controlId: "device-one") { version } }`,
      { id },
      me,
    );
    const events = await published(song);
    expect(events).toHaveLength(2);
    const at = Date.parse(events[1]!.uses[0]!.at);
    // The presentation is the database's clock, taken during the call.
    expect(at).toBeGreaterThanOrEqual(before - 5_000);
    expect(at).toBeLessThanOrEqual(Date.now() + 5_000);
    expect(events[1]!.uses).toHaveLength(1);
  });
});
