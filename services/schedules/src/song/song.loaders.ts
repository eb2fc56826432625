import { batchLoader, isUuid, requestLoaders, type ViewerGroupIds } from '@worship/subgraph-kit';
import type { EntityManager } from '@worship/subgraph-kit';
import type { UsageClock } from '../usage/usage-clock';
import {
  countRecentUsage,
  findSongHistory,
  NO_RECENT_USAGE,
} from '../usage/song-history.read-model';
import type { SongRecentUsage, SongUse } from '../usage/song-history.type';
import { findSongUsage, UNUSED, type SongUsage } from './song-usage.read-model';

type SongsQuery<T> = (
  em: EntityManager,
  groupIds: string[],
  songIds: string[],
  now: Date,
) => Promise<Map<string, T>>;

/**
 * Per request, every song's usage, history and recent counts, each in one query over the
 * viewer's groups (none for an anonymous viewer, or a viewer in no group: 0 / null / []).
 */
export function songUsageLoaders(viewerGroupIds: ViewerGroupIds, clock: UsageClock) {
  return requestLoaders((context) => {
    const now = clock.now();
    const bySong = <T>(query: SongsQuery<T>, none: T) =>
      batchLoader<string, T>(async (songIds) => {
        const ids = songIds.filter(isUuid).map((id) => id.toLowerCase());
        const found = await query(context.em, await viewerGroupIds(context), ids, now);
        // Answer under the keys as asked (an id may come in upper case).
        return new Map(
          songIds.flatMap((key) => {
            const value = found.get(key.toLowerCase());
            return value ? [[key, value] as const] : [];
          }),
        );
      }, none);
    return {
      usage: bySong<SongUsage>(findSongUsage, UNUSED),
      history: bySong<SongUse[]>(findSongHistory, []),
      recent: bySong<SongRecentUsage>(countRecentUsage, NO_RECENT_USAGE),
    };
  });
}
