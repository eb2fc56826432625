import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  apiSchemaPath,
  composeSupergraph,
  root,
  subgraphs,
  supergraphPath,
} from './supergraph.mjs';

// Needs the services built (npm test builds before running Vitest).
describe('committed supergraph', () => {
  const fresh = {};
  const dir = mkdtempSync(join(tmpdir(), 'sdl-'));
  for (const subgraph of subgraphs) {
    const out = join(dir, `${subgraph.name}.graphql`);
    execFileSync(process.execPath, [subgraph.emitter], {
      cwd: root,
      env: { ...process.env, SDL_OUT: out },
    });
    fresh[subgraph.name] = readFileSync(out, 'utf8');
  }

  it.each(subgraphs.map((s) => [s.name, s]))(
    '%s schema.graphql matches the code (run npm run compose)',
    (_name, subgraph) => {
      expect(readFileSync(subgraph.sdlPath, 'utf8')).toBe(fresh[subgraph.name]);
    },
  );

  it('gateway/supergraph.graphql and api-schema.graphql are the composition of the subgraphs', () => {
    const { supergraphSdl, apiSchemaSdl } = composeSupergraph(fresh);
    expect(readFileSync(supergraphPath, 'utf8')).toBe(supergraphSdl);
    expect(readFileSync(apiSchemaPath, 'utf8')).toBe(apiSchemaSdl);
  });
});
