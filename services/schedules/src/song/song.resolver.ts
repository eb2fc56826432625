import type { SubgraphContext, ViewerGroupIds } from '@worship/subgraph-kit';
import { Ctx, FieldResolver, Int, Resolver, Root } from 'type-graphql';
import type { UsageClock } from '../usage/usage-clock';
import { SongRecentUsage, SongUse } from '../usage/song-history.type';
import { songUsageLoaders } from './song.loaders';
import { SongReference } from './song.reference';

/**
 * `Song.usageCount` / `Song.lastUsed` over the schedules of the viewer's groups, batched: every
 * song of the request costs one aggregate query together (song.loaders.ts). A small factory: the
 * viewer's groups come from the groups service.
 */
export function createSongUsageResolver(viewerGroupIds: ViewerGroupIds, clock: UsageClock) {
  const loaders = songUsageLoaders(viewerGroupIds, clock);

  @Resolver(() => SongReference)
  class SongUsageResolver {
    /** How often the viewer's groups used the song: once per service held (0 when anonymous). */
    @FieldResolver(() => Int)
    async usageCount(@Root() song: SongReference, @Ctx() ctx: SubgraphContext): Promise<number> {
      return (await loaders(ctx).usage.load(song.id)).usageCount;
    }

    /** When it was last used (a service's start); null when never. */
    @FieldResolver(() => Date, { nullable: true })
    async lastUsed(@Root() song: SongReference, @Ctx() ctx: SubgraphContext): Promise<Date | null> {
      return (await loaders(ctx).usage.load(song.id)).lastUsed;
    }

    /** The services it was used in, newest first (at most 50). */
    @FieldResolver(() => [SongUse])
    usageHistory(@Root() song: SongReference, @Ctx() ctx: SubgraphContext): Promise<SongUse[]> {
      return loaders(ctx).history.load(song.id);
    }

    /** How often it was used in the last 3, 6 and 12 months. */
    @FieldResolver(() => SongRecentUsage)
    recentUsage(
      @Root() song: SongReference,
      @Ctx() ctx: SubgraphContext,
    ): Promise<SongRecentUsage> {
      return loaders(ctx).recent.load(song.id);
    }
  }
  return SongUsageResolver;
}
