import { graphql } from '../__generated__';

// Typed documents: `npm run codegen` generates `src/__generated__/` from these strings.

/** Spec §9: the dashboard shows at most 4 popular songs (this month) and 4 categories. */
export const DASHBOARD_POPULAR_SONGS = 4;
export const DASHBOARD_CATEGORIES = 4;

/** The dashboard's one query (docs/insights-api.md): the three dashboard sections share it. */
export const GroupDashboardDocument = graphql(`
  query GroupDashboard($groupId: ID!) {
    group(id: $groupId) {
      ...GroupStatsFields
      popularSongs(period: MONTH, limit: 4) {
        ...PopularSongFields
      }
    }
  }
`);
