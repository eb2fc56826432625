import { createSubgraphApp, type SubgraphAppDeps } from '@worship/subgraph-kit';
import type { GroupsConfig } from './config';
import { groupsEventHandlers } from './events/event.handlers';
import { mountMemberInternalRoutes } from './member/member.internal';
import { buildGroupsSchema } from './schema';

/** What the groups app reads from its configuration (tests pass just these). */
export type GroupsAppConfig = Pick<
  GroupsConfig,
  'production' | 'VIEWER_SIGNING_SECRET' | 'PUBLIC_URL'
>;

/** Optional: without subscribers (the tests' default) no relay runs. */
type GroupsEventsConfig = Partial<Pick<GroupsConfig, 'EVENT_SUBSCRIBERS'>>;

/** The groups service's Express app: /graphql, /internal/memberships and co-members, health checks. */
export async function createGroupsApp({
  config,
  orm,
  logger,
}: SubgraphAppDeps<GroupsAppConfig & GroupsEventsConfig>) {
  return createSubgraphApp({
    name: 'groups',
    schema: await buildGroupsSchema({
      publicUrl: config.PUBLIC_URL,
      secret: config.VIEWER_SIGNING_SECRET,
    }),
    orm,
    config,
    logger,
    // group.deleted and member.departed, relayed from the outbox to EVENT_SUBSCRIBERS; identity's
    // user.deleted handled at POST /internal/events (groups.inbox).
    events: { subscribers: config.EVENT_SUBSCRIBERS ?? [], handlers: groupsEventHandlers },
    internalRoutes: mountMemberInternalRoutes,
  });
}
