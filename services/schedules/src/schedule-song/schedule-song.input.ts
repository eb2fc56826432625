import {
  ENTRY_SECTION_NUMBER_MAX,
  ENTRY_SECTION_ORDER_MAX,
  ENTRY_SECTION_ORDER_MESSAGE,
  KEY_MESSAGE,
  normalizeKey,
} from '@worship/common';
import { ArgsType, Field, ID, Int } from 'type-graphql';
import { z } from 'zod';

@ArgsType()
export class ScheduleSongArgs {
  @Field(() => ID)
  scheduleId: string;

  @Field(() => ID)
  songId: string;
}

@ArgsType()
export class AddScheduleSongArgs extends ScheduleSongArgs {
  @Field(() => Int, { nullable: true })
  order?: number | null;
}

@ArgsType()
export class AddScheduleSongsArgs {
  @Field(() => ID)
  scheduleId: string;

  @Field(() => [ID])
  songIds: string[];
}

/**
 * Move, re-key and/or re-arrange an entry: `order` absent keeps its place, `key` absent keeps its
 * key, `sectionOrder` absent keeps its arrangement.
 */
@ArgsType()
export class MoveScheduleSongArgs extends ScheduleSongArgs {
  @Field(() => Int, { nullable: true })
  order?: number | null;

  @Field(() => String, { nullable: true })
  key?: string | null;

  @Field(() => [Int], { nullable: true })
  sectionOrder?: number[] | null;
}

export const ADD_ORDER_MESSAGE = 'Order must be a whole number of at least 1';
export const BULK_MAX = 500;
export const BULK_REQUIRED = 'At least one song is required';
export const BULK_TOO_MANY = `At most ${BULK_MAX} songs can be added at once`;

/** Where to add a song: a whole number ≥ 1 (past the end appends), or absent (appends). */
export const addOrderSchema = z.object({
  order: z
    .number({ error: ADD_ORDER_MESSAGE })
    .int(ADD_ORDER_MESSAGE)
    .min(1, ADD_ORDER_MESSAGE)
    .nullish()
    .transform((value) => value ?? null),
});

/** A bulk add: 1..500 song ids (what they name is checked against the songs service). */
export const addSongsSchema = z.object({
  songIds: z
    .array(z.string(), { error: BULK_REQUIRED })
    .min(1, BULK_REQUIRED)
    .max(BULK_MAX, BULK_TOO_MANY),
});

/** Move: a whole number (GraphQL's Int); its range 1..n is checked under the schedule's lock. */
export const moveOrderMessage = (n: number) => `Order must be between 1 and ${n}`;

/**
 * An entry's key: absent keeps it; '' or null clears it (the song's key); anything else as
 * normalizeKey spells it, or KEY_MESSAGE.
 */
export const entryKeySchema = z.object({
  key: z
    .string({ error: KEY_MESSAGE })
    .trim()
    .nullable()
    .optional()
    .transform((value, context) => {
      if (value === undefined) return undefined;
      if (!value) return null;
      const key = normalizeKey(value);
      if (!key) context.addIssue({ code: 'custom', message: KEY_MESSAGE });
      return key;
    }),
});

/**
 * An entry's arrangement: absent keeps it; null or [] clears it (the song's own order); else
 * 1..ENTRY_SECTION_ORDER_MAX stanza numbers, each 1..ENTRY_SECTION_NUMBER_MAX, repeats allowed.
 */
export const entrySectionOrderSchema = z.object({
  sectionOrder: z
    .array(z.number({ error: ENTRY_SECTION_ORDER_MESSAGE }), { error: ENTRY_SECTION_ORDER_MESSAGE })
    .max(ENTRY_SECTION_ORDER_MAX, ENTRY_SECTION_ORDER_MESSAGE)
    // One message on the field, not one per element (`sectionOrder.3`).
    .refine((numbers) => numbers.every(isStanzaNumber), ENTRY_SECTION_ORDER_MESSAGE)
    .nullable()
    .optional()
    .transform((value) => (value === undefined ? undefined : value?.length ? value : null)),
});

const isStanzaNumber = (n: number) =>
  Number.isInteger(n) && n >= 1 && n <= ENTRY_SECTION_NUMBER_MAX;
