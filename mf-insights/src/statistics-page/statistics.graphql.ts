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
