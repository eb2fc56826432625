import { isUuid, NotFoundError, type SubgraphContext } from '@worship/subgraph-kit';
import { SONG_NOT_FOUND } from '../schedule-song/schedule-song.service';
import type { SongsClient } from './songs-client';

/**
 * The songs, by id (lower-cased), if the caller may see every one of them (the songs service
 * decides); a malformed, unknown or invisible id is NOT_FOUND "Song not found".
 */
export async function requireVisibleSongs(
  context: SubgraphContext,
  songs: SongsClient,
  songIds: string[],
): Promise<string[]> {
  if (!songIds.every(isUuid)) throw new NotFoundError(SONG_NOT_FOUND);
  const ids = songIds.map((id) => id.toLowerCase());
  const visible = new Set(await songs.visibleIds(context.viewer, [...new Set(ids)]));
  if (!ids.every((id) => visible.has(id))) throw new NotFoundError(SONG_NOT_FOUND);
  return ids;
}
