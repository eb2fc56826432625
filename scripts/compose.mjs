// `npm run compose`: emits each subgraph's SDL from its build, composes the supergraph the
// gateway serves (gateway/supergraph.graphql) and the API schema codegen reads.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import {
  apiSchemaPath,
  composeSupergraph,
  readCommittedSdl,
  root,
  subgraphs,
  supergraphPath,
} from './supergraph.mjs';

execFileSync('npx', ['tsc', '-b', ...subgraphs.map((s) => `services/${s.name}`)], {
  cwd: root,
  stdio: 'inherit',
});
for (const subgraph of subgraphs) {
  execFileSync(process.execPath, [subgraph.emitter], { cwd: root, stdio: 'inherit' });
}
const { supergraphSdl, apiSchemaSdl } = composeSupergraph(readCommittedSdl());
writeFileSync(supergraphPath, supergraphSdl);
writeFileSync(apiSchemaPath, apiSchemaSdl);
console.log(`Composed ${subgraphs.map((s) => s.name).join(', ')} into gateway/supergraph.graphql`);
