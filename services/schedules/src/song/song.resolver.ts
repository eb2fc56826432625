import type { SubgraphContext, ViewerGroupIds } from '@worship/subgraph-kit';
import { Ctx, FieldResolver, Int, Resolver, Root } from 'type-graphql';
import { songUsageLoaders } from './song.loaders';
import { SongReference } from './song.reference';

/**
 * `Song.usageCount` / `Song.lastUsed` over the schedules of the viewer's groups, batched: every
 * song of the request costs one aggregate query together (song.loaders.ts). A small factory: the
 * viewer's groups come from the groups service.
 */
export function createSongUsageResolver(viewerGroupIds: ViewerGroupIds) {
  const loaders = songUsageLoaders(viewerGroupIds);

  @Resolver(() => SongReference)
  class SongUsageResolver {
    /** How many of the viewer's groups' schedules contain the song (0 when anonymous). */
    @FieldResolver(() => Int)
    async usageCount(@Root() song: SongReference, @Ctx() ctx: SubgraphContext): Promise<number> {
      return (await loaders(ctx).usage.load(song.id)).usageCount;
    }

    /** The latest createdAt of those schedules; null when there are none. */
    @FieldResolver(() => Date, { nullable: true })
    async lastUsed(@Root() song: SongReference, @Ctx() ctx: SubgraphContext): Promise<Date | null> {
      return (await loaders(ctx).usage.load(song.id)).lastUsed;
    }
  }
  return SongUsageResolver;
}
