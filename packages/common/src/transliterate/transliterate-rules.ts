import { LYRICS_MAX } from '../song-rules';
import { tooLongMessage } from '../too-long';

/** Languages a field can be typed in phonetically, and a stanza transliterated from. */
export const PHONETIC_LANGUAGES = ['malayalam', 'tamil', 'hindi'] as const;
export type PhoneticLanguage = (typeof PHONETIC_LANGUAGES)[number];

export function isPhoneticLanguage(value: unknown): value is PhoneticLanguage {
  return typeof value === 'string' && (PHONETIC_LANGUAGES as readonly string[]).includes(value);
}

/** Candidates a suggestion answers at most. */
export const SUGGESTIONS_MAX = 5;
/** Latin text a suggestion converts at most (a title's length). */
export const SUGGEST_QUERY_MAX = 200;
/** Native text one transliteration converts at most (a stanza's lyrics' length). */
export const TRANSLITERATE_TEXT_MAX = LYRICS_MAX;

export const SUGGEST_QUERY_TOO_LONG = tooLongMessage('Text to convert', SUGGEST_QUERY_MAX);
export const SUGGEST_QUERY_REQUIRED = 'Text to convert is required';
export const TRANSLITERATE_TEXT_TOO_LONG = tooLongMessage(
  'Text to transliterate',
  TRANSLITERATE_TEXT_MAX,
);
export const TRANSLITERATE_TEXT_REQUIRED = 'Text to transliterate is required';
export const PHONETIC_LANGUAGE_MESSAGE = 'Language must be malayalam, tamil or hindi';
