import {
  createMembershipClient,
  createSubgraphApp,
  type SubgraphAppDeps,
} from '@worship/subgraph-kit';
import type { SchedulesConfig } from './config';
import { schedulesEventHandlers } from './events/event.handlers';
import { buildSchedulesSchema } from './schema';
import { createSongsClient } from './song/songs-client';

/** What the schedules app reads from its configuration (tests pass just these). */
export type SchedulesAppConfig = Pick<
  SchedulesConfig,
  'production' | 'VIEWER_SIGNING_SECRET' | 'GROUPS_URL' | 'SONGS_URL'
> &
  Partial<Pick<SchedulesConfig, 'STATS_TIME_ZONE'>>;

/** The schedules service's Express app: /graphql, /internal/events, health checks. */
export async function createSchedulesApp({
  config,
  orm,
  logger,
}: SubgraphAppDeps<SchedulesAppConfig>) {
  const secret = config.VIEWER_SIGNING_SECRET;
  return createSubgraphApp({
    name: 'schedules',
    schema: await buildSchedulesSchema({
      memberships: createMembershipClient({ groupsUrl: config.GROUPS_URL, secret }),
      songs: createSongsClient({ songsUrl: config.SONGS_URL, secret }),
      secret,
      stats: { timeZone: config.STATS_TIME_ZONE },
    }),
    orm,
    config,
    logger,
    // POST /internal/events: group.deleted from groups' outbox (kit events/, schedules.inbox).
    events: { handlers: schedulesEventHandlers },
  });
}
