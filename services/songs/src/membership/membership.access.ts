import { requireUserId, type SubgraphContext } from '@worship/subgraph-kit';
import type { SongScope } from '../song/song.read-model';
import type { ViewerGroupIds } from './membership.loaders';

/**
 * The signed-in caller and the groups they belong to: what "visible" means for them (their
 * groups' songs, their own, and public ones). Anonymous callers are UNAUTHENTICATED.
 */
export async function requireSongScope(
  context: SubgraphContext,
  viewerGroupIds: ViewerGroupIds,
): Promise<SongScope & { userId: string }> {
  const userId = requireUserId(context);
  return { userId, groupIds: await viewerGroupIds(context), publicOnly: false };
}

/** Anyone's scope: signed-in callers see what they may see, anonymous ones public songs only. */
export async function songScopeOf(
  context: SubgraphContext,
  viewerGroupIds: ViewerGroupIds,
): Promise<SongScope> {
  const { userId } = context.viewer;
  if (!userId) return PUBLIC_SCOPE;
  return { userId, groupIds: await viewerGroupIds(context), publicOnly: false };
}

export const PUBLIC_SCOPE: SongScope = Object.freeze({
  userId: null,
  groupIds: [],
  publicOnly: true,
});
