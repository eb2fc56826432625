import type { EntityManager } from '@worship/subgraph-kit';

/** How many songs the user created in each of these groups' libraries. */
export async function countCreatedSongsByGroup(
  em: EntityManager,
  userId: string,
  groupIds: string[],
): Promise<Map<string, number>> {
  if (!groupIds.length) return new Map();
  const rows = await em.execute<{ group_id: string; total: number }[]>(
    `select s."group_id", count(*)::int as "total"
      from "songs"."songs" s
      where s."created_by" = ? and s."group_id" in (?) and s."deleted_at" is null
      group by s."group_id"`,
    [userId, groupIds],
  );
  return new Map(rows.map((row) => [row.group_id, row.total]));
}

/** How many songs the user created that are in no group's library. */
export async function countUngroupedSongs(em: EntityManager, userId: string): Promise<number> {
  const [row] = await em.execute<{ total: number }[]>(
    `select count(*)::int as "total" from "songs"."songs"
      where "created_by" = ? and "group_id" is null and "deleted_at" is null`,
    [userId],
  );
  return row?.total ?? 0;
}
