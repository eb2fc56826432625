import { randomUUID } from 'node:crypto';
import type { ApolloServer } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import compression from 'compression';
import express, { type Express } from 'express';
import { IMPORT_BODY_MAX_BYTES } from '@worship/common';
import { createLogger, type Logger } from '@worship/subgraph-kit';
import { authRoutes } from './auth/auth.routes';
import { createIdentityClient } from './auth/identity-client';
import { withSessionCache } from './auth/session-cache';
import { sessionRevocationPlugin } from './auth/session-revocation';
import { viewerMiddleware } from './auth/viewer';
import { lastGoodBackup } from './backup-status';
import type { GatewayConfig } from './config';
import type { GatewayDeps } from './deps';
import { devOverrides } from './dev/dev-overrides';
import type { GatewayContext } from './graphql/gateway-context';
import { createGraphQLServer } from './graphql/gateway-server';
import { graphqlErrorHandler } from './graphql/graphql-errors';
import { schemaSdlRoute } from './graphql/graphql-consumers';
import { createOperationRunner } from './graphql/operation-runner';
import { onSucceededMutationFields } from './graphql/succeeded-mutations';
import { calendarFeedRoutes } from './rest/calendar-feed.routes';
import { categoriesRoutes } from './rest/categories.routes';
import { groupArchiveRoutes } from './rest/group-archive.routes';
import { groupsRoutes } from './rest/groups.routes';
import { HttpError, restErrorHandler } from './rest/http-error';
import { accountRoutes } from './rest/account.routes';
import { identityRoutes } from './rest/identity.routes';
import { publicAnswers } from './rest/public-answers';
import { liveRoutes } from './rest/live.routes';
import { schedulesRoutes } from './rest/schedules.routes';
import { songFilesRoutes } from './rest/song-files.routes';
import { songsRoutes } from './rest/songs.routes';
import { statsRoutes } from './rest/stats.routes';
import { reportsRoutes } from './rest/reports.routes';
import { suggestionRoute, transliterateRoutes } from './rest/transliterate.routes';
import { originCheck } from './security/origin-check';
import { securityHeaders } from './security/headers';
import { mountExplorerPage, mountStatic, shellFiles } from './static/static-files';
import { createWarmUp } from './warm-up';
import { createGatewayLive, type GatewayLive } from './live/gateway-live';

function requestLog(logger: Logger): express.RequestHandler {
  return (req, res, next) => {
    const started = performance.now();
    const id = req.get('x-request-id') ?? randomUUID();
    res.setHeader('x-request-id', id);
    res.on('finish', () => {
      if (req.path.startsWith('/mf/') || req.path === '/healthz') return;
      logger.info(
        {
          id,
          method: req.method,
          path: req.path,
          status: res.statusCode,
          ms: Math.round(performance.now() - started),
        },
        'request',
      );
    });
    next();
  };
}

async function subgraphsReady(config: GatewayConfig): Promise<boolean> {
  const checks = [
    config.IDENTITY_URL,
    config.GROUPS_URL,
    config.SONGS_URL,
    config.SCHEDULES_URL,
  ].map(async (base) => {
    const res = await fetch(`${base}/readyz`, { signal: AbortSignal.timeout(2000) });
    return res.ok;
  });
  const results = await Promise.allSettled(checks);
  return results.every((r) => r.status === 'fulfilled' && r.value);
}

export interface GatewayApp {
  app: Express;
  graphql: ApolloServer<GatewayContext>;
  /** Sunday mode's live channel on this process (the bench counts its followers). */
  live: GatewayLive;
  stop(): Promise<void>;
}

export async function createGatewayApp(
  config: GatewayConfig,
  logger = createLogger('gateway', config.LOG_LEVEL),
): Promise<GatewayApp> {
  const overrides = devOverrides(config.DEV_OVERRIDES_DIR);
  const identityUrl = overrides.enabled
    ? () => overrides.service('identity') ?? config.IDENTITY_URL
    : config.IDENTITY_URL;
  const identity = withSessionCache(
    createIdentityClient(identityUrl, config.VIEWER_SIGNING_SECRET),
    { ttlMs: config.SESSION_CACHE_SECONDS * 1000 },
  );
  const answers = publicAnswers(config.PUBLIC_CACHE_SECONDS * 1000);
  const graphql = await createGraphQLServer(config, logger, [
    sessionRevocationPlugin(identity),
    // Whatever a mutation changed, no anonymous visitor is served the answer from before it.
    onSucceededMutationFields(() => answers.forgetAll()),
  ]);
  const deps: GatewayDeps = {
    config,
    logger,
    identity,
    run: createOperationRunner(graphql),
    publicAnswers: answers,
  };
  const warmUp = createWarmUp({ identity, graphql, logger });
  const live = createGatewayLive({
    schedulesUrl: overrides.enabled
      ? () => overrides.service('schedules') ?? config.SCHEDULES_URL
      : () => config.SCHEDULES_URL,
    secret: config.VIEWER_SIGNING_SECRET,
    logger,
    run: deps.run,
  });

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.TRUST_PROXY);
  app.use(requestLog(logger));
  app.use(securityHeaders(config));

  app.get('/healthz', async (_req, res) => {
    res.json({
      status: 'ok',
      ...(config.BACKUP_STATUS_FILE
        ? { lastGoodBackup: await lastGoodBackup(config.BACKUP_STATUS_FILE) }
        : {}),
    });
  });
  app.get('/readyz', async (_req, res) => {
    const ready = await subgraphsReady(config);
    if (ready) await warmUp();
    res.status(ready ? 200 : 503).json({ status: ready ? 'ready' : 'unavailable' });
  });

  // JSON answers over 1 KB, compressed as they are sent (br, else gzip). Static files are not:
  // the build wrote their .br/.gz (static/static-files.ts). Nor are the live event streams: a
  // compressor would hold each event back until its buffer fills, and cost every follower a
  // zlib context (hundreds of KB).
  app.use(
    ['/api', '/graphql', '/remotes.json'],
    compression({
      threshold: 1024,
      filter: (req, res) =>
        !String(res.getHeader('content-type') ?? '').startsWith('text/event-stream') &&
        compression.filter(req, res),
    }),
  );

  const authenticate = viewerMiddleware(identity, config);
  const checkOrigin = originCheck(config.PUBLIC_URL);

  const api = express.Router();
  api.use(suggestionRoute());
  api.use(authenticate, checkOrigin);
  // An import carries up to 1,000 files of 512 KB (docs/rest.md); every other body stays small.
  api.use('/songs/import', express.json({ limit: IMPORT_BODY_MAX_BYTES }));
  // A group archive (a zip) comes as the body itself.
  api.use('/groups/import', express.raw({ type: () => true, limit: IMPORT_BODY_MAX_BYTES }));
  api.use(express.json({ limit: '1mb' }), express.urlencoded({ extended: false, limit: '64kb' }));
  api.use(authRoutes(deps));
  api.use(identityRoutes(deps));
  api.use(accountRoutes(deps));
  api.use(groupArchiveRoutes(deps));
  api.use(groupsRoutes(deps));
  api.use(songFilesRoutes(deps));
  api.use(songsRoutes(deps));
  api.use(liveRoutes(deps, live));
  api.use(schedulesRoutes(deps));
  api.use(categoriesRoutes(deps));
  api.use(statsRoutes(deps));
  api.use(reportsRoutes(deps));
  api.use(calendarFeedRoutes(deps));
  api.use(transliterateRoutes(deps));
  api.use((req) => {
    throw new HttpError(404, `No route for ${req.method} ${req.baseUrl}${req.path}`);
  });
  api.use(restErrorHandler(logger));
  app.use('/api', api);

  app.get('/graphql/schema.graphql', authenticate, schemaSdlRoute(graphql));
  const shell = shellFiles(config);
  mountExplorerPage(app, shell);
  app.use(
    '/graphql',
    authenticate,
    checkOrigin,
    express.json({ limit: '1mb' }),
    expressMiddleware(graphql, { context: async ({ req }) => ({ viewer: req.viewer }) }),
  );
  app.use('/graphql', graphqlErrorHandler(logger));

  mountStatic(app, config, shell);
  return {
    app,
    graphql,
    live,
    stop: async () => {
      live.stop();
      await graphql.stop();
    },
  };
}
