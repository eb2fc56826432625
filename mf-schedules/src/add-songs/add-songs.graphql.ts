import { graphql } from '../__generated__';

// Typed documents: `npm run codegen` generates `src/__generated__/` from these strings.
// The songs subgraph's own queries (docs/songs-api.md): the group's library, the server search
// and the site-wide categories. Songs spread SongSummaryFields (graphql/schedules.graphql.ts).

/** The group's library (the songs a schedule of that group can take). */
export const SongChoicesDocument = graphql(`
  query SongChoices($groupId: ID) {
    songs(groupId: $groupId) {
      ...SongSummaryFields
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
      ...SongSummaryFields
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
