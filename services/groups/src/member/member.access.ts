import {
  GROUP_NOT_FOUND,
  isUuid,
  NotFoundError,
  requireUserId,
  type SubgraphContext,
} from '@worship/subgraph-kit';
import type { Group } from '../group/group.entity';
import { groupLoaders } from '../group/group.loaders';
import type { GroupMember } from './member.entity';
import { memberLoaders } from './member.loaders';

/** The caller's standing in one group: a member, with the group and their membership. */
export interface GroupAccess {
  userId: string;
  group: Group;
  membership: GroupMember;
}

async function loadAccess(
  context: SubgraphContext,
  userId: string,
  groupId: string,
): Promise<GroupAccess | null> {
  const [group, membership] = await Promise.all([
    groupLoaders(context).byId.load(groupId),
    memberLoaders(context).viewerMembership.load(groupId),
  ]);
  if (!group || !membership) return null;
  return { userId, group, membership };
}

/**
 * The group and the viewer's membership of it. A group the viewer is not a member of does not
 * exist for them: NOT_FOUND, like a malformed or unknown id (no existence leak). Anonymous
 * callers are UNAUTHENTICATED.
 */
export async function requireMembership(
  context: SubgraphContext,
  groupId: string,
): Promise<GroupAccess> {
  const userId = requireUserId(context);
  if (!isUuid(groupId)) throw new NotFoundError(GROUP_NOT_FOUND);
  const access = await loadAccess(context, userId, groupId.toLowerCase());
  if (!access) throw new NotFoundError(GROUP_NOT_FOUND);
  return access;
}

/** Like requireMembership, but null instead of an error (federation references). */
export async function findMembership(
  context: SubgraphContext,
  groupId: string,
): Promise<GroupAccess | null> {
  const userId = context.viewer.userId;
  if (!userId || !isUuid(groupId)) return null;
  return loadAccess(context, userId, groupId);
}
