import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { printSubgraphSchema } from '@apollo/subgraph';
import type { GraphQLSchema } from 'graphql';

/**
 * Writes the subgraph's SDL, the input of `npm run compose`. SDL_OUT redirects it, so the
 * staleness test can compare a fresh emission with the committed file without touching it.
 */
export async function emitSubgraphSdl(schema: GraphQLSchema, path: string): Promise<void> {
  await writeFile(process.env.SDL_OUT ?? path, printSubgraphSchema(schema).trimEnd() + '\n');
}

/** For the clients a schema is built with when only its SDL is wanted: emission calls nothing. */
export const noCalls = (): Promise<never> =>
  Promise.reject(new Error('SDL emission makes no calls'));

/** For the secrets a schema is built with when only its SDL is wanted: it signs nothing. */
export const SDL_ONLY_SECRET = 'sdl-emission-signs-and-verifies-nothing-0000';

/**
 * A service's `src/emit-sdl.ts` (run as `dist/emit-sdl.js`, no database, no other service):
 * builds the schema and writes `services/<name>/schema.graphql`, one folder above `dir`.
 */
export function runEmitSdl(dir: string, build: () => Promise<GraphQLSchema>): void {
  const path = resolve(dir, '..', 'schema.graphql');
  build()
    .then((schema) => emitSubgraphSdl(schema, path))
    .then(() => console.log(`wrote ${path}`))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
