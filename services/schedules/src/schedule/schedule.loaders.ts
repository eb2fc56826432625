import { loadOneByKey, requestLoaders } from '@worship/subgraph-kit';
import { findSchedulesByIds } from './schedule.service';

/** Per-request loaders of the schedule domain. */
export const scheduleLoaders = requestLoaders(({ em }) => ({
  byId: loadOneByKey(
    (ids: string[]) => findSchedulesByIds(em, ids),
    (schedule) => schedule.id,
  ),
}));
