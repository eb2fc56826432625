import { Entity, ManyToOne, Property, Unique } from '@mikro-orm/core';
import { UuidEntity } from '@worship/subgraph-kit';
import { Field, Int, ObjectType } from 'type-graphql';
import { Song } from './song.entity';

/** One verse or chorus of a song, in order (`position` 1..n). */
@ObjectType()
@Entity({ tableName: 'stanzas' })
@Unique({ name: 'stanzas_song_id_position_unique', properties: ['songId', 'position'] })
export class Stanza extends UuidEntity {
  @ManyToOne(() => Song, { mapToPk: true, fieldName: 'song_id', deleteRule: 'cascade' })
  songId: string;

  @Field(() => Int)
  @Property({ type: 'integer' })
  position: number;

  @Field(() => String)
  @Property({ type: 'text' })
  lyrics: string;
}
