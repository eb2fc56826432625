import { Entity, ManyToOne, Property, type Opt } from '@mikro-orm/core';
import { CreatedAt, UuidEntity } from '@worship/subgraph-kit';
import { Schedule } from '../schedule/schedule.entity';

/** A user's 1..5 rating of a schedule: one per user and schedule, rating again replaces it. */
@Entity({ tableName: 'ratings' })
export class Rating extends UuidEntity {
  @ManyToOne(() => Schedule, {
    mapToPk: true,
    fieldName: 'schedule_id',
    deleteRule: 'cascade',
  })
  scheduleId: string;

  @Property({ type: 'uuid' })
  userId: string;

  @Property({ type: 'smallint' })
  rating: number;

  @CreatedAt()
  createdAt: Date & Opt;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  updatedAt: Date & Opt;
}
