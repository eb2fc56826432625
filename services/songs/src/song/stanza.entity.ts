import { Entity, ManyToOne, Property, Unique, type Opt } from '@mikro-orm/core';
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

  /** Its section's name (Verse 1, Chorus, or free text); null = none. */
  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 50, nullable: true })
  label: (string & Opt) | null = null;

  /** May carry ChordPro-style inline chords (`[G]Amazing [C]grace`). */
  @Field(() => String)
  @Property({ type: 'text' })
  lyrics: string;
}
