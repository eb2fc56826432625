import { ArrayType, Entity, Property, type Opt } from '@mikro-orm/core';
import { CreatedAt, newSecretToken, UuidEntity } from '@worship/subgraph-kit';
import { Directive, Field, ID, Int, ObjectType } from 'type-graphql';

/**
 * A group's ordered list of songs for a service. Only the group's members see or change it;
 * anyone may read it through its `shareToken` while `isPublic`. `creator`, `songs`, `rating`
 * and `viewerRating` are field resolvers (schedule.resolver.ts).
 */
@ObjectType()
@Directive('@key(fields: "id")')
@Entity({ tableName: 'schedules' })
export class Schedule extends UuidEntity {
  @Field(() => String)
  @Property({ type: 'string', length: 100 })
  name: string;

  @Field(() => Boolean)
  @Property({ type: 'boolean', default: false })
  isPublic: boolean & Opt = false;

  /** A group of the groups service (no foreign key across services). */
  @Field(() => ID)
  @Property({ type: 'uuid' })
  groupId: string;

  /** 32 random bytes, base64url: set at creation, never changed. */
  @Field(() => String)
  @Property({ type: 'string', length: 64, unique: true })
  shareToken: string & Opt = newSecretToken();

  @Field(() => ID)
  @Property({ type: 'uuid' })
  createdBy: string;

  /** Set by the database (`now()`), so times compare exactly with other rows. */
  @Field(() => Date)
  @CreatedAt()
  createdAt: Date & Opt;

  /** Set on every song, name or isPublic change (not on ratings), by the service. */
  @Field(() => Date)
  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  updatedAt: Date & Opt;

  /** Issue 21: the day of the service, YYYY-MM-DD in the group's time zone. */
  @Field(() => String)
  @Property({ type: 'date' })
  serviceDate: string;

  /** Its start times, 'HH:MM' earliest first; none: one service that day (counted once). */
  @Field(() => [String])
  @Property({ type: ArrayType, columnType: 'text[]', default: '{}' })
  serviceTimes: string[] & Opt = [];

  /** The group's IANA time zone, copied here so usage queries need no join. */
  @Field(() => String)
  @Property({ type: 'string', length: 64, default: 'UTC' })
  timeZone: string & Opt = 'UTC';

  /** How many songs it holds: kept by the service in the transaction that changes them. */
  @Field(() => Int)
  @Property({ type: 'integer', default: 0 })
  songCount: number & Opt = 0;
}
