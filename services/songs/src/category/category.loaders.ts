import { loadOneByKey, requestLoaders } from '@worship/subgraph-kit';
import { findCategoriesByIds } from './category.service';

/** Per-request loaders of the category domain. */
export const categoryLoaders = requestLoaders(({ em }) => ({
  byId: loadOneByKey(
    (ids: string[]) => findCategoriesByIds(em, ids),
    (category) => category.id,
  ),
}));
