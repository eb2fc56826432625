import 'reflect-metadata';
import type { Server } from 'node:http';
import { ApolloServer } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginInlineTraceDisabled,
} from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import { buildSubgraphSchema } from '@apollo/subgraph';
import { printSchemaWithDirectives } from '@graphql-tools/utils';
import type { MikroORM } from '@mikro-orm/postgresql';
import express, { type Express } from 'express';
import { GraphQLError, type GraphQLFormattedError, type GraphQLSchema } from 'graphql';
import { gql } from 'graphql-tag';
import { buildSchema, createResolversMap, type NonEmptyArray } from 'type-graphql';
import type { SubgraphContext } from './context';
import {
  mountEventInbox,
  startEventRelay,
  type EventHandlers,
  type EventRelayTuning,
  type EventSubscriber,
} from './events';
import { createInternalRouter, requireSignedViewer, type InternalRouter } from './internal-router';
import type { Logger } from './logger';
import type { Viewer } from './viewer-token';

type ReferenceResolvers = Record<
  string,
  { __resolveReference: (reference: never, context: never) => unknown }
>;

const FEDERATION_LINK =
  'extend schema @link(url: "https://specs.apollo.dev/federation/v2.7", import: ["@key", "@shareable", "@external", "@requires", "@inaccessible"])';

/** Builds a federation subgraph schema from type-graphql resolvers. */
export async function buildFederatedSchema(options: {
  resolvers: NonEmptyArray<Function>;
  orphanedTypes?: Function[];
  referenceResolvers?: ReferenceResolvers;
}): Promise<GraphQLSchema> {
  const schema = await buildSchema({
    resolvers: options.resolvers,
    orphanedTypes: options.orphanedTypes,
    validate: false,
    skipCheck: true,
  });
  const resolvers = createResolversMap(schema) as Record<string, Record<string, unknown>>;
  for (const [typeName, reference] of Object.entries(options.referenceResolvers ?? {})) {
    resolvers[typeName] = { ...resolvers[typeName], ...reference };
  }
  return buildSubgraphSchema({
    typeDefs: gql`
      ${FEDERATION_LINK}
      ${printSchemaWithDirectives(schema)}
    `,
    resolvers: resolvers as never,
  });
}

export interface SubgraphAppOptions {
  name: string;
  schema: GraphQLSchema;
  orm: MikroORM;
  /** The service's configuration (loadConfig derives `production`). */
  config: { VIEWER_SIGNING_SECRET: string; production: boolean };
  logger: Logger;
  /**
   * The service's internal routes (`/internal/…`, contracts in `internal-routes/`), served by
   * the kit's internal router.
   */
  internalRoutes?: (router: InternalRouter) => void;
  /** The internal router's largest JSON body (default 64kb). */
  internalBodyLimit?: string;
  /** The largest GraphQL request body (default 1mb). */
  graphqlBodyLimit?: string;
  /**
   * Domain events (DESIGN §4, kit `events/`). A producer names its `subscribers`
   * (EVENT_SUBSCRIBERS): a relay delivers its outbox until the app stops. A consumer gives
   * `handlers` by event type: `POST /internal/events` is mounted with its inbox.
   */
  events?: {
    subscribers?: EventSubscriber[];
    handlers?: EventHandlers;
    relay?: Partial<EventRelayTuning>;
  };
}

/** A built service: its Express app, and how to stop it (the pool is closed by the caller). */
export interface SubgraphApp {
  app: Express;
  stop(): Promise<void>;
}

function formatError(logger: Logger, production: boolean) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = error instanceof GraphQLError ? error.originalError : error;
    const known =
      formatted.extensions?.code && formatted.extensions.code !== 'INTERNAL_SERVER_ERROR';
    if (!known || (original && !(original instanceof GraphQLError))) {
      logger.error({ err: original ?? error }, 'unexpected resolver error');
      if (production || !known) {
        return { message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } };
      }
    }
    return formatted;
  };
}

/** An Express app serving one subgraph: /graphql behind the signed viewer header, health checks. */
export async function createSubgraphApp(options: SubgraphAppOptions): Promise<SubgraphApp> {
  const { production, VIEWER_SIGNING_SECRET: viewerSecret } = options.config;
  const apollo = new ApolloServer<SubgraphContext>({
    schema: options.schema,
    introspection: !production,
    includeStacktraceInErrorResponses: false,
    // serve() owns SIGTERM/SIGINT so the pool closes before exit; Apollo's own handler would re-raise the signal first.
    stopOnTerminationSignals: false,
    formatError: formatError(options.logger, production),
    // Traces are for Apollo's hosted studio, which this product does not use; cache-control
    // hints neither (no CDN caches GraphQL here), and their per-field hook is a measurable part
    // of a list's cost.
    plugins: [ApolloServerPluginInlineTraceDisabled(), ApolloServerPluginCacheControlDisabled()],
  });
  await apollo.start();

  const app = express();
  app.disable('x-powered-by');
  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok', service: options.name });
  });
  app.get('/readyz', async (_req, res) => {
    try {
      await options.orm.em.getConnection().execute('select 1');
      res.json({ status: 'ready', service: options.name });
    } catch {
      res.status(503).json({ status: 'unavailable', service: options.name });
    }
  });
  if (options.events?.handlers) {
    mountEventInbox(app, {
      name: options.name,
      orm: options.orm,
      secret: viewerSecret,
      logger: options.logger,
      handlers: options.events.handlers,
    });
  }
  if (options.internalRoutes) {
    const internal = createInternalRouter({
      orm: options.orm,
      viewerSecret,
      logger: options.logger,
      bodyLimit: options.internalBodyLimit,
    });
    options.internalRoutes(internal);
    internal.mount(app);
  }
  app.use(
    '/graphql',
    requireSignedViewer(viewerSecret),
    express.json({ limit: options.graphqlBodyLimit ?? '1mb' }),
    expressMiddleware(apollo, {
      // One EntityManager fork per request: its identity map and loaders never outlive it.
      context: async ({ res }): Promise<SubgraphContext> => ({
        viewer: res.locals.viewer as Viewer,
        em: options.orm.em.fork(),
      }),
    }),
  );
  const relay = startEventRelay({
    ...options.events?.relay,
    orm: options.orm,
    source: options.name,
    subscribers: options.events?.subscribers ?? [],
    secret: viewerSecret,
    logger: options.logger,
  });
  return {
    app,
    // The relay stops first: it may still record a delivery through the pool closed after.
    stop: async () => {
      await relay.stop();
      await apollo.stop();
    },
  };
}

/** Listens, and closes cleanly on SIGTERM/SIGINT: stop taking requests, finish, close the pool. */
export function serve(
  app: Express,
  options: {
    host: string;
    port: number;
    logger: Logger;
    onClose: () => Promise<void>;
    /** Extra fields for the "listening" log line. */
    logFields?: Record<string, unknown>;
  },
): Promise<Server> {
  return new Promise((resolve) => {
    const server = app.listen(options.port, options.host, () => {
      options.logger.info(
        { host: options.host, port: options.port, ...options.logFields },
        'listening',
      );
      resolve(server);
    });
    // Browsers and proxies keep idle connections longer than Node's 5 s default; a server that
    // closes one just as a request is sent on it resets that request (ECONNRESET).
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
    let closing = false;
    const shutdown = (signal: string) => {
      if (closing) return;
      closing = true;
      options.logger.info({ signal }, 'shutting down');
      server.close(() => {
        options.onClose().finally(() => process.exit(0));
      });
      server.closeIdleConnections();
      setTimeout(() => process.exit(1), 10_000).unref();
    };
    process.once('SIGTERM', () => shutdown('SIGTERM'));
    process.once('SIGINT', () => shutdown('SIGINT'));
  });
}
