import { requireUserId, type SubgraphContext, type ViewerGroupIds } from '@worship/subgraph-kit';

// The group check (requireGroupOf, GROUP_NOT_FOUND) is the kit's (group-access.ts).
export { requireGroupOf } from '@worship/subgraph-kit';

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
