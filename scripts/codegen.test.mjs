import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from './supergraph.mjs';

describe('generated GraphQL documents', () => {
  it('are up to date with the documents and the API schema (run npm run codegen)', () => {
    const bin = join(root, 'node_modules', '.bin', 'graphql-codegen');
    let failure = null;
    try {
      execFileSync(bin, ['--config', 'codegen.yml', '--check'], { cwd: root, stdio: 'pipe' });
    } catch (error) {
      failure = String(error.stdout ?? error.message);
    }
    expect(failure).toBeNull();
  }, 60_000);
});
