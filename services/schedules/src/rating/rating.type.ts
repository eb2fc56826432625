import { Field, Float, Int, ObjectType } from 'type-graphql';

/** A schedule's ratings: the average rounded to one decimal (0 with no votes), and the count. */
@ObjectType()
export class ScheduleRating {
  @Field(() => Float)
  averageRating: number;

  @Field(() => Int)
  totalVotes: number;
}
