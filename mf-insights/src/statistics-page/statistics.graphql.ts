import { graphql } from '../__generated__';

// Typed documents: `npm run codegen` generates `src/__generated__/` from these strings.

/**
 * The Statistics page: the same figures as the dashboard, with the all-time popular songs (the 10
 * the REST row gives too).
 */
export const GroupStatisticsDocument = graphql(`
  query GroupStatistics($groupId: ID!) {
    group(id: $groupId) {
      ...GroupStatsFields
      popularSongs(period: ALL_TIME, limit: 10) {
        ...PopularSongFields
      }
    }
  }
`);

/** Issue 21: the group's CCLI report for a range of service dates (docs/usage-and-ccli.md). */
export const GroupCcliReportDocument = graphql(`
  query GroupCcliReport($groupId: ID!, $from: String!, $to: String!) {
    group(id: $groupId) {
      id
      ccliReport(from: $from, to: $to) {
        songId
        digitalUses
        printCopies
        lastUsed
        song {
          id
          title
          author
          copyright
          ccliNumber
        }
      }
    }
  }
`);
