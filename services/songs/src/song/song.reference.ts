import { isUuid, type SubgraphContext } from '@worship/subgraph-kit';
import { songScopeOf } from '../membership/membership.access';
import type { ViewerGroupIds } from '../membership/membership.loaders';
import type { Song } from './song.entity';
import { songLoaders } from './song.loaders';
import { isReachable } from './song.service';

/**
 * Resolves `Song` references from other subgraphs (schedules), batched through the request's
 * loaders: a song the viewer may not see resolves to null (anonymous viewers: public ones only).
 * A deleted song still resolves, with `deletedAt`: the schedules that sang it keep the entry.
 */
export function createSongReferenceResolvers(viewerGroupIds: ViewerGroupIds) {
  return {
    Song: {
      async __resolveReference(
        reference: { id: string },
        context: SubgraphContext,
      ): Promise<Song | null> {
        if (!isUuid(reference.id)) return null;
        const [song, scope] = await Promise.all([
          songLoaders(context).byId.load(reference.id.toLowerCase()),
          songScopeOf(context, viewerGroupIds),
        ]);
        return song && isReachable(song, scope) ? song : null;
      },
    },
  };
}
