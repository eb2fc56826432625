import { LockMode } from '@mikro-orm/core';
import {
  ForbiddenError,
  NotFoundError,
  validateInput,
  type SubgraphContext,
} from '@worship/subgraph-kit';
import { Arg, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { GROUP_NOT_FOUND, requireMembership, requireUserId } from '../access';
import { recordEvent } from '../events/outbox';
import { loaders } from '../loaders';
import { GroupRole } from '../member/group-role';
import { GroupMember } from '../member/member.entity';
import { Group } from './group.entity';
import { CreateGroupInput, createGroupSchema } from './group.input';

@Resolver(() => Group)
export class GroupResolver {
  /** The viewer's groups, oldest membership first (the shell selects the first by default). */
  @Query(() => [Group])
  async myGroups(@Ctx() ctx: SubgraphContext): Promise<Group[]> {
    const userId = requireUserId(ctx);
    const memberships = await ctx.em.find(
      GroupMember,
      { userId },
      { orderBy: { joinedAt: 'asc', id: 'asc' } },
    );
    if (memberships.length === 0) return [];
    const { group, viewerMembership } = loaders(ctx);
    for (const membership of memberships) viewerMembership.prime(membership.groupId, membership);
    const groups = await group.loadMany(memberships.map((m) => m.groupId));
    return groups.filter((g): g is Group => g instanceof Group);
  }

  /** One group, for its members only: anyone else gets NOT_FOUND. */
  @Query(() => Group, { nullable: true })
  async group(@Arg('id', () => ID) id: string, @Ctx() ctx: SubgraphContext): Promise<Group> {
    const { group } = await requireMembership(ctx, id);
    return group;
  }

  /** Creates a group; its creator is its owner and first member (role admin). */
  @Mutation(() => Group)
  async createGroup(
    @Arg('input', () => CreateGroupInput) input: CreateGroupInput,
    @Ctx() ctx: SubgraphContext,
  ): Promise<Group> {
    const userId = requireUserId(ctx);
    const data = validateInput(createGroupSchema, input);
    return ctx.em.transactional(async (em) => {
      const group = em.create(Group, { ...data, createdBy: userId });
      em.create(GroupMember, { groupId: group.id, userId, role: GroupRole.admin });
      await em.flush();
      return group;
    });
  }

  /** Deletes a group with its members and invites (owner only), and queues `group.deleted`. */
  @Mutation(() => Boolean)
  async deleteGroup(
    @Arg('id', () => ID) id: string,
    @Ctx() ctx: SubgraphContext,
  ): Promise<boolean> {
    const { userId, isOwner, group: found } = await requireMembership(ctx, id);
    if (!isOwner) throw new ForbiddenError('Only the group owner can delete the group');
    const groupId = found.id;
    await ctx.em.transactional(async (em) => {
      const group = await em.findOne(
        Group,
        { id: groupId },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      if (!group) throw new NotFoundError(GROUP_NOT_FOUND);
      const members = await em.find(GroupMember, { groupId }, { orderBy: { joinedAt: 'asc' } });
      await em.nativeDelete(Group, { id: groupId });
      recordEvent(em, 'group.deleted', {
        groupId,
        name: group.name,
        deletedBy: userId,
        memberUserIds: members.map((m) => m.userId),
      });
    });
    return true;
  }

  @FieldResolver(() => Boolean)
  isOwner(@Root() group: Group, @Ctx() ctx: SubgraphContext): boolean {
    return ctx.viewer.userId !== null && group.createdBy === ctx.viewer.userId;
  }

  @FieldResolver(() => Int)
  memberCount(@Root() group: Group, @Ctx() ctx: SubgraphContext): Promise<number> {
    return loaders(ctx).memberCount.load(group.id);
  }

  /** The members, earliest first; only members of the group may list them. */
  @FieldResolver(() => [GroupMember])
  async members(@Root() group: Group, @Ctx() ctx: SubgraphContext): Promise<GroupMember[]> {
    await requireMembership(ctx, group.id);
    return loaders(ctx).members.load(group.id);
  }
}
