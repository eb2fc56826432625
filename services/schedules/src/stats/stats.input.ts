import { ArgsType, Field, Int } from 'type-graphql';
import { z } from 'zod';
import { StatsPeriod } from './stats.type';

export const POPULAR_SONGS_LIMIT_MAX = 50;
export const POPULAR_SONGS_LIMIT_DEFAULT = 10;
export const POPULAR_SONGS_LIMIT_MESSAGE = `Limit must be between 1 and ${POPULAR_SONGS_LIMIT_MAX}`;

@ArgsType()
export class PopularSongsArgs {
  @Field(() => StatsPeriod, { nullable: true, defaultValue: StatsPeriod.ALL_TIME })
  period?: StatsPeriod | null;

  @Field(() => Int, { nullable: true, defaultValue: POPULAR_SONGS_LIMIT_DEFAULT })
  limit?: number | null;
}

/** `period` (default ALL_TIME) and `limit` 1..50 (default 10); null means the default. */
export const popularSongsArgsSchema = z.object({
  period: z
    .enum(StatsPeriod)
    .nullish()
    .transform((value) => value ?? StatsPeriod.ALL_TIME),
  limit: z
    .number({ error: POPULAR_SONGS_LIMIT_MESSAGE })
    .int(POPULAR_SONGS_LIMIT_MESSAGE)
    .min(1, POPULAR_SONGS_LIMIT_MESSAGE)
    .max(POPULAR_SONGS_LIMIT_MAX, POPULAR_SONGS_LIMIT_MESSAGE)
    .nullish()
    .transform((value) => value ?? POPULAR_SONGS_LIMIT_DEFAULT),
});
export type PopularSongsQuery = z.infer<typeof popularSongsArgsSchema>;
