/** Spec §9 lyric excerpts: 150 characters on the detail and shared pages, 100 in the dialogs. */
export const EXCERPT_LENGTH = 150;
export const DIALOG_EXCERPT_LENGTH = 100;

/** The first `max` characters of `text` (trimmed), with an ellipsis when something was cut. */
export function truncate(text: string, max: number): string {
  const trimmed = text.trim();
  return trimmed.length > max ? `${trimmed.slice(0, max).trimEnd()}…` : trimmed;
}

// Rows take their text from `Song.lyricsExcerpt` (the first stanza's first 150 characters, "…"
// when cut), never from `lyrics` or `stanzas`: a song may hold 100 stanzas of 10,000 characters,
// and a schedule's page would load them all for two lines per row (docs/graphql.md "Cost").

/** A card's excerpt as one line (its line breaks become spaces), cut to `max` characters. */
export function lyricExcerpt(excerpt: string | null | undefined, max: number): string {
  return truncate((excerpt ?? '').replace(/\s*\n\s*/g, ' '), max);
}

/** Spec §2 schedule detail: the first two lyric lines, at most 150 characters together. */
export function firstLyricLines(
  excerpt: string | null | undefined,
  lines = 2,
  max = EXCERPT_LENGTH,
): string {
  const firstLines = (excerpt ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(0, lines)
    .join('\n');
  return truncate(firstLines, max);
}
