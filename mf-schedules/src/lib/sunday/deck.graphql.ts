import { graphql } from '../../__generated__';

// Typed documents: `npm run codegen` generates `src/__generated__/` from these strings.
// A live view reads the schedule's entries, then each entry's song in full, one operation per
// entry (`songs(songId:)`): every song in full in one operation is over the gateway's cost
// budget (docs/graphql.md "Cost"), as for the print.

/** What a live view needs of a song: its sections, their order, chords and transliterations. */
export const LiveSongFieldsFragmentDoc = graphql(`
  fragment LiveSongFields on Song {
    id
    title
    language
    key
    sectionOrder
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

/** A team's schedule for its members: the entries in order, with their keys and arrangements. */
export const LiveScheduleDocument = graphql(`
  query LiveSchedule($id: ID!) {
    schedule(id: $id) {
      id
      name
      isPublic
      shareToken
      songs {
        id
        order
        songId
        key
        sectionOrder
        song {
          id
          title
          language
        }
      }
    }
  }
`);

export const LiveScheduleSongDocument = graphql(`
  query LiveScheduleSong($id: ID!, $songId: ID!) {
    schedule(id: $id) {
      id
      songs(songId: $songId) {
        id
        song {
          ...LiveSongFields
        }
      }
    }
  }
`);

/** A public schedule for anyone holding its link (the congregation's phones). */
export const LiveSharedScheduleDocument = graphql(`
  query LiveSharedSchedule($shareToken: String!) {
    sharedSchedule(shareToken: $shareToken) {
      id
      name
      isPublic
      songs {
        id
        order
        songId
        key
        sectionOrder
        song: sharedSong {
          id
          title
          language
        }
      }
    }
  }
`);

export const LiveSharedScheduleSongDocument = graphql(`
  query LiveSharedScheduleSong($shareToken: String!, $songId: ID!) {
    sharedSchedule(shareToken: $shareToken) {
      id
      songs(songId: $songId) {
        id
        song: sharedSong {
          ...LiveSongFields
        }
      }
    }
  }
`);
