import type { ApolloServer } from '@apollo/server';
import { ANONYMOUS, newSecretToken, type Logger } from '@worship/subgraph-kit';
import type { IdentityClient } from './auth/identity-client';
import type { GatewayContext } from './graphql/gateway-context';
import { CURRENT_USER_QUERY } from './rest/identity.routes';

/**
 * The first signed-in request after a start took ~300 ms (a few ms later on): the gateway's
 * first connection to identity, identity's first session query, and above all the gateway's
 * first parse, validation and query plan of GET /api/auth/user's operation, plus identity's
 * first execution of it. Doing each once before /readyz answers leaves none of that to a
 * visitor. Best effort: a failure is logged and retried at the next /readyz, never fatal.
 */
export function createWarmUp(deps: {
  identity: IdentityClient;
  graphql: ApolloServer<GatewayContext>;
  logger: Logger;
}): () => Promise<void> {
  let warm: Promise<void> | undefined;
  const run = async () => {
    const started = performance.now();
    // An unknown token shaped like a real one: identity runs its session lookup and says no.
    await deps.identity.resolveSession(newSecretToken());
    // Anonymous, so identity answers `me: null`; the plan and parse caches are what count.
    const response = await deps.graphql.executeOperation(
      { query: CURRENT_USER_QUERY },
      { contextValue: { viewer: ANONYMOUS } },
    );
    if (response.body.kind === 'single' && response.body.singleResult.errors?.length)
      throw new Error(response.body.singleResult.errors[0]?.message);
    deps.logger.debug({ ms: Math.round(performance.now() - started) }, 'warmed up');
  };
  return () => {
    warm ??= run().catch((error: unknown) => {
      warm = undefined;
      deps.logger.warn({ err: error }, 'warm-up failed; the first requests may be slower');
    });
    return warm;
  };
}
