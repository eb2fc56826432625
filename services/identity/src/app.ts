import type { MikroORM } from '@mikro-orm/postgresql';
import { createSubgraphApp, type Logger } from '@worship/subgraph-kit';
import type { IdentityConfig } from './config';
import { mountInternalRoutes } from './internal/internal.routes';
import { buildIdentitySchema } from './schema';

/** The identity service's Express app: /graphql, /internal/*, health checks. */
export async function createIdentityApp(options: {
  orm: MikroORM;
  config: Pick<
    IdentityConfig,
    | 'NODE_ENV'
    | 'VIEWER_SIGNING_SECRET'
    | 'ADMIN_EMAILS'
    | 'SESSION_IDLE_MINUTES'
    | 'SESSION_ABSOLUTE_DAYS'
  >;
  logger: Logger;
}) {
  const { orm, config, logger } = options;
  const schema = await buildIdentitySchema();
  return createSubgraphApp({
    name: 'identity',
    schema,
    orm,
    viewerSecret: config.VIEWER_SIGNING_SECRET,
    logger,
    production: config.NODE_ENV === 'production',
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
