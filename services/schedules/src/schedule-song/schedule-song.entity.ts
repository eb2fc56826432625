import { randomUUID } from 'node:crypto';
import { Entity, ManyToOne, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Schedule } from '../schedule/schedule.entity';

/**
 * A song's place in a schedule: `order` is 1..n without gaps or duplicates (unique per schedule,
 * deferred to commit), a song at most once per schedule. `song` is a field resolver.
 */
@ObjectType()
@Entity({ tableName: 'schedule_songs' })
export class ScheduleSong {
  @Field(() => ID)
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

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

  @Field(() => Date)
  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  addedAt: Date & Opt;
}
