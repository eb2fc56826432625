import { isLanguage, LANGUAGE_NAMES, languageCode, type Language } from '@worship/common';

// The library's own labels for the song languages of @worship/common.

const SHORT_CODES: Record<Language, string> = {
  english: 'EN',
  malayalam: 'ML',
  tamil: 'TA',
  hindi: 'HI',
};

/** EN, ML, TA, HI (the public list's codes); others as `languageCode`. */
export function shortLanguageCode(language: string | null | undefined): string {
  return isLanguage(language) ? SHORT_CODES[language] : languageCode(language);
}

/** The option labels of the Add Song dialog: 'English (ENG)', … */
export const languageOptionLabel = (language: Language) =>
  `${LANGUAGE_NAMES[language]} (${languageCode(language)})`;
