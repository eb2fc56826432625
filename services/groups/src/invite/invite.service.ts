import { NotFoundError, type EntityManager } from '@worship/subgraph-kit';
import { lockGroup } from '../group/group.service';
import type { Group } from '../group/group.entity';
import { addMember } from '../member/member.service';
import { composeInviteEmail } from './invite-email';
import { hashInviteToken, InviteTokenSealer, newInviteToken } from './invite-token';
import { Invite } from './invite.entity';
import { revokeGroupInvites } from './invite.queries';
import { findValidInvite, findUsableInvite } from './invite.read-model';
import type { GroupInvite, InvitePreview, JoinGroupResult } from './invite.type';

export const INVALID_INVITE = 'This invite link is invalid or has expired.';

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
  const usable = await findUsableInvite(em, groupId);
  const token = usable ? links.sealer.unseal(usable.tokenSealed) : null;
  if (usable && token) return { inviteLink: links.linkFor(token), expiresAt: usable.expiresAt };
  return createInvite(em, links, groupId, userId);
}

/**
 * The group's current invite link (created when there is none) and, per address, a
 * ready-to-copy email the member sends themself. An empty list returns just the link.
 */
export async function inviteToGroup(
  em: EntityManager,
  links: InviteLinks,
  group: Group,
  userId: string,
  emails: string[],
): Promise<GroupInvite> {
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
  group: Group,
  userId: string,
): Promise<GroupInvite> {
  const link = await em.transactional(async (tx) => {
    await lockGroup(tx, group.id);
    await revokeGroupInvites(tx, group.id);
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
