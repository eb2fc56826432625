import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { SongReference } from '../song/song.reference';

/** Which schedules popular songs are counted over: all of the group's, or this month's. */
export enum StatsPeriod {
  ALL_TIME = 'ALL_TIME',
  MONTH = 'MONTH',
}

registerEnumType(StatsPeriod, { name: 'StatsPeriod' });

/** A song of a group's schedules, with how many schedules contain it and the newest one's date. */
@ObjectType()
export class PopularSong {
  @Field(() => ID)
  songId: string;

  /** The songs service's song; null when the viewer may not see it. */
  @Field(() => SongReference, { nullable: true })
  song: SongReference | null;

  @Field(() => Int)
  usageCount: number;

  @Field(() => Date, { nullable: true })
  lastUsed: Date | null;
}

/** What the service answers per song (the resolver adds the `song` reference). */
export type PopularSongRow = Omit<PopularSong, 'song'>;
