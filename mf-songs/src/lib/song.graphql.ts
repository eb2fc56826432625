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
    canEdit
    canDelete
    lyricsExcerpt
    transliterationPreviews {
      language
      text
    }
  }
`);

/**
 * What the song view body and the full-screen view show (`SongViewSong`): the details, every
 * stanza with its transliterations, the translation. Alone, it is what a shared schedule's song
 * carries for anyone holding the link.
 */
export const SongViewFieldsFragmentDoc = graphql(`
  fragment SongViewFields on Song {
    id
    title
    language
    author
    artist
    key
    tempo
    capo
    copyright
    ccliNumber
    translation
    sectionOrder
    category {
      id
      name
      color
    }
    stanzas {
      id
      position
      label
      lyrics
      transliterations {
        language
        text
      }
    }
  }
`);

/**
 * Everything the song view dialog shows: the card's fields and the whole song. Loaded by id when
 * a song is opened (`SongDocument`, `PublicSongDocument`), one song at a time.
 */
export const SongFieldsFragmentDoc = graphql(`
  fragment SongFields on Song {
    ...SongCardFields
    ...SongViewFields
    version
  }
`);

/** One song the signed-in user may see, in full (the library's song view, a schedule's song). */
export const SongDocument = graphql(`
  query Song($id: ID!) {
    song(id: $id) {
      ...SongFields
    }
  }
`);

/**
 * A song of a shared schedule, for anyone holding its link: read through the schedule
 * (`sharedSong`), so a private song in a public schedule opens too (docs/schedules-api.md).
 * `songs(songId:)` reads that one entry: not every song of the schedule in full.
 */
export const SharedScheduleSongDocument = graphql(`
  query SharedScheduleSong($shareToken: String!, $songId: ID!) {
    sharedSchedule(shareToken: $shareToken) {
      id
      songs(songId: $songId) {
        id
        sharedSong {
          ...SongViewFields
        }
      }
    }
  }
`);

export type SongCard = SongCardFieldsFragment;
export type SongFields = SongFieldsFragment;
export type SongStanza = SongFields['stanzas'][number];
export type SongTransliteration = SongStanza['transliterations'][number];

/** Issue 21: where the song was used (the viewer's groups), for the song view. */
export const SongUsageHistoryDocument = graphql(`
  query SongUsageHistory($id: ID!) {
    song(id: $id) {
      id
      usageCount
      recentUsage {
        last3Months
        last6Months
        last12Months
      }
      usageHistory {
        scheduleId
        scheduleName
        serviceDate
        serviceTime
        key
        group {
          id
          name
        }
      }
    }
  }
`);
