import { loadOneByKey, requestLoaders } from '@worship/subgraph-kit';
import { findLiveSessions } from './live.read-model';

/** Per-request loaders: a page of schedules costs one query for all their live sessions. */
export const liveLoaders = requestLoaders(({ em }) => ({
  bySchedule: loadOneByKey(
    (scheduleIds: string[]) => findLiveSessions(em, scheduleIds),
    (session) => session.scheduleId,
  ),
}));
