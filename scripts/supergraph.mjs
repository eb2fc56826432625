import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { ROOT as root, SERVICES } from './lib/topology.mjs';

// @apollo/composition is CommonJS: take graphql from the same (CommonJS) copy, or its
// schema objects come from "another realm" when this runs under an ESM loader (Vitest).
const require = createRequire(import.meta.url);
const { composeServices } = require('@apollo/composition');
const { parse, printSchema } = require('graphql');

export { root };

/** The subgraphs that make up the supergraph: every service of the topology table. */
export const subgraphs = SERVICES.map((s) => ({
  name: s.name,
  url: `http://127.0.0.1:${s.port}/graphql`,
  sdlPath: join(root, s.dir, 'schema.graphql'),
  emitter: join(root, s.dir, 'dist', 'emit-sdl.js'),
}));

export const supergraphPath = join(root, 'gateway', 'supergraph.graphql');
export const apiSchemaPath = join(root, 'gateway', 'api-schema.graphql');

/** Composes the given SDL texts (by subgraph name) into the supergraph and its API schema. */
export function composeSupergraph(sdlByName) {
  const result = composeServices(
    subgraphs.map((s) => ({ name: s.name, url: s.url, typeDefs: parse(sdlByName[s.name]) })),
  );
  if (result.errors?.length) {
    throw new Error(
      `Composition failed:\n${result.errors.map((e) => `  ${e.message}`).join('\n')}`,
    );
  }
  return {
    supergraphSdl: result.supergraphSdl.trimEnd() + '\n',
    apiSchemaSdl: printSchema(result.schema.toAPISchema().toGraphQLJSSchema()).trimEnd() + '\n',
  };
}

export function readCommittedSdl() {
  return Object.fromEntries(subgraphs.map((s) => [s.name, readFileSync(s.sdlPath, 'utf8')]));
}
