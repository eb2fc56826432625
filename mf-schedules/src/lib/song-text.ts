/** Spec §9 lyric excerpts: 150 characters on the detail and shared pages, 100 in the dialogs. */
export const EXCERPT_LENGTH = 150;
export const DIALOG_EXCERPT_LENGTH = 100;

/** The first `max` characters of `text` (trimmed), with an ellipsis when something was cut. */
export function truncate(text: string, max: number): string {
  const trimmed = text.trim();
  return trimmed.length > max ? `${trimmed.slice(0, max).trimEnd()}…` : trimmed;
}

interface LyricSource {
  lyrics?: string | null;
  stanzas?: ReadonlyArray<{ position: number; lyrics: string }> | null;
}

/** The first stanza's lyrics (the whole lyrics of a song without stanzas); '' when there are none. */
export function firstStanzaLyrics(song: LyricSource): string {
  const first = [...(song.stanzas ?? [])].sort((a, b) => a.position - b.position)[0];
  return (first?.lyrics ?? song.lyrics ?? '').trim();
}

/** The first stanza cut to `max` characters (as one line: its line breaks become spaces). */
export function lyricExcerpt(song: LyricSource, max: number): string {
  return truncate(firstStanzaLyrics(song).replace(/\s*\n\s*/g, ' '), max);
}

/** Spec §2 schedule detail: the first two lyric lines, at most 150 characters together. */
export function firstLyricLines(song: LyricSource, lines = 2, max = EXCERPT_LENGTH): string {
  const text = (song.lyrics?.trim() ? song.lyrics : firstStanzaLyrics(song)) ?? '';
  const firstLines = text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(0, lines)
    .join('\n');
  return truncate(firstLines, max);
}
