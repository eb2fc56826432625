import DataLoader from 'dataloader';
import type { EntityManager, SubgraphContext } from '@worship/subgraph-kit';
import { Group } from './group/group.entity';
import { GroupMember } from './member/member.entity';

/** Per-request batching: one query per kind of data per tick, however many groups a query touches. */
export interface Loaders {
  group: DataLoader<string, Group | null>;
  memberCount: DataLoader<string, number>;
  members: DataLoader<string, GroupMember[]>;
  /** The viewer's own membership of a group, or null. */
  viewerMembership: DataLoader<string, GroupMember | null>;
}

const byContext = new WeakMap<SubgraphContext, Loaders>();

function createLoaders(em: EntityManager, viewerId: string | null): Loaders {
  return {
    group: new DataLoader(async (ids) => {
      const rows = await em.find(Group, { id: { $in: [...ids] } });
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
    memberCount: new DataLoader(async (groupIds) => {
      const rows = await em.execute<{ group_id: string; count: number }[]>(
        `select "group_id", count(*)::int as "count" from "groups"."group_members"
          where "group_id" in (?) group by "group_id"`,
        [[...groupIds]],
      );
      const counts = new Map(rows.map((row) => [row.group_id, Number(row.count)]));
      return groupIds.map((id) => counts.get(id) ?? 0);
    }),
    members: new DataLoader(async (groupIds) => {
      const rows = await em.find(
        GroupMember,
        { groupId: { $in: [...groupIds] } },
        { orderBy: { joinedAt: 'asc', id: 'asc' } },
      );
      return groupIds.map((id) => rows.filter((row) => row.groupId === id));
    }),
    viewerMembership: new DataLoader(async (groupIds) => {
      if (!viewerId) return groupIds.map(() => null);
      const rows = await em.find(GroupMember, {
        groupId: { $in: [...groupIds] },
        userId: viewerId,
      });
      const byGroup = new Map(rows.map((row) => [row.groupId, row]));
      return groupIds.map((id) => byGroup.get(id) ?? null);
    }),
  };
}

export function loaders(ctx: SubgraphContext): Loaders {
  let found = byContext.get(ctx);
  if (!found) {
    found = createLoaders(ctx.em, ctx.viewer.userId);
    byContext.set(ctx, found);
  }
  return found;
}
