import { graphql } from '../__generated__';
import type { SongChoiceFieldsFragment } from '../__generated__/graphql';

// Typed documents: `npm run codegen` generates `src/__generated__/` from these strings.
// The songs subgraph's own queries (docs/songs-api.md): the group's library, the server search
// and the site-wide categories.

/**
 * A song as the picker lists it: what a row shows and the filters read (language, category),
 * with the first stanza's 150-character excerpt for the 100-character preview, never every
 * stanza: a library of 1,000 songs stays within the gateway's cost budget (docs/graphql.md).
 */
export const SongChoiceFieldsFragmentDoc = graphql(`
  fragment SongChoiceFields on Song {
    id
    title
    language
    author
    lyricsExcerpt
    category {
      id
      name
      color
    }
  }
`);

export type SongChoice = SongChoiceFieldsFragment;

/** The group's library (the songs a schedule of that group can take). */
export const SongChoicesDocument = graphql(`
  query SongChoices($groupId: ID) {
    songs(groupId: $groupId) {
      ...SongChoiceFields
    }
  }
`);

/** Spec §4 "Song search": with search text the server searches and applies the filters. */
export const SearchSongChoicesDocument = graphql(`
  query SearchSongChoices(
    $query: String!
    $language: String
    $categoryId: ID
    $groupId: ID
    $limit: Int
  ) {
    searchSongs(
      query: $query
      language: $language
      categoryId: $categoryId
      groupId: $groupId
      limit: $limit
    ) {
      ...SongChoiceFields
    }
  }
`);

export const SongCategoriesDocument = graphql(`
  query SongCategories {
    categories {
      id
      name
      color
    }
  }
`);
