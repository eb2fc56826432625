import {
  requireUserId,
  validateInput,
  type SubgraphContext,
  type ViewerGroupIds,
} from '@worship/subgraph-kit';
import { Arg, Args, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import { songIdOf } from '../schedule-song/schedule-song.service';
import { requireMemberSchedule } from '../schedule/schedule.access';
import { Schedule } from '../schedule/schedule.entity';
import { findSharedSchedule } from '../schedule/schedule.service';
import type { LiveChannel } from './live-channel';
import { LiveSession, toLiveSession } from './live-session.type';
import {
  LiveControlArgs,
  MoveLiveArgs,
  StartLiveArgs,
  controlIdSchema,
  moveLiveSchema,
} from './live.input';
import { liveLoaders } from './live.loaders';
import { moveLive, startLive, stopLive, type LiveChange } from './live.service';

/** What the live resolver needs besides the request. */
export interface LiveSettings {
  viewerGroupIds: ViewerGroupIds;
  channel: LiveChannel;
}

/**
 * Sunday mode's live session (docs/schedules-api.md "Live"): `Schedule.live` and
 * `sharedLiveSession` to follow, and the leader's mutations (members of the schedule's group
 * only), each answering the session after the change. Each: the caller and their access, the
 * input, the service; then the change is handed to the channel (which delivers it itself only
 * on the embedded database, live-channel.ts).
 */
export function createLiveResolver({ viewerGroupIds, channel }: LiveSettings) {
  const answer = (change: LiveChange) => {
    if (change.event) channel.committed(change.event);
    return toLiveSession(change.session.scheduleId, change.session, true);
  };

  @Resolver(() => Schedule)
  class LiveResolver {
    /** The schedule's live session; the leading device's id for the group's members only. */
    @FieldResolver(() => LiveSession)
    async live(
      @Root() schedule: Pick<Schedule, 'id' | 'groupId'>,
      @Ctx() ctx: SubgraphContext,
    ): Promise<LiveSession> {
      const [row, groupIds] = await Promise.all([
        liveLoaders(ctx).bySchedule.load(schedule.id),
        viewerGroupIds(ctx),
      ]);
      return toLiveSession(schedule.id, row, groupIds.includes(schedule.groupId));
    }

    /** A public schedule's live session behind its share link, for anyone; else null. */
    @Query(() => LiveSession, { nullable: true })
    async sharedLiveSession(
      @Arg('shareToken', () => String) shareToken: string,
      @Ctx() ctx: SubgraphContext,
    ): Promise<LiveSession | null> {
      const schedule = await findSharedSchedule(ctx.em, shareToken);
      if (!schedule) return null;
      return toLiveSession(schedule.id, await liveLoaders(ctx).bySchedule.load(schedule.id), false);
    }

    /** The caller leads from this device; LIVE_TAKEN while another leads, unless `takeOver`. */
    @Mutation(() => LiveSession)
    async startLive(
      @Args(() => StartLiveArgs) args: StartLiveArgs,
      @Ctx() ctx: SubgraphContext,
    ): Promise<LiveSession> {
      const userId = requireUserId(ctx);
      const schedule = await requireMemberSchedule(ctx, viewerGroupIds, args.scheduleId);
      const { controlId } = validateInput(controlIdSchema, { controlId: args.controlId });
      return answer(
        await startLive(ctx.em, schedule.id, userId, controlId, args.takeOver === true),
      );
    }

    /** The leading device shows a section, a title, a blank or a black screen. */
    @Mutation(() => LiveSession)
    async moveLive(
      @Args(() => MoveLiveArgs) args: MoveLiveArgs,
      @Ctx() ctx: SubgraphContext,
    ): Promise<LiveSession> {
      const userId = requireUserId(ctx);
      const schedule = await requireMemberSchedule(ctx, viewerGroupIds, args.scheduleId);
      const move = validateInput(moveLiveSchema, args);
      return answer(
        await moveLive(ctx.em, schedule.id, userId, { ...move, songId: songIdOf(args.songId) }),
      );
    }

    /** The leading device stops leading; followers keep what they show. */
    @Mutation(() => LiveSession)
    async stopLive(
      @Args(() => LiveControlArgs) args: LiveControlArgs,
      @Ctx() ctx: SubgraphContext,
    ): Promise<LiveSession> {
      const userId = requireUserId(ctx);
      const schedule = await requireMemberSchedule(ctx, viewerGroupIds, args.scheduleId);
      const { controlId } = validateInput(controlIdSchema, { controlId: args.controlId });
      return answer(await stopLive(ctx.em, schedule.id, userId, controlId));
    }
  }
  return LiveResolver;
}
