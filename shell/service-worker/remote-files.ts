/**
 * What a remote needs to run, read from its Module Federation manifest (`mf-manifest.json`):
 * the manifest itself, its entry (`remoteEntry.js`) and every chunk its exposed modules load,
 * synchronously or later. The remotes' builds are not the shell's, so the shell's precache list
 * cannot name their files; the service worker reads them from the manifests at run time
 * instead, which also works for remotes on other origins (distributed topology).
 */

/** The parts of `mf-manifest.json` (@module-federation/sdk `Manifest`) read here. */
export interface RemoteManifest {
  metaData?: {
    publicPath?: string;
    getPublicPath?: string;
    remoteEntry?: { name?: string; path?: string };
  };
  exposes?: { assets?: AssetLists }[];
  shared?: { assets?: AssetLists }[];
}

interface AssetLists {
  js?: { sync?: string[]; async?: string[] };
  css?: { sync?: string[]; async?: string[] };
}

/**
 * Where a remote's files are: its `publicPath` when the build fixed one, else (`auto`, or a
 * `getPublicPath` expression the worker cannot run) the folder the manifest was served from,
 * which is what the MF runtime uses for `auto`.
 */
export function remoteBaseUrl(manifest: RemoteManifest, manifestUrl: string): string {
  const publicPath = manifest.metaData?.publicPath;
  const folder = new URL('./', manifestUrl).href;
  if (!publicPath || publicPath === 'auto') return folder;
  return new URL(publicPath, manifestUrl).href.replace(/\/?$/, '/');
}

const assetsOf = (assets: AssetLists | undefined): string[] => [
  ...(assets?.js?.sync ?? []),
  ...(assets?.js?.async ?? []),
  ...(assets?.css?.sync ?? []),
  ...(assets?.css?.async ?? []),
];

/**
 * The absolute URLs of a remote's entry and of the chunks of its exposed modules, without
 * repeats. The chunks of the remote's own copies of shared libraries are left out: the shell
 * provides those singletons (react, the router, Apollo…), so a remote never loads its copy
 * (`shareStrategy: 'loaded-first'`, packages/webpack-config) and caching them would cost every
 * device several hundred kilobytes for nothing.
 */
export function remoteFileUrls(manifest: RemoteManifest, manifestUrl: string): string[] {
  const base = remoteBaseUrl(manifest, manifestUrl);
  const entry = manifest.metaData?.remoteEntry;
  const files = new Set<string>();
  if (entry?.name)
    files.add(new URL(`${entry.path ? `${entry.path}/` : ''}${entry.name}`, base).href);
  for (const expose of manifest.exposes ?? []) {
    for (const file of assetsOf(expose.assets)) files.add(new URL(file, base).href);
  }
  return [...files];
}
