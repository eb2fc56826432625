// The pieces of the development loop (docs/development.md) shared by `npm run dev` (dev.mjs)
// and `npm run dev -w <workspace>` (dev-one.mjs).
import { createRequire } from 'node:module';
import { join, sep } from 'node:path';
import { frontendInputs } from '../build.mjs';
import { portFrom } from './stack.mjs';
import { ROOT, envPrefix } from './topology.mjs';

const require = createRequire(import.meta.url);
const TSC = join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
const WEBPACK_CLI = require.resolve('webpack-cli/bin/cli.js', { paths: [ROOT] });

/** A deployable's dev port: <NAME>_DEV_PORT, else its usual port + 100 (no clash with a running stack). */
export const devPortFrom = (env, deployable) =>
  portFrom(env, `${envPrefix(deployable.name)}_DEV_PORT`, deployable.port + 100);

/**
 * Runs `tsc -b --watch` over `projects` as the supervisor's child `tsc` and calls
 * `onCompiled({ errors, emitted })` after each compile (the first one included) with the files it
 * wrote. tsc emits even when it reports errors, so what it wrote is what would run.
 */
export function watchTypeScript(supervisor, projects, onCompiled) {
  let emitted = [];
  const args = [TSC, '-b', '--watch', '--preserveWatchOutput', '--listEmittedFiles', ...projects];
  supervisor.spawn('tsc', process.execPath, args, {
    cwd: ROOT,
    onLine: (line) => {
      if (!line.trim()) return false; // tsc spaces its messages out
      const file = /^TSFILE: (.+)$/.exec(line.trim());
      if (file) {
        emitted.push(file[1]);
        return false; // one line per emitted file: too many to show
      }
      const done = /Found (\d+) errors?\. Watching for file changes\./.exec(line);
      if (done) {
        const batch = emitted;
        emitted = [];
        onCompiled({ errors: Number(done[1]), emitted: batch });
      }
      return true;
    },
  });
}

/** Whether any of `files` is code the deployable in `dir` runs: its own or a workspace package's. */
export function runsAnyOf(dir, files) {
  const roots = frontendInputs({ dir }).dirs.map((d) => join(ROOT, d) + sep);
  return files.some((file) => roots.some((root) => file.startsWith(root)));
}

/**
 * Starts `webpack serve` for a front end (its webpack.config.cjs, development mode) as the
 * supervisor's child named after it. `env` adds DEV_SERVER_PORT and, for the shell, GATEWAY_URL
 * (packages/webpack-config/dev-server.cjs). Resolves once its first compile is done, with or
 * without errors (the dev server then shows them in the page).
 */
export function spawnDevServer(supervisor, frontend, env) {
  return new Promise((resolve) => {
    supervisor.spawn(
      frontend.name,
      process.execPath,
      [WEBPACK_CLI, 'serve', '--config', 'webpack.config.cjs', '--mode', 'development'],
      {
        cwd: join(ROOT, frontend.dir),
        env,
        onLine: (line) => {
          if (/webpack compiled/.test(line)) resolve();
          return true;
        },
      },
    );
  });
}
