import { graphql } from '../__generated__';

// Typed documents: `npm run codegen` generates `src/__generated__/` from these strings.
// The Schedules page's list, its 'Created by' filter, and creating and deleting a schedule.

/** The Schedules page's list: a group's schedules, filtered on the server (updatedAt desc). */
export const SchedulesDocument = graphql(`
  query Schedules($groupId: ID!, $filter: ScheduleFilter, $sort: ScheduleSort) {
    schedules(groupId: $groupId, filter: $filter, sort: $sort) {
      ...ScheduleSummaryFields
    }
  }
`);

/** The group's schedule creators, for the 'Created by' filter. */
export const ScheduleCreatorsDocument = graphql(`
  query ScheduleCreators($groupId: ID!) {
    scheduleCreators(groupId: $groupId) {
      id
      firstName
      lastName
    }
  }
`);

export const CreateScheduleDocument = graphql(`
  mutation CreateSchedule($groupId: ID!, $input: ScheduleInput!) {
    createSchedule(groupId: $groupId, input: $input) {
      ...ScheduleSummaryFields
    }
  }
`);

export const DeleteScheduleDocument = graphql(`
  mutation DeleteSchedule($id: ID!) {
    deleteSchedule(id: $id)
  }
`);
