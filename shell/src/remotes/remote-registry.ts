import { loadRemote, preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { earlyRemotesConfig, requestRemotesConfig } from '../boot/early-requests';

export type RemotesConfig = Record<string, string>;

/** Used when /remotes.json cannot be read (e.g. a plain static server in development). */
const FALLBACK: RemotesConfig = {
  mf_groups: '/mf/groups/mf-manifest.json',
  mf_songs: '/mf/songs/mf-manifest.json',
};

/**
 * The pages the shell mounts from remotes: container name and exposed module, as each remote's
 * webpack.config.cjs exposes them (kebab-case, like every front-end file name).
 */
export const REMOTE_PAGES = {
  groups: { remote: 'mf_groups', expose: './groups-page' },
  join: { remote: 'mf_groups', expose: './join-page' },
  songsLibrary: { remote: 'mf_songs', expose: './songs-library-page' },
  publicSongs: { remote: 'mf_songs', expose: './public-songs-page' },
  categories: { remote: 'mf_songs', expose: './categories-page' },
} as const;

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
  await ensureRegistered(remote, retry);
  const module = await loadRemote<{ default: T }>(`${remote}/${expose.replace(/^\.\//, '')}`);
  if (!module?.default) throw new Error(`${remote}/${expose} has no default export`);
  return module.default;
}
