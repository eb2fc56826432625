import { graphql } from '../__generated__';
import type { SongFieldsFragment } from '../__generated__/graphql';

// Typed documents: `npm run codegen` generates `src/__generated__/` from these strings.

/**
 * Everything the song view dialog (and the library and public cards) show about a song. The
 * library and the public page spread it in their own queries, so one song reads the same
 * everywhere and Apollo's cache can hand a card's song straight to the dialog.
 */
export const SongFieldsFragmentDoc = graphql(`
  fragment SongFields on Song {
    id
    title
    language
    author
    artist
    key
    tempo
    lyrics
    isPublic
    groupId
    createdBy
    createdAt
    category {
      id
      name
      color
    }
    stanzas {
      id
      position
      lyrics
      transliterations {
        language
        text
      }
    }
    creator {
      id
      firstName
    }
  }
`);

export type SongFields = SongFieldsFragment;
export type SongStanza = SongFields['stanzas'][number];
export type SongTransliteration = SongStanza['transliterations'][number];
