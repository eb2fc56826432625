import { batchLoader, loadManyByKey, loadOneByKey, requestLoaders } from '@worship/subgraph-kit';
import { countMembers } from './member.read-model';
import { findMembershipsOf, listMembersOf } from './member.service';

/** Per-request loaders of the member domain: one query per kind of data per tick. */
export const memberLoaders = requestLoaders(({ em, viewer }) => ({
  /** Members per group (0 for none). */
  countByGroup: batchLoader((groupIds: string[]) => countMembers(em, groupIds), 0),
  /** Each group's members, earliest first. */
  byGroup: loadManyByKey(
    (groupIds: string[]) => listMembersOf(em, groupIds),
    (member) => member.groupId,
  ),
  /** The viewer's own membership of a group, or null (always null for an anonymous viewer). */
  viewerMembership: loadOneByKey(
    async (groupIds: string[]) =>
      viewer.userId ? findMembershipsOf(em, viewer.userId, groupIds) : [],
    (member) => member.groupId,
  ),
}));
