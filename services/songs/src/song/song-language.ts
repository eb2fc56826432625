import { registerEnumType } from 'type-graphql';

/** The four lyrics languages (DESIGN §4): the wire values, in the default display order. */
export enum Language {
  english = 'english',
  malayalam = 'malayalam',
  tamil = 'tamil',
  hindi = 'hindi',
}

export const LANGUAGES = [
  Language.english,
  Language.malayalam,
  Language.tamil,
  Language.hindi,
] as const;

registerEnumType(Language, { name: 'Language' });

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
