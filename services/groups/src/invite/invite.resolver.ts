import { requireUserId, validateInput, type SubgraphContext } from '@worship/subgraph-kit';
import { Arg, Args, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { requireMembership } from '../member/member.access';
import { inviteEmailsSchema, InviteToGroupArgs } from './invite.input';
import {
  createInviteLinks,
  inviteToGroup,
  joinGroup,
  previewInvite,
  regenerateInvite,
  type InviteSettings,
} from './invite.service';
import { GroupInvite, InvitePreview, JoinGroupResult } from './invite.type';

/** Builds the invite resolver around the settings it needs (type-graphql instantiates it). */
export function createInviteResolver(settings: InviteSettings) {
  const links = createInviteLinks(settings);

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
      const { group, userId } = await requireMembership(ctx, groupId);
      const input = validateInput(inviteEmailsSchema, { emails });
      return inviteToGroup(ctx.em, links, group, userId, input.emails);
    }

    /** Revokes every earlier link of the group and returns a new one. */
    @Mutation(() => GroupInvite)
    async regenerateInvite(
      @Arg('groupId', () => ID) groupId: string,
      @Ctx() ctx: SubgraphContext,
    ): Promise<GroupInvite> {
      const { group, userId } = await requireMembership(ctx, groupId);
      return regenerateInvite(ctx.em, links, group, userId);
    }

    /** Joins the group a valid link names; a member who joins again keeps their membership. */
    @Mutation(() => JoinGroupResult)
    async joinGroup(
      @Arg('token', () => String) token: string,
      @Ctx() ctx: SubgraphContext,
    ): Promise<JoinGroupResult> {
      return joinGroup(ctx.em, token, requireUserId(ctx));
    }

    /** Public: what a link invites to, for the join page. */
    @Query(() => InvitePreview, { nullable: true })
    async invitePreview(
      @Arg('token', () => String) token: string,
      @Ctx() ctx: SubgraphContext,
    ): Promise<InvitePreview> {
      return previewInvite(ctx.em, token, ctx.viewer.userId);
    }
  }

  return InviteResolver;
}
