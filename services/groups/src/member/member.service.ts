import { ForeignKeyConstraintViolationException } from '@mikro-orm/core';
import {
  ForbiddenError,
  GROUP_NOT_FOUND,
  isUuid,
  NotFoundError,
  UserInputError,
  type EntityManager,
} from '@worship/subgraph-kit';
import { recordEvent } from '../events/outbox.service';
import { Group } from '../group/group.entity';
import { isGroupOwner } from '../group/group.service';
import { GroupMember } from './member.entity';
import { insertMemberIfAbsent, recordDeparture } from './member.queries';

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

/** The members of these groups, earliest first. */
export function listMembersOf(em: EntityManager, groupIds: string[]): Promise<GroupMember[]> {
  return em.find(
    GroupMember,
    { groupId: { $in: groupIds } },
    { orderBy: { joinedAt: 'asc', id: 'asc' } },
  );
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
    await insertMemberIfAbsent(em, groupId, userId);
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
  await recordDeparture(em, groupId, userId);
  recordEvent(em, 'member.departed', { groupId, userId, reason, by });
  return true;
}

/** A member (`userId`, checked by the caller) leaves; the owner cannot (they delete the group instead). */
export async function leaveGroup(em: EntityManager, group: Group, userId: string): Promise<void> {
  if (isGroupOwner(group, userId)) throw new UserInputError(OWNER_CANNOT_LEAVE);
  const left = await em.transactional((tx) => depart(tx, group.id, userId, 'left', userId));
  if (!left) throw new NotFoundError(GROUP_NOT_FOUND);
}

/** The owner (`userId`, a member checked by the caller) removes another member. */
export async function removeMember(
  em: EntityManager,
  group: Group,
  userId: string,
  memberUserId: string,
): Promise<void> {
  if (!isGroupOwner(group, userId)) throw new ForbiddenError(OWNER_ONLY_REMOVE);
  if (!isUuid(memberUserId)) throw new NotFoundError(MEMBER_NOT_FOUND);
  const target = memberUserId.toLowerCase();
  if (target === userId) throw new UserInputError(OWNER_CANNOT_BE_REMOVED);
  const removed = await em.transactional((tx) => depart(tx, group.id, target, 'removed', userId));
  if (!removed) throw new NotFoundError(MEMBER_NOT_FOUND);
}
