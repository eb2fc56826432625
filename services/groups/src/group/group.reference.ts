import type { SubgraphContext } from '@worship/subgraph-kit';
import { findMembership } from '../member/member.access';
import type { Group } from './group.entity';

/**
 * Resolves `Group` references from other subgraphs (batched through the request's loaders).
 * Only members see a group: for anyone else the reference resolves to null.
 */
export async function resolveGroupReference(
  reference: { id: string },
  context: SubgraphContext,
): Promise<Group | null> {
  return (await findMembership(context, reference.id))?.group ?? null;
}

export const groupReferenceResolvers = {
  Group: { __resolveReference: resolveGroupReference },
};
