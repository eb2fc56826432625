import {
  isPhoneticLanguage,
  PHONETIC_LANGUAGE_MESSAGE,
  SUGGEST_QUERY_MAX,
  SUGGEST_QUERY_REQUIRED,
  SUGGEST_QUERY_TOO_LONG,
  TRANSLITERATE_TEXT_MAX,
  TRANSLITERATE_TEXT_REQUIRED,
  TRANSLITERATE_TEXT_TOO_LONG,
  type PhoneticLanguage,
} from '@worship/common';
import { ArgsType, Field } from 'type-graphql';
import { z } from 'zod';

/** Latin text typed phonetically and the language it is meant in. */
@ArgsType()
export class TransliterationSuggestionsArgs {
  @Field(() => String)
  q: string;

  @Field(() => String)
  language: string;
}

/** Native lyrics to write in Latin letters, and the language they are in. */
@ArgsType()
export class TransliterateArgs {
  @Field(() => String)
  text: string;

  @Field(() => String)
  from: string;
}

const phoneticLanguage = z
  .string({ message: PHONETIC_LANGUAGE_MESSAGE })
  .refine(isPhoneticLanguage, PHONETIC_LANGUAGE_MESSAGE)
  .transform((value) => value as PhoneticLanguage);

export const transliterationSuggestionsSchema = z.object({
  q: z
    .string({ message: SUGGEST_QUERY_REQUIRED })
    .refine((q) => q.trim().length > 0, SUGGEST_QUERY_REQUIRED)
    .refine((q) => q.length <= SUGGEST_QUERY_MAX, SUGGEST_QUERY_TOO_LONG),
  language: phoneticLanguage,
});

export const transliterateSchema = z.object({
  text: z
    .string({ message: TRANSLITERATE_TEXT_REQUIRED })
    .refine((text) => text.length <= TRANSLITERATE_TEXT_MAX, TRANSLITERATE_TEXT_TOO_LONG),
  from: phoneticLanguage,
});
