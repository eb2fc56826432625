import { batchLoader, requestLoaders } from '@worship/subgraph-kit';
import { NO_RATINGS, selectRatings, selectUserRatings } from './rating.queries';
import type { ScheduleRating } from './rating.type';

/** Per-request loaders: one query for the ratings of a page, one for the viewer's own. */
export const ratingLoaders = requestLoaders(({ em, viewer }) => ({
  bySchedule: batchLoader<string, ScheduleRating>(
    (scheduleIds) => selectRatings(em, scheduleIds),
    NO_RATINGS,
  ),
  /** The viewer's rating by schedule (anonymous viewers have none: no query). */
  viewerRating: batchLoader<string, number | null>(
    async (scheduleIds) =>
      viewer.userId ? selectUserRatings(em, viewer.userId, scheduleIds) : new Map(),
    null,
  ),
}));
