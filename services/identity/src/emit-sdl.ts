import 'reflect-metadata';
import { resolve } from 'node:path';
import { emitSubgraphSdl } from '@worship/subgraph-kit';
import { buildIdentitySchema } from './schema';

/** Writes services/identity/schema.graphql (no database needed), the input of `npm run compose`. */
async function main() {
  const path = resolve(__dirname, '..', 'schema.graphql');
  const schema = await buildIdentitySchema({
    coMembers: { coMembersOf: () => Promise.reject(new Error('SDL emission makes no calls')) },
  });
  await emitSubgraphSdl(schema, path);
  console.log(`wrote ${path}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
