import { graphql } from '../__generated__';

// Typed documents: `npm run codegen` generates `src/__generated__/` from these strings.
// Every one of them works for anonymous visitors (spec §6: the public collection). The lists
// carry card fields; a song opened (a card, or a share link `?song=<id>`) is loaded whole by id.

export const PublicSongsDocument = graphql(`
  query PublicSongs {
    publicSongs {
      ...SongCardFields
    }
  }
`);

export const SearchPublicSongsDocument = graphql(`
  query SearchPublicSongs($query: String!, $language: String, $categoryId: ID, $limit: Int) {
    searchPublicSongs(query: $query, language: $language, categoryId: $categoryId, limit: $limit) {
      ...SongCardFields
    }
  }
`);

/** Up to 3 queries like the one that found nothing that would find public songs, or []. */
export const PublicSongSearchSuggestionsDocument = graphql(`
  query PublicSongSearchSuggestions($query: String!, $language: String, $categoryId: ID) {
    publicSongSearchSuggestions(query: $query, language: $language, categoryId: $categoryId)
  }
`);

export const PublicSongDocument = graphql(`
  query PublicSong($id: ID!) {
    publicSong(id: $id) {
      ...SongFields
    }
  }
`);

export const PublicCategoriesDocument = graphql(`
  query PublicCategories {
    publicCategories {
      id
      name
      color
    }
  }
`);
