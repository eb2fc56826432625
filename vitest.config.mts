import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import swc from 'unplugin-swc';
import { defineConfig } from 'vitest/config';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// Servers read the TypeScript source of workspace packages, so tests need no build first.
const commonAlias = { '@worship/common': here('./packages/common/src/index.ts') };
const serverAlias = {
  ...commonAlias,
  '@worship/subgraph-kit/testing': here('./packages/subgraph-kit/src/testing.ts'),
  '@worship/subgraph-kit': here('./packages/subgraph-kit/src/index.ts'),
};

// One salt a run, inherited by its workers: scripts/lib/proc.mjs freePort starts its port blocks
// there, so two runs on one machine do not walk the same ports.
process.env.PORT_BLOCK_SALT ??= String(process.pid);

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one worker on CI's 2 cores. The
    // integration tests spend much of their time waiting on PostgreSQL and HTTP, so two overlap.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        // type-graphql and MikroORM read decorator metadata, which only SWC emits here.
        plugins: [
          swc.vite({
            jsc: {
              parser: { syntax: 'typescript', decorators: true },
              transform: { legacyDecorator: true, decoratorMetadata: true },
              target: 'es2022',
            },
          }),
        ],
        resolve: { alias: serverAlias },
        test: {
          name: 'server',
          environment: 'node',
          include: [
            'packages/common/src/**/*.test.ts',
            'packages/subgraph-kit/src/**/*.test.ts',
            'services/*/src/**/*.test.ts',
            'gateway/src/**/*.test.ts',
            'scripts/**/*.test.mjs',
            'packages/static-server/src/**/*.test.mjs',
            'packages/webpack-config/*.test.mjs',
            'shell/prerender/*.test.mjs',
            'shell/pwa/*.test.mjs',
            'shell/service-worker/*.test.ts',
          ],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        esbuild: { jsx: 'automatic' },
        resolve: { alias: commonAlias },
        test: {
          name: 'web',
          environment: 'jsdom',
          // styled-components' default outside production appends each rule as text to its
          // <style>, and jsdom re-parses the whole sheet on every append; insertRule (its
          // production mode) does not. getComputedStyle, toHaveStyle and axe read the same rules.
          env: { SC_DISABLE_SPEEDY: 'false' },
          include: [
            'shell/src/**/*.test.{ts,tsx}',
            'mf-*/src/**/*.test.{ts,tsx}',
            'packages/design-system/src/**/*.test.{ts,tsx}',
            'packages/shell-contract/src/**/*.test.{ts,tsx}',
          ],
          setupFiles: [here('./vitest.setup.web.ts')],
          // A guard against hangs, not a speed check: the heaviest form tests take ~2–4 s alone and
          // three times that on a loaded 2-core machine, which a 15 s limit failed once.
          testTimeout: 30_000,
        },
      },
    ],
  },
});
