// What makes a front end's build stale: the inputs build.mjs compares with its dist.
import { describe, expect, it } from 'vitest';
import { frontendInputs } from './build.mjs';
import { FRONTENDS } from './lib/topology.mjs';

const frontend = (name) => FRONTENDS.find((f) => f.name === name);

describe('frontendInputs', () => {
  it("counts the REST reference among the shell's inputs only (its build renders the page)", () => {
    expect(frontendInputs(frontend('shell')).files).toEqual([
      'package-lock.json',
      'tsconfig.web.json',
      'docs/rest.md',
    ]);
    const remotes = FRONTENDS.filter((f) => !f.host);
    expect(remotes.length).toBeGreaterThan(1);
    for (const remote of remotes) {
      expect(frontendInputs(remote).files, remote.name).toEqual([
        'package-lock.json',
        'tsconfig.web.json',
      ]);
    }
  });

  it('follows the workspace packages a front end depends on', () => {
    const { dirs } = frontendInputs(frontend('shell'));
    expect(dirs).toEqual(
      expect.arrayContaining([
        'shell',
        'packages/design-system',
        'packages/shell-contract',
        'packages/webpack-config',
      ]),
    );
  });
});
