// The writing side of the gateway's development overrides (gateway/src/dev/dev-overrides.ts,
// docs/development.md): while `npm run dev -w <remote or service>` runs, one file
// `<dir>/<name>.json` says where that deployable runs instead, and the running gateway (started
// with DEV_OVERRIDES_DIR, never in production) follows it on the next request.
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ROOT } from './topology.mjs';

/** The folder every launcher of this checkout hands the gateway: DEV_OVERRIDES_DIR or .dev/overrides. */
export const devOverridesDir = (env = process.env) =>
  resolve(env.DEV_OVERRIDES_DIR || join(ROOT, '.dev', 'overrides'));

/** DEV_OVERRIDES_DIR for a gateway started in `nodeEnv`: none in production. */
export const devOverridesEnv = (nodeEnv, env = process.env) =>
  nodeEnv === 'production' ? {} : { DEV_OVERRIDES_DIR: devOverridesDir(env) };

/**
 * Writes the override for `name` (a remote's container name or a service's subgraph name) and
 * returns a function that removes it. Written whole under another name, then renamed, so the
 * gateway never reads half a file.
 * @param {string} dir
 * @param {{kind: 'remote' | 'service', name: string, url: string, pid?: number}} override
 */
export function writeOverride(dir, { kind, name, url, pid = process.pid }) {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${name}.json`);
  const temp = join(dir, `.${name}.${process.pid}.tmp`);
  writeFileSync(temp, `${JSON.stringify({ kind, name, url, pid }, null, 2)}\n`);
  renameSync(temp, file);
  return () => {
    // Only our own: another dev script may have taken the name over since.
    try {
      if (JSON.parse(readFileSync(file, 'utf8')).pid === pid) rmSync(file, { force: true });
    } catch {
      // already gone
    }
  };
}

/** The overrides written in `dir` (alive or not), for messages and tests. */
export function readOverrides(dir) {
  let names = [];
  try {
    names = readdirSync(dir).filter((name) => name.endsWith('.json'));
  } catch {
    return [];
  }
  return names.flatMap((name) => {
    try {
      return [JSON.parse(readFileSync(join(dir, name), 'utf8'))];
    } catch {
      return [];
    }
  });
}
