import { signViewer, VIEWER_HEADER, type Viewer } from '@worship/subgraph-kit';
import { z } from 'zod';

/** The songs service's internal route that says which songs a viewer may see. */
export const VISIBLE_SONGS_PATH = '/internal/songs/visible';

/** At most this many ids per call (the route refuses more). */
export const VISIBLE_SONGS_MAX = 500;

const visibleAnswer = z.object({ ids: z.array(z.string()) });

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
 * Asks songs over HTTP (`POST /internal/songs/visible`, body `{ids}`, the signed viewer header →
 * `{ids}`). Throws when songs is unreachable, slow, or answers anything but 200 with the expected
 * body: "unknown" must never pass for "visible" or "invisible".
 */
export function createSongsClient(options: SongsClientOptions): SongsClient {
  const url = `${options.songsUrl.replace(/\/+$/, '')}${VISIBLE_SONGS_PATH}`;
  const fetchImpl = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 2000;
  return {
    async visibleIds(viewer, ids) {
      if (!ids.length) return [];
      const response = await fetchImpl(url, {
        method: 'POST',
        headers: {
          [VIEWER_HEADER]: signViewer(viewer, options.secret),
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify({ ids }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (response.status !== 200) {
        await response.body?.cancel();
        throw new Error(`songs answered ${response.status} to ${VISIBLE_SONGS_PATH}`);
      }
      const parsed = visibleAnswer.safeParse(await response.json());
      if (!parsed.success)
        throw new Error(`songs answered an unexpected body to ${VISIBLE_SONGS_PATH}`);
      return parsed.data.ids;
    },
  };
}
