import 'reflect-metadata';
import { resolve } from 'node:path';
import { emitSubgraphSdl } from '@worship/subgraph-kit';
import { buildGroupsSchema } from './schema';

/** Writes services/groups/schema.graphql (no database needed). */
async function main() {
  const schema = await buildGroupsSchema({
    publicUrl: 'http://localhost:3000',
    secret: 'sdl-emission-only-not-a-secret-0000000000',
  });
  const path = resolve(__dirname, '../schema.graphql');
  await emitSubgraphSdl(schema, path);
  console.log(`wrote ${path}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
