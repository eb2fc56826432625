import { ForeignKeyConstraintViolationException, LockMode } from '@mikro-orm/core';
import {
  NotFoundError,
  validateInput,
  type EntityManager,
  type SubgraphContext,
} from '@worship/subgraph-kit';
import { Arg, Args, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { GROUP_NOT_FOUND, requireMembership, requireUserId } from '../access';
import { Group } from '../group/group.entity';
import { GroupRole } from '../member/group-role';
import { GroupMember } from '../member/member.entity';
import { Invite } from './invite.entity';
import { inviteEmailsSchema, InviteToGroupArgs } from './invite.input';
import { composeInviteEmail } from './invite-email';
import {
  hashInviteToken,
  InviteTokenSealer,
  looksLikeInviteToken,
  newInviteToken,
} from './invite-token';
import { GroupInvite, InvitePreview, JoinGroupResult } from './invite.types';

export const INVALID_INVITE = 'This invite link is invalid or has expired.';

/** A link handed out again must leave the recipient this long to use it; otherwise a fresh one. */
const REUSE_MIN_REMAINING = "interval '1 day'";

export interface InviteSettings {
  /** Origin of the app, without a trailing slash: links are `${publicUrl}/groups/join/<token>`. */
  publicUrl: string;
  /** The service secret; the key that seals stored tokens is derived from it. */
  secret: string;
}

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

/** Serialises invite changes per group; a group deleted meanwhile is not found. */
async function lockGroup(em: EntityManager, groupId: string): Promise<void> {
  const group = await em.findOne(Group, { id: groupId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!group) throw new NotFoundError(GROUP_NOT_FOUND);
}

/** Builds the invite resolver around the settings it needs (type-graphql instantiates it). */
export function createInviteResolver(settings: InviteSettings) {
  const sealer = new InviteTokenSealer(settings.secret);
  const linkFor = (token: string) => `${settings.publicUrl}/groups/join/${token}`;

  async function createInvite(em: EntityManager, groupId: string, createdBy: string) {
    const token = newInviteToken();
    const invite = em.create(Invite, {
      groupId,
      createdBy,
      tokenHash: hashInviteToken(token),
      tokenSealed: sealer.seal(token),
    });
    await em.flush();
    return { inviteLink: linkFor(token), expiresAt: invite.expiresAt };
  }

  /** The group's newest usable link, or a new one. Serialised per group by a row lock. */
  async function currentInvite(em: EntityManager, groupId: string, userId: string) {
    await lockGroup(em, groupId);
    const rows = await em.execute<{ token_sealed: string; expires_at: Date }[]>(
      `select "token_sealed", "expires_at" from "groups"."invites"
        where "group_id" = ? and "revoked_at" is null and "expires_at" > now() + ${REUSE_MIN_REMAINING}
        order by "created_at" desc limit 1`,
      [groupId],
    );
    const token = rows[0] ? sealer.unseal(rows[0].token_sealed) : null;
    if (rows[0] && token)
      return { inviteLink: linkFor(token), expiresAt: new Date(rows[0].expires_at) };
    return createInvite(em, groupId, userId);
  }

  @Resolver()
  class InviteResolver {
    /**
     * The group's current invite link (created when there is none) and, per address, a
     * ready-to-copy email the member sends themself. An empty list returns just the link.
     */
    @Mutation(() => GroupInvite)
    async inviteToGroup(
      @Args(() => InviteToGroupArgs) { groupId, emails }: InviteToGroupArgs,
      @Ctx() ctx: SubgraphContext,
    ): Promise<GroupInvite> {
      const { userId, group } = await requireMembership(ctx, groupId);
      const input = validateInput(inviteEmailsSchema, { emails });
      const link = await ctx.em.transactional((em) => currentInvite(em, group.id, userId));
      return {
        ...link,
        emails: input.emails.map((to) =>
          composeInviteEmail(to, group.name, link.inviteLink, link.expiresAt),
        ),
      };
    }

    /** Revokes every earlier link of the group and returns a new one. */
    @Mutation(() => GroupInvite)
    async regenerateInvite(
      @Arg('groupId', () => ID) groupId: string,
      @Ctx() ctx: SubgraphContext,
    ): Promise<GroupInvite> {
      const { userId, group } = await requireMembership(ctx, groupId);
      const link = await ctx.em.transactional(async (em) => {
        await lockGroup(em, group.id);
        await em.execute(
          `update "groups"."invites" set "revoked_at" = now() where "group_id" = ? and "revoked_at" is null`,
          [group.id],
        );
        return createInvite(em, group.id, userId);
      });
      return { ...link, emails: [] };
    }

    /** Joins the group a valid link names; a member who joins again keeps their membership. */
    @Mutation(() => JoinGroupResult)
    async joinGroup(
      @Arg('token', () => String) token: string,
      @Ctx() ctx: SubgraphContext,
    ): Promise<JoinGroupResult> {
      const userId = requireUserId(ctx);
      const invite = await findValidInvite(ctx.em, token, userId);
      if (!invite) throw new NotFoundError(INVALID_INVITE);
      const existing = await ctx.em.findOne(GroupMember, { groupId: invite.groupId, userId });
      if (existing) return { groupName: invite.groupName, membership: existing };
      try {
        await ctx.em.execute(
          `insert into "groups"."group_members" ("id", "group_id", "user_id", "role")
           values (gen_random_uuid(), ?, ?, ?) on conflict ("group_id", "user_id") do nothing`,
          [invite.groupId, userId, GroupRole.member],
        );
      } catch (error) {
        // The group was deleted between the look-up and the insert.
        if (error instanceof ForeignKeyConstraintViolationException)
          throw new NotFoundError(INVALID_INVITE);
        throw error;
      }
      const membership = await ctx.em.findOneOrFail(GroupMember, {
        groupId: invite.groupId,
        userId,
      });
      return { groupName: invite.groupName, membership };
    }

    /** Public: what a link invites to, for the join page. */
    @Query(() => InvitePreview, { nullable: true })
    async invitePreview(
      @Arg('token', () => String) token: string,
      @Ctx() ctx: SubgraphContext,
    ): Promise<InvitePreview> {
      const invite = await findValidInvite(ctx.em, token, ctx.viewer.userId);
      if (!invite) throw new NotFoundError(INVALID_INVITE);
      return { groupName: invite.groupName, expiresAt: invite.expiresAt };
    }
  }

  return InviteResolver;
}
