import DataLoader from 'dataloader';
import type { SubgraphContext } from './context';

export { DataLoader };

/**
 * Per-request DataLoaders. `build` runs once per request (keyed on its context, so nothing is
 * cached across requests or viewers) and its loaders batch every `load` of one tick into one
 * query. A domain declares its loaders with this in `<domain>/<domain>.loaders.ts`:
 *
 *     export const groupLoaders = requestLoaders((ctx) => ({
 *       byId: loadOneByKey((ids) => findGroups(ctx.em, ids), (group) => group.id),
 *     }));
 */
export function requestLoaders<T extends object>(
  build: (context: SubgraphContext) => T,
): (context: SubgraphContext) => T {
  const byContext = new WeakMap<SubgraphContext, T>();
  return (context) => {
    let loaders = byContext.get(context);
    if (!loaders) {
      loaders = build(context);
      byContext.set(context, loaders);
    }
    return loaders;
  };
}

/**
 * The batching primitive: one `fetch` per tick for all keys asked for, answering each key from
 * the map it returns, or `missing` for a key the map lacks (e.g. 0 for a count, null for a row).
 */
export function batchLoader<K, V>(
  fetch: (keys: K[]) => Promise<Map<K, V>>,
  missing: V,
): DataLoader<K, V> {
  return new DataLoader<K, V>(async (keys) => {
    const found = await fetch([...keys]);
    return keys.map((key) => (found.has(key) ? (found.get(key) as V) : missing));
  });
}

/** A loader of at most one row per key (null when there is none) from one batched fetch. */
export function loadOneByKey<K, V>(
  fetch: (keys: K[]) => Promise<V[]>,
  keyOf: (row: V) => K,
): DataLoader<K, V | null> {
  return batchLoader<K, V | null>(
    async (keys) => new Map((await fetch(keys)).map((row) => [keyOf(row), row])),
    null,
  );
}

/** A loader of every row per key (in the fetch's order; [] when there is none). */
export function loadManyByKey<K, V>(
  fetch: (keys: K[]) => Promise<V[]>,
  keyOf: (row: V) => K,
): DataLoader<K, V[]> {
  return batchLoader<K, V[]>(async (keys) => {
    const byKey = new Map<K, V[]>();
    for (const row of await fetch(keys)) {
      const key = keyOf(row);
      byKey.set(key, [...(byKey.get(key) ?? []), row]);
    }
    return byKey;
  }, []);
}
