import { loadManyByKey, requestLoaders } from '@worship/subgraph-kit';
import { selectScheduleSongs } from './schedule-song.queries';

/** Per-request loaders: a page of schedules costs one query for all their songs. */
export const scheduleSongLoaders = requestLoaders(({ em }) => ({
  bySchedule: loadManyByKey(
    (scheduleIds: string[]) => selectScheduleSongs(em, scheduleIds),
    (song) => song.scheduleId,
  ),
}));
