import { sortByLanguageOrder } from '@worship/common';
import type { SongViewStanza, SongViewTransliteration } from './song-view-song';

/** Stanzas by their stored position (the API already orders them; a cached copy may not be). */
export function orderedStanzas<S extends SongViewStanza>(stanzas: readonly S[]): S[] {
  return [...stanzas].sort((a, b) => a.position - b.position);
}

/** A stanza's transliterations in the viewer's language display order (spec §2 "Song view dialog"). */
export function orderedTransliterations<T extends SongViewTransliteration>(
  stanza: { transliterations: readonly T[] },
  languageOrder: readonly string[],
): T[] {
  return sortByLanguageOrder(stanza.transliterations, (t) => t.language, languageOrder);
}
