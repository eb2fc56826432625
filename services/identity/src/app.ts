import { createSubgraphApp, type SubgraphAppDeps } from '@worship/subgraph-kit';
import type { IdentityConfig } from './config';
import { mountInternalRoutes } from './internal/internal.routes';
import { buildIdentitySchema } from './schema';

/** What the identity app reads from its configuration (tests pass just these). */
export type IdentityAppConfig = Pick<
  IdentityConfig,
  | 'production'
  | 'VIEWER_SIGNING_SECRET'
  | 'ADMIN_EMAILS'
  | 'SESSION_IDLE_MINUTES'
  | 'SESSION_ABSOLUTE_DAYS'
>;

/** The identity service's Express app: /graphql, /internal/*, health checks. */
export async function createIdentityApp({
  config,
  orm,
  logger,
}: SubgraphAppDeps<IdentityAppConfig>) {
  return createSubgraphApp({
    name: 'identity',
    schema: await buildIdentitySchema(),
    orm,
    config,
    logger,
    routes: (app) =>
      mountInternalRoutes(app, {
        orm,
        viewerSecret: config.VIEWER_SIGNING_SECRET,
        adminEmails: config.ADMIN_EMAILS,
        sessions: {
          idleMs: config.SESSION_IDLE_MINUTES * 60_000,
          absoluteMs: config.SESSION_ABSOLUTE_DAYS * 86_400_000,
        },
        logger,
      }),
  });
}
