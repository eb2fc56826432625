import {
  buildFederatedSchema,
  GroupReference,
  memberGroupReferenceResolvers,
  UserReference,
  viewerGroupIdsLoader,
  type MembershipClient,
} from '@worship/subgraph-kit';
import type { GraphQLSchema } from 'graphql';
import type { LiveChannel } from './live/live-channel';
import { createLiveResolver } from './live/live.resolver';
import { createRatingResolver } from './rating/rating.resolver';
import { createScheduleReferenceResolvers } from './schedule/schedule.reference';
import { createScheduleResolver } from './schedule/schedule.resolver';
import { createScheduleSongResolver } from './schedule-song/schedule-song.resolver';
import { songReferenceResolvers } from './song/song.reference';
import { createSongUsageResolver } from './song/song.resolver';
import type { SongsClient } from './song/songs-client';
import { createGroupStatsResolver } from './stats/group-stats.resolver';
import type { StatsSettings } from './stats/stats.loaders';

export interface SchedulesSchemaSettings {
  /** Where the viewer's groups come from (the groups service's internal route). */
  memberships: MembershipClient;
  /** Which songs the viewer may see (the songs service's internal route). */
  songs: SongsClient;
  /** VIEWER_SIGNING_SECRET: signs the songs grants of public schedules (songs verifies them). */
  secret: string;
  /** "This month" of the statistics: STATS_TIME_ZONE (default UTC) and the clock. */
  stats?: Partial<StatsSettings>;
  /** Where live changes go once committed (live/live-channel.ts); absent: the SDL only. */
  live?: LiveChannel;
}

/** The SDL's stand-in for the channel: emit-sdl.ts never runs a mutation. */
const NO_CHANNEL: LiveChannel = {
  subscribe: () => () => undefined,
  committed: () => undefined,
  ready: async () => undefined,
  stop: async () => undefined,
};

export function buildSchedulesSchema({
  memberships,
  songs,
  secret,
  stats,
  live = NO_CHANNEL,
}: SchedulesSchemaSettings): Promise<GraphQLSchema> {
  // One groups call per request, shared by every resolver and reference that needs the groups.
  const viewerGroupIds = viewerGroupIdsLoader(memberships);
  return buildFederatedSchema({
    resolvers: [
      createScheduleResolver(viewerGroupIds),
      createScheduleSongResolver({ viewerGroupIds, songs, secret }),
      createRatingResolver(viewerGroupIds),
      createLiveResolver({ viewerGroupIds, channel: live }),
      createSongUsageResolver(viewerGroupIds),
      createGroupStatsResolver({
        timeZone: stats?.timeZone ?? 'UTC',
        now: stats?.now ?? (() => new Date()),
      }),
    ],
    orphanedTypes: [UserReference, GroupReference],
    referenceResolvers: {
      ...createScheduleReferenceResolvers(viewerGroupIds),
      ...songReferenceResolvers,
      ...memberGroupReferenceResolvers(viewerGroupIds),
    } as never,
  });
}
