import { optionalGroupOf, validateInput, type SubgraphContext } from '@worship/subgraph-kit';
import { Arg, Ctx, ID, Query, Resolver } from 'type-graphql';
import { requireSongScope } from '../membership/membership.access';
import type { ViewerGroupIds } from '../membership/membership.loaders';
import { exportSongsSchema, SongFile, SongFileFormat } from './song-import.input';
import { exportSongs, findSongsToExport } from './song-export.service';

/** Song export (docs/import-export.md): songs as OpenLyrics or ChordPro files. */
export function createSongExportResolver(viewerGroupIds: ViewerGroupIds) {
  @Resolver()
  class SongExportResolver {
    /**
     * The songs with these ids (each one the caller may see, else NOT_FOUND), or the whole
     * library of a group of the caller's, one file a song.
     */
    @Query(() => [SongFile])
    async exportSongs(
      @Arg('ids', () => [ID], { nullable: true }) ids: string[] | null,
      @Arg('groupId', () => ID, { nullable: true }) groupId: string | null,
      @Arg('format', () => SongFileFormat) format: SongFileFormat,
      @Ctx() ctx: SubgraphContext,
    ): Promise<SongFile[]> {
      const scope = await requireSongScope(ctx, viewerGroupIds);
      const args = validateInput(exportSongsSchema, { ids, groupId, format });
      const group = optionalGroupOf(scope, args.groupId);
      const songs = await findSongsToExport(ctx.em, scope, { ids: args.ids ?? [], groupId: group });
      return exportSongs(ctx.em, songs, args.format);
    }
  }
  return SongExportResolver;
}
