import { CACHES, CONTENT_HASHED, REMOTES_URL } from './cache-names';
import { remoteFileUrls, type RemoteManifest } from './remote-files';

/** At most this many downloads at once: a phone on church Wi-Fi has other things to fetch. */
const PARALLEL = 4;

export interface WarmResult {
  /** Files the cache holds for the remotes now. */
  files: number;
  /** Files downloaded by this run (the rest were cached already). */
  downloaded: number;
  /** Remotes whose manifest or files could not be read (their pages will not open offline). */
  failed: string[];
}

async function inBatches<T>(items: T[], run: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await run(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, items.length) }, worker));
}

/**
 * A remote's file, from its own origin. Cross-origin files are asked for with CORS and no
 * credentials (the static servers answer `Access-Control-Allow-Origin: *`), which gives a
 * readable response a page's script or fetch may be answered with; a remote origin without
 * CORS fails here, and its pages then need the network (docs/contracts.md, "Offline").
 */
async function download(url: string): Promise<Response> {
  const sameOrigin = new URL(url).origin === self.location.origin;
  const response = await fetch(url, {
    mode: sameOrigin ? 'same-origin' : 'cors',
    credentials: sameOrigin ? 'same-origin' : 'omit',
    // Revalidated (a 304 when unchanged), never taken from the HTTP cache unasked.
    cache: 'no-cache',
  });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response;
}

/**
 * Puts into the remotes' cache what every remote in /remotes.json needs to run: its manifest,
 * entry and the chunks of its exposed modules. Content-hashed files already there are kept;
 * the manifests and entries, whose names do not change, are asked for again. Once every remote
 * was read, files no manifest names any more (an older deploy's) are removed, so a new deploy
 * of a remote replaces the old one's files even when the shell (and so this worker) did not
 * change. Offline, or with a remote down, nothing is removed.
 */
export async function warmRemotes(): Promise<WarmResult> {
  const cache = await caches.open(CACHES.remotes);
  const tableUrl = new URL(REMOTES_URL, self.location.href).href;
  const tableResponse = await download(tableUrl);
  await cache.put(tableUrl, tableResponse.clone());
  const table = (await tableResponse.json()) as Record<string, string>;

  const wanted = new Set<string>([tableUrl]);
  const failed: string[] = [];
  let downloaded = 0;
  await Promise.all(
    Object.entries(table).map(async ([remote, manifestPath]) => {
      try {
        const manifestUrl = new URL(manifestPath, self.location.href).href;
        const response = await download(manifestUrl);
        await cache.put(manifestUrl, response.clone());
        wanted.add(manifestUrl);
        const manifest = (await response.json()) as RemoteManifest;
        const files = remoteFileUrls(manifest, manifestUrl);
        files.forEach((file) => wanted.add(file));
        const cached = new Set((await cache.keys()).map((request) => request.url));
        const missing = files.filter((file) => !CONTENT_HASHED.test(file) || !cached.has(file));
        await inBatches(missing, async (file) => {
          await cache.put(file, await download(file));
          downloaded += 1;
        });
      } catch {
        failed.push(remote);
      }
    }),
  );

  const keys = await cache.keys();
  if (failed.length === 0) {
    await Promise.all(
      keys.filter((request) => !wanted.has(request.url)).map((request) => cache.delete(request)),
    );
  }
  return { files: failed.length === 0 ? wanted.size : keys.length, downloaded, failed };
}
