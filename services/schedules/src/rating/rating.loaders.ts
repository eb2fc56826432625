import { batchLoader, requestLoaders } from '@worship/subgraph-kit';
import { NO_RATINGS, findRatings, findUserRatings } from './rating.read-model';
import type { ScheduleRating } from './rating.type';

/** Per-request loaders: one query for the ratings of a page, one for the viewer's own. */
export const ratingLoaders = requestLoaders(({ em, viewer }) => ({
  bySchedule: batchLoader<string, ScheduleRating>(
    (scheduleIds) => findRatings(em, scheduleIds),
    NO_RATINGS,
  ),
  /** The viewer's rating by schedule (anonymous viewers have none: no query). */
  viewerRating: batchLoader<string, number | null>(
    async (scheduleIds) =>
      viewer.userId ? findUserRatings(em, viewer.userId, scheduleIds) : new Map(),
    null,
  ),
}));
