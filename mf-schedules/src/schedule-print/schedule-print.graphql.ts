import { graphql } from '../__generated__';
import type { SchedulePrintQuery, SchedulePrintSongQuery } from '../__generated__/graphql';

// Typed documents: `npm run codegen` generates `src/__generated__/` from these strings.
// The print of a whole schedule reads every song in full, one song per operation: a schedule
// with all its songs in full in one would be over the gateway's cost budget (docs/graphql.md
// "Cost"), while `songs(songId:)` prices one entry.

/** The schedule's name and its entries in order, each with its key: the sheets to print. */
export const SchedulePrintDocument = graphql(`
  query SchedulePrint($id: ID!) {
    schedule(id: $id) {
      id
      name
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
          id
          title
          language
          author
          artist
          key
          tempo
          copyright
          ccliNumber
          sectionOrder
          deletedAt
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
