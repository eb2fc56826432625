import type { PopularSong } from './group-stats.graphql';

export type SeenPopularSong = PopularSong & { song: NonNullable<PopularSong['song']> };

/**
 * The popular songs the viewer may see: the graph answers `song: null` for a song it hides from
 * them (docs/insights-api.md), which the lists leave out, as the REST row does.
 */
export function seenPopularSongs(
  songs: readonly PopularSong[] | null | undefined,
): SeenPopularSong[] {
  return (songs ?? []).filter((entry): entry is SeenPopularSong => entry.song != null);
}
