import 'reflect-metadata';
import { buildFederatedSchema } from '@worship/subgraph-kit';
// Import order is declaration order, which is the order of fields in the emitted SDL.
import { UserResolver } from './user/user.resolver';
import { userReferenceResolvers } from './user/user.reference';
import { ApiKeyResolver } from './api-key/api-key.resolver';

/** The identity subgraph's schema. Needs no database, so the SDL can be emitted anywhere. */
export function buildIdentitySchema() {
  return buildFederatedSchema({
    resolvers: [UserResolver, ApiKeyResolver],
    referenceResolvers: userReferenceResolvers,
  });
}
