import { expect } from 'vitest';
import type { RequestOptions, TestStack } from './stack';

/**
 * A service's stored rows, read whole (every table of its schema but MikroORM's), to assert that
 * a refused call stored nothing. `tables` are ones the schema must hold: an empty read would make
 * every "stored nothing" check pass vacuously. `stack`: the test file's stack, once started.
 */
export function storedRows(schema: string, tables: readonly string[], stack: () => TestStack) {
  async function read(): Promise<Record<string, unknown[]>> {
    const names = await stack().sql<{ table_name: string }>(
      `select table_name from information_schema.tables
        where table_schema = $1 and table_type = 'BASE TABLE' order by 1`,
      [schema],
    );
    const result: Record<string, unknown[]> = {};
    for (const { table_name } of names) {
      if (table_name.startsWith('mikro_orm')) continue;
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
