import { GroupReference } from '@worship/subgraph-kit';
import { Field, ID, Int, ObjectType } from 'type-graphql';

/** Issue 21: one service a song was used in (usage.sql.ts), for the song view's history. */
@ObjectType()
export class SongUse {
  @Field(() => ID)
  scheduleId: string;

  @Field(() => String)
  scheduleName: string;

  /** The groups service answers its name. */
  @Field(() => GroupReference)
  group: GroupReference;

  /** YYYY-MM-DD in the group's time zone. */
  @Field(() => String)
  serviceDate: string;

  /** 'HH:MM', or null for a schedule without service times. */
  @Field(() => String, { nullable: true })
  serviceTime: string | null;

  /** The service's start (or the live presentation, when earlier). */
  @Field(() => Date)
  usedAt: Date;

  /** The key it was played in (the entry's own key); null: the song's key, or no longer listed. */
  @Field(() => String, { nullable: true })
  key: string | null;
}

/** How often a song was used in the last 3, 6 and 12 months (up to now). */
@ObjectType()
export class SongRecentUsage {
  @Field(() => Int)
  last3Months: number;

  @Field(() => Int)
  last6Months: number;

  @Field(() => Int)
  last12Months: number;
}
