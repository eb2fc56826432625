import type { PhoneticLanguage } from '@worship/common';
import { createContext } from 'react';

/**
 * The server's candidates for one Latin word (`GET /api/transliterate/suggest`): it knows the
 * system's spelling dictionaries, which are too large for a page to load
 * (docs/transliteration.md). Rejects when it cannot answer; `signal` aborts a question the next
 * keystroke made stale.
 */
export type ServerPhoneticSuggest = (
  word: string,
  language: PhoneticLanguage,
  signal: AbortSignal,
) => Promise<readonly string[]>;

/**
 * Set by the shell: phonetic fields then refine the page's own candidates with the server's.
 * Without it (or offline) the page's candidates answer alone.
 */
export const ServerPhoneticSuggestContext = createContext<ServerPhoneticSuggest | null>(null);

/**
 * The list a field shows once the server has answered: a word of the page's curated list stays
 * first (the server ranks dictionary words beside it, which may pass it), then the server's
 * candidates, then the page's; each once, `max` at most.
 */
export function mergeCandidates(
  page: readonly string[],
  server: readonly string[],
  pageFirstIsListed: boolean,
  max: number,
): string[] {
  const order = pageFirstIsListed
    ? [...page.slice(0, 1), ...server, ...page.slice(1)]
    : [...server, ...page];
  return [...new Set(order)].slice(0, max);
}
