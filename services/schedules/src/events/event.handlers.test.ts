import { randomUUID } from 'node:crypto';
import { deliverEventForTest } from '@worship/subgraph-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUser, startSchedulesService, type SchedulesService } from '../test/harness';

let svc: SchedulesService;

beforeAll(async () => {
  svc = await startSchedulesService('schedules_events');
});

afterAll(async () => {
  await svc?.close();
});

/** Delivers an event as groups' relay does: signed for schedules with the shared secret. */
const deliver = (type: string, payload: Record<string, unknown>, id?: string) =>
  deliverEventForTest(
    svc.baseUrl,
    { type, payload, id },
    { source: 'groups', destination: 'schedules' },
  );

const count = async (table: string, groupId: string) => {
  const column = table === 'schedules' ? 's."id"' : `t."id"`;
  const join =
    table === 'schedules' ? '' : `join "schedules"."${table}" t on t."schedule_id" = s."id"`;
  const [row] = await svc.rows<{ n: number }>(
    `select count(${column})::int as n from "schedules"."schedules" s ${join} where s."group_id" = $1`,
    [groupId],
  );
  return row!.n;
};

describe('group.deleted', () => {
  it("deletes the group's schedules with their songs and ratings; a repeat is a no-op", async () => {
    const owner = newUser();
    const deleted = svc.group(owner);
    const kept = svc.group(owner);
    for (const groupId of [deleted, kept]) {
      for (const name of ['First', 'Second']) {
        const { id } = await svc.createSchedule(owner, groupId, { name });
        await svc.addSongs(owner, id, [svc.song(owner), svc.song(owner)]);
        await svc.ok(
          `mutation($id: ID!) { rateSchedule(scheduleId: $id, rating: 4) { id } }`,
          { id },
          owner,
        );
      }
    }
    const keptBefore = await svc.rows(
      `select * from "schedules"."schedules" where "group_id" = $1 order by "id"`,
      [kept],
    );

    svc.leave(owner, deleted);
    const first = await deliver('group.deleted', {
      groupId: deleted,
      name: 'Sunday Team',
      deletedBy: owner.userId,
      memberUserIds: [owner.userId],
    });
    expect(first).toMatchObject({ status: 200, body: { status: 'handled' } });
    for (const table of ['schedules', 'schedule_songs', 'ratings'])
      expect(await count(table, deleted)).toBe(0);
    expect(await count('schedules', kept)).toBe(2);
    expect(await count('schedule_songs', kept)).toBe(4);
    expect(await count('ratings', kept)).toBe(2);
    // No orphans anywhere.
    expect(
      await svc.rows(`select 1 from "schedules"."schedule_songs" ss
        where not exists (select 1 from "schedules"."schedules" s where s."id" = ss."schedule_id")`),
    ).toEqual([]);

    // The same event again changes nothing; a new delivery for the gone group neither.
    const again = await deliver('group.deleted', { groupId: deleted }, first.id);
    expect(again).toMatchObject({ status: 200, body: { status: 'duplicate' } });
    const other = await deliver('group.deleted', { groupId: deleted });
    expect(other).toMatchObject({ status: 200, body: { status: 'handled' } });
    expect(
      await svc.rows(`select * from "schedules"."schedules" where "group_id" = $1 order by "id"`, [
        kept,
      ]),
    ).toEqual(keptBefore);
    expect(
      await svc.rows(
        'select "event_id", "type", "source" from "schedules"."inbox" where "event_id" = $1',
        [first.id],
      ),
    ).toEqual([{ event_id: first.id, type: 'group.deleted', source: 'groups' }]);
  });

  it('refuses an unsigned delivery with 401 and changes nothing', async () => {
    const owner = newUser();
    const groupId = svc.group(owner);
    await svc.createSchedule(owner, groupId);
    const res = await fetch(`${svc.baseUrl}/internal/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        id: randomUUID(),
        type: 'group.deleted',
        payload: { groupId },
        occurredAt: new Date().toISOString(),
      }),
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: 'Unauthorized' });
    expect(await count('schedules', groupId)).toBe(1);
  });

  it.each([
    // A payload that does not parse: 500, so the producer retries after a fix.
    ['group.deleted', { groupId: 'not-a-uuid' }, 500, { message: 'Internal server error' }],
    ['member.departed', { groupId: randomUUID() }, 500, { message: 'Internal server error' }],
    // A type schedules does not handle: acknowledged.
    ['group.renamed', { groupId: randomUUID() }, 200, { status: 'ignored' }],
  ])('answers %s %j with %i and records nothing', async (type, payload, status, body) => {
    const answer = await deliver(type, payload);
    expect(answer).toEqual({ id: answer.id, status, body });
    expect(
      await svc.rows('select * from "schedules"."inbox" where "event_id" = $1', [answer.id]),
    ).toEqual([]);
  });
});

describe('user.deleted', () => {
  const RATE = `mutation($id: ID!, $rating: Int!) { rateSchedule(scheduleId: $id, rating: $rating) { rating { averageRating totalVotes } } }`;
  const RATING = `query($id: ID!) { schedule(id: $id) { createdBy rating { averageRating totalVotes } } }`;
  const userDeleted = (userId: string, id?: string) =>
    deliverEventForTest(
      svc.baseUrl,
      { type: 'user.deleted', payload: { userId, deletedAt: new Date().toISOString() }, id },
      { source: 'identity', destination: 'schedules' },
    );

  it("removes the account's ratings (the average updates); its schedules stay", async () => {
    const leaver = newUser();
    const stayer = newUser();
    const groupId = svc.group(leaver, stayer);
    const schedule = await svc.createSchedule(leaver, groupId);
    await svc.ok(RATE, { id: schedule.id, rating: 1 }, leaver);
    await svc.ok(RATE, { id: schedule.id, rating: 5 }, stayer);
    expect((await svc.ok(RATING, { id: schedule.id }, stayer)).schedule.rating).toEqual({
      averageRating: 3,
      totalVotes: 2,
    });

    const first = await userDeleted(leaver.userId);
    expect(first).toMatchObject({ status: 200, body: { status: 'handled' } });
    expect((await svc.ok(RATING, { id: schedule.id }, stayer)).schedule).toEqual({
      createdBy: leaver.userId,
      rating: { averageRating: 5, totalVotes: 1 },
    });

    const again = await userDeleted(leaver.userId, first.id);
    expect(again).toMatchObject({ status: 200, body: { status: 'duplicate' } });
    expect((await svc.ok(RATING, { id: schedule.id }, stayer)).schedule.rating.totalVotes).toBe(1);
  });
});
