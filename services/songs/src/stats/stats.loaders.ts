import { batchLoader, requestLoaders } from '@worship/subgraph-kit';
import { categoryStatsByGroup, countSongsByGroup, languageStatsByGroup } from './stats.read-model';
import type { CategoryStat, LanguageStat } from './stats.type';

/**
 * Per request, each statistic of any number of groups in one aggregate query (keys are the
 * lower-cased group ids the reference resolver checked).
 */
export const statsLoaders = requestLoaders(({ em }) => ({
  totalSongs: batchLoader<string, number>((ids) => countSongsByGroup(em, ids), 0),
  categoryStats: batchLoader<string, CategoryStat[]>((ids) => categoryStatsByGroup(em, ids), []),
  languageStats: batchLoader<string, LanguageStat[]>((ids) => languageStatsByGroup(em, ids), []),
}));
