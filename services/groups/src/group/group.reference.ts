import { isUuid, type SubgraphContext } from '@worship/subgraph-kit';
import { loaders } from '../loaders';
import type { Group } from './group.entity';

/**
 * Resolves `Group` references from other subgraphs (batched through the request's loader).
 * Only members see a group: for anyone else the reference resolves to null.
 */
export async function resolveGroupReference(
  reference: { id: string },
  ctx: SubgraphContext,
): Promise<Group | null> {
  const userId = ctx.viewer.userId;
  if (!userId || !isUuid(reference.id)) return null;
  const { group, viewerMembership } = loaders(ctx);
  const [found, membership] = await Promise.all([
    group.load(reference.id),
    viewerMembership.load(reference.id),
  ]);
  return found && membership ? found : null;
}

export const groupReferenceResolvers = {
  Group: { __resolveReference: resolveGroupReference },
};
