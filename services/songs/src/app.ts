import {
  createMembershipClient,
  createSubgraphApp,
  type SubgraphAppDeps,
} from '@worship/subgraph-kit';
import type { SongsConfig } from './config';
import { songsEventHandlers } from './events/event.handlers';
import { viewerGroupIdsLoader } from './membership/membership.loaders';
import { buildSongsSchema } from './schema';
import { refreshSearchIndexInBackground } from './search/search-index';
import { mountSongInternalRoutes } from './song/song.internal';

/** What the songs app reads from its configuration (tests pass just these). */
export type SongsAppConfig = Pick<
  SongsConfig,
  'production' | 'VIEWER_SIGNING_SECRET' | 'GROUPS_URL'
>;

/** The songs service's Express app: /graphql, /internal/songs/visible, health checks. */
export async function createSongsApp({ config, orm, logger }: SubgraphAppDeps<SongsAppConfig>) {
  const memberships = createMembershipClient({
    groupsUrl: config.GROUPS_URL,
    secret: config.VIEWER_SIGNING_SECRET,
  });
  // Stored keys follow SEARCH_KEY_VERSION: after an upgrade that changes them, redo them.
  void refreshSearchIndexInBackground(orm.em.fork(), logger);
  return createSubgraphApp({
    name: 'songs',
    schema: await buildSongsSchema({ memberships, secret: config.VIEWER_SIGNING_SECRET }),
    orm,
    config,
    logger,
    // POST /internal/events: group.deleted from groups' outbox (kit events/, songs.inbox).
    events: { handlers: songsEventHandlers },
    // An import batch from the gateway: up to 768 KB of files, JSON-escaped (docs/import-export.md).
    graphqlBodyLimit: '4mb',
    // POST /internal/songs/visible: which songs a viewer may see (schedules asks).
    internalRoutes: (router) => mountSongInternalRoutes(router, viewerGroupIdsLoader(memberships)),
  });
}
