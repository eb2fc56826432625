import { GroupReference, validateInput, type SubgraphContext } from '@worship/subgraph-kit';
import { Args, Ctx, FieldResolver, Int, Resolver, Root } from 'type-graphql';
import { PopularSongsArgs, popularSongsArgsSchema } from './stats.input';
import { loadPopularSongs, statsLoaders, type StatsSettings } from './stats.loaders';
import { PopularSong } from './stats.type';

/**
 * The schedule statistics schedules contributes to `Group` (docs/insights-api.md). The
 * reference resolver has checked membership; each field is one batched aggregate per request.
 * A small factory: "this month" is the deployment's (STATS_TIME_ZONE) and the tests' clock.
 */
export function createGroupStatsResolver(settings: StatsSettings) {
  const loaders = statsLoaders(settings);

  @Resolver(() => GroupReference)
  class GroupStatsResolver {
    /** How many schedules the group has. */
    @FieldResolver(() => Int)
    async totalSchedules(
      @Root() group: GroupReference,
      @Ctx() ctx: SubgraphContext,
    ): Promise<number> {
      return (await loaders(ctx).scheduleCounts.load(group.id)).total;
    }

    /** How many of them were created this calendar month (UTC, or STATS_TIME_ZONE). */
    @FieldResolver(() => Int)
    async schedulesThisMonth(
      @Root() group: GroupReference,
      @Ctx() ctx: SubgraphContext,
    ): Promise<number> {
      return (await loaders(ctx).scheduleCounts.load(group.id)).thisMonth;
    }

    /**
     * The songs in most of the group's schedules (all of them, or this month's), then the most
     * recently used, then song id; `limit` 1..50.
     */
    @FieldResolver(() => [PopularSong])
    async popularSongs(
      @Root() group: GroupReference,
      @Args(() => PopularSongsArgs) args: PopularSongsArgs,
      @Ctx() ctx: SubgraphContext,
    ): Promise<PopularSong[]> {
      const query = validateInput(popularSongsArgsSchema, args);
      const rows = await loadPopularSongs(loaders(ctx), group.id, query);
      return rows.map((row) => ({ ...row, song: { id: row.songId } }));
    }
  }
  return GroupStatsResolver;
}
