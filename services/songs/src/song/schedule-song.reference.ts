import { isUuid, verifySharedSongGrant, type SubgraphContext } from '@worship/subgraph-kit';
import { Ctx, Directive, Field, FieldResolver, ObjectType, Resolver, Root } from 'type-graphql';
import { Song } from './song.entity';
import { songLoaders } from './song.loaders';

/**
 * Schedules' `ScheduleSong`, to which songs contributes `sharedSong`: the song of a public
 * schedule, for anyone who reached it through the schedule's share link — private songs
 * included, since sharing the schedule shares what is sung from it (DESIGN §3). The key is
 * schedules' signed `songGrant` (kit shared-song-grant.ts), inaccessible to clients; it opens
 * that one song and nothing else: `publicSong`, `song`, the lists and search still answer by
 * the viewer's own rights.
 */
@ObjectType('ScheduleSong')
@Directive('@key(fields: "songGrant")')
export class ScheduleSongReference {
  @Field(() => String)
  @Directive('@inaccessible')
  songGrant: string;
}

export function createScheduleSongReferenceResolver(
  /** VIEWER_SIGNING_SECRET: schedules signs the grants with it. */
  secret: string,
) {
  @Resolver(() => ScheduleSongReference)
  class ScheduleSongReferenceResolver {
    /** The granted song; null without a valid grant (a private schedule's songs get none). */
    @FieldResolver(() => Song, { nullable: true })
    async sharedSong(
      @Root() reference: ScheduleSongReference,
      @Ctx() ctx: SubgraphContext,
    ): Promise<Song | null> {
      const songId = verifySharedSongGrant(reference.songGrant, secret);
      if (!songId || !isUuid(songId)) return null;
      return songLoaders(ctx).byId.load(songId.toLowerCase());
    }
  }
  return ScheduleSongReferenceResolver;
}

/** The representation carries all there is: the grant. */
export const scheduleSongReferenceResolvers = {
  ScheduleSong: {
    __resolveReference: (reference: { songGrant: string }): ScheduleSongReference => ({
      songGrant: reference.songGrant,
    }),
  },
};
