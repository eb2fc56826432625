import { graphql } from '../__generated__';
import type { GroupStatsFieldsFragment, PopularSongFieldsFragment } from '../__generated__/graphql';

// Typed documents: `npm run codegen` generates `src/__generated__/` from these strings.
// The fields are the ones docs/insights-api.md contributes to `Group`; the dashboard's and the
// Statistics page's queries (beside them) both select them.

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

export type GroupStats = GroupStatsFieldsFragment;
export type PopularSong = PopularSongFieldsFragment;
export type CategoryStat = GroupStats['categoryStats'][number];
export type LanguageStat = GroupStats['languageStats'][number];
