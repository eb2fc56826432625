import { UserReference, type SubgraphContext } from '@worship/subgraph-kit';
import { Arg, Args, Ctx, FieldResolver, ID, Mutation, Resolver, Root } from 'type-graphql';
import { requireMembership } from './member.access';
import { GroupMember } from './member.entity';
import { RemoveGroupMemberArgs } from './member.input';
import { leaveGroup, removeMember } from './member.service';

@Resolver(() => GroupMember)
export class MemberResolver {
  /** A member leaves; the owner cannot (they delete the group instead). */
  @Mutation(() => Boolean)
  async leaveGroup(@Arg('id', () => ID) id: string, @Ctx() ctx: SubgraphContext): Promise<boolean> {
    const { group, userId } = await requireMembership(ctx, id);
    await leaveGroup(ctx.em, group, userId);
    return true;
  }

  /** The owner removes another member. */
  @Mutation(() => Boolean)
  async removeGroupMember(
    @Args(() => RemoveGroupMemberArgs) { groupId, userId }: RemoveGroupMemberArgs,
    @Ctx() ctx: SubgraphContext,
  ): Promise<boolean> {
    const access = await requireMembership(ctx, groupId);
    await removeMember(ctx.em, access.group, access.userId, userId);
    return true;
  }

  /** A federation reference: identity resolves the user's fields. */
  @FieldResolver(() => UserReference)
  user(@Root() member: GroupMember): UserReference {
    return { id: member.userId };
  }
}
