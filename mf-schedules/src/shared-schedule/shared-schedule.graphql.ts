import { graphql } from '../__generated__';
import type { SharedScheduleQuery } from '../__generated__/graphql';

// Typed documents: `npm run codegen` generates `src/__generated__/` from these strings.
// Both work for anonymous visitors: a shared schedule answers only while it is public, and a
// song the visitor may not see comes back as null (docs/schedules-api.md).

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
        song {
          ...SongSummaryFields
        }
      }
    }
  }
`);

export type SharedSchedule = NonNullable<SharedScheduleQuery['sharedSchedule']>;
export type SharedScheduleSong = SharedSchedule['songs'][number];

/** The public song detail shown in the viewer (spec §7 GET /api/songs/public/{id}). */
export const SharedSongDocument = graphql(`
  query SharedSong($id: ID!) {
    publicSong(id: $id) {
      ...ScheduleSongFields
    }
  }
`);
