import { ArgsType, Field, ID, InputType, Int } from 'type-graphql';
import { z } from 'zod';
import { checkUsageArgs, SongSort, usageArgsShape } from '../usage/song-usage.input';
import {
  CAPO_MAX,
  CAPO_MESSAGE,
  KEY_MESSAGE,
  LANGUAGE_REQUIRED,
  LYRICS_MAX,
  LYRICS_REQUIRED,
  LYRICS_TOO_LONG,
  normalizeKey,
  SECTION_LABEL_MAX,
  SECTION_LABEL_TOO_LONG,
  SECTION_ORDER_MAX,
  sectionOrderMessage,
  SONG_ARTIST_MAX,
  SONG_ARTIST_TOO_LONG,
  SONG_AUTHOR_MAX,
  SONG_AUTHOR_TOO_LONG,
  SONG_CCLI_MAX,
  SONG_CCLI_TOO_LONG,
  SONG_COPYRIGHT_MAX,
  SONG_COPYRIGHT_TOO_LONG,
  SONG_TITLE_MAX,
  SONG_TITLE_REQUIRED,
  SONG_TITLE_TOO_LONG,
  STANZAS_MAX,
  STANZAS_REQUIRED,
  TEMPO_MAX,
  TEMPO_MESSAGE,
  TEMPO_MIN,
  tooLongMessage,
  TRANSLITERATION_LANGUAGE_REQUIRED,
  TRANSLITERATION_TEXT_REQUIRED,
  TRANSLITERATION_TEXT_TOO_LONG,
  TRANSLITERATIONS_MAX,
} from '@worship/common';
import { isLanguage, LANGUAGES } from './song-language';

// Input fields are nullable on purpose: zod, not GraphQL, says what is wrong, with the spec's
// messages (§5) and one `fieldErrors` key per field (`stanzas.0.transliterations.1.language`).

@InputType()
export class TransliterationInput {
  @Field(() => String, { nullable: true })
  language?: string | null;

  @Field(() => String, { nullable: true })
  text?: string | null;
}

@InputType()
export class StanzaInput {
  @Field(() => String, { nullable: true })
  label?: string | null;

  @Field(() => String, { nullable: true })
  lyrics?: string | null;

  @Field(() => [TransliterationInput], { nullable: true })
  transliterations?: TransliterationInput[] | null;
}

/** The fields a song's form writes; a create adds the group, an edit the version it opened. */
// An input type only so the two below inherit its fields; no field takes it, so the schema
// leaves it out.
@InputType()
abstract class SongFieldsInput {
  @Field(() => String, { nullable: true })
  title?: string | null;

  @Field(() => String, { nullable: true })
  language?: string | null;

  @Field(() => String, { nullable: true })
  author?: string | null;

  @Field(() => String, { nullable: true })
  categoryId?: string | null;

  @Field(() => String, { nullable: true })
  artist?: string | null;

  @Field(() => String, { nullable: true })
  key?: string | null;

  @Field(() => Int, { nullable: true })
  tempo?: number | null;

  @Field(() => String, { nullable: true })
  copyright?: string | null;

  @Field(() => String, { nullable: true })
  ccliNumber?: string | null;

  @Field(() => String, { nullable: true })
  translation?: string | null;

  @Field(() => Boolean, { nullable: true })
  isPublic?: boolean | null;

  @Field(() => Int, { nullable: true })
  capo?: number | null;

  @Field(() => [Int], { nullable: true })
  sectionOrder?: number[] | null;

  @Field(() => [StanzaInput], { nullable: true })
  stanzas?: StanzaInput[] | null;
}

@InputType()
export class CreateSongInput extends SongFieldsInput {
  @Field(() => ID, { nullable: true })
  groupId?: string | null;
}

/**
 * An edit: CreateSongInput's fields but the group, each optional (absent = keep; `stanzas`
 * replaces them all), and the version the editor opened (a save over a newer one is a CONFLICT).
 */
@InputType()
export class UpdateSongInput extends SongFieldsInput {
  @Field(() => Int, { nullable: true })
  expectedVersion?: number | null;
}

/** An optional text: trimmed, and empty means absent (null). */
const optionalText = (label: string, max: number, tooLong = tooLongMessage(label, max)) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((value) => (value ? value : null));

/** An optional id that may be '' (absent); what it names is checked by the service. */
const optionalId = (label: string, absent: readonly string[] = ['']) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .nullish()
    .transform((value) => (value == null || absent.includes(value) ? null : value));

const language = (message: string) => z.enum(LANGUAGES, { error: message });

const transliterationSchema = z.object({
  language: language(TRANSLITERATION_LANGUAGE_REQUIRED),
  text: z
    .string({ error: TRANSLITERATION_TEXT_REQUIRED })
    .trim()
    .min(1, TRANSLITERATION_TEXT_REQUIRED)
    .max(LYRICS_MAX, TRANSLITERATION_TEXT_TOO_LONG),
});

const isBlankRow = (row: unknown) => {
  const text = (row as { text?: unknown } | null | undefined)?.text;
  return row == null || text == null || (typeof text === 'string' && text.trim() === '');
};

/**
 * Transliteration rows whose text is empty or whitespace are dropped (spec §5); the rows kept
 * are checked where they stand, so an error names the row the form shows (`transliterations.1`).
 */
const transliterationsSchema = z
  .array(z.unknown(), { error: 'Transliterations must be a list' })
  .nullish()
  .transform((rows, context) => {
    const kept: z.infer<typeof transliterationSchema>[] = [];
    (rows ?? []).forEach((row, index) => {
      if (isBlankRow(row)) return;
      const result = transliterationSchema.safeParse(row);
      if (result.success) kept.push(result.data);
      else
        for (const issue of result.error.issues)
          context.addIssue({
            code: 'custom',
            message: issue.message,
            path: [index, ...issue.path],
          });
    });
    if (kept.length > TRANSLITERATIONS_MAX)
      context.addIssue({
        code: 'custom',
        message: `A stanza can have at most ${TRANSLITERATIONS_MAX} transliterations`,
      });
    return kept;
  });

const stanzaSchema = z.object(
  {
    label: z
      .string({ error: 'Section label must be text' })
      .trim()
      .max(SECTION_LABEL_MAX, SECTION_LABEL_TOO_LONG)
      .nullish()
      .transform((value) => (value ? value : null)),
    lyrics: z
      .string({ error: LYRICS_REQUIRED })
      .trim()
      .min(1, LYRICS_REQUIRED)
      .max(LYRICS_MAX, LYRICS_TOO_LONG),
    transliterations: transliterationsSchema,
  },
  { error: LYRICS_REQUIRED },
);

/** A key as normalizeKey spells it ('f#m' → 'F#m', 'bb' → 'Bb'); blank = none; anything else KEY_MESSAGE. */
const keySchema = z
  .string({ error: KEY_MESSAGE })
  .trim()
  .nullish()
  .transform((value, context) => {
    if (!value) return null;
    const key = normalizeKey(value);
    if (!key) context.addIssue({ code: 'custom', message: KEY_MESSAGE });
    return key;
  });

const SECTION_ORDER_SHAPE = 'Section order must be a list of stanza numbers';

/** The message for an order naming a stanza the song lacks (1-based), else null. */
export function sectionOrderError(order: readonly number[], stanzaCount: number): string | null {
  return order.every((n) => n >= 1 && n <= stanzaCount) ? null : sectionOrderMessage(stanzaCount);
}

/** The fields of a song a create or an edit writes, with the spec's rules and messages (§5). */
const songFields = {
  title: z
    .string({ error: SONG_TITLE_REQUIRED })
    .trim()
    .min(1, SONG_TITLE_REQUIRED)
    .max(SONG_TITLE_MAX, SONG_TITLE_TOO_LONG),
  language: language(LANGUAGE_REQUIRED),
  author: optionalText('Author', SONG_AUTHOR_MAX, SONG_AUTHOR_TOO_LONG),
  // 'none' is the form's "No category".
  categoryId: optionalId('Category', ['', 'none']),
  groupId: optionalId('Group'),
  artist: optionalText('Artist', SONG_ARTIST_MAX, SONG_ARTIST_TOO_LONG),
  key: keySchema,
  tempo: z
    .number({ error: TEMPO_MESSAGE })
    .int(TEMPO_MESSAGE)
    .min(TEMPO_MIN, TEMPO_MESSAGE)
    .max(TEMPO_MAX, TEMPO_MESSAGE)
    .nullish()
    .transform((value) => value ?? null),
  copyright: optionalText('Copyright', SONG_COPYRIGHT_MAX, SONG_COPYRIGHT_TOO_LONG),
  ccliNumber: optionalText('CCLI number', SONG_CCLI_MAX, SONG_CCLI_TOO_LONG),
  translation: optionalText('Translation', 20_000),
  isPublic: z
    .boolean({ error: 'isPublic must be true or false' })
    .nullish()
    .transform((value) => value ?? true),
  capo: z
    .number({ error: CAPO_MESSAGE })
    .int(CAPO_MESSAGE)
    .min(0, CAPO_MESSAGE)
    .max(CAPO_MAX, CAPO_MESSAGE)
    .nullish()
    .transform((value) => value ?? null),
  sectionOrder: z
    .array(z.number({ error: SECTION_ORDER_SHAPE }).int(SECTION_ORDER_SHAPE), {
      error: SECTION_ORDER_SHAPE,
    })
    .max(SECTION_ORDER_MAX, `Section order can have at most ${SECTION_ORDER_MAX} entries`)
    .nullish()
    .transform((value) => value ?? []),
  stanzas: z
    .array(stanzaSchema, { error: STANZAS_REQUIRED })
    .min(1, STANZAS_REQUIRED)
    .max(STANZAS_MAX, `A song can have at most ${STANZAS_MAX} stanzas`),
};

/** The order names stanzas of the song (reported on `sectionOrder`). */
const checkSectionOrder = (
  song: { sectionOrder: number[]; stanzas: unknown[] },
  context: z.RefinementCtx,
) => {
  const message = sectionOrderError(song.sectionOrder, song.stanzas.length);
  if (message) context.addIssue({ code: 'custom', message, path: ['sectionOrder'] });
};

/** A new song: the spec's rules and messages (§5), plus the fields a worship team adds. */
export const createSongSchema = z.object(songFields).superRefine(checkSectionOrder);

export type CreateSongData = z.infer<typeof createSongSchema>;

/**
 * An edit: each field as createSongSchema checks it when given, absent when not (kept). The
 * order is checked against the stanzas by the service, which knows how many are stored.
 */
export const updateSongSchema = z
  .object(songFields)
  .omit({ groupId: true })
  .partial()
  .extend({
    // No "default" on an edit: null keeps the song's visibility rather than making it public.
    isPublic: z
      .boolean({ error: 'isPublic must be true or false' })
      .nullish()
      .transform((value) => value ?? undefined),
    expectedVersion: z
      .number({ error: 'Expected version must be a whole number' })
      .int('Expected version must be a whole number')
      .nullish()
      .transform((value) => value ?? null),
  });

export type UpdateSongData = z.infer<typeof updateSongSchema>;

// ---- queries ----

/**
 * Search results come a page at a time (the best matches first; `offset` for the next page):
 * a common word can match tens of thousands of songs. Lists stay whole, as the library and
 * public pages filter them on the client (spec §4).
 */
export const SEARCH_PAGE_SIZE = 20;

@ArgsType()
export class SongsArgs {
  @Field(() => ID, { nullable: true })
  groupId?: string | null;

  /** Issue 21: only songs never used in the viewer's groups. */
  @Field(() => Boolean, { nullable: true })
  neverUsed?: boolean | null;

  /** Issue 21: only songs not used in the viewer's groups for this many months (1..60). */
  @Field(() => Int, { nullable: true })
  notUsedForMonths?: number | null;

  @Field(() => SongSort, { nullable: true, defaultValue: SongSort.NEWEST })
  sort?: SongSort | null;

  @Field(() => Int, { nullable: true, defaultValue: 1000 })
  limit?: number | null;

  @Field(() => Int, { nullable: true, defaultValue: 0 })
  offset?: number | null;
}

/** A library search's text and filters: what "no results" asks suggestions for too. */
@ArgsType()
export class SongSearchSuggestionsArgs {
  @Field(() => String)
  query: string;

  @Field(() => String, { nullable: true })
  language?: string | null;

  @Field(() => ID, { nullable: true })
  categoryId?: string | null;

  @Field(() => ID, { nullable: true })
  groupId?: string | null;

  @Field(() => Boolean, { nullable: true })
  neverUsed?: boolean | null;

  @Field(() => Int, { nullable: true })
  notUsedForMonths?: number | null;
}

/** The library search: its text and filters, and a page. */
@ArgsType()
export class SearchSongsArgs extends SongSearchSuggestionsArgs {
  @Field(() => Int, { nullable: true, defaultValue: SEARCH_PAGE_SIZE })
  limit?: number | null;

  @Field(() => Int, { nullable: true, defaultValue: 0 })
  offset?: number | null;
}

@ArgsType()
export class PublicSongsArgs {
  @Field(() => Int, { nullable: true, defaultValue: 500 })
  limit?: number | null;

  @Field(() => Int, { nullable: true, defaultValue: 0 })
  offset?: number | null;
}

/** A public search's text and filters: what "no results" asks suggestions for too. */
@ArgsType()
export class PublicSongSearchSuggestionsArgs {
  @Field(() => String)
  query: string;

  @Field(() => String, { nullable: true })
  language?: string | null;

  @Field(() => ID, { nullable: true })
  categoryId?: string | null;
}

/** The public search: its text and filters, and a page. */
@ArgsType()
export class SearchPublicSongsArgs extends PublicSongSearchSuggestionsArgs {
  @Field(() => Int, { nullable: true, defaultValue: SEARCH_PAGE_SIZE })
  limit?: number | null;

  @Field(() => Int, { nullable: true, defaultValue: 0 })
  offset?: number | null;
}

export const LIST_LIMIT_MAX = 1000;

/** A page size (an explicit null is the default). */
const limit = (fallback: number) =>
  z
    .number()
    .int()
    .min(1, `Limit must be between 1 and ${LIST_LIMIT_MAX}`)
    .max(LIST_LIMIT_MAX, `Limit must be between 1 and ${LIST_LIMIT_MAX}`)
    .nullish()
    .transform((value) => value ?? fallback);
const offset = z
  .number()
  .int()
  .min(0, 'Offset must be 0 or more')
  .nullish()
  .transform((value) => value ?? 0);

/** A language filter: absent, or one of the four (`Unknown language: xyz` otherwise). */
const languageFilter = z
  .string()
  .trim()
  .nullish()
  .superRefine((value, context) => {
    if (value && !isLanguage(value))
      context.addIssue({ code: 'custom', message: `Unknown language: ${value}` });
  })
  .transform((value) => (value && isLanguage(value) ? value : null));

export const songsArgsSchema = z
  .object({
    groupId: optionalId('Group'),
    limit: limit(1000),
    offset,
    ...usageArgsShape,
    sort: z.enum(SongSort).nullish(),
  })
  .superRefine(checkUsageArgs);
export const publicSongsArgsSchema = z.object({ limit: limit(500), offset });
/**
 * Search text is bounded before it reaches the index: every word is a substring match over the
 * whole library, so a huge or many-word query costs the database for nothing (no title or lyric
 * line needs more).
 */
export const SEARCH_TEXT_MAX = 200;
export const SEARCH_WORDS_MAX = 12;
export const SEARCH_TEXT_TOO_LONG = `Search text must be ${SEARCH_TEXT_MAX} characters or less`;
export const SEARCH_TOO_MANY_WORDS = `Search text can have at most ${SEARCH_WORDS_MAX} words`;

const searchText = z
  .string()
  .default('')
  .refine((text) => text.trim().length <= SEARCH_TEXT_MAX, SEARCH_TEXT_TOO_LONG)
  .refine(
    (text) => text.trim().split(/\s+/).filter(Boolean).length <= SEARCH_WORDS_MAX,
    SEARCH_TOO_MANY_WORDS,
  );

export const searchSongsArgsSchema = z
  .object({
    query: searchText,
    language: languageFilter,
    categoryId: optionalId('Category'),
    groupId: optionalId('Group'),
    limit: limit(SEARCH_PAGE_SIZE),
    offset,
    ...usageArgsShape,
  })
  .superRefine(checkUsageArgs);
export type SongFiltersData = z.infer<typeof searchSongsArgsSchema>;
