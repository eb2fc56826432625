import { graphql } from '../__generated__';

// Typed fragments the print and the live views share: `npm run codegen` generates
// `src/__generated__/` from these strings. Both read the schedule's entries first, then each
// entry's song in full, one operation per entry (`songs(songId:)`): every song in full in one
// operation is over the gateway's cost budget (docs/graphql.md "Cost").

/** An entry as a sheet is sung: its place, its key and its arrangement. */
export const SheetEntryFieldsFragmentDoc = graphql(`
  fragment SheetEntryFields on ScheduleSong {
    id
    order
    songId
    key
    sectionOrder
  }
`);

/** A song as a sheet shows it: its sections, their order, chords and transliterations. */
export const SheetSongFieldsFragmentDoc = graphql(`
  fragment SheetSongFields on Song {
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
