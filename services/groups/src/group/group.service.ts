import { LockMode } from '@mikro-orm/core';
import {
  ForbiddenError,
  GROUP_NOT_FOUND,
  NotFoundError,
  type EntityManager,
} from '@worship/subgraph-kit';
import { recordEvent } from '../events/outbox.service';
import { GroupRole } from '../member/group-role';
import { GroupMember } from '../member/member.entity';
import { Group } from './group.entity';
import type { CreateGroupData } from './group.input';

export const OWNER_ONLY_DELETE = 'Only the group owner can delete the group';
export const OWNER_ONLY_TIME_ZONE = "Only the group owner can change the group's time zone";

/** The groups with these ids (any order; unknown ids are absent). Backs the request's loader. */
export function findGroupsByIds(em: EntityManager, ids: string[]): Promise<Group[]> {
  return em.find(Group, { id: { $in: ids } });
}

/** Creates a group; its creator is its owner and first member (role admin). */
export function createGroup(
  em: EntityManager,
  userId: string,
  data: CreateGroupData,
): Promise<Group> {
  return em.transactional(async (tx) => {
    const group = tx.create(Group, { ...data, createdBy: userId });
    tx.create(GroupMember, { groupId: group.id, userId, role: GroupRole.admin });
    await tx.flush();
    return group;
  });
}

/** Serialises changes per group (row lock); a group deleted meanwhile is NOT_FOUND. */
export async function lockGroup(em: EntityManager, groupId: string): Promise<Group> {
  const group = await em.findOne(Group, { id: groupId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!group) throw new NotFoundError(GROUP_NOT_FOUND);
  return group;
}

/** Whether the user is the group's owner (its creator): only they delete it or remove members. */
export function isGroupOwner(group: Group, userId: string): boolean {
  return group.createdBy === userId;
}

/**
 * A member (`userId`, checked by the caller) deletes a group with its members and invites (owner
 * only), and queues `group.deleted` in the same transaction.
 */
export async function deleteGroup(em: EntityManager, group: Group, userId: string): Promise<void> {
  if (!isGroupOwner(group, userId)) throw new ForbiddenError(OWNER_ONLY_DELETE);
  await em.transactional((tx) => removeGroup(tx, group.id, userId));
}

/**
 * Deletes a group with its members and invites and queues `group.deleted`, in the caller's
 * transaction (`tx`). Rules are the caller's: the owner's deleteGroup, or their account's end.
 */
export async function removeGroup(tx: EntityManager, groupId: string, by: string): Promise<void> {
  const group = await lockGroup(tx, groupId);
  const members = await tx.find(GroupMember, { groupId }, { orderBy: { joinedAt: 'asc' } });
  await tx.nativeDelete(Group, { id: groupId });
  recordEvent(tx, 'group.deleted', {
    groupId,
    name: group.name,
    deletedBy: by,
    memberUserIds: members.map((m) => m.userId),
  });
}

/**
 * Issue 21: the owner sets the group's time zone (null: the deployment's default) and queues
 * `group.time-zone-changed` in the same transaction (schedules dates its services in it). The
 * same zone again changes nothing and queues nothing.
 */
export async function setGroupTimeZone(
  em: EntityManager,
  group: Group,
  userId: string,
  timeZone: string | null,
): Promise<Group> {
  if (!isGroupOwner(group, userId)) throw new ForbiddenError(OWNER_ONLY_TIME_ZONE);
  return em.transactional(async (tx) => {
    const locked = await lockGroup(tx, group.id);
    if (locked.timeZone === timeZone) return locked;
    tx.assign(locked, { timeZone });
    recordEvent(tx, 'group.time-zone-changed', { groupId: locked.id, timeZone });
    return locked;
  });
}
