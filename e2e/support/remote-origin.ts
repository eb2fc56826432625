// A remote's static origin run by a test itself (packages/static-server, as in the distributed
// topology), so the test can stop it and start it again on the same port with another build: an
// independent deploy of that remote while the rest of the stack keeps running.
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Configuration, Stats } from 'webpack';
import { ROOT, eventually } from './launcher';

export interface RemoteOrigin {
  readonly pid: number;
  stop(): Promise<void>;
}

/** Serves `staticDir` on 127.0.0.1:`port` and resolves once /healthz answers. */
export async function startRemoteOrigin(staticDir: string, port: number): Promise<RemoteOrigin> {
  const child: ChildProcess = spawn(
    process.execPath,
    [join(ROOT, 'packages/static-server/src/main.mjs')],
    {
      env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), STATIC_DIR: staticDir },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const up = await eventually(async () => {
    if (child.exitCode !== null) return false;
    try {
      return (await fetch(`http://127.0.0.1:${port}/healthz`)).ok;
    } catch {
      return false;
    }
  }, 15_000);
  if (!up) {
    child.kill('SIGKILL');
    throw new Error(`the static origin for ${staticDir} did not answer on port ${port}`);
  }
  return {
    pid: child.pid!,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * A production build of the remote in `dir` (its own webpack.config.cjs) into `outDir`, with every
 * `from` in its src/ replaced by `to` (support/replace-text-loader.cjs): its sources stay as they
 * are. Resolves with how long webpack took.
 */
export async function buildRemoteWithChange(
  dir: string,
  outDir: string,
  { from, to }: { from: string; to: string },
): Promise<number> {
  const require = createRequire(join(ROOT, dir, 'package.json'));
  const webpack = require('webpack') as (config: Configuration) => {
    run(callback: (error: Error | null, stats?: Stats) => void): void;
    close(callback: () => void): void;
  };
  const factory = require(join(ROOT, dir, 'webpack.config.cjs')) as (
    env: unknown,
    argv: { mode: string },
  ) => Configuration;
  const config = factory({}, { mode: 'production' });
  config.output = { ...config.output, path: outDir };
  // Faster, the same modules: not minified, no .br/.gz beside them (the static server then
  // sends the files as they are) and no source maps (never served anyway).
  config.plugins = config.plugins!.filter(
    (plugin) => plugin?.constructor.name !== 'CompressionPlugin',
  );
  config.devtool = false;
  config.optimization = { ...config.optimization, minimize: false };
  config.module!.rules!.push({
    test: /\.tsx?$/,
    include: join(ROOT, dir, 'src'),
    enforce: 'pre',
    use: [{ loader: join(ROOT, 'e2e/support/replace-text-loader.cjs'), options: { from, to } }],
  });
  const started = Date.now();
  const compiler = webpack(config);
  const stats = await new Promise<Stats>((resolve, reject) =>
    compiler.run((error, result) => (error ? reject(error) : resolve(result!))),
  );
  await new Promise<void>((resolve) => compiler.close(() => resolve()));
  if (stats.hasErrors()) throw new Error(stats.toString('errors-only'));
  return Date.now() - started;
}
