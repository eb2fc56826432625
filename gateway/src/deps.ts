import type { Logger } from '@worship/subgraph-kit';
import type { IdentityClient } from './auth/identity-client';
import type { GatewayConfig } from './config';
import type { RunOperation } from './graphql/operation-runner';
import type { PublicAnswers } from './rest/public-answers';

/** What route modules need from the gateway; passed in so tests can build the app freely. */
export interface GatewayDeps {
  config: GatewayConfig;
  logger: Logger;
  identity: IdentityClient;
  run: RunOperation;
  /** Anonymous public song answers, cached briefly (rest/public-answers.ts). */
  publicAnswers: PublicAnswers;
}
