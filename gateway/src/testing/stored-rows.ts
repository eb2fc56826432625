import { expect } from 'vitest';
import type { RequestOptions, TestStack } from './stack';

/**
 * Tables written in the background, whenever earlier calls' events move on: the relay's delivery
 * progress, the inbox and the copies kept from other services' events. The events a call queues
 * (`events`, insert-only) are still compared, so a refused call that queued one fails.
 */
const BACKGROUND_TABLES = ['event_deliveries', 'inbox'];
const BACKGROUND_COPIES: Record<string, readonly string[]> = {
  songs: ['song_uses', 'song_use_versions'],
  schedules: ['group_time_zones'],
};

/**
 * A service's stored rows, read whole (every table of its schema but MikroORM's and those written
 * in the background), to assert that a refused call stored nothing. `tables` are ones the schema
 * must hold: an empty read would make every "stored nothing" check pass vacuously. `stack`: the
 * test file's stack, once started.
 */
export function storedRows(schema: string, tables: readonly string[], stack: () => TestStack) {
  const background = new Set([...BACKGROUND_TABLES, ...(BACKGROUND_COPIES[schema] ?? [])]);

  async function read(): Promise<Record<string, unknown[]>> {
    const names = await stack().sql<{ table_name: string }>(
      `select table_name from information_schema.tables
        where table_schema = $1 and table_type = 'BASE TABLE' order by 1`,
      [schema],
    );
    const result: Record<string, unknown[]> = {};
    for (const { table_name } of names) {
      if (table_name.startsWith('mikro_orm') || background.has(table_name)) continue;
      result[table_name] = await stack().sql(
        `select * from "${schema}"."${table_name}" order by 1`,
      );
    }
    expect(Object.keys(result)).toEqual(expect.arrayContaining([...tables]));
    return result;
  }

  /** The call answers `status` with `body`, and the service's rows are as they were. */
  async function expectRefused(
    method: string,
    path: string,
    options: Pick<RequestOptions, 'cookie' | 'body' | 'headers'>,
    status: number,
    body: unknown,
  ) {
    const before = await read();
    const res = await stack().request(method, path, options);
    expect({ status: res.status, body: res.body }).toEqual({ status, body });
    expect(await read()).toEqual(before);
  }

  return { read, expectRefused };
}
