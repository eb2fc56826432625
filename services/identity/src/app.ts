import { randomUUID } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import {
  createCoMemberClient,
  createSubgraphApp,
  IDENTITY_BODY_LIMIT,
  newSecretToken,
  type SubgraphAppDeps,
} from '@worship/subgraph-kit';
import type { IdentityConfig } from './config';
import { mountInternalRoutes } from './internal/internal.routes';
import { buildIdentitySchema } from './schema';
import { Session } from './session/session.entity';
import { createSignInThrottle } from './throttle/throttle.service';
import { resolveSession, type SessionPolicy } from './session/session.service';
import { findUsersByIds } from './user/user.service';

/** What the identity app reads from its configuration (tests pass just these). */
export type IdentityAppConfig = Pick<
  IdentityConfig,
  | 'production'
  | 'VIEWER_SIGNING_SECRET'
  | 'SESSION_IDLE_MINUTES'
  | 'SESSION_ABSOLUTE_DAYS'
  | 'GROUPS_URL'
  | 'AUTH_RATE_LIMIT_PER_MINUTE'
> &
  // Optional: without subscribers (the tests' default) no relay runs.
  Partial<Pick<IdentityConfig, 'EVENT_SUBSCRIBERS'>>;

/**
 * Runs what every signed-in request runs, once, before the service listens: the first visitor
 * after a start otherwise waits ~100 ms for MikroORM to build those queries and compile the
 * Session and User hydrators. Reads an existing session (if any) and writes nothing: the token
 * and the ids match no row.
 */
async function warmUp(orm: MikroORM, sessions: SessionPolicy) {
  const em = orm.em.fork();
  await resolveSession(em, newSecretToken(), sessions);
  await em.find(Session, {}, { populate: ['user'], limit: 1 });
  await em.nativeUpdate(Session, { id: '' }, { lastSeenAt: new Date() });
  await findUsersByIds(orm.em.fork(), [randomUUID()]);
}

/** The identity service's Express app: /graphql, /internal/*, health checks. */
export async function createIdentityApp({
  config,
  orm,
  logger,
}: SubgraphAppDeps<IdentityAppConfig>) {
  const sessions = {
    idleMs: config.SESSION_IDLE_MINUTES * 60_000,
    absoluteMs: config.SESSION_ABSOLUTE_DAYS * 86_400_000,
  };
  await warmUp(orm, sessions);
  return createSubgraphApp({
    name: 'identity',
    schema: await buildIdentitySchema({
      coMembers: createCoMemberClient({
        groupsUrl: config.GROUPS_URL,
        secret: config.VIEWER_SIGNING_SECRET,
      }),
    }),
    orm,
    config,
    logger,
    // user.deleted, relayed from the outbox to EVENT_SUBSCRIBERS.
    events: { subscribers: config.EVENT_SUBSCRIBERS ?? [] },
    internalRoutes: (router) =>
      mountInternalRoutes(router, {
        sessions,
        throttle: createSignInThrottle(orm, config.AUTH_RATE_LIMIT_PER_MINUTE),
      }),
    internalBodyLimit: IDENTITY_BODY_LIMIT,
  });
}
