import {
  buildFederatedSchema,
  GroupReference,
  memberGroupReferenceResolvers,
  UserReference,
  viewerGroupIdsLoader,
  type MembershipClient,
} from '@worship/subgraph-kit';
import type { GraphQLSchema } from 'graphql';
import { createCalendarFeedResolver } from './calendar-feed/calendar-feed.resolver';
import { createLiveResolver } from './live/live.resolver';
import { createCcliReportResolver } from './report/ccli-report.resolver';
import { createRatingResolver } from './rating/rating.resolver';
import { createScheduleReferenceResolvers } from './schedule/schedule.reference';
import { createScheduleResolver } from './schedule/schedule.resolver';
import { createScheduleSongResolver } from './schedule-song/schedule-song.resolver';
import { songReferenceResolvers } from './song/song.reference';
import { createSongUsageResolver } from './song/song.resolver';
import type { SongsClient } from './song/songs-client';
import { createGroupStatsResolver } from './stats/group-stats.resolver';
import type { StatsSettings } from './stats/stats.loaders';
import type { UsageClock } from './usage/usage-clock';

export interface SchedulesSchemaSettings {
  /** Where the viewer's groups come from (the groups service's internal route). */
  memberships: MembershipClient;
  /** Which songs the viewer may see (the songs service's internal route). */
  songs: SongsClient;
  /** VIEWER_SIGNING_SECRET: signs the songs grants of public schedules (songs verifies them). */
  secret: string;
  /** The default zone of groups without one (STATS_TIME_ZONE, default UTC) and the clock. */
  stats?: Partial<StatsSettings>;
  /** PUBLIC_URL, the origin users reach the app at: calendar feed links are built on it. */
  publicUrl?: string;
}

export function buildSchedulesSchema({
  memberships,
  songs,
  secret,
  stats,
  publicUrl = 'http://localhost:3000',
}: SchedulesSchemaSettings): Promise<GraphQLSchema> {
  // One groups call per request, shared by every resolver and reference that needs the groups.
  const viewerGroupIds = viewerGroupIdsLoader(memberships);
  const clock: UsageClock = {
    timeZone: stats?.timeZone ?? 'UTC',
    now: stats?.now ?? (() => new Date()),
  };
  return buildFederatedSchema({
    resolvers: [
      createScheduleResolver(viewerGroupIds, clock),
      createScheduleSongResolver({ viewerGroupIds, songs, secret }),
      createRatingResolver(viewerGroupIds),
      createLiveResolver(viewerGroupIds),
      createSongUsageResolver(viewerGroupIds, clock),
      createGroupStatsResolver(clock),
      createCcliReportResolver(viewerGroupIds, clock),
      ...createCalendarFeedResolver({ viewerGroupIds, memberships, clock, publicUrl, secret }),
    ],
    orphanedTypes: [UserReference, GroupReference],
    referenceResolvers: {
      ...createScheduleReferenceResolvers(viewerGroupIds),
      ...songReferenceResolvers,
      ...memberGroupReferenceResolvers(viewerGroupIds),
    } as never,
  });
}
