import {
  isUuid,
  NotFoundError,
  UnauthenticatedError,
  type SubgraphContext,
} from '@worship/subgraph-kit';
import type { Group } from './group/group.entity';
import { loaders } from './loaders';
import type { GroupMember } from './member/member.entity';

export const GROUP_NOT_FOUND = 'Group not found';

/** The signed-in user's id; anonymous callers are refused. */
export function requireUserId(ctx: SubgraphContext): string {
  if (!ctx.viewer.userId) throw new UnauthenticatedError();
  return ctx.viewer.userId;
}

/**
 * The group and the viewer's membership of it. A group the viewer is not a member of does not
 * exist for them: NOT_FOUND, like a malformed or unknown id (no existence leak).
 */
export async function requireMembership(
  ctx: SubgraphContext,
  groupId: string,
): Promise<{ userId: string; group: Group; membership: GroupMember; isOwner: boolean }> {
  const userId = requireUserId(ctx);
  if (!isUuid(groupId)) throw new NotFoundError(GROUP_NOT_FOUND);
  const id = groupId.toLowerCase();
  const { group: groupLoader, viewerMembership } = loaders(ctx);
  const [group, membership] = await Promise.all([groupLoader.load(id), viewerMembership.load(id)]);
  if (!group || !membership) throw new NotFoundError(GROUP_NOT_FOUND);
  return { userId, group, membership, isOwner: group.createdBy === userId };
}
