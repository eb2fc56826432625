import { ArrayType, Entity, ManyToOne, Property, type Opt } from '@mikro-orm/core';
import { UuidEntity } from '@worship/subgraph-kit';
import { Directive, Field, ID, Int, ObjectType } from 'type-graphql';
import { Schedule } from '../schedule/schedule.entity';

/**
 * A song's place in a schedule: `order` is 1..n without gaps or duplicates (unique per schedule,
 * deferred to commit), a song at most once per schedule. `song` and `songGrant` are field
 * resolvers. An entity only so songs can contribute `sharedSong` by the inaccessible
 * `songGrant` (kit shared-song-grant.ts); schedules resolves no references of it.
 */
@ObjectType()
@Directive('@key(fields: "songGrant", resolvable: false)')
@Entity({ tableName: 'schedule_songs' })
export class ScheduleSong extends UuidEntity {
  @ManyToOne(() => Schedule, {
    mapToPk: true,
    fieldName: 'schedule_id',
    deleteRule: 'cascade',
  })
  scheduleId: string;

  @Field(() => Int)
  @Property({ type: 'integer', fieldName: 'order' })
  order: number;

  /** A song of the songs service (no foreign key across services). */
  @Field(() => ID)
  @Property({ type: 'uuid' })
  songId: string;

  /** The key this entry is played in, as normalizeKey spells it; null = the song's key. */
  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 20, nullable: true })
  key: (string & Opt) | null = null;

  /**
   * The order this entry sings the song's sections in: 1-based stanza numbers, repeats allowed
   * (drop the bridge, repeat the chorus); null = the song's own order. The library's song is
   * unchanged, and numbers beyond its stanzas are skipped by the views.
   */
  @Field(() => [Int], { nullable: true })
  @Property({ type: new ArrayType((value) => Number(value)), columnType: 'int[]', nullable: true })
  sectionOrder: (number[] & Opt) | null = null;

  @Field(() => Date)
  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  addedAt: Date & Opt;
}

/** A schedule song as `Schedule.songs` answers it: `shared` while its schedule is public. */
export type ScheduleSongRoot = ScheduleSong & { shared?: boolean };
