import { internalRoute, visibleSongsRoute, type Viewer } from '@worship/subgraph-kit';

/** How schedules learns whether the caller may see songs (songs decides, DESIGN §3). */
export interface SongsClient {
  /** The ids among `ids` the viewer may see. */
  visibleIds(viewer: Viewer, ids: string[]): Promise<string[]>;
}

export interface SongsClientOptions {
  /** The songs service's base URL, e.g. http://127.0.0.1:4003. */
  songsUrl: string;
  /** VIEWER_SIGNING_SECRET: the call is signed like the gateway's viewer header. */
  secret: string;
  fetch?: typeof fetch;
  /** Default 2000 ms: a slow songs service must not hold a request for long. */
  timeoutMs?: number;
}

/**
 * Asks songs over HTTP (the kit's `visibleSongsRoute`: `POST /internal/songs/visible`, body
 * `{ids}`, the signed viewer header → `{ids}`). Throws when songs is unreachable, slow, or answers anything but 200 with the expected
 * body: "unknown" must never pass for "visible" or "invisible".
 */
export function createSongsClient(options: SongsClientOptions): SongsClient {
  const call = internalRoute(visibleSongsRoute, { ...options, baseUrl: options.songsUrl });
  return {
    async visibleIds(viewer, ids) {
      if (!ids.length) return [];
      return (await call(viewer, { ids })).ids;
    },
  };
}
