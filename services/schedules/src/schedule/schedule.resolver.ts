import {
  UserReference,
  validateInput,
  type SubgraphContext,
  type ViewerGroupIds,
} from '@worship/subgraph-kit';
import {
  Arg,
  Args,
  Ctx,
  FieldResolver,
  ID,
  Int,
  Mutation,
  Query,
  Resolver,
  Root,
} from 'type-graphql';
import { requireGroupOf, requireMemberScope } from '../membership/membership.access';
import { ratingLoaders } from '../rating/rating.loaders';
import { ScheduleRating } from '../rating/rating.type';
import { ScheduleSong, type ScheduleSongRoot } from '../schedule-song/schedule-song.entity';
import { scheduleSongLoaders } from '../schedule-song/schedule-song.loaders';
import { type UsageClock } from '../usage/usage-clock';
import { findMemberSchedule, requireMemberSchedule } from './schedule.access';
import { Schedule } from './schedule.entity';
import {
  CreateScheduleArgs,
  createScheduleSchema,
  pageSchema,
  scheduleFilterSchema,
  ScheduleSort,
  SchedulesArgs,
  songsLimitSchema,
  UpdateScheduleArgs,
  updateScheduleSchema,
} from './schedule.input';
import { listScheduleCreators, listSchedules, type ScheduleRecord } from './schedule.read-model';
import {
  createSchedule,
  deleteSchedule,
  findSharedSchedule,
  updateSchedule,
} from './schedule.service';

/**
 * What the field resolvers read of a schedule. A Pick, not the class: type-graphql would copy
 * each list record into a new instance of a class type.
 */
type ScheduleRoot = Pick<Schedule, 'id' | 'createdBy'> & Partial<Pick<Schedule, 'isPublic'>>;

/**
 * The schedule queries and mutations. Built by a small factory (like groups'
 * createInviteResolver): the viewer's groups come from the groups service through
 * `viewerGroupIds` (one call per request, shared by every resolver; none for anonymous callers).
 * Each operation: the caller, their access, the input, the service, the answer.
 */
export function createScheduleResolver(viewerGroupIds: ViewerGroupIds, clock?: UsageClock) {
  @Resolver(() => Schedule)
  class ScheduleResolver {
    /** A group of the caller's schedules passing the filters, newest change first. */
    @Query(() => [Schedule])
    async schedules(
      @Args(() => SchedulesArgs) args: SchedulesArgs,
      @Ctx() ctx: SubgraphContext,
    ): Promise<ScheduleRecord[]> {
      const groupId = requireGroupOf(await requireMemberScope(ctx, viewerGroupIds), args.groupId);
      const filter = validateInput(scheduleFilterSchema, args.filter ?? {});
      const page = validateInput(pageSchema, { limit: args.limit, offset: args.offset });
      return listSchedules(ctx.em, groupId, filter, page, args.sort ?? ScheduleSort.UPDATED);
    }

    /** One schedule of the caller's groups; null when not found or not theirs. */
    @Query(() => Schedule, { nullable: true })
    schedule(
      @Arg('id', () => ID) id: string,
      @Ctx() ctx: SubgraphContext,
    ): Promise<Schedule | null> {
      return findMemberSchedule(ctx, viewerGroupIds, id);
    }

    /** A schedule behind its share link, for anyone; null unless it is public. */
    @Query(() => Schedule, { nullable: true })
    sharedSchedule(
      @Arg('shareToken', () => String) shareToken: string,
      @Ctx() ctx: SubgraphContext,
    ): Promise<Schedule | null> {
      return findSharedSchedule(ctx.em, shareToken);
    }

    /** The users who created a schedule in the group (identity resolves their names). */
    @Query(() => [UserReference])
    async scheduleCreators(
      @Arg('groupId', () => ID) groupId: string,
      @Ctx() ctx: SubgraphContext,
    ): Promise<UserReference[]> {
      const id = requireGroupOf(await requireMemberScope(ctx, viewerGroupIds), groupId);
      return (await listScheduleCreators(ctx.em, id)).map((userId) => ({ id: userId }));
    }

    @Mutation(() => Schedule)
    async createSchedule(
      @Args(() => CreateScheduleArgs) { groupId, input }: CreateScheduleArgs,
      @Ctx() ctx: SubgraphContext,
    ): Promise<Schedule> {
      const scope = await requireMemberScope(ctx, viewerGroupIds);
      const id = requireGroupOf(scope, groupId);
      const data = validateInput(createScheduleSchema, input);
      return createSchedule(ctx.em, scope.userId, id, data, clock);
    }

    /** Renames and/or publishes a schedule of the caller's groups. */
    @Mutation(() => Schedule)
    async updateSchedule(
      @Args(() => UpdateScheduleArgs) { id, input }: UpdateScheduleArgs,
      @Ctx() ctx: SubgraphContext,
    ): Promise<Schedule> {
      const schedule = await requireMemberSchedule(ctx, viewerGroupIds, id);
      const data = validateInput(updateScheduleSchema, input);
      return updateSchedule(ctx.em, schedule.id, data);
    }

    /** Deletes a schedule of the caller's groups with its songs and ratings. */
    @Mutation(() => Boolean)
    async deleteSchedule(
      @Arg('id', () => ID) id: string,
      @Ctx() ctx: SubgraphContext,
    ): Promise<boolean> {
      const schedule = await requireMemberSchedule(ctx, viewerGroupIds, id);
      return deleteSchedule(ctx.em, schedule.id);
    }

    /** A federation reference: identity resolves the creator's names. */
    @FieldResolver(() => UserReference)
    creator(@Root() schedule: ScheduleRoot): UserReference {
      return { id: schedule.createdBy };
    }

    /**
     * By order (batched across every schedule of the request). Each knows whether its schedule is
     * public, so `ScheduleSong.songGrant` opens the song to anyone holding the share link.
     * `songId` keeps only that song's entry (a song is at most once per schedule): the song view
     * opens one song in full without loading every other one (the gateway prices it as one).
     * `limit` keeps the first entries by order: a list's card shows 6 (spec §9) and `songCount`
     * counts them all, so a page of schedules never carries every song of every schedule.
     */
    @FieldResolver(() => [ScheduleSong])
    async songs(
      @Root() schedule: ScheduleRoot,
      @Ctx() ctx: SubgraphContext,
      @Arg('songId', () => ID, { nullable: true }) songId?: string | null,
      @Arg('limit', () => Int, { nullable: true }) limit?: number | null,
    ): Promise<ScheduleSongRoot[]> {
      const { limit: first } = validateInput(songsLimitSchema, { limit });
      const all = await scheduleSongLoaders(ctx).bySchedule.load(schedule.id);
      const wanted = songId?.toLowerCase();
      const songs = songId == null ? all : all.filter((song) => song.songId === wanted);
      return songs
        .slice(0, first ?? undefined)
        .map((song) => ({ ...song, shared: schedule.isPublic === true }));
    }

    @FieldResolver(() => ScheduleRating)
    rating(@Root() schedule: ScheduleRoot, @Ctx() ctx: SubgraphContext): Promise<ScheduleRating> {
      return ratingLoaders(ctx).bySchedule.load(schedule.id);
    }

    /** The caller's own rating; null when none or anonymous. */
    @FieldResolver(() => Int, { nullable: true })
    viewerRating(
      @Root() schedule: ScheduleRoot,
      @Ctx() ctx: SubgraphContext,
    ): Promise<number | null> {
      return ratingLoaders(ctx).viewerRating.load(schedule.id);
    }
  }
  return ScheduleResolver;
}
