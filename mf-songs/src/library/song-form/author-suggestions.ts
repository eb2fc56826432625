/** Spec §5: suggestions are a case-insensitive substring match on the typed text, at most 5. */
export const MAX_AUTHOR_SUGGESTIONS = 5;

/** Spec §4: the list closes this long after the field loses focus (so a click on it still counts). */
export const AUTHOR_SUGGESTIONS_CLOSE_DELAY_MS = 200;

export function matchAuthors(authors: readonly string[], typed: string): string[] {
  const needle = typed.trim().toLowerCase();
  if (!needle) return [];
  return authors
    .filter((author) => author.toLowerCase().includes(needle))
    .slice(0, MAX_AUTHOR_SUGGESTIONS);
}
