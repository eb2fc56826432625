import {
  createMembershipClient,
  createSubgraphApp,
  type SubgraphAppDeps,
} from '@worship/subgraph-kit';
import type { SchedulesConfig } from './config';
import { schedulesEventHandlers } from './events/event.handlers';
import { liveChannelEvent } from '@worship/subgraph-kit';
import { startLiveChannel } from './live/live-channel';
import { liveInternalRoutes } from './live/live.internal';
import { buildSchedulesSchema } from './schema';
import { createSongsClient } from './song/songs-client';

/** What the schedules app reads from its configuration (tests pass just these). */
export type SchedulesAppConfig = Pick<
  SchedulesConfig,
  'production' | 'VIEWER_SIGNING_SECRET' | 'GROUPS_URL' | 'SONGS_URL'
> &
  Partial<Pick<SchedulesConfig, 'STATS_TIME_ZONE' | 'EVENT_SUBSCRIBERS' | 'PUBLIC_URL'>>;

/** A notification's payload as the channel's event, or null (logged by nobody: not ours). */
function parseLiveEvent(payload: string) {
  try {
    const parsed = liveChannelEvent.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * The schedules service's Express app: /graphql, /internal/events, /internal/live/events,
 * health checks.
 */
export async function createSchedulesApp({
  config,
  orm,
  logger,
}: SubgraphAppDeps<SchedulesAppConfig>) {
  const secret = config.VIEWER_SIGNING_SECRET;
  const live = startLiveChannel({
    connectionString: orm.config.get('clientUrl')!,
    logger,
    parse: parseLiveEvent,
  });
  const app = await createSubgraphApp({
    name: 'schedules',
    schema: await buildSchedulesSchema({
      memberships: createMembershipClient({ groupsUrl: config.GROUPS_URL, secret }),
      songs: createSongsClient({ songsUrl: config.SONGS_URL, secret }),
      secret,
      stats: { timeZone: config.STATS_TIME_ZONE },
      publicUrl: config.PUBLIC_URL,
    }),
    orm,
    config,
    logger,
    // POST /internal/events: group.deleted and group.time-zone-changed from groups' outbox, user.deleted
    // from identity's (kit events/, schedules.inbox); song.uses-changed relayed from the outbox
    // to EVENT_SUBSCRIBERS (none without them: the tests' default).
    events: {
      subscribers: config.EVENT_SUBSCRIBERS ?? [],
      handlers: schedulesEventHandlers(config.STATS_TIME_ZONE ?? 'UTC'),
    },
    // GET /internal/live/events: each gateway process's one stream of live changes.
    internalRoutes: liveInternalRoutes(live),
  });
  return {
    app: app.app,
    stop: async () => {
      await live.stop();
      await app.stop();
    },
  };
}
