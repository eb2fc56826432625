import { sortByLanguageOrder } from '@worship/common';

// Spec §2 Songs Library: a card shows the first 150 characters of the first stanza and a
// 100-character transliteration preview. The songs service cuts both (`lyricsExcerpt`,
// `transliterationPreviews`, "…" when cut), so a list never carries whole stanzas.

interface PreviewSong {
  language?: string | null;
  title?: string | null;
  author?: string | null;
  lyricsExcerpt: string;
  transliterationPreviews: ReadonlyArray<{ language: string; text: string }>;
}

/**
 * The first stanza's transliteration that comes first in the reader's language order, with its
 * language (for the `lang` attribute); null when there is none.
 */
export function transliterationPreview(
  song: PreviewSong,
  languageOrder: readonly string[],
): { text: string; language: string } | null {
  const rows = song.transliterationPreviews.filter((row) => row.text.trim());
  return sortByLanguageOrder(rows, (row) => row.language, languageOrder)[0] ?? null;
}
