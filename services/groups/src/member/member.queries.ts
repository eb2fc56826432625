import type { EntityManager } from '@worship/subgraph-kit';
import { GroupRole } from './group-role';

/**
 * Adds a membership unless the user already has one, atomically: two joins through the same
 * link at once (two tabs) must make one membership, not a unique-violation error.
 */
export async function insertMemberIfAbsent(
  em: EntityManager,
  groupId: string,
  userId: string,
): Promise<void> {
  await em.execute(
    `insert into "groups"."group_members" ("id", "group_id", "user_id", "role")
     values (gen_random_uuid(), ?, ?, ?) on conflict ("group_id", "user_id") do nothing`,
    [groupId, userId, GroupRole.member],
  );
}

/** Remembers the user's latest departure from the group (one row per pair, overwritten). */
export async function recordDeparture(
  em: EntityManager,
  groupId: string,
  userId: string,
): Promise<void> {
  await em.execute(
    `insert into "groups"."departures" ("group_id", "user_id", "departed_at") values (?, ?, now())
     on conflict ("group_id", "user_id") do update set "departed_at" = excluded."departed_at"`,
    [groupId, userId],
  );
}
