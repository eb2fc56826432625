import type { z } from 'zod';
import { signViewer, VIEWER_HEADER, type Viewer } from './viewer-token';

export interface InternalRouteOptions {
  /** The called service's name, for error messages ("groups"). */
  service: string;
  /** Its base URL, e.g. http://127.0.0.1:4002. */
  baseUrl: string;
  /** The internal route, declared by the service that serves it. */
  path: string;
  /** VIEWER_SIGNING_SECRET: the call is signed like the gateway's viewer header. */
  secret: string;
  fetch?: typeof fetch;
  /** Default 2000 ms: a slow service must not hold a request for long. */
  timeoutMs?: number;
}

/**
 * A typed call to another service's internal route, on behalf of a viewer: a GET, or a JSON POST
 * when given a body. Throws when the service is unreachable, slow, or answers anything but 200
 * with a body `answer` accepts: "unknown" must never pass for an answer.
 */
export function internalRoute<T>(
  options: InternalRouteOptions,
  answer: z.ZodType<T>,
): (viewer: Viewer, body?: unknown) => Promise<T> {
  const { service, path, secret } = options;
  const url = `${options.baseUrl.replace(/\/+$/, '')}${path}`;
  const fetchImpl = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 2000;
  return async (viewer, body) => {
    const response = await fetchImpl(url, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        [VIEWER_HEADER]: signViewer(viewer, secret),
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (response.status !== 200) {
      await response.body?.cancel();
      throw new Error(`${service} answered ${response.status} to ${path}`);
    }
    const parsed = answer.safeParse(await response.json());
    if (!parsed.success) throw new Error(`${service} answered an unexpected body to ${path}`);
    return parsed.data;
  };
}
