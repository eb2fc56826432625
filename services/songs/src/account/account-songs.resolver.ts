import { GroupReference, requireUserId, type SubgraphContext } from '@worship/subgraph-kit';
import { Ctx, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';
import { accountSongLoaders } from './account-songs.loaders';
import { countUngroupedSongs } from './account-songs.read-model';

/**
 * The viewer's own songs, for the account-deletion preview: how many stay in each group's
 * library, and how many belong to no group.
 */
@Resolver(() => GroupReference)
export class AccountSongsResolver {
  /** How many of this group's songs the viewer created (the reference resolver checked membership). */
  @FieldResolver(() => Int)
  songsCreatedByViewer(
    @Root() group: GroupReference,
    @Ctx() ctx: SubgraphContext,
  ): Promise<number> {
    if (!ctx.viewer.userId) return Promise.resolve(0);
    return accountSongLoaders(ctx).createdByViewer.load(group.id);
  }

  /** How many songs the viewer created that are in no group's library. */
  @Query(() => Int)
  myUngroupedSongCount(@Ctx() ctx: SubgraphContext): Promise<number> {
    return countUngroupedSongs(ctx.em, requireUserId(ctx));
  }
}
