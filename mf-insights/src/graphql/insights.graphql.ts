import { graphql } from '../__generated__';
import type { GroupStatsFieldsFragment, PopularSongFieldsFragment } from '../__generated__/graphql';

// Typed documents: `npm run codegen` generates `src/__generated__/` from these strings.
// The fields are the ones docs/insights-api.md contributes to `Group`.

/** Spec §9: the dashboard shows at most 4 popular songs (this month) and 4 categories. */
export const DASHBOARD_POPULAR_SONGS = 4;
export const DASHBOARD_CATEGORIES = 4;
/** The Statistics page's Popular Songs: all time, the 10 the REST row gives too. */
export const STATISTICS_POPULAR_SONGS = 10;

/**
 * The four stats cards, the categories and the languages of a group. CategoryStat is selected
 * without its `id`: a category is site-wide but its song count is one group's, so a normalised
 * `CategoryStat:<id>` would let one group's count overwrite another's in Apollo's cache; without
 * the id each group keeps its own list (category names are unique, and serve as list keys).
 */
export const GroupStatsFieldsFragmentDoc = graphql(`
  fragment GroupStatsFields on Group {
    id
    name
    memberCount
    totalSongs
    totalSchedules
    schedulesThisMonth
    categoryStats {
      name
      color
      songCount
    }
    languageStats {
      language
      count
    }
  }
`);

export const PopularSongFieldsFragmentDoc = graphql(`
  fragment PopularSongFields on PopularSong {
    songId
    usageCount
    lastUsed
    song {
      id
      title
      language
      category {
        id
        name
        color
      }
    }
  }
`);

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

/** The Statistics page: the same figures, with the all-time popular songs. */
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

export type GroupStats = GroupStatsFieldsFragment;
export type PopularSong = PopularSongFieldsFragment;
export type CategoryStat = GroupStats['categoryStats'][number];
export type LanguageStat = GroupStats['languageStats'][number];
