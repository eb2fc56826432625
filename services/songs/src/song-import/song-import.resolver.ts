import { optionalGroupOf, validateInput, type SubgraphContext } from '@worship/subgraph-kit';
import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import { requireSongScope } from '../membership/membership.access';
import type { ViewerGroupIds } from '../membership/membership.loaders';
import { ImportSongsInput, importSongsSchema, SongImportResult } from './song-import.input';
import { importSongs } from './song-import.service';

/** Song import (docs/import-export.md): files in, one result per file. */
export function createSongImportResolver(viewerGroupIds: ViewerGroupIds) {
  @Resolver()
  class SongImportResolver {
    /**
     * Imports files into a group of the caller's (NOT_FOUND for another group), else into their
     * first group, else into none. A file's error never stops the others.
     */
    @Mutation(() => [SongImportResult])
    async importSongs(
      @Arg('input', () => ImportSongsInput) input: ImportSongsInput,
      @Ctx() ctx: SubgraphContext,
    ): Promise<SongImportResult[]> {
      const scope = await requireSongScope(ctx, viewerGroupIds);
      const groupId = optionalGroupOf(scope, input.groupId) ?? scope.groupIds[0] ?? null;
      const data = validateInput(importSongsSchema, input);
      return importSongs(ctx.em, { groupId, userId: scope.userId }, data);
    }
  }
  return SongImportResolver;
}
