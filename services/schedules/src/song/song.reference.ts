import { Directive, Field, ID, ObjectType } from 'type-graphql';

/**
 * The songs service's `Song`, to which schedules contributes `usageCount` and `lastUsed`
 * (song.resolver.ts). `ScheduleSong.song` is this stub too: the gateway asks songs for the
 * rest, which answers null for a song the viewer may not see.
 */
@ObjectType('Song')
@Directive('@key(fields: "id")')
export class SongReference {
  @Field(() => ID)
  id: string;
}

/** A reference needs nothing from here but its id: the usage fields are loaded per request. */
export const songReferenceResolvers = {
  Song: {
    __resolveReference: (reference: { id: string }): SongReference => ({ id: reference.id }),
  },
};
