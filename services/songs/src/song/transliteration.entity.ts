import { randomUUID } from 'node:crypto';
import { Entity, Enum, ManyToOne, PrimaryKey, Property, Unique, type Opt } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { Language } from './song-language';
import { Stanza } from './stanza.entity';

/** A stanza written in another language's script or words, in order (`position` 1..n). */
@ObjectType()
@Entity({ tableName: 'transliterations' })
@Unique({
  name: 'transliterations_stanza_id_position_unique',
  properties: ['stanzaId', 'position'],
})
export class Transliteration {
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @ManyToOne(() => Stanza, { mapToPk: true, fieldName: 'stanza_id', deleteRule: 'cascade' })
  stanzaId: string;

  @Property({ type: 'integer' })
  position: number;

  @Field(() => Language)
  @Enum({ items: () => Language, type: 'string' })
  language: Language;

  @Field(() => String)
  @Property({ type: 'text' })
  text: string;
}
