import { randomUUID } from 'node:crypto';
import { Entity, ManyToOne, PrimaryKey, Property, Unique, type Opt } from '@mikro-orm/core';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Song } from './song.entity';

/** One verse or chorus of a song, in order (`position` 1..n). */
@ObjectType()
@Entity({ tableName: 'stanzas' })
@Unique({ name: 'stanzas_song_id_position_unique', properties: ['songId', 'position'] })
export class Stanza {
  @Field(() => ID)
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @ManyToOne(() => Song, { mapToPk: true, fieldName: 'song_id', deleteRule: 'cascade' })
  songId: string;

  @Field(() => Int)
  @Property({ type: 'integer' })
  position: number;

  @Field(() => String)
  @Property({ type: 'text' })
  lyrics: string;
}
