import {
  createMembershipClient,
  createSubgraphApp,
  type SubgraphAppDeps,
} from '@worship/subgraph-kit';
import type { SongsConfig } from './config';
import { songsEventHandlers } from './events/event.handlers';
import { buildSongsSchema } from './schema';

/** What the songs app reads from its configuration (tests pass just these). */
export type SongsAppConfig = Pick<
  SongsConfig,
  'production' | 'VIEWER_SIGNING_SECRET' | 'GROUPS_URL'
>;

/** The songs service's Express app: /graphql, health checks. */
export async function createSongsApp({ config, orm, logger }: SubgraphAppDeps<SongsAppConfig>) {
  const memberships = createMembershipClient({
    groupsUrl: config.GROUPS_URL,
    secret: config.VIEWER_SIGNING_SECRET,
  });
  return createSubgraphApp({
    name: 'songs',
    schema: await buildSongsSchema({ memberships }),
    orm,
    config,
    logger,
    // POST /internal/events: group.deleted from groups' outbox (kit events/, songs.inbox).
    events: { handlers: songsEventHandlers },
  });
}
