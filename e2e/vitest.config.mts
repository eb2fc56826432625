import { defineConfig } from 'vitest/config';

// End-to-end tests: one app (started like `npm start`, see global-setup.ts) and a real
// Chromium (Debian's /usr/bin/chromium through playwright-core). Files run one at a time.
// One salt a run, inherited by its workers: scripts/lib/proc.mjs freePort starts its port blocks
// there, so two runs on one machine do not walk the same ports.
process.env.PORT_BLOCK_SALT ??= String(process.pid);

export default defineConfig({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['tests/**/*.e2e.ts'],
    globalSetup: ['./global-setup.ts'],
    fileParallelism: false,
    pool: 'forks',
    testTimeout: 90_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
    // A flaky UI step is a bug to fix, not to hide.
    retry: 0,
    // expect.poll waits for what must happen; its 1 s default is shorter than a busy 2-core CI
    // machine takes to load a remote or answer a request, which made passing tests fail at random.
    expect: { poll: { timeout: 15_000 } },
  },
});
