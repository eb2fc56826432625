// A fresh database on the PostgreSQL server for a test that runs the distributed topology.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT } from './launcher';

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

// The kit's test helper, built by `tsc -b` (TEST_DATABASE_URL, default the local server's `test`).
export const { createTestDatabase } = createRequire(import.meta.url)(
  join(ROOT, 'packages/subgraph-kit/dist/testing.js'),
) as { createTestDatabase(prefix: string): Promise<TestDatabase> };
