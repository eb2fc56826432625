import { sortByLanguageOrder } from '@worship/shell-contract';

/** Spec §2 Songs Library: the card shows this much of the first stanza and of a transliteration. */
export const LYRICS_PREVIEW_LENGTH = 150;
export const TRANSLITERATION_PREVIEW_LENGTH = 100;

/** The first `max` characters of `text`, with an ellipsis when something was cut. */
export function truncate(text: string, max: number): string {
  const trimmed = text.trim();
  return trimmed.length > max ? `${trimmed.slice(0, max)}…` : trimmed;
}

interface PreviewStanza {
  position: number;
  lyrics: string;
  transliterations: ReadonlyArray<{ language: string; text: string }>;
}

interface PreviewSong {
  lyrics: string;
  stanzas: ReadonlyArray<PreviewStanza>;
}

function firstStanza(song: PreviewSong): PreviewStanza | undefined {
  return [...song.stanzas].sort((a, b) => a.position - b.position)[0];
}

/** The first 150 characters of the first stanza (of the whole lyrics for a song without stanzas). */
export function lyricsPreview(song: PreviewSong): string {
  return truncate(firstStanza(song)?.lyrics ?? song.lyrics, LYRICS_PREVIEW_LENGTH);
}

/**
 * The first stanza's transliteration that comes first in the reader's language order, cut to
 * 100 characters, with its language (for the `lang` attribute); null when there is none.
 */
export function transliterationPreview(
  song: PreviewSong,
  languageOrder: readonly string[],
): { text: string; language: string } | null {
  const rows = (firstStanza(song)?.transliterations ?? []).filter((row) => row.text.trim());
  const first = sortByLanguageOrder(rows, (row) => row.language, languageOrder)[0];
  return first
    ? { text: truncate(first.text, TRANSLITERATION_PREVIEW_LENGTH), language: first.language }
    : null;
}
