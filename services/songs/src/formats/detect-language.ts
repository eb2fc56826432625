import { htmlLang, isLanguage, type Language, LANGUAGES, stripChords } from '@worship/common';
import { LANGUAGE_NOT_RECOGNISED } from './messages';

export interface DetectedLanguage {
  language: Language;
  /** Set when the text is in a script none of the song languages uses. */
  warning?: string;
}

const SCRIPTS: [Language | 'other', RegExp][] = [
  ['malayalam', /[\u0d00-\u0d7f]/u],
  ['tamil', /[\u0b80-\u0bff]/u],
  ['hindi', /[\u0900-\u097f]/u],
  ['english', /[A-Za-z\u00c0-\u024f]/u],
];

/**
 * The song language from the script its lyrics are written in (most letters win): Malayalam,
 * Tamil, Devanagari (Hindi) or Latin (English). Another script imports as English with a warning.
 */
export function detectLanguage(text: string): DetectedLanguage {
  const counts = new Map<Language | 'other', number>();
  for (const char of stripChords(text)) {
    if (!/\p{L}|\p{M}/u.test(char)) continue;
    const script = SCRIPTS.find(([, pattern]) => pattern.test(char))?.[0] ?? 'other';
    counts.set(script, (counts.get(script) ?? 0) + 1);
  }
  let best: Language | 'other' = 'other';
  let bestCount = 0;
  for (const [script, count] of counts)
    if (count > bestCount) {
      best = script;
      bestCount = count;
    }
  if (best === 'other') return { language: 'english', warning: LANGUAGE_NOT_RECOGNISED };
  return { language: best };
}

/** `ml`, `ml-IN`, `malayalam` → malayalam; codes of other languages → null. */
export function languageFromCode(code: string | null | undefined): Language | null {
  const value = code?.trim().toLowerCase() ?? '';
  if (isLanguage(value)) return value;
  const prefix = value.split(/[-_]/u)[0];
  return LANGUAGES.find((language) => htmlLang(language) === prefix) ?? null;
}

/** The BCP 47 code files carry for a song language (`lang="ml"`). */
export function languageCodeOf(language: Language): string {
  return htmlLang(language) ?? 'en';
}
