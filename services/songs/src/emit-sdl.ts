import 'reflect-metadata';
import { resolve } from 'node:path';
import { emitSubgraphSdl } from '@worship/subgraph-kit';
import { buildSongsSchema } from './schema';

/** Writes services/songs/schema.graphql (no database, no groups service needed). */
async function main() {
  const schema = await buildSongsSchema({
    memberships: {
      groupIdsOf: () => Promise.reject(new Error('SDL emission makes no calls')),
    },
    secret: 'sdl-emission-verifies-nothing',
  });
  const path = resolve(__dirname, '../schema.graphql');
  await emitSubgraphSdl(schema, path);
  console.log(`wrote ${path}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
