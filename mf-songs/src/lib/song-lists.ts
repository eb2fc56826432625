import type { ApolloCache } from '@apollo/client';

/**
 * Root query fields that list or search songs (or derive from them): evicted after a song is
 * added, edited, restored or deleted, so every list and search on screen asks the server again
 * (a search finds the song by its new words at once) and hidden ones do on next use.
 */
export const SONG_LIST_FIELDS = [
  'songs',
  'searchSongs',
  'publicSongs',
  'searchPublicSongs',
  'songAuthors',
] as const;

export function evictSongLists(cache: ApolloCache) {
  for (const fieldName of SONG_LIST_FIELDS) cache.evict({ id: 'ROOT_QUERY', fieldName });
  cache.gc();
}
