import { isUuid, loadOneByKey, requestLoaders } from '@worship/subgraph-kit';
import { findUsersByIds } from './user.service';

/** Per-request loaders of the user domain: a batch of ids is one query. */
export const userLoaders = requestLoaders((context) => ({
  byId: loadOneByKey(
    (ids: string[]) => findUsersByIds(context.em, ids.filter(isUuid)),
    (user) => user.id,
  ),
}));
