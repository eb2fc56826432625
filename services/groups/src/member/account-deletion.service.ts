import type { EntityManager } from '@worship/subgraph-kit';
import { Group } from '../group/group.entity';
import { lockGroup, removeGroup } from '../group/group.service';
import { GroupRole } from './group-role';
import { GroupMember } from './member.entity';
import { depart, listMembershipsOf, listMembersOf } from './member.service';

/** What deleting an account does to one of its groups. */
export type AccountDeletionOutcome = 'transferred' | 'deleted' | 'left';

export interface AccountDeletionStep {
  group: Group;
  outcome: AccountDeletionOutcome;
  /** The longest-standing other member, who becomes owner (`transferred` only). */
  newOwnerId: string | null;
}

/**
 * What deleting the user's account would do to each of their groups, oldest membership first:
 * a group they created passes to its longest-standing other member, or is deleted (with its
 * schedules, as deleting a group does) when they are its only member; other groups they just
 * leave. The profile shows it before asking; the `user.deleted` handler carries it out.
 */
export async function planAccountDeletion(
  em: EntityManager,
  userId: string,
): Promise<AccountDeletionStep[]> {
  const memberships = await listMembershipsOf(em, userId);
  if (memberships.length === 0) return [];
  const groupIds = memberships.map((m) => m.groupId);
  const [groups, members] = await Promise.all([
    em.find(Group, { id: { $in: groupIds } }),
    listMembersOf(em, groupIds),
  ]);
  const byId = new Map(groups.map((group) => [group.id, group]));
  return memberships.flatMap((membership): AccountDeletionStep[] => {
    const group = byId.get(membership.groupId);
    if (!group) return [];
    if (group.createdBy !== userId) return [{ group, outcome: 'left', newOwnerId: null }];
    // listMembersOf is earliest first: the first other member has stood longest.
    const heir = members.find((m) => m.groupId === group.id && m.userId !== userId);
    return heir
      ? [{ group, outcome: 'transferred', newOwnerId: heir.userId }]
      : [{ group, outcome: 'deleted', newOwnerId: null }];
  });
}

/**
 * The account was deleted (identity's `user.deleted`): carries out the plan in the inbox's
 * transaction. Idempotent: a user with no memberships left has nothing to do.
 */
export async function endAccountMemberships(tx: EntityManager, userId: string): Promise<void> {
  for (const step of await planAccountDeletion(tx, userId)) {
    const groupId = step.group.id;
    if (step.outcome === 'deleted') {
      await removeGroup(tx, groupId, userId);
      continue;
    }
    if (step.outcome === 'transferred' && step.newOwnerId) {
      await lockGroup(tx, groupId);
      await tx.nativeUpdate(Group, { id: groupId }, { createdBy: step.newOwnerId });
      await tx.nativeUpdate(
        GroupMember,
        { groupId, userId: step.newOwnerId },
        { role: GroupRole.admin },
      );
    }
    await depart(tx, groupId, userId, 'left', userId);
  }
}
