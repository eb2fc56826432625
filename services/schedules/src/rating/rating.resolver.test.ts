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
  svc = await startSchedulesService('schedules_ratings');
});

afterAll(async () => {
  await svc?.close();
});

const RATE = `mutation($id: ID!, $rating: Int!) { rateSchedule(scheduleId: $id, rating: $rating) {
  id updatedAt rating { averageRating totalVotes } viewerRating } }`;
const ONE = `query($id: ID!) { schedule(id: $id) { rating { averageRating totalVotes } viewerRating } }`;

/** A group of `count` members and a schedule of theirs. */
async function ratedGroup(count: number) {
  const members: TestUser[] = Array.from({ length: count }, () => newUser());
  const groupId = svc.group(...members);
  const schedule = await svc.createSchedule(members[0]!, groupId);
  return { members, schedule, groupId };
}

describe('rateSchedule', () => {
  it("records the member's rating, replaces it when they rate again, and leaves updatedAt", async () => {
    const { members, schedule } = await ratedGroup(2);
    const [a, b] = members as [TestUser, TestUser];
    const first = (await svc.ok(RATE, { id: schedule.id, rating: 4 }, a)).rateSchedule;
    expect(first).toMatchObject({
      rating: { averageRating: 4, totalVotes: 1 },
      viewerRating: 4,
      updatedAt: schedule.updatedAt,
    });
    const second = (await svc.ok(RATE, { id: schedule.id, rating: 5 }, b)).rateSchedule;
    expect(second).toMatchObject({
      rating: { averageRating: 4.5, totalVotes: 2 },
      viewerRating: 5,
    });
    const again = (await svc.ok(RATE, { id: schedule.id, rating: 1 }, a)).rateSchedule;
    expect(again).toMatchObject({ rating: { averageRating: 3, totalVotes: 2 }, viewerRating: 1 });
    expect(again.updatedAt).toBe(schedule.updatedAt);
    expect(
      await svc.rows(
        `select "user_id", "rating" from "schedules"."ratings" where "schedule_id" = $1 order by "rating"`,
        [schedule.id],
      ),
    ).toEqual([
      { user_id: a.userId, rating: 1 },
      { user_id: b.userId, rating: 5 },
    ]);
    // Each member sees their own rating; the average is everyone's.
    expect((await svc.ok(ONE, { id: schedule.id }, b)).schedule).toEqual({
      rating: { averageRating: 3, totalVotes: 2 },
      viewerRating: 5,
    });
  });

  it('rounds the average to one decimal', async () => {
    const { members, schedule } = await ratedGroup(3);
    for (const [member, rating] of members.map((m, i) => [m, [5, 5, 4][i]] as const))
      await svc.ok(RATE, { id: schedule.id, rating }, member);
    expect((await svc.ok(ONE, { id: schedule.id }, members[0]!)).schedule.rating).toEqual({
      averageRating: 4.7,
      totalVotes: 3,
    });
    const other = await ratedGroup(3);
    for (const [member, rating] of other.members.map((m, i) => [m, [1, 1, 2][i]] as const))
      await svc.ok(RATE, { id: other.schedule.id, rating }, member);
    expect(
      (await svc.ok(ONE, { id: other.schedule.id }, other.members[0]!)).schedule.rating,
    ).toEqual({ averageRating: 1.3, totalVotes: 3 });
  });

  it('keeps one rating per user when they rate many times at once', async () => {
    const { members, schedule } = await ratedGroup(1);
    await Promise.all(
      [1, 2, 3, 4, 5, 4, 3].map((rating) => svc.ok(RATE, { id: schedule.id, rating }, members[0]!)),
    );
    const rows = await svc.rows(`select 1 from "schedules"."ratings" where "schedule_id" = $1`, [
      schedule.id,
    ]);
    expect(rows).toHaveLength(1);
  });

  it('refuses ratings outside 1..5, outsiders and anonymous callers; nothing changes', async () => {
    const { members, schedule } = await ratedGroup(1);
    await svc.ok(RATE, { id: schedule.id, rating: 3 }, members[0]!);
    const before = await svc.snapshot();
    for (const rating of [0, 6, -1]) {
      const res = await svc.gql(RATE, { id: schedule.id, rating }, members[0]!);
      expect(codeOf(res)).toBe('BAD_USER_INPUT');
      expect(res.errors?.[0]?.message).toBe('Rating must be a whole number from 1 to 5');
      expect(res.errors?.[0]?.extensions?.fieldErrors).toEqual({
        rating: 'Rating must be a whole number from 1 to 5',
      });
    }
    // GraphQL's Int refuses 4.5 before the resolver runs.
    expect(codeOf(await svc.gql(RATE, { id: schedule.id, rating: 4.5 }, members[0]!))).toBe(
      'BAD_USER_INPUT',
    );
    const outsider = await svc.gql(RATE, { id: schedule.id, rating: 9 }, newUser());
    expect(codeOf(outsider)).toBe('NOT_FOUND');
    expect(outsider.errors?.[0]?.message).toBe('Schedule not found');
    expect(codeOf(await svc.gql(RATE, { id: 'x', rating: 3 }, members[0]!))).toBe('NOT_FOUND');
    expect(codeOf(await svc.gql(RATE, { id: schedule.id, rating: 3 }, ANON))).toBe(
      'UNAUTHENTICATED',
    );
    expect(await svc.snapshot()).toEqual(before);
  });

  it('shows the rating, without a viewer rating, on the public shared view', async () => {
    const { members, schedule } = await ratedGroup(1);
    await svc.ok(
      `mutation($id: ID!) { updateSchedule(id: $id, input: { isPublic: true }) { id } }`,
      { id: schedule.id },
      members[0]!,
    );
    await svc.ok(RATE, { id: schedule.id, rating: 2 }, members[0]!);
    const shared = `query($t: String!) { sharedSchedule(shareToken: $t) { rating { averageRating totalVotes } viewerRating } }`;
    expect((await svc.ok(shared, { t: schedule.shareToken }, ANON)).sharedSchedule).toEqual({
      rating: { averageRating: 2, totalVotes: 1 },
      viewerRating: null,
    });
    expect(
      (await svc.ok(shared, { t: schedule.shareToken }, members[0]!)).sharedSchedule.viewerRating,
    ).toBe(2);
  });
});
