import { createSubgraphApp, type SubgraphAppDeps } from '@worship/subgraph-kit';
import type { GroupsConfig } from './config';
import { buildGroupsSchema } from './schema';

/** What the groups app reads from its configuration (tests pass just these). */
export type GroupsAppConfig = Pick<
  GroupsConfig,
  'production' | 'VIEWER_SIGNING_SECRET' | 'PUBLIC_URL'
>;

/** The groups service's Express app: /graphql, health checks. */
export async function createGroupsApp({ config, orm, logger }: SubgraphAppDeps<GroupsAppConfig>) {
  return createSubgraphApp({
    name: 'groups',
    schema: await buildGroupsSchema({
      publicUrl: config.PUBLIC_URL,
      secret: config.VIEWER_SIGNING_SECRET,
    }),
    orm,
    config,
    logger,
  });
}
