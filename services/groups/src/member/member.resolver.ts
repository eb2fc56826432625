import {
  ForbiddenError,
  isUuid,
  NotFoundError,
  UserInputError,
  type EntityManager,
  type SubgraphContext,
} from '@worship/subgraph-kit';
import { Arg, Args, Ctx, FieldResolver, ID, Mutation, Resolver, Root } from 'type-graphql';
import { requireMembership } from '../access';
import { recordEvent } from '../events/outbox';
import { RemoveGroupMemberArgs } from './member.input';
import { GroupMember } from './member.entity';
import { UserReference } from './user.reference';

export const OWNER_CANNOT_LEAVE = 'The group owner cannot leave the group. Delete it instead.';
export const OWNER_CANNOT_BE_REMOVED = 'You cannot remove yourself from your own group.';
export const MEMBER_NOT_FOUND = 'Member not found';

/**
 * Ends a membership and remembers when, so invite links created before now no longer admit
 * this user; queues `member.departed`. Returns false when there was no membership to end.
 */
async function depart(
  em: EntityManager,
  groupId: string,
  userId: string,
  reason: 'left' | 'removed',
  by: string,
): Promise<boolean> {
  const deleted = await em.nativeDelete(GroupMember, { groupId, userId });
  if (deleted === 0) return false;
  await em.execute(
    `insert into "groups"."departures" ("group_id", "user_id", "departed_at") values (?, ?, now())
     on conflict ("group_id", "user_id") do update set "departed_at" = excluded."departed_at"`,
    [groupId, userId],
  );
  recordEvent(em, 'member.departed', { groupId, userId, reason, by });
  return true;
}

@Resolver(() => GroupMember)
export class MemberResolver {
  /** A member leaves; the owner cannot (they delete the group instead). */
  @Mutation(() => Boolean)
  async leaveGroup(@Arg('id', () => ID) id: string, @Ctx() ctx: SubgraphContext): Promise<boolean> {
    const { userId, isOwner, group } = await requireMembership(ctx, id);
    if (isOwner) throw new UserInputError(OWNER_CANNOT_LEAVE);
    const left = await ctx.em.transactional((em) => depart(em, group.id, userId, 'left', userId));
    if (!left) throw new NotFoundError('Group not found');
    return true;
  }

  /** The owner removes another member. */
  @Mutation(() => Boolean)
  async removeGroupMember(
    @Args(() => RemoveGroupMemberArgs) { groupId, userId: memberUserId }: RemoveGroupMemberArgs,
    @Ctx() ctx: SubgraphContext,
  ): Promise<boolean> {
    const { userId, isOwner, group } = await requireMembership(ctx, groupId);
    if (!isOwner) throw new ForbiddenError('Only the group owner can remove members');
    if (!isUuid(memberUserId)) throw new NotFoundError(MEMBER_NOT_FOUND);
    const target = memberUserId.toLowerCase();
    if (target === userId) throw new UserInputError(OWNER_CANNOT_BE_REMOVED);
    const removed = await ctx.em.transactional((em) =>
      depart(em, group.id, target, 'removed', userId),
    );
    if (!removed) throw new NotFoundError(MEMBER_NOT_FOUND);
    return true;
  }

  /** A federation reference: identity resolves the user's fields. */
  @FieldResolver(() => UserReference)
  user(@Root() member: GroupMember): UserReference {
    return { id: member.userId };
  }
}
