import { sortByLanguageOrder } from '@worship/shell-contract';
import type { SongStanza, SongTransliteration } from './song.graphql';

/** Stanzas by their stored position (the API already orders them; a cached copy may not be). */
export function orderedStanzas(stanzas: readonly SongStanza[]): SongStanza[] {
  return [...stanzas].sort((a, b) => a.position - b.position);
}

/** A stanza's transliterations in the viewer's language display order (spec §2 "Song view dialog"). */
export function orderedTransliterations(
  stanza: SongStanza,
  languageOrder: readonly string[],
): SongTransliteration[] {
  return sortByLanguageOrder(stanza.transliterations, (t) => t.language, languageOrder);
}
