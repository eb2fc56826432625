import { graphql } from '../../__generated__';

// Typed documents: `npm run codegen` generates `src/__generated__/` from these strings, with the
// sheet fragments of lib/song-sheet.graphql.ts (shared with the print).

/** A team's schedule for its members: the entries in order, with their keys and arrangements. */
export const LiveScheduleDocument = graphql(`
  query LiveSchedule($id: ID!) {
    schedule(id: $id) {
      id
      name
      isPublic
      shareToken
      songs {
        ...SheetEntryFields
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
          ...SheetSongFields
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
        ...SheetEntryFields
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
          ...SheetSongFields
        }
      }
    }
  }
`);
