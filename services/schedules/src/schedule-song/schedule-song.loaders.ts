import { loadManyByKey, requestLoaders } from '@worship/subgraph-kit';
import { findScheduleSongs } from './schedule-song.read-model';

/** Per-request loaders: a page of schedules costs one query for all their songs. */
export const scheduleSongLoaders = requestLoaders(({ em }) => ({
  bySchedule: loadManyByKey(
    (scheduleIds: string[]) => findScheduleSongs(em, scheduleIds),
    (song) => song.scheduleId,
  ),
}));
