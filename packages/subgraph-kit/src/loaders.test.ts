import { describe, expect, it } from 'vitest';
import type { SubgraphContext } from './context';
import { batchLoader, loadManyByKey, loadOneByKey, requestLoaders } from './loaders';

const context = () => ({ viewer: { userId: null, isAdmin: false } }) as unknown as SubgraphContext;

describe('request loaders', () => {
  it('builds the loaders once per request context, and anew for the next request', () => {
    let built = 0;
    const loaders = requestLoaders(() => ({ n: ++built }));
    const first = context();
    expect(loaders(first)).toBe(loaders(first));
    expect(loaders(context()).n).toBe(2);
  });

  it('batches the keys of one tick into one fetch and answers each key', async () => {
    const calls: string[][] = [];
    const rows = [
      { id: 'a', group: 'g1' },
      { id: 'b', group: 'g1' },
      { id: 'c', group: 'g2' },
    ];
    const one = loadOneByKey(
      async (ids: string[]) => {
        calls.push(ids);
        return rows.filter((row) => ids.includes(row.id));
      },
      (row) => row.id,
    );
    expect(await Promise.all([one.load('a'), one.load('x'), one.load('c')])).toEqual([
      rows[0],
      null,
      rows[2],
    ]);
    expect(calls).toEqual([['a', 'x', 'c']]);

    const many = loadManyByKey(
      async (groups: string[]) => rows.filter((row) => groups.includes(row.group)),
      (row) => row.group,
    );
    expect(await many.loadMany(['g1', 'g2', 'g3'])).toEqual([[rows[0], rows[1]], [rows[2]], []]);

    const counts = batchLoader(async () => new Map([['g1', 2]]), 0);
    expect(await counts.loadMany(['g1', 'g2'])).toEqual([2, 0]);
  });
});
