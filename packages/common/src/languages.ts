// Song languages and how the product labels them (spec §1, §3 "Language codes", DESIGN §4):
// the servers validate against this list, the browser apps show these names and codes.

/** Song languages as they travel on the wire, in the default display order. */
export const LANGUAGES = ['english', 'malayalam', 'tamil', 'hindi'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE_ORDER: readonly Language[] = LANGUAGES;

export const LANGUAGE_NAMES: Record<Language, string> = {
  english: 'English',
  malayalam: 'Malayalam',
  tamil: 'Tamil',
  hindi: 'Hindi',
};

const CODES: Record<Language, string> = {
  english: 'ENG',
  malayalam: 'MAL',
  tamil: 'TAM',
  hindi: 'HIN',
};

/** HTML `lang` values for lyrics, so screen readers and fonts pick the right script. */
const HTML_LANG: Record<Language, string> = {
  english: 'en',
  malayalam: 'ml',
  tamil: 'ta',
  hindi: 'hi',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Spec §3: ENG/MAL/TAM/HIN; another language shows its first 3 letters upper case; missing → UNK. */
export function languageCode(language: string | null | undefined): string {
  if (!language) return 'UNK';
  const key = language.toLowerCase();
  return isLanguage(key) ? CODES[key] : language.slice(0, 3).toUpperCase();
}

/** 'malayalam' → 'Malayalam'; unknown values are capitalised as they are. */
export function languageName(language: string | null | undefined): string {
  if (!language) return 'Unknown';
  const key = language.toLowerCase();
  return isLanguage(key)
    ? LANGUAGE_NAMES[key]
    : language.charAt(0).toUpperCase() + language.slice(1);
}

export function htmlLang(language: string | null | undefined): string | undefined {
  const key = language?.toLowerCase();
  return isLanguage(key) ? HTML_LANG[key] : undefined;
}

/**
 * Parses a user's comma-separated languageOrder. Unknown or repeated entries are dropped and
 * missing languages are appended in default order, so the result is always a full permutation.
 */
export function parseLanguageOrder(value: string | null | undefined): Language[] {
  const seen = new Set<Language>();
  for (const part of (value ?? '').split(',')) {
    const key = part.trim().toLowerCase();
    if (isLanguage(key)) seen.add(key);
  }
  for (const language of DEFAULT_LANGUAGE_ORDER) seen.add(language);
  return [...seen];
}

/** Stable sort of items by the position of their language in `order`; unknown languages go last. */
export function sortByLanguageOrder<T>(
  items: readonly T[],
  languageOf: (item: T) => string,
  order: readonly string[],
): T[] {
  const rank = (item: T) => {
    const index = order.indexOf(languageOf(item).toLowerCase());
    return index === -1 ? order.length : index;
  };
  return [...items].sort((a, b) => rank(a) - rank(b));
}
