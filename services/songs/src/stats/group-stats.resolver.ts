import { GroupReference, type SubgraphContext } from '@worship/subgraph-kit';
import { Ctx, FieldResolver, Int, Resolver, Root } from 'type-graphql';
import { statsLoaders } from './stats.loaders';
import { CategoryStat, LanguageStat } from './stats.type';

/**
 * The library statistics songs contributes to `Group` (docs/insights-api.md). The reference
 * resolver has checked membership; each field is one batched aggregate per request.
 */
@Resolver(() => GroupReference)
export class GroupStatsResolver {
  /** How many songs the group's library holds. */
  @FieldResolver(() => Int)
  totalSongs(@Root() group: GroupReference, @Ctx() ctx: SubgraphContext): Promise<number> {
    return statsLoaders(ctx).totalSongs.load(group.id);
  }

  /** The categories with at least one song in the library: most songs first, then name. */
  @FieldResolver(() => [CategoryStat])
  categoryStats(
    @Root() group: GroupReference,
    @Ctx() ctx: SubgraphContext,
  ): Promise<CategoryStat[]> {
    return statsLoaders(ctx).categoryStats.load(group.id);
  }

  /** The languages with at least one song in the library: most songs first, then language order. */
  @FieldResolver(() => [LanguageStat])
  languageStats(
    @Root() group: GroupReference,
    @Ctx() ctx: SubgraphContext,
  ): Promise<LanguageStat[]> {
    return statsLoaders(ctx).languageStats.load(group.id);
  }
}
