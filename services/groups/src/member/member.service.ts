import { ForeignKeyConstraintViolationException } from '@mikro-orm/core';
import {
  ForbiddenError,
  isUuid,
  NotFoundError,
  UserInputError,
  type EntityManager,
} from '@worship/subgraph-kit';
import { recordEvent } from '../events/outbox.service';
import { GROUP_NOT_FOUND } from '../group/group.service';
import { GroupRole } from './group-role';
import type { GroupAccess } from './member.access';
import { GroupMember } from './member.entity';

export const OWNER_CANNOT_LEAVE = 'The group owner cannot leave the group. Delete it instead.';
export const OWNER_CANNOT_BE_REMOVED = 'You cannot remove yourself from your own group.';
export const OWNER_ONLY_REMOVE = 'Only the group owner can remove members';
export const MEMBER_NOT_FOUND = 'Member not found';

/** A user's memberships, oldest first. */
export function listMembershipsOf(em: EntityManager, userId: string): Promise<GroupMember[]> {
  return em.find(GroupMember, { userId }, { orderBy: { joinedAt: 'asc', id: 'asc' } });
}

/** A user's memberships of these groups (any order). */
export function findMembershipsOf(
  em: EntityManager,
  userId: string,
  groupIds: string[],
): Promise<GroupMember[]> {
  return em.find(GroupMember, { groupId: { $in: groupIds }, userId });
}

/**
 * Which of `userIds` share at least one group with `viewerId` (one query, any number of ids;
 * ids that are not uuids match nothing). The viewer themself is included when asked.
 */
export async function findCoMembers(
  em: EntityManager,
  viewerId: string,
  userIds: string[],
): Promise<string[]> {
  const ids = [...new Set(userIds.filter(isUuid).map((id) => id.toLowerCase()))];
  if (ids.length === 0 || !isUuid(viewerId)) return [];
  const rows = await em.execute<{ user_id: string }[]>(
    `select distinct "other"."user_id" from "groups"."group_members" "other"
      join "groups"."group_members" "mine" on "mine"."group_id" = "other"."group_id"
      where "mine"."user_id" = ? and "other"."user_id" in (?)`,
    [viewerId, ids],
  );
  return rows.map((row) => row.user_id);
}

/** The members of these groups, earliest first. */
export function listMembersOf(em: EntityManager, groupIds: string[]): Promise<GroupMember[]> {
  return em.find(
    GroupMember,
    { groupId: { $in: groupIds } },
    { orderBy: { joinedAt: 'asc', id: 'asc' } },
  );
}

/** How many members each of these groups has (groups without members are absent). */
export async function countMembers(
  em: EntityManager,
  groupIds: string[],
): Promise<Map<string, number>> {
  const rows = await em.execute<{ group_id: string; count: number }[]>(
    `select "group_id", count(*)::int as "count" from "groups"."group_members"
      where "group_id" in (?) group by "group_id"`,
    [groupIds],
  );
  return new Map(rows.map((row) => [row.group_id, Number(row.count)]));
}

/**
 * Adds the user to the group as a member; a member who joins again keeps their membership.
 * Null when the group no longer exists.
 */
export async function addMember(
  em: EntityManager,
  groupId: string,
  userId: string,
): Promise<GroupMember | null> {
  const existing = await em.findOne(GroupMember, { groupId, userId });
  if (existing) return existing;
  try {
    await em.execute(
      `insert into "groups"."group_members" ("id", "group_id", "user_id", "role")
       values (gen_random_uuid(), ?, ?, ?) on conflict ("group_id", "user_id") do nothing`,
      [groupId, userId, GroupRole.member],
    );
  } catch (error) {
    // The group was deleted between the look-up and the insert.
    if (error instanceof ForeignKeyConstraintViolationException) return null;
    throw error;
  }
  return em.findOneOrFail(GroupMember, { groupId, userId });
}

/**
 * Ends a membership and remembers when, so invite links created before now no longer admit
 * this user; queues `member.departed`. Returns false when there was no membership to end.
 */
export async function depart(
  em: EntityManager,
  groupId: string,
  userId: string,
  reason: 'left' | 'removed',
  by: string,
): Promise<boolean> {
  const deleted = await em.nativeDelete(GroupMember, { groupId, userId });
  if (deleted === 0) return false;
  await em.execute(
    `insert into "groups"."departures" ("group_id", "user_id", "departed_at") values (?, ?, now())
     on conflict ("group_id", "user_id") do update set "departed_at" = excluded."departed_at"`,
    [groupId, userId],
  );
  recordEvent(em, 'member.departed', { groupId, userId, reason, by });
  return true;
}

/** A member leaves; the owner cannot (they delete the group instead). */
export async function leaveGroup(em: EntityManager, access: GroupAccess): Promise<void> {
  const { userId, isOwner, group } = access;
  if (isOwner) throw new UserInputError(OWNER_CANNOT_LEAVE);
  const left = await em.transactional((tx) => depart(tx, group.id, userId, 'left', userId));
  if (!left) throw new NotFoundError(GROUP_NOT_FOUND);
}

/** The owner removes another member. */
export async function removeMember(
  em: EntityManager,
  access: GroupAccess,
  memberUserId: string,
): Promise<void> {
  const { userId, isOwner, group } = access;
  if (!isOwner) throw new ForbiddenError(OWNER_ONLY_REMOVE);
  if (!isUuid(memberUserId)) throw new NotFoundError(MEMBER_NOT_FOUND);
  const target = memberUserId.toLowerCase();
  if (target === userId) throw new UserInputError(OWNER_CANNOT_BE_REMOVED);
  const removed = await em.transactional((tx) => depart(tx, group.id, target, 'removed', userId));
  if (!removed) throw new NotFoundError(MEMBER_NOT_FOUND);
}
