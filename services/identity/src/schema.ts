import 'reflect-metadata';
import { buildFederatedSchema, coMemberLoader, type CoMemberClient } from '@worship/subgraph-kit';
// Import order is declaration order, which is the order of fields in the emitted SDL.
import { createUserResolver } from './user/user.resolver';
import { userReferenceResolvers } from './user/user.reference';
import { ApiKeyResolver } from './api-key/api-key.resolver';
import { AccountResolver } from './account/account.resolver';
import { PasswordResetResolver } from './password-reset/password-reset.resolver';

export interface IdentitySchemaSettings {
  /** Who shares a group with the viewer (the groups service's internal route). */
  coMembers: CoMemberClient;
}

/** The identity subgraph's schema. Needs no database, so the SDL can be emitted anywhere. */
export function buildIdentitySchema({ coMembers }: IdentitySchemaSettings) {
  return buildFederatedSchema({
    resolvers: [
      createUserResolver(coMemberLoader(coMembers)),
      ApiKeyResolver,
      AccountResolver,
      PasswordResetResolver,
    ],
    referenceResolvers: userReferenceResolvers,
  });
}
