import {
  GroupReference,
  requireGroupOf,
  requireUserId,
  signCalendarGroupGrant,
  type MembershipClient,
  type SubgraphContext,
  type ViewerGroupIds,
} from '@worship/subgraph-kit';
import { Arg, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { requireMemberScope } from '../membership/membership.access';
import type { ScheduleSongRoot } from '../schedule-song/schedule-song.entity';
import { ScheduleSong } from '../schedule-song/schedule-song.entity';
import { scheduleSongLoaders } from '../schedule-song/schedule-song.loaders';
import { groupTimeZone, type UsageClock } from '../usage/usage-clock';
import type { CalendarFeed } from './calendar-feed.entity';
import { calendarServices } from './calendar-feed.read-model';
import {
  calendarFeedByToken,
  createCalendarFeed,
  findCalendarFeed,
  resetCalendarFeed,
  revokeCalendarFeed,
} from './calendar-feed.service';
import {
  CalendarFeedCreation,
  CalendarFeedLink,
  CalendarFeedServices,
  CalendarService,
} from './calendar-feed.type';

export interface CalendarFeedSettings {
  viewerGroupIds: ViewerGroupIds;
  /** Asked, when a feed is read, whether its member still belongs to the group. */
  memberships: MembershipClient;
  clock: UsageClock;
  /** The origin users reach the app at (PUBLIC_URL): feed links are built on it. */
  publicUrl: string;
  /** VIEWER_SIGNING_SECRET: signs the feed's group grant (groups verifies it). */
  secret: string;
}

/**
 * Issue 21: each member's private calendar feed of a group (docs/usage-and-ccli.md). Members
 * manage their own feed only (`Group.calendarFeed` is the viewer's); the feed itself is read by
 * its token, with nobody signed in (calendar apps cannot sign in), and answers only while its
 * member still belongs to the group.
 */
export function createCalendarFeedResolver({
  viewerGroupIds,
  memberships,
  clock,
  publicUrl,
  secret,
}: CalendarFeedSettings) {
  const link = (feed: CalendarFeed): CalendarFeedLink => ({
    url: `${publicUrl}/api/calendar/${feed.token}.ics`,
    createdAt: feed.createdAt,
  });

  async function memberGroup(ctx: SubgraphContext, groupId: string) {
    const scope = await requireMemberScope(ctx, viewerGroupIds);
    return { userId: scope.userId, groupId: requireGroupOf(scope, groupId) };
  }

  @Resolver(() => GroupReference)
  class GroupCalendarFeedResolver {
    /** The viewer's feed of the group; null until they make one (the reference checked membership). */
    @FieldResolver(() => CalendarFeedLink, { nullable: true })
    async calendarFeed(
      @Root() group: GroupReference,
      @Ctx() ctx: SubgraphContext,
    ): Promise<CalendarFeedLink | null> {
      const feed = await findCalendarFeed(ctx.em, group.id, requireUserId(ctx));
      return feed && link(feed);
    }
  }

  @Resolver(() => CalendarService)
  class CalendarServiceResolver {
    /** The schedule's songs in order, each readable through the feed (`sharedSong`). */
    @FieldResolver(() => [ScheduleSong])
    async songs(
      @Root() service: CalendarService,
      @Ctx() ctx: SubgraphContext,
    ): Promise<ScheduleSongRoot[]> {
      const songs = await scheduleSongLoaders(ctx).bySchedule.load(service.scheduleId);
      return songs.map((song) => ({ ...song, shared: true }));
    }
  }

  @Resolver()
  class CalendarFeedResolver {
    /** The viewer's feed of the group, made now unless they have one. Members only. */
    @Mutation(() => CalendarFeedCreation)
    async createCalendarFeed(
      @Arg('groupId', () => ID) groupId: string,
      @Ctx() ctx: SubgraphContext,
    ): Promise<CalendarFeedCreation> {
      const member = await memberGroup(ctx, groupId);
      const { feed, created } = await createCalendarFeed(ctx.em, member.groupId, member.userId);
      return { feed: link(feed), created };
    }

    /** A new link for the viewer's feed; the old one stops working at once. */
    @Mutation(() => CalendarFeedLink)
    async resetCalendarFeed(
      @Arg('groupId', () => ID) groupId: string,
      @Ctx() ctx: SubgraphContext,
    ): Promise<CalendarFeedLink> {
      const member = await memberGroup(ctx, groupId);
      return link(await resetCalendarFeed(ctx.em, member.groupId, member.userId));
    }

    /** Turns the viewer's feed off; whether there was one. */
    @Mutation(() => Boolean)
    async revokeCalendarFeed(
      @Arg('groupId', () => ID) groupId: string,
      @Ctx() ctx: SubgraphContext,
    ): Promise<boolean> {
      const member = await memberGroup(ctx, groupId);
      return revokeCalendarFeed(ctx.em, member.groupId, member.userId);
    }

    /**
     * The services a feed token shows, for anyone holding it; null when the token is malformed,
     * unknown, reset or turned off, or its member has left the group (or it was deleted).
     */
    @Query(() => CalendarFeedServices, { nullable: true })
    async calendarFeedServices(
      @Arg('token', () => String) token: string,
      @Ctx() ctx: SubgraphContext,
    ): Promise<CalendarFeedServices | null> {
      const feed = await calendarFeedByToken(ctx.em, token);
      if (!feed) return null;
      const groupIds = await memberships.groupIdsOf({ userId: feed.userId, isAdmin: false });
      if (!groupIds.includes(feed.groupId)) return null;
      const timeZone = await groupTimeZone(ctx.em, feed.groupId, clock.timeZone);
      const services = await calendarServices(ctx.em, feed.groupId, timeZone, clock.now());
      return {
        groupId: feed.groupId,
        group: { groupGrant: signCalendarGroupGrant(feed.groupId, secret) },
        timeZone,
        services,
      };
    }
  }

  return [GroupCalendarFeedResolver, CalendarServiceResolver, CalendarFeedResolver] as const;
}
