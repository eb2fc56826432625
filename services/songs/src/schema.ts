import {
  buildFederatedSchema,
  GroupReference,
  memberGroupReferenceResolvers,
  UserReference,
  type MembershipClient,
} from '@worship/subgraph-kit';
import type { GraphQLSchema } from 'graphql';
import { AccountSongsResolver } from './account/account-songs.resolver';
import { categoryReferenceResolvers } from './category/category.reference';
import { CategoryResolver } from './category/category.resolver';
import { viewerGroupIdsLoader, viewerOwnedGroupIdsLoader } from './membership/membership.loaders';
import {
  createScheduleSongReferenceResolver,
  ScheduleSongReference,
  scheduleSongReferenceResolvers,
} from './song/schedule-song.reference';
import { createSongReferenceResolvers } from './song/song.reference';
import { createSongResolver } from './song/song.resolver';
import { SongVersionResolver } from './song/song-version.resolver';
import { createSongExportResolver } from './song-import/song-export.resolver';
import { createSongImportResolver } from './song-import/song-import.resolver';
import { StanzaResolver } from './song/stanza.resolver';
import { GroupStatsResolver } from './stats/group-stats.resolver';
import { TransliterateResolver } from './transliterate/transliterate.resolver';

export interface SongsSchemaSettings {
  /** Where the viewer's groups come from (the groups service's internal route). */
  memberships: MembershipClient;
  /** VIEWER_SIGNING_SECRET: verifies the song grants of public schedules (schedules signs them). */
  secret: string;
}

export function buildSongsSchema({
  memberships,
  secret,
}: SongsSchemaSettings): Promise<GraphQLSchema> {
  const viewerGroupIds = viewerGroupIdsLoader(memberships);
  return buildFederatedSchema({
    resolvers: [
      createSongImportResolver(viewerGroupIds),
      createSongExportResolver(viewerGroupIds),
      createSongResolver(viewerGroupIds, viewerOwnedGroupIdsLoader(memberships)),
      SongVersionResolver,
      createScheduleSongReferenceResolver(secret),
      StanzaResolver,
      CategoryResolver,
      GroupStatsResolver,
      AccountSongsResolver,
      TransliterateResolver,
    ],
    orphanedTypes: [UserReference, GroupReference, ScheduleSongReference],
    referenceResolvers: {
      ...createSongReferenceResolvers(viewerGroupIds),
      ...categoryReferenceResolvers,
      ...scheduleSongReferenceResolvers,
      ...memberGroupReferenceResolvers(viewerGroupIds),
    } as never,
  });
}
