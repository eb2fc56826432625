import { ArrayType, Entity, Enum, ManyToOne, Property, type Opt } from '@mikro-orm/core';
import { CreatedAt, UuidEntity } from '@worship/subgraph-kit';
import { Directive, Field, ID, Int, ObjectType } from 'type-graphql';
import { Category } from '../category/category.entity';
import { Language } from './song-language';

/**
 * A song in a group's library (or in no group's: its creator's own, e.g. after the group was
 * deleted). Visible to the group's members, its creator, and everyone while `isPublic`.
 * `lyrics`, `stanzas`, `category` and `creator` are field resolvers (song.resolver.ts).
 */
@ObjectType()
@Directive('@key(fields: "id")')
@Entity({ tableName: 'songs' })
export class Song extends UuidEntity {
  @Field(() => String)
  @Property({ type: 'string', length: 200 })
  title: string;

  @Field(() => Language)
  @Enum({ items: () => Language, type: 'string' })
  language: Language;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 200, nullable: true })
  author: (string & Opt) | null = null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 200, nullable: true })
  artist: (string & Opt) | null = null;

  /** The musical key as normalizeKey (@worship/common) spells it, e.g. "G", "F#m", "Bb". */
  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 20, nullable: true })
  key: (string & Opt) | null = null;

  /** Beats per minute, 1..400. */
  @Field(() => Int, { nullable: true })
  @Property({ type: 'integer', nullable: true })
  tempo: (number & Opt) | null = null;

  /** The fret a capo goes on, 0..CAPO_MAX; null = none said. */
  @Field(() => Int, { nullable: true })
  @Property({ type: 'integer', nullable: true })
  capo: (number & Opt) | null = null;

  /**
   * The default order of the sections: 1-based stanza numbers, which may repeat (V1 C V2 C B C);
   * empty = the stanzas in their order.
   */
  @Field(() => [Int])
  @Property({ type: new ArrayType((value) => Number(value)), columnType: 'int[]', default: '{}' })
  sectionOrder: number[] & Opt = [];

  /** 1 when created, +1 each save that changes something (song_versions keeps each). */
  @Field(() => Int)
  @Property({ type: 'integer', default: 1 })
  version: number & Opt = 1;

  /**
   * When the song was deleted: gone from the library, search and public pages, while the
   * schedules that sang it keep their entries and statistics (a soft delete).
   */
  @Field(() => Date, { nullable: true })
  @Property({ type: 'timestamptz', nullable: true })
  deletedAt: (Date & Opt) | null = null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 200, nullable: true })
  copyright: (string & Opt) | null = null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 20, nullable: true })
  ccliNumber: (string & Opt) | null = null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  translation: (string & Opt) | null = null;

  @Field(() => Boolean)
  @Property({ type: 'boolean', default: true })
  isPublic: boolean & Opt = true;

  /** A group of the groups service (no foreign key across services); null = no group. */
  @Field(() => ID, { nullable: true })
  @Property({ type: 'uuid', nullable: true })
  groupId: (string & Opt) | null = null;

  @ManyToOne(() => Category, {
    mapToPk: true,
    fieldName: 'category_id',
    nullable: true,
    deleteRule: 'set null',
  })
  categoryId: (string & Opt) | null = null;

  @Field(() => ID)
  @Property({ type: 'uuid' })
  createdBy: string;

  @Field(() => Date)
  @CreatedAt()
  createdAt: Date & Opt;

  @Field(() => Date)
  @Property({ type: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date & Opt;

  /**
   * Folded ASCII of title, author, lyrics and transliterations (search/search-key.ts). Lazy: only
   * the search's SQL reads it, so lists never carry it.
   */
  @Property({ type: 'text', lazy: true })
  searchKey: string;

  /** Folded ASCII of the title alone: title matches rank first. */
  @Property({ type: 'text', lazy: true })
  titleKey: string;
}
