import type { EntityManager } from '@worship/subgraph-kit';

/** Revokes every link of the group still open, in one statement (the caller holds the group lock). */
export async function revokeGroupInvites(em: EntityManager, groupId: string): Promise<void> {
  await em.execute(
    `update "groups"."invites" set "revoked_at" = now() where "group_id" = ? and "revoked_at" is null`,
    [groupId],
  );
}
