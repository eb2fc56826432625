import { graphql } from '../__generated__';

// Typed documents: `npm run codegen` generates `src/__generated__/` from these strings.

/** The active group's schedules to choose from (most recently updated first). */
export const ScheduleChoicesDocument = graphql(`
  query ScheduleChoices($groupId: ID!) {
    schedules(groupId: $groupId) {
      id
      name
    }
  }
`);

/** Adds one song at the end (spec §4: order = song count + 1). */
export const QuickAddScheduleSongDocument = graphql(`
  mutation QuickAddScheduleSong($scheduleId: ID!, $songId: ID!) {
    addScheduleSong(scheduleId: $scheduleId, songId: $songId) {
      id
      songCount
      updatedAt
      songs {
        id
        order
        songId
      }
    }
  }
`);
