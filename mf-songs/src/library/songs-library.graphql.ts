import { graphql } from '../__generated__';

// Typed documents: `npm run codegen` generates `src/__generated__/` from these strings.
// Songs spread `SongCardFields` (lib/song.graphql.ts): a card's fields, never every
// stanza; the song view loads the whole song by id when it opens (`SongDocument`).

/**
 * The selected group's songs (all visible songs when the user has no group), newest first or
 * least recently used first, optionally only those never used or not used for some months.
 */
export const LibrarySongsDocument = graphql(`
  query LibrarySongs($groupId: ID, $neverUsed: Boolean, $notUsedForMonths: Int, $sort: SongSort) {
    songs(
      groupId: $groupId
      neverUsed: $neverUsed
      notUsedForMonths: $notUsedForMonths
      sort: $sort
    ) {
      ...SongCardFields
    }
  }
`);

/** Spec §4 "Song search": with search text the server searches and applies the filters. */
export const LibrarySongSearchDocument = graphql(`
  query LibrarySongSearch(
    $query: String!
    $language: String
    $categoryId: ID
    $groupId: ID
    $neverUsed: Boolean
    $notUsedForMonths: Int
    $limit: Int
  ) {
    searchSongs(
      query: $query
      language: $language
      categoryId: $categoryId
      groupId: $groupId
      neverUsed: $neverUsed
      notUsedForMonths: $notUsedForMonths
      limit: $limit
    ) {
      ...SongCardFields
    }
  }
`);

/**
 * Up to 3 queries like the one that found nothing, each unknown word replaced by a near word of
 * the library, that would find songs ([] when there is nothing to suggest).
 */
export const LibrarySongSearchSuggestionsDocument = graphql(`
  query LibrarySongSearchSuggestions(
    $query: String!
    $language: String
    $categoryId: ID
    $groupId: ID
    $neverUsed: Boolean
    $notUsedForMonths: Int
  ) {
    songSearchSuggestions(
      query: $query
      language: $language
      categoryId: $categoryId
      groupId: $groupId
      neverUsed: $neverUsed
      notUsedForMonths: $notUsedForMonths
    )
  }
`);
