import { loadManyByKey, loadOneByKey, requestLoaders } from '@worship/subgraph-kit';
import { findStanzas, findTransliterations } from './song.read-model';
import { findSongsByIds } from './song.service';

/**
 * Per-request loaders of the song domain: a page of songs costs one query for its stanzas and
 * one for their transliterations, whatever its size.
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
  transliterationsByStanza: loadManyByKey(
    (stanzaIds: string[]) => findTransliterations(em, stanzaIds),
    (transliteration) => transliteration.stanzaId,
  ),
}));
