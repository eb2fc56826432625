import { graphql } from '../__generated__';
import type { RecentSchedulesQuery } from '../__generated__/graphql';

// Typed documents: `npm run codegen` generates `src/__generated__/` from these strings.

/** Spec §9: the dashboard shows the 3 most recently updated schedules of the group. */
export const RECENT_SCHEDULES_LIMIT = 3;

export const RecentSchedulesDocument = graphql(`
  query RecentSchedules($groupId: ID!, $limit: Int!) {
    schedules(groupId: $groupId, limit: $limit) {
      id
      name
      shareToken
      createdAt
      updatedAt
      creator {
        id
        firstName
        lastName
      }
    }
  }
`);

export type RecentSchedule = RecentSchedulesQuery['schedules'][number];

/**
 * Issue 21: the group's next service (today or later) and its last one (before today), by
 * service date, for the dashboard's Recent Schedules.
 */
export const ServiceNeighboursDocument = graphql(`
  query ServiceNeighbours($groupId: ID!, $today: String!, $yesterday: String!) {
    next: schedules(
      groupId: $groupId
      limit: 1
      sort: SERVICE_DATE_ASC
      filter: { serviceFrom: $today }
    ) {
      id
      name
      serviceDate
      serviceTimes
    }
    last: schedules(
      groupId: $groupId
      limit: 1
      sort: SERVICE_DATE_DESC
      filter: { serviceTo: $yesterday }
    ) {
      id
      name
      serviceDate
      serviceTimes
    }
  }
`);
