import { loadManyByKey, loadOneByKey, requestLoaders } from '@worship/subgraph-kit';
import { findFirstStanzas, findStanzas, findTransliterations } from './song.read-model';
import { findSongsByIds } from './song.service';

/**
 * Per-request loaders of the song domain: a page of songs costs one query for its stanzas and
 * one for their transliterations, whatever its size; a page of cards one for their first
 * stanzas with their transliterations.
 */
export const songLoaders = requestLoaders(({ em }) => ({
  byId: loadOneByKey(
    (ids: string[]) => findSongsByIds(em, ids),
    (song) => song.id,
  ),
  stanzasBySong: loadManyByKey(
    (songIds: string[]) => findStanzas(em, songIds),
    (stanza) => stanza.songId,
  ),
  /** A card's first stanza with its transliterations: one query for a whole list's excerpts. */
  firstStanzaBySong: loadOneByKey(
    (songIds: string[]) => findFirstStanzas(em, songIds),
    (stanza) => stanza.songId,
  ),
  transliterationsByStanza: loadManyByKey(
    (stanzaIds: string[]) => findTransliterations(em, stanzaIds),
    (transliteration) => transliteration.stanzaId,
  ),
}));
