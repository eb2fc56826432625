import { isUuid, visibleSongsRoute, type InternalRouter } from '@worship/subgraph-kit';
import { songScopeOf } from '../membership/membership.access';
import type { ViewerGroupIds } from '../membership/membership.loaders';
import { findSongsByIds, isVisible } from './song.service';

/**
 * Songs' internal route (contract in the kit's `internal-routes/songs.routes-contract.ts`): which
 * of some songs the signed viewer may see (song.service's isVisible), for schedules before it
 * adds them (DESIGN §3). Malformed and unknown ids are simply not visible.
 */
export function mountSongInternalRoutes(router: InternalRouter, viewerGroupIds: ViewerGroupIds) {
  router.route(visibleSongsRoute, async ({ body, viewer, em }) => {
    const wanted = [...new Set(body.ids.filter(isUuid).map((id) => id.toLowerCase()))];
    const [songs, scope] = await Promise.all([
      wanted.length ? findSongsByIds(em, wanted) : [],
      songScopeOf({ viewer, em }, viewerGroupIds),
    ]);
    const visible = new Set(songs.filter((song) => isVisible(song, scope)).map((s) => s.id));
    return { ids: wanted.filter((id) => visible.has(id)) };
  });
}
