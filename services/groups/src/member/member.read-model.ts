import { isUuid, type EntityManager } from '@worship/subgraph-kit';

/**
 * Which of `userIds` share at least one group with `viewerId` (one query, any number of ids;
 * ids that are not uuids match nothing). The viewer themself is included when asked.
 */
export async function findCoMembers(
  em: EntityManager,
  viewerId: string,
  userIds: string[],
): Promise<string[]> {
  const ids = [...new Set(userIds.filter(isUuid).map((id) => id.toLowerCase()))];
  if (ids.length === 0 || !isUuid(viewerId)) return [];
  const rows = await em.execute<{ user_id: string }[]>(
    `select distinct "other"."user_id" from "groups"."group_members" "other"
      join "groups"."group_members" "mine" on "mine"."group_id" = "other"."group_id"
      where "mine"."user_id" = ? and "other"."user_id" in (?)`,
    [viewerId, ids],
  );
  return rows.map((row) => row.user_id);
}

/** How many members each of these groups has (groups without members are absent). */
export async function countMembers(
  em: EntityManager,
  groupIds: string[],
): Promise<Map<string, number>> {
  const rows = await em.execute<{ group_id: string; count: number }[]>(
    `select "group_id", count(*)::int as "count" from "groups"."group_members"
      where "group_id" in (?) group by "group_id"`,
    [groupIds],
  );
  return new Map(rows.map((row) => [row.group_id, Number(row.count)]));
}

/**
 * The user's groups, oldest membership first, and those of them they created (own): what the
 * memberships route answers to every songs and schedules request, in one query (the ORM's two
 * finds cost most of groups' CPU a request). A user id that is not a uuid has no groups.
 */
export async function findMembershipsWithOwnership(
  em: EntityManager,
  userId: string,
): Promise<{ groupIds: string[]; ownedGroupIds: string[] }> {
  if (!isUuid(userId)) return { groupIds: [], ownedGroupIds: [] };
  const rows = await em.execute<{ group_id: string; owned: boolean }[]>(
    `select "m"."group_id", ("g"."created_by" = "m"."user_id") as "owned"
      from "groups"."group_members" "m" join "groups"."groups" "g" on "g"."id" = "m"."group_id"
      where "m"."user_id" = ? order by "m"."joined_at" asc, "m"."id" asc`,
    [userId],
  );
  return {
    groupIds: rows.map((row) => row.group_id),
    ownedGroupIds: rows.filter((row) => row.owned).map((row) => row.group_id),
  };
}
