import { batchLoader, isUuid, requestLoaders, type ViewerGroupIds } from '@worship/subgraph-kit';
import { findSongUsage, UNUSED, type SongUsage } from './song-usage.read-model';

/**
 * Per request, every song's usage in one query over the viewer's groups (none for an anonymous
 * viewer, or a viewer in no group: 0 / null).
 */
export function songUsageLoaders(viewerGroupIds: ViewerGroupIds) {
  return requestLoaders((context) => ({
    usage: batchLoader<string, SongUsage>(async (songIds) => {
      const ids = songIds.filter(isUuid).map((id) => id.toLowerCase());
      const usage = await findSongUsage(context.em, await viewerGroupIds(context), ids);
      // Answer under the keys as asked (an id may come in upper case).
      return new Map(
        songIds.flatMap((key) => {
          const found = usage.get(key.toLowerCase());
          return found ? [[key, found] as const] : [];
        }),
      );
    }, UNUSED),
  }));
}
