import { NotFoundError, type EntityManager } from '@worship/subgraph-kit';
import { lockGroup } from '../group/group.service';
import type { GroupAccess } from '../member/member.access';
import { addMember } from '../member/member.service';
import { composeInviteEmail } from './invite-email';
import {
  hashInviteToken,
  InviteTokenSealer,
  looksLikeInviteToken,
  newInviteToken,
} from './invite-token';
import { Invite } from './invite.entity';
import type { GroupInvite, InvitePreview, JoinGroupResult } from './invite.type';

export const INVALID_INVITE = 'This invite link is invalid or has expired.';

/** A link handed out again must leave the recipient this long to use it; otherwise a fresh one. */
const REUSE_MIN_REMAINING = "interval '1 day'";

export interface InviteSettings {
  /** Origin of the app, without a trailing slash: links are `${publicUrl}/groups/join/<token>`. */
  publicUrl: string;
  /** The service secret; the key that seals stored tokens is derived from it. */
  secret: string;
}

/** Turns tokens into links and back into sealed copies; built once from the settings. */
export interface InviteLinks {
  linkFor(token: string): string;
  sealer: InviteTokenSealer;
}

export function createInviteLinks(settings: InviteSettings): InviteLinks {
  return {
    linkFor: (token) => `${settings.publicUrl}/groups/join/${token}`,
    sealer: new InviteTokenSealer(settings.secret),
  };
}

type InviteLink = Omit<GroupInvite, 'emails'>;

interface ValidInvite {
  groupId: string;
  groupName: string;
  expiresAt: Date;
}

/**
 * The invite a token names, if it still admits this user: not revoked, not expired, and not
 * created before the user last left or was removed from the group.
 */
async function findValidInvite(
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

async function createInvite(
  em: EntityManager,
  links: InviteLinks,
  groupId: string,
  createdBy: string,
): Promise<InviteLink> {
  const token = newInviteToken();
  const invite = em.create(Invite, {
    groupId,
    createdBy,
    tokenHash: hashInviteToken(token),
    tokenSealed: links.sealer.seal(token),
  });
  await em.flush();
  return { inviteLink: links.linkFor(token), expiresAt: invite.expiresAt };
}

/** The group's newest usable link, or a new one. Serialised per group by a row lock. */
async function currentInvite(
  em: EntityManager,
  links: InviteLinks,
  groupId: string,
  userId: string,
): Promise<InviteLink> {
  await lockGroup(em, groupId);
  const rows = await em.execute<{ token_sealed: string; expires_at: Date }[]>(
    `select "token_sealed", "expires_at" from "groups"."invites"
      where "group_id" = ? and "revoked_at" is null and "expires_at" > now() + ${REUSE_MIN_REMAINING}
      order by "created_at" desc limit 1`,
    [groupId],
  );
  const token = rows[0] ? links.sealer.unseal(rows[0].token_sealed) : null;
  if (rows[0] && token) {
    return { inviteLink: links.linkFor(token), expiresAt: new Date(rows[0].expires_at) };
  }
  return createInvite(em, links, groupId, userId);
}

/**
 * The group's current invite link (created when there is none) and, per address, a
 * ready-to-copy email the member sends themself. An empty list returns just the link.
 */
export async function inviteToGroup(
  em: EntityManager,
  links: InviteLinks,
  access: GroupAccess,
  emails: string[],
): Promise<GroupInvite> {
  const { group, userId } = access;
  const link = await em.transactional((tx) => currentInvite(tx, links, group.id, userId));
  return {
    ...link,
    emails: emails.map((to) => composeInviteEmail(to, group.name, link.inviteLink, link.expiresAt)),
  };
}

/** Revokes every earlier link of the group and returns a new one. */
export async function regenerateInvite(
  em: EntityManager,
  links: InviteLinks,
  access: GroupAccess,
): Promise<GroupInvite> {
  const { group, userId } = access;
  const link = await em.transactional(async (tx) => {
    await lockGroup(tx, group.id);
    await tx.execute(
      `update "groups"."invites" set "revoked_at" = now() where "group_id" = ? and "revoked_at" is null`,
      [group.id],
    );
    return createInvite(tx, links, group.id, userId);
  });
  return { ...link, emails: [] };
}

/** Joins the group a valid link names; a member who joins again keeps their membership. */
export async function joinGroup(
  em: EntityManager,
  token: string,
  userId: string,
): Promise<JoinGroupResult> {
  const invite = await findValidInvite(em, token, userId);
  if (!invite) throw new NotFoundError(INVALID_INVITE);
  const membership = await addMember(em, invite.groupId, userId);
  if (!membership) throw new NotFoundError(INVALID_INVITE);
  return { groupName: invite.groupName, membership };
}

/** What a link invites to, for the join page (anyone may ask). */
export async function previewInvite(
  em: EntityManager,
  token: string,
  userId: string | null,
): Promise<InvitePreview> {
  const invite = await findValidInvite(em, token, userId);
  if (!invite) throw new NotFoundError(INVALID_INVITE);
  return { groupName: invite.groupName, expiresAt: invite.expiresAt };
}
