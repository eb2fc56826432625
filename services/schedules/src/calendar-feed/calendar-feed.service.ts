import { newSecretToken, NotFoundError, type EntityManager } from '@worship/subgraph-kit';
import { CalendarFeed } from './calendar-feed.entity';

export const CALENDAR_FEED_NOT_FOUND = 'Calendar feed not found';

/** A feed token as minted: 32 random bytes, base64url (43 characters). Anything else is no feed. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** The member's feed of the group, or null. */
export function findCalendarFeed(
  em: EntityManager,
  groupId: string,
  userId: string,
): Promise<CalendarFeed | null> {
  return em.findOne(CalendarFeed, { groupId, userId });
}

/** The member's feed of the group, made now unless they have one (`created` says which). */
export async function createCalendarFeed(
  em: EntityManager,
  groupId: string,
  userId: string,
): Promise<{ feed: CalendarFeed; created: boolean }> {
  // One statement: two concurrent calls still leave one feed, and both answer it.
  const inserted = await em.execute<{ group_id: string }[]>(
    `insert into "schedules"."calendar_feeds" ("group_id", "user_id", "token") values (?, ?, ?)
      on conflict ("group_id", "user_id") do nothing returning "group_id"`,
    [groupId, userId, newSecretToken()],
  );
  const feed = await em.findOneOrFail(CalendarFeed, { groupId, userId }, { refresh: true });
  return { feed, created: inserted.length === 1 };
}

/** A new token for the member's feed: the old link stops working at once. NOT_FOUND without one. */
export async function resetCalendarFeed(
  em: EntityManager,
  groupId: string,
  userId: string,
): Promise<CalendarFeed> {
  const updated = await em.execute<{ group_id: string }[]>(
    `update "schedules"."calendar_feeds" set "token" = ?, "created_at" = now()
      where "group_id" = ? and "user_id" = ? returning "group_id"`,
    [newSecretToken(), groupId, userId],
  );
  if (updated.length === 0) throw new NotFoundError(CALENDAR_FEED_NOT_FOUND);
  return em.findOneOrFail(CalendarFeed, { groupId, userId }, { refresh: true });
}

/** Turns the member's feed off; whether there was one. */
export async function revokeCalendarFeed(
  em: EntityManager,
  groupId: string,
  userId: string,
): Promise<boolean> {
  return (await em.nativeDelete(CalendarFeed, { groupId, userId })) > 0;
}

/** The feed a token opens, or null (malformed, unknown, reset or turned off). */
export async function calendarFeedByToken(
  em: EntityManager,
  token: string,
): Promise<CalendarFeed | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  return em.findOne(CalendarFeed, { token });
}

/** member.departed: the member's feed of the group goes. */
export function removeDepartedMembersFeed(em: EntityManager, groupId: string, userId: string) {
  return em.nativeDelete(CalendarFeed, { groupId, userId });
}

/** group.deleted: every feed of the group goes. */
export function removeGroupFeeds(em: EntityManager, groupId: string) {
  return em.nativeDelete(CalendarFeed, { groupId });
}
