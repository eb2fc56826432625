import {
  isUuid,
  NotFoundError,
  requireUserId,
  type SubgraphContext,
  type ViewerGroupIds,
} from '@worship/subgraph-kit';

export const GROUP_NOT_FOUND = 'Group not found';

/** The signed-in caller and their groups; anonymous callers are UNAUTHENTICATED. */
export interface MemberScope {
  userId: string;
  groupIds: string[];
}

export async function requireMemberScope(
  context: SubgraphContext,
  viewerGroupIds: ViewerGroupIds,
): Promise<MemberScope> {
  const userId = requireUserId(context);
  return { userId, groupIds: await viewerGroupIds(context) };
}

/**
 * A group of the caller's, by id (lower-cased). A group they do not belong to does not exist
 * for them: NOT_FOUND, like a malformed or unknown id.
 */
export function requireGroupOf(scope: MemberScope, groupId: string): string {
  const id = isUuid(groupId) ? groupId.toLowerCase() : null;
  if (!id || !scope.groupIds.includes(id)) throw new NotFoundError(GROUP_NOT_FOUND);
  return id;
}
