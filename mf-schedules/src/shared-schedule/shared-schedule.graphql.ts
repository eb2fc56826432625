import { graphql } from '../__generated__';
import type { SharedScheduleQuery } from '../__generated__/graphql';

// Typed documents: `npm run codegen` generates `src/__generated__/` from these strings.
// It works for anonymous visitors: a shared schedule answers only while it is public, and its
// songs are read through it (`sharedSong`), private ones included: sharing a schedule shares what
// is sung from it (docs/schedules-api.md). The full text loads when a song is opened
// (mf-songs' full-screen view, through the shell contract's song view slot).

export const SharedScheduleDocument = graphql(`
  query SharedSchedule($shareToken: String!) {
    sharedSchedule(shareToken: $shareToken) {
      id
      name
      createdAt
      songCount
      creator {
        id
        firstName
        lastName
      }
      songs {
        id
        order
        songId
        key
        song: sharedSong {
          ...SongSummaryFields
          deletedAt
        }
      }
    }
  }
`);

export type SharedSchedule = NonNullable<SharedScheduleQuery['sharedSchedule']>;
export type SharedScheduleSong = SharedSchedule['songs'][number];
