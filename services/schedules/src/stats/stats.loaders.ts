import { batchLoader, requestLoaders } from '@worship/subgraph-kit';
import type { UsageClock } from '../usage/usage-clock';
import type { PopularSongsQuery } from './stats.input';
import {
  countSchedulesByGroup,
  NO_SCHEDULES,
  popularSongsByGroup,
  type ScheduleCounts,
} from './stats.read-model';
import { StatsPeriod, type PopularSongRow } from './stats.type';

/** "This month" is the group's (its time zone) at the clock's now (tests fix it). */
export type StatsSettings = UsageClock;

/** A popularSongs request's loader key: the group, the period and the limit. */
const popularKey = (groupId: string, { period, limit }: PopularSongsQuery) =>
  `${groupId} ${period} ${limit}`;

/**
 * Per request, each statistic of any number of groups in one aggregate query (keys are the
 * lower-cased group ids the reference resolver checked); `now` is fixed once a request.
 */
export function statsLoaders(settings: StatsSettings) {
  return requestLoaders(({ em }) => {
    const now = settings.now();
    return {
      scheduleCounts: batchLoader<string, ScheduleCounts>(
        (ids) => countSchedulesByGroup(em, ids, now),
        NO_SCHEDULES,
      ),
      /** Keyed by popularKey: one query per distinct (period, limit) asked in the request. */
      popularSongs: batchLoader<string, PopularSongRow[]>(async (keys) => {
        const answers = new Map<string, PopularSongRow[]>();
        const variants = new Map<string, { query: PopularSongsQuery; groupIds: string[] }>();
        for (const key of keys) {
          const [groupId, period, limit] = key.split(' ') as [string, StatsPeriod, string];
          const variant = `${period} ${limit}`;
          const entry = variants.get(variant) ?? {
            query: { period, limit: Number(limit) },
            groupIds: [],
          };
          entry.groupIds.push(groupId);
          variants.set(variant, entry);
        }
        for (const { query, groupIds } of variants.values()) {
          const found = await popularSongsByGroup(em, groupIds, {
            limit: query.limit,
            thisMonth: query.period === StatsPeriod.MONTH,
            now,
          });
          for (const groupId of groupIds) {
            answers.set(popularKey(groupId, query), found.get(groupId) ?? []);
          }
        }
        return answers;
      }, []),
    };
  });
}

export type StatsLoaders = ReturnType<typeof statsLoaders>;

/** Loads a group's popular songs for these arguments through the request's loader. */
export const loadPopularSongs = (
  loaders: ReturnType<StatsLoaders>,
  groupId: string,
  query: PopularSongsQuery,
) => loaders.popularSongs.load(popularKey(groupId, query));
