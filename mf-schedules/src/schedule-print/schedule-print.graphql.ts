import { graphql } from '../__generated__';
import type { SchedulePrintQuery, SchedulePrintSongQuery } from '../__generated__/graphql';

// Typed documents: `npm run codegen` generates `src/__generated__/` from these strings, with the
// sheet fragments of lib/song-sheet.graphql.ts (shared with the live views): the schedule's
// entries, then each entry's song in full, one per operation.

/** The schedule's name and its entries in order, each with its key: the sheets to print. */
export const SchedulePrintDocument = graphql(`
  query SchedulePrint($id: ID!) {
    schedule(id: $id) {
      id
      name
      songs {
        ...SheetEntryFields
        song {
          id
          title
          language
          deletedAt
        }
      }
    }
  }
`);

/** One entry's song in full: sections, order, chords and transliterations. */
export const SchedulePrintSongDocument = graphql(`
  query SchedulePrintSong($id: ID!, $songId: ID!) {
    schedule(id: $id) {
      id
      songs(songId: $songId) {
        id
        song {
          ...SheetSongFields
          author
          artist
          tempo
          copyright
          ccliNumber
          deletedAt
        }
      }
    }
  }
`);

export type PrintedSchedule = NonNullable<SchedulePrintQuery['schedule']>;
export type PrintedEntry = PrintedSchedule['songs'][number];
export type PrintedSong = NonNullable<
  NonNullable<SchedulePrintSongQuery['schedule']>['songs'][number]['song']
>;

/** Issue 21: the user printed `copies` copies of the sheet (the CCLI report's print copies). */
export const RecordSchedulePrintDocument = graphql(`
  mutation RecordSchedulePrint($scheduleId: ID!, $copies: Int!) {
    recordSchedulePrint(scheduleId: $scheduleId, copies: $copies)
  }
`);
