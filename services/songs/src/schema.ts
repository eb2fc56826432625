import {
  buildFederatedSchema,
  GroupReference,
  memberGroupReferenceResolvers,
  type MembershipClient,
} from '@worship/subgraph-kit';
import type { GraphQLSchema } from 'graphql';
import { categoryReferenceResolvers } from './category/category.reference';
import { CategoryResolver } from './category/category.resolver';
import { viewerGroupIdsLoader } from './membership/membership.loaders';
import { createSongReferenceResolvers } from './song/song.reference';
import { createSongResolver } from './song/song.resolver';
import { StanzaResolver } from './song/stanza.resolver';
import { UserReference } from './song/user.reference';
import { GroupStatsResolver } from './stats/group-stats.resolver';

export interface SongsSchemaSettings {
  /** Where the viewer's groups come from (the groups service's internal route). */
  memberships: MembershipClient;
}

export function buildSongsSchema({ memberships }: SongsSchemaSettings): Promise<GraphQLSchema> {
  const viewerGroupIds = viewerGroupIdsLoader(memberships);
  return buildFederatedSchema({
    resolvers: [
      createSongResolver(viewerGroupIds),
      StanzaResolver,
      CategoryResolver,
      GroupStatsResolver,
    ],
    orphanedTypes: [UserReference, GroupReference],
    referenceResolvers: {
      ...createSongReferenceResolvers(viewerGroupIds),
      ...categoryReferenceResolvers,
      ...memberGroupReferenceResolvers(viewerGroupIds),
    } as never,
  });
}
