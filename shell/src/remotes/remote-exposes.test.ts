// @vitest-environment node
// The shell asks for remote modules by name (route-table.ts) and each remote's build exposes them
// by name (its webpack.config.cjs): two lists of strings that only meet in the browser. This test
// builds each remote's webpack config as `npm run build` does and holds the two together.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { REMOTE_PAGES, REMOTE_SECTIONS, type RemoteModule } from './route-table';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const require = createRequire(import.meta.url);

interface Container {
  folder: string;
  exposes: Record<string, string>;
}

/** Each remote's Module Federation container (name, exposes) as its production build has it. */
function remoteContainers(): Map<string, Container> {
  const containers = new Map<string, Container>();
  const folders = readdirSync(root).filter(
    (name) => name.startsWith('mf-') && existsSync(join(root, name, 'webpack.config.cjs')),
  );
  for (const folder of folders) {
    const config = require(join(root, folder, 'webpack.config.cjs'))(undefined, {
      mode: 'production',
    }) as { plugins: { constructor: { name: string }; _options?: unknown }[] };
    const plugin = config.plugins.find((p) => p.constructor.name === 'ModuleFederationPlugin');
    // The plugin keeps the options it was built with; if a new version stops doing so, this
    // fails here rather than finding no exposes.
    const options = plugin?._options as { name: string; exposes?: Record<string, string> };
    expect(options?.name, `${folder}: ModuleFederationPlugin options`).toMatch(/^mf_/);
    containers.set(options.name, { folder, exposes: options.exposes ?? {} });
  }
  return containers;
}

const containers = remoteContainers();
/** Every module the shell mounts: its remote pages and the sections it places (slots included). */
const mounted: [string, RemoteModule][] = [
  ...Object.entries(REMOTE_PAGES),
  ...Object.entries(REMOTE_SECTIONS),
];

describe('remote exposes', () => {
  it('finds every remote the shell mounts from', () => {
    const used = new Set(mounted.map(([, { remote }]) => remote));
    expect([...containers.keys()].sort()).toEqual([...used].sort());
  });

  it.each(mounted)('%s: its remote exposes it, a file with a default export', (_, module) => {
    const container = containers.get(module.remote);
    expect(container, `${module.remote} is no remote's container name`).toBeDefined();
    const file = container!.exposes[module.expose];
    expect(
      file,
      `${container!.folder}/webpack.config.cjs does not expose ${module.expose}`,
    ).toBeDefined();
    const path = join(root, container!.folder, file!);
    expect(existsSync(path), `${path} does not exist`).toBe(true);
    // RemotePage and RemoteSection render the module's default export.
    expect(readFileSync(path, 'utf8')).toMatch(/^export default /m);
  });

  it('finds no exposed module the shell never mounts', () => {
    const names = new Set(mounted.map(([, { remote, expose }]) => `${remote} ${expose}`));
    const unused = [...containers].flatMap(([name, { exposes }]) =>
      Object.keys(exposes)
        .map((expose) => `${name} ${expose}`)
        .filter((exposed) => !names.has(exposed)),
    );
    expect(unused).toEqual([]);
  });
});
