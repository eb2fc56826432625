import { loadOneByKey, requestLoaders, type SubgraphContext } from '@worship/subgraph-kit';
import type { GroupMember } from '../member/member.entity';
import { memberLoaders } from '../member/member.loaders';
import { Group } from './group.entity';
import { findGroupsByIds } from './group.service';

/** Per-request loaders of the group domain. */
export const groupLoaders = requestLoaders((context) => ({
  byId: loadOneByKey(
    (ids: string[]) => findGroupsByIds(context.em, ids),
    (group) => group.id,
  ),
}));

/**
 * The groups of the viewer's memberships, in the memberships' order, in one query. Primes the
 * viewer's membership loader, so the access checks of the fields that follow cost nothing.
 */
export async function loadViewerGroups(
  context: SubgraphContext,
  memberships: GroupMember[],
): Promise<Group[]> {
  const { viewerMembership } = memberLoaders(context);
  for (const membership of memberships) viewerMembership.prime(membership.groupId, membership);
  const groups = await groupLoaders(context).byId.loadMany(memberships.map((m) => m.groupId));
  return groups.filter((g): g is Group => g instanceof Group);
}
