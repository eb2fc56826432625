import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

// Development only (docs/development.md). `npm run dev -w mf-songs` (or a service) runs one
// deployable on its dev server and writes `<DEV_OVERRIDES_DIR>/<name>.json` while it runs; the
// running gateway then sends browsers to that remote (remotes.json, CSP) or GraphQL calls to that
// subgraph. The folder is read on every lookup, without a cache: a dev stack has a handful of
// requests a second and the answer is right from the moment the file appears or goes. An entry
// whose writer (pid) is gone is ignored, so a dev script killed without clean-up leaves nothing
// pointing at a dead port. Production never gets here: config.ts refuses DEV_OVERRIDES_DIR there.

/** One file's content (written by scripts/lib/dev-overrides.mjs). */
export const devOverrideEntry = z.object({
  kind: z.enum(['remote', 'service']),
  /** Container name of a remote (`mf_songs`) or subgraph name of a service (`songs`). */
  name: z.string().min(1),
  /** Base URL: the dev server (`http://localhost:3201/`) or the service (`http://127.0.0.1:4103`). */
  url: z.url(),
  /** The dev script's process: while it runs, the override holds. */
  pid: z.number().int().positive(),
});
export type DevOverrideEntry = z.infer<typeof devOverrideEntry>;

export interface DevOverrides {
  /** Whether overrides can exist at all (DEV_OVERRIDES_DIR set, never in production). */
  readonly enabled: boolean;
  /** The overrides in force now. */
  list(): DevOverrideEntry[];
  /** Base URL of the dev server for remote `name` (`mf_songs`), if one runs. */
  remote(name: string): string | undefined;
  /** Base URL of the dev instance of subgraph `name` (`songs`), if one runs. */
  service(name: string): string | undefined;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readEntries(dir: string): DevOverrideEntry[] {
  let names: string[];
  try {
    names = readdirSync(dir).filter((name) => name.endsWith('.json'));
  } catch {
    return []; // no folder: no dev script has run yet
  }
  const entries: DevOverrideEntry[] = [];
  for (const name of names) {
    try {
      const entry = devOverrideEntry.safeParse(JSON.parse(readFileSync(join(dir, name), 'utf8')));
      if (entry.success && isAlive(entry.data.pid)) entries.push(entry.data);
    } catch {
      // removed meanwhile, or half-written by hand: not an override
    }
  }
  return entries;
}

const NONE: DevOverrides = {
  enabled: false,
  list: () => [],
  remote: () => undefined,
  service: () => undefined,
};

/** The overrides under `dir`; none at all when `dir` is undefined (production, tests). */
export function devOverrides(dir: string | undefined): DevOverrides {
  if (!dir) return NONE;
  const find = (kind: DevOverrideEntry['kind'], name: string) =>
    readEntries(dir).find((entry) => entry.kind === kind && entry.name === name)?.url;
  return {
    enabled: true,
    list: () => readEntries(dir),
    remote: (name) => find('remote', name),
    service: (name) => find('service', name)?.replace(/\/+$/, ''),
  };
}
