import { graphql } from '../__generated__';
import type { SongViewFieldsFragment } from '../__generated__/graphql';

// Typed documents: `npm run codegen` generates `src/__generated__/` from these strings. The
// schedule queries carry only what a row shows; a song's full text is loaded when it is opened.

/** What the song view (packages/song-view) shows: details, stanzas and transliterations. */
export const SongViewFieldsFragmentDoc = graphql(`
  fragment SongViewFields on Song {
    id
    title
    language
    author
    artist
    key
    tempo
    translation
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
  }
`);

export type SongViewSong = SongViewFieldsFragment;

/** A song of a schedule the viewer is a member of (null when they may not see it). */
export const ScheduleSongViewDocument = graphql(`
  query ScheduleSongView($id: ID!) {
    song(id: $id) {
      ...SongViewFields
    }
  }
`);

/**
 * A song of a shared schedule, for anyone holding its link: read through the schedule
 * (`sharedSong`), so a private song in a public schedule opens too (docs/schedules-api.md).
 * `songs(songId:)` reads that one entry: not every song of the schedule in full.
 */
export const SharedScheduleSongViewDocument = graphql(`
  query SharedScheduleSongView($shareToken: String!, $songId: ID!) {
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
