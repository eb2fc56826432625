import { graphql } from '../__generated__';

// Typed documents: `npm run codegen` generates `src/__generated__/` from these strings.
// A schedule's songs changed (the Edit and Add Songs dialogs, the detail page): each answers
// the whole schedule, so every view of it updates from Apollo's cache.

export const AddScheduleSongsDocument = graphql(`
  mutation AddScheduleSongs($scheduleId: ID!, $songIds: [ID!]!) {
    addScheduleSongs(scheduleId: $scheduleId, songIds: $songIds) {
      ...ScheduleDetailFields
    }
  }
`);

export const MoveScheduleSongDocument = graphql(`
  mutation MoveScheduleSong($scheduleId: ID!, $songId: ID!, $order: Int!) {
    moveScheduleSong(scheduleId: $scheduleId, songId: $songId, order: $order) {
      ...ScheduleDetailFields
    }
  }
`);

export const RemoveScheduleSongDocument = graphql(`
  mutation RemoveScheduleSong($scheduleId: ID!, $songId: ID!) {
    removeScheduleSong(scheduleId: $scheduleId, songId: $songId) {
      ...ScheduleDetailFields
    }
  }
`);

/** A schedule entry's own key (issue 17): "" or null plays the song in its own key again. */
export const SetScheduleSongKeyDocument = graphql(`
  mutation SetScheduleSongKey($scheduleId: ID!, $songId: ID!, $key: String) {
    moveScheduleSong(scheduleId: $scheduleId, songId: $songId, key: $key) {
      ...ScheduleDetailFields
    }
  }
`);

/** A schedule entry's own section order (issue 20): [] or null sings the song's order again. */
export const SetScheduleSongSectionOrderDocument = graphql(`
  mutation SetScheduleSongSectionOrder($scheduleId: ID!, $songId: ID!, $sectionOrder: [Int!]) {
    moveScheduleSong(scheduleId: $scheduleId, songId: $songId, sectionOrder: $sectionOrder) {
      ...ScheduleDetailFields
    }
  }
`);
