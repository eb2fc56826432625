// Song languages and how the spec labels them (§3 "Language codes", DESIGN §4 "Languages").

export const LANGUAGES = ['english', 'malayalam', 'tamil', 'hindi'] as const;
export type SongLanguage = (typeof LANGUAGES)[number];

export const LANGUAGE_NAMES: Record<SongLanguage, string> = {
  english: 'English',
  malayalam: 'Malayalam',
  tamil: 'Tamil',
  hindi: 'Hindi',
};

/** HTML `lang` for lyrics in each language. */
export const LANGUAGE_TAGS: Record<SongLanguage, string> = {
  english: 'en',
  malayalam: 'ml',
  tamil: 'ta',
  hindi: 'hi',
};

const SHORT_CODES: Record<SongLanguage, string> = {
  english: 'EN',
  malayalam: 'ML',
  tamil: 'TA',
  hindi: 'HI',
};

export const isSongLanguage = (value: unknown): value is SongLanguage =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** ENG, MAL, TAM, HIN; another language its first 3 letters in upper case; missing UNK. */
export function languageCode(language: string | null | undefined): string {
  if (!language) return 'UNK';
  return language.slice(0, 3).toUpperCase();
}

/** EN, ML, TA, HI (the public list's codes); others as `languageCode`. */
export function shortLanguageCode(language: string | null | undefined): string {
  return isSongLanguage(language) ? SHORT_CODES[language] : languageCode(language);
}

export function languageName(language: string | null | undefined): string {
  return isSongLanguage(language) ? LANGUAGE_NAMES[language] : (language ?? 'Unknown');
}

export function languageTag(language: string | null | undefined): string | undefined {
  return isSongLanguage(language) ? LANGUAGE_TAGS[language] : undefined;
}

/** The option labels of the Add Song dialog: 'English (ENG)', … */
export const languageOptionLabel = (language: SongLanguage) =>
  `${LANGUAGE_NAMES[language]} (${languageCode(language)})`;
