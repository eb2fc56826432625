import { requireUserId, validateInput, type SubgraphContext } from '@worship/subgraph-kit';
import { Arg, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { requireMembership } from '../member/member.access';
import { GroupMember } from '../member/member.entity';
import { memberLoaders } from '../member/member.loaders';
import { listMembershipsOf } from '../member/member.service';
import { Group } from './group.entity';
import { CreateGroupInput, createGroupSchema, groupTimeZoneSchema } from './group.input';
import { loadViewerGroups } from './group.loaders';
import { createGroup, deleteGroup, isGroupOwner, setGroupTimeZone } from './group.service';

@Resolver(() => Group)
export class GroupResolver {
  /** The viewer's groups, oldest membership first (the shell selects the first by default). */
  @Query(() => [Group])
  async myGroups(@Ctx() ctx: SubgraphContext): Promise<Group[]> {
    const memberships = await listMembershipsOf(ctx.em, requireUserId(ctx));
    return loadViewerGroups(ctx, memberships);
  }

  /** One group, for its members only: anyone else gets NOT_FOUND. */
  @Query(() => Group, { nullable: true })
  async group(@Arg('id', () => ID) id: string, @Ctx() ctx: SubgraphContext): Promise<Group> {
    return (await requireMembership(ctx, id)).group;
  }

  /** Creates a group; its creator is its owner and first member (role admin). */
  @Mutation(() => Group)
  async createGroup(
    @Arg('input', () => CreateGroupInput) input: CreateGroupInput,
    @Ctx() ctx: SubgraphContext,
  ): Promise<Group> {
    const userId = requireUserId(ctx);
    const data = validateInput(createGroupSchema, input);
    return createGroup(ctx.em, userId, data);
  }

  /** Deletes a group with its members and invites (owner only), and queues `group.deleted`. */
  @Mutation(() => Boolean)
  async deleteGroup(
    @Arg('id', () => ID) id: string,
    @Ctx() ctx: SubgraphContext,
  ): Promise<boolean> {
    const { group, userId } = await requireMembership(ctx, id);
    await deleteGroup(ctx.em, group, userId);
    return true;
  }

  /**
   * Sets the group's time zone (owner only; null or '': the deployment's default) and queues
   * `group.time-zone-changed`.
   */
  @Mutation(() => Group)
  async setGroupTimeZone(
    @Arg('id', () => ID) id: string,
    @Arg('timeZone', () => String, { nullable: true }) timeZone: string | null,
    @Ctx() ctx: SubgraphContext,
  ): Promise<Group> {
    const { group, userId } = await requireMembership(ctx, id);
    const data = validateInput(groupTimeZoneSchema, { timeZone });
    return setGroupTimeZone(ctx.em, group, userId, data.timeZone);
  }

  @FieldResolver(() => Boolean)
  isOwner(@Root() group: Group, @Ctx() ctx: SubgraphContext): boolean {
    return ctx.viewer.userId !== null && isGroupOwner(group, ctx.viewer.userId);
  }

  @FieldResolver(() => Int)
  memberCount(@Root() group: Group, @Ctx() ctx: SubgraphContext): Promise<number> {
    return memberLoaders(ctx).countByGroup.load(group.id);
  }

  /** The members, earliest first; only members of the group may list them. */
  @FieldResolver(() => [GroupMember])
  async members(@Root() group: Group, @Ctx() ctx: SubgraphContext): Promise<GroupMember[]> {
    await requireMembership(ctx, group.id);
    return memberLoaders(ctx).byGroup.load(group.id);
  }
}
