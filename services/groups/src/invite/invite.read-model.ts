import type { EntityManager } from '@worship/subgraph-kit';
import { hashInviteToken, looksLikeInviteToken } from './invite-token';

/** A link handed out again must leave the recipient this long to use it; otherwise a fresh one. */
const REUSE_MIN_REMAINING = "interval '1 day'";

interface ValidInvite {
  groupId: string;
  groupName: string;
  expiresAt: Date;
}

/**
 * The invite a token names, if it still admits this user: not revoked, not expired, and not
 * created before the user last left or was removed from the group.
 */
export async function findValidInvite(
  em: EntityManager,
  token: string,
  userId: string | null,
): Promise<ValidInvite | null> {
  if (!looksLikeInviteToken(token)) return null;
  const rows = await em.execute<{ group_id: string; name: string; expires_at: Date }[]>(
    `select i."group_id", g."name", i."expires_at"
       from "groups"."invites" i
       join "groups"."groups" g on g."id" = i."group_id"
      where i."token_hash" = ? and i."revoked_at" is null and i."expires_at" > now()
        and not exists (
          select 1 from "groups"."departures" d
           where d."group_id" = i."group_id" and d."user_id" = ? and d."departed_at" >= i."created_at")`,
    // A nil uuid for anonymous previews: nobody has departed under it.
    [hashInviteToken(token), userId ?? '00000000-0000-0000-0000-000000000000'],
  );
  const row = rows[0];
  return row
    ? { groupId: row.group_id, groupName: row.name, expiresAt: new Date(row.expires_at) }
    : null;
}

/**
 * The group's newest link that still has REUSE_MIN_REMAINING to run (its sealed token), if any.
 * The caller holds the group's row lock.
 */
export async function findUsableInvite(
  em: EntityManager,
  groupId: string,
): Promise<{ tokenSealed: string; expiresAt: Date } | null> {
  const [row] = await em.execute<{ token_sealed: string; expires_at: Date }[]>(
    `select "token_sealed", "expires_at" from "groups"."invites"
      where "group_id" = ? and "revoked_at" is null and "expires_at" > now() + ${REUSE_MIN_REMAINING}
      order by "created_at" desc limit 1`,
    [groupId],
  );
  return row ? { tokenSealed: row.token_sealed, expiresAt: new Date(row.expires_at) } : null;
}
