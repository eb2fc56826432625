import { ArgsType, Field, ID, Int } from 'type-graphql';
import { z } from 'zod';

@ArgsType()
export class RateScheduleArgs {
  @Field(() => ID)
  scheduleId: string;

  @Field(() => Int)
  rating: number;
}

export const RATING_MESSAGE = 'Rating must be a whole number from 1 to 5';

export const rateScheduleSchema = z.object({
  rating: z
    .number({ error: RATING_MESSAGE })
    .int(RATING_MESSAGE)
    .min(1, RATING_MESSAGE)
    .max(5, RATING_MESSAGE),
});
