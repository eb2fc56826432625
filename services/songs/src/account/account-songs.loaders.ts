import { batchLoader, requestLoaders } from '@worship/subgraph-kit';
import { countCreatedSongsByGroup } from './account-songs.read-model';

/** Per request: the viewer's own songs in any number of groups, one query. */
export const accountSongLoaders = requestLoaders(({ em, viewer }) => ({
  createdByViewer: batchLoader<string, number>(
    (ids) => countCreatedSongsByGroup(em, viewer.userId ?? '', ids),
    0,
  ),
}));
