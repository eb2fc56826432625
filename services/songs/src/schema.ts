import { buildFederatedSchema, type MembershipClient } from '@worship/subgraph-kit';
import type { GraphQLSchema } from 'graphql';
import { categoryReferenceResolvers } from './category/category.reference';
import { CategoryResolver } from './category/category.resolver';
import { viewerGroupIdsLoader } from './membership/membership.loaders';
import { createSongReferenceResolvers } from './song/song.reference';
import { createSongResolver } from './song/song.resolver';
import { StanzaResolver } from './song/stanza.resolver';
import { UserReference } from './song/user.reference';

export interface SongsSchemaSettings {
  /** Where the viewer's groups come from (the groups service's internal route). */
  memberships: MembershipClient;
}

export function buildSongsSchema({ memberships }: SongsSchemaSettings): Promise<GraphQLSchema> {
  const viewerGroupIds = viewerGroupIdsLoader(memberships);
  return buildFederatedSchema({
    resolvers: [createSongResolver(viewerGroupIds), StanzaResolver, CategoryResolver],
    orphanedTypes: [UserReference],
    referenceResolvers: {
      ...createSongReferenceResolvers(viewerGroupIds),
      ...categoryReferenceResolvers,
    } as never,
  });
}
