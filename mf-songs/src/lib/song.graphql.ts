import { graphql } from '../__generated__';
import type { SongCardFieldsFragment, SongFieldsFragment } from '../__generated__/graphql';

// Typed documents: `npm run codegen` generates `src/__generated__/` from these strings.

/**
 * What a song card shows (spec §2 Songs Library and public page) and what the lists filter on
 * (language, category, creator): the first stanza's excerpt and transliteration previews instead
 * of every stanza, so a list of 1,000 songs stays within the gateway's cost budget
 * (docs/graphql.md) however long the songs are.
 */
export const SongCardFieldsFragmentDoc = graphql(`
  fragment SongCardFields on Song {
    id
    title
    language
    author
    key
    tempo
    isPublic
    groupId
    createdBy
    createdAt
    category {
      id
      name
      color
    }
    creator {
      id
      firstName
    }
    lyricsExcerpt
    transliterationPreviews {
      language
      text
    }
  }
`);

/**
 * Everything the song view dialog shows: the card's fields and every stanza. Loaded by id when a
 * song is opened (`SongDocument`, `PublicSongDocument`), one song at a time.
 */
export const SongFieldsFragmentDoc = graphql(`
  fragment SongFields on Song {
    ...SongCardFields
    artist
    stanzas {
      id
      position
      lyrics
      transliterations {
        language
        text
      }
    }
  }
`);

/** One song the signed-in user may see, in full (the library's song view). */
export const SongDocument = graphql(`
  query Song($id: ID!) {
    song(id: $id) {
      ...SongFields
    }
  }
`);

export type SongCard = SongCardFieldsFragment;
export type SongFields = SongFieldsFragment;
export type SongStanza = SongFields['stanzas'][number];
export type SongTransliteration = SongStanza['transliterations'][number];
