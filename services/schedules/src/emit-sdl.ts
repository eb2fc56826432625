import 'reflect-metadata';
import { resolve } from 'node:path';
import { emitSubgraphSdl } from '@worship/subgraph-kit';
import { buildSchedulesSchema } from './schema';

const noCalls = () => Promise.reject(new Error('SDL emission makes no calls'));

/** Writes services/schedules/schema.graphql (no database, no groups or songs service needed). */
async function main() {
  const schema = await buildSchedulesSchema({
    memberships: { groupIdsOf: noCalls },
    songs: { visibleIds: noCalls },
    secret: 'sdl-emission-signs-nothing',
  });
  const path = resolve(__dirname, '../schema.graphql');
  await emitSubgraphSdl(schema, path);
  console.log(`wrote ${path}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
