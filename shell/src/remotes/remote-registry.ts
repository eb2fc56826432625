import { loadRemote, preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { earlyRemotesConfig, requestRemotesConfig } from '../boot/early-requests';

export type RemotesConfig = Record<string, string>;

/** Used when /remotes.json cannot be read (e.g. a plain static server in development). */
const FALLBACK: RemotesConfig = {
  mf_groups: '/mf/groups/mf-manifest.json',
  mf_songs: '/mf/songs/mf-manifest.json',
  mf_schedules: '/mf/schedules/mf-manifest.json',
  mf_insights: '/mf/insights/mf-manifest.json',
};

import { DASHBOARD_SECTIONS } from './route-table';

export { DASHBOARD_SECTIONS, REMOTE_PAGES, REMOTE_SECTIONS } from './route-table';

let configPromise: Promise<RemotesConfig> | null = null;
const registered = new Map<string, string>();

/**
 * Fetches /remotes.json once: `{ "mf_groups": "<base>/mf-manifest.json", … }`, reusing the
 * request src/index.ts started with the page.
 */
export function loadRemotesConfig(): Promise<RemotesConfig> {
  configPromise ??= (earlyRemotesConfig() ?? requestRemotesConfig()).catch((error: unknown) => {
    console.warn('Could not read /remotes.json; using the default remote locations.', error);
    return FALLBACK;
  });
  return configPromise;
}

/** Registers `remote` from /remotes.json (again with `force` on a retry). */
async function ensureRegistered(remote: string, force: boolean): Promise<void> {
  const config = await loadRemotesConfig();
  const entry = config[remote] ?? FALLBACK[remote];
  if (!entry) throw new Error(`Remote ${remote} is not configured in /remotes.json`);
  if (registered.get(remote) !== entry || force) {
    registerRemotes([{ name: remote, entry }], { force: registered.has(remote) });
    registered.set(remote, entry);
  }
}

/**
 * Downloads a remote page's manifest, entry and chunks in parallel without running them, so the
 * page renders at once when the route asks for it. Best effort: a failure shows up (with Retry)
 * when the page itself loads.
 */
export async function preloadRemotePage(remote: string, expose: string): Promise<void> {
  try {
    await ensureRegistered(remote, false);
    // The manifest names exposes without './' (an unknown name preloads every expose); the
    // shared libraries come from the shell, so the remote's own copies are not fetched.
    await preloadRemote([
      {
        nameOrAlias: remote,
        exposes: [expose.replace(/^\.\//, '')],
        resourceCategory: 'sync',
        share: false,
      },
    ]);
  } catch (error) {
    console.warn(`Could not preload ${remote}/${expose}`, error);
  }
}

/** Starts downloading every remote section of the dashboard at once (see preloadRemotePage). */
export async function preloadDashboardSections(): Promise<void> {
  await Promise.all(
    DASHBOARD_SECTIONS.map(({ remote, expose }) => preloadRemotePage(remote, expose)),
  );
}

/**
 * Loads `./expose-name` from a remote container through the Module Federation runtime. The remote is
 * registered from /remotes.json on first use; `retry` re-registers it with `force` so a failed
 * manifest or entry download is attempted again instead of served from the runtime's cache.
 */
export async function loadRemoteModule<T>(
  remote: string,
  expose: string,
  { retry = false } = {},
): Promise<T> {
  try {
    return await loadOnce<T>(remote, expose, retry);
  } catch (error) {
    if (!retry) throw error;
    // After a failed download the MF runtime fails the next forced attempt too (RUNTIME-008,
    // from what it kept of the failure) and only then forgets it; one Retry click must be enough.
    return loadOnce<T>(remote, expose, true);
  }
}

async function loadOnce<T>(remote: string, expose: string, force: boolean): Promise<T> {
  await ensureRegistered(remote, force);
  const module = await loadRemote<{ default: T }>(`${remote}/${expose.replace(/^\.\//, '')}`);
  if (!module?.default) throw new Error(`${remote}/${expose} has no default export`);
  return module.default;
}
