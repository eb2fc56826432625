import type { z } from 'zod';
import type {
  InternalAnswer,
  InternalBodyInput,
  InternalRouteContract,
} from './internal-routes/contract';
import { signViewer, VIEWER_HEADER, type Viewer } from './viewer-token';

export interface InternalRouteOptions {
  /** The called service's base URL, e.g. http://127.0.0.1:4002. */
  baseUrl: string;
  /** VIEWER_SIGNING_SECRET: the call is signed like the gateway's viewer header. */
  secret: string;
  fetch?: typeof fetch;
  /** Default 2000 ms: a slow service must not hold a request for long. */
  timeoutMs?: number;
}

/**
 * A typed call to another service's internal route (its contract in `internal-routes/`), on
 * behalf of a viewer: a GET, or a JSON POST of the contract's body. Throws when the service is
 * unreachable, slow, or answers anything but 200 with a body the contract's `answer` accepts:
 * "unknown" must never pass for an answer.
 */
export function internalRoute<C extends InternalRouteContract & { answer: z.ZodType }>(
  contract: C,
  options: InternalRouteOptions,
): (
  viewer: Viewer,
  ...body: C['body'] extends z.ZodType ? [InternalBodyInput<C>] : []
) => Promise<InternalAnswer<C>> {
  const { service, path, method } = contract;
  const url = `${options.baseUrl.replace(/\/+$/, '')}${path}`;
  const fetchImpl = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 2000;
  return async (viewer, ...[body]) => {
    const response = await fetchImpl(url, {
      method,
      headers: {
        [VIEWER_HEADER]: signViewer(viewer, options.secret),
        accept: 'application/json',
        ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
      },
      ...(method === 'POST' ? { body: JSON.stringify(body ?? {}) } : {}),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (response.status !== 200) {
      await response.body?.cancel();
      throw new Error(`${service} answered ${response.status} to ${path}`);
    }
    const parsed = contract.answer.safeParse(await response.json());
    if (!parsed.success) throw new Error(`${service} answered an unexpected body to ${path}`);
    return parsed.data as InternalAnswer<C>;
  };
}
