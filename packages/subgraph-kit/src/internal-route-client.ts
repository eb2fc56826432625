import type { z } from 'zod';
import { internalCall } from './internal-http';
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
  /**
   * A fetch standing in for the called service (tests). Without it, undici's `request` on the
   * process's shared keep-alive pool (internal-http.ts).
   */
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
  const send = internalCall(options.fetch);
  const timeoutMs = options.timeoutMs ?? 2000;
  return async (viewer, ...[body]) => {
    // One deadline for the answer and its body, cleared as soon as the call is over (a timer
    // left running per call, as AbortSignal.timeout does, would outlive most calls by seconds).
    const deadline = new AbortController();
    const timer = setTimeout(
      () =>
        deadline.abort(
          new Error(`${service} did not answer ${path} within the ${timeoutMs} ms timeout`),
        ),
      timeoutMs,
    );
    try {
      const answer = await send(url, {
        method,
        headers: {
          [VIEWER_HEADER]: signViewer(viewer, options.secret),
          accept: 'application/json',
          ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
        },
        ...(method === 'POST' ? { body: JSON.stringify(body ?? {}) } : {}),
        signal: deadline.signal,
      });
      if (answer.status !== 200) {
        // The status is the error to report, whatever becomes of the body.
        await answer.discard().catch(() => undefined);
        throw new Error(`${service} answered ${answer.status} to ${path}`);
      }
      const parsed = contract.answer.safeParse(await answer.json());
      if (!parsed.success) throw new Error(`${service} answered an unexpected body to ${path}`);
      return parsed.data as InternalAnswer<C>;
    } finally {
      clearTimeout(timer);
    }
  };
}
