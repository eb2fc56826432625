import { readFileSync } from 'node:fs';
import {
  ApolloGateway,
  RemoteGraphQLDataSource,
  type GraphQLDataSourceProcessOptions,
} from '@apollo/gateway';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import { ANONYMOUS, signViewer, VIEWER_HEADER, type Logger } from '@worship/subgraph-kit';
import type { GatewayConfig } from '../config';
import { devOverrides, type DevOverrides } from '../dev/dev-overrides';
import { introspectionForSignedIn } from './graphql-consumers';
import { queryCostLimit } from './query-cost';
import { subgraphFetcher } from './subgraph-fetcher';
import type { GatewayContext } from './gateway-context';
import { onSucceededMutationFields } from './succeeded-mutations';
import {
  CHANGES_MEMBERSHIPS,
  SUBGRAPHS_NEEDING_MEMBERSHIPS,
  viewerMembershipsSource,
  type ViewerMembershipsSource,
} from './viewer-memberships';

/**
 * Forwards the authenticated viewer to a subgraph in a short-lived signed header, with their
 * memberships for the subgraphs that decide visibility by group (viewer-memberships.ts). In
 * development, a subgraph run by `npm run dev -w <service>` gets the call instead
 * (dev/dev-overrides.ts).
 */
class SignedViewerDataSource extends RemoteGraphQLDataSource<GatewayContext> {
  constructor(
    url: string,
    private readonly secret: string,
    private readonly name: string,
    private readonly overrides: DevOverrides,
    private readonly memberships: ViewerMembershipsSource,
  ) {
    // undici's `request` on a shared keep-alive pool (subgraph-fetcher.ts) instead of the
    // default make-fetch-happen, whose HTTP-cache layer costs every subgraph call and is never
    // used (POSTs are not cached), or the global fetch and its WHATWG objects per call.
    super({ url, fetcher: subgraphFetcher });
  }

  override async willSendRequest(options: GraphQLDataSourceProcessOptions<GatewayContext>) {
    const { request, context } = options;
    const operation = 'viewer' in context && context.viewer ? (context as GatewayContext) : null;
    let viewer = operation?.viewer ?? ANONYMOUS;
    if (operation && viewer.userId && SUBGRAPHS_NEEDING_MEMBERSHIPS.has(this.name)) {
      const mutation =
        'incomingRequestContext' in options &&
        options.incomingRequestContext.operation?.operation === 'mutation';
      const memberships = await this.memberships.forOperation(operation, mutation);
      if (memberships) viewer = { ...viewer, memberships };
    }
    request.http?.headers.set(VIEWER_HEADER, signViewer(viewer, this.secret));
    const dev = this.overrides.enabled ? this.overrides.service(this.name) : undefined;
    if (dev && request.http) request.http = { ...request.http, url: `${dev}/graphql` };
  }
}

/** Subgraph name in the supergraph → base URL from configuration. */
function subgraphUrls(config: GatewayConfig): Record<string, string> {
  return {
    identity: config.IDENTITY_URL,
    groups: config.GROUPS_URL,
    songs: config.SONGS_URL,
    schedules: config.SCHEDULES_URL,
  };
}

export async function createGraphQLServer(
  config: GatewayConfig,
  logger: Logger,
  plugins: ApolloServerPlugin<GatewayContext>[] = [],
) {
  const urls = subgraphUrls(config);
  const overrides = devOverrides(config.DEV_OVERRIDES_DIR);
  const memberships = viewerMembershipsSource({
    groupsUrl: () => (overrides.enabled && overrides.service('groups')) || config.GROUPS_URL,
    secret: config.VIEWER_SIGNING_SECRET,
    ttlMs: config.SESSION_CACHE_SECONDS * 1000,
    logger,
  });
  const gateway = new ApolloGateway({
    supergraphSdl: readFileSync(config.SUPERGRAPH_PATH, 'utf8'),
    buildService: ({ name }) => {
      const base = urls[name];
      if (!base) throw new Error(`No URL configured for subgraph "${name}"`);
      return new SignedViewerDataSource(
        `${base}/graphql`,
        config.VIEWER_SIGNING_SECRET,
        name,
        overrides,
        memberships,
      );
    },
    logger,
  });
  const armor = new ApolloArmor({
    maxDepth: { n: 12 },
    maxAliases: { n: 15 },
    maxDirectives: { n: 50 },
    maxTokens: { enabled: false },
    // Armor's cost does not multiply by list sizes: queryCostLimit prices operations instead.
    costLimit: { enabled: false },
    blockFieldSuggestion: { enabled: config.production },
  }).protect();
  const server = new ApolloServer<GatewayContext>({
    gateway,
    // For signed-in users and API keys only, in every environment (introspectionForSignedIn).
    introspection: true,
    hideSchemaDetailsFromClientErrors: config.production,
    csrfPrevention: true,
    allowBatchedHttpRequests: false,
    includeStacktraceInErrorResponses: false,
    // serve() owns SIGTERM/SIGINT (graceful close, exit 0); Apollo's handler would re-raise the signal.
    stopOnTerminationSignals: false,
    plugins: [
      ...armor.plugins,
      introspectionForSignedIn(),
      queryCostLimit(),
      onSucceededMutationFields((field) => {
        if (CHANGES_MEMBERSHIPS.has(field)) memberships.forgetAll();
      }),
      ...plugins,
    ],
    // graphql-js's own token limit fails the parse cleanly (400); armor's variant answers 500.
    parseOptions: { maxTokens: 5000 },
    validationRules: armor.validationRules,
    logger,
  });
  await server.start();
  return server;
}
