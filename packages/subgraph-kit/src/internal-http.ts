import type { IncomingHttpHeaders } from 'node:http';
import { Agent, request } from 'undici';

/**
 * The one keep-alive connection pool of a process for its calls to the app's other processes
 * (gateway → subgraphs and identity, a subgraph → groups or songs), used with undici's `request`
 * rather than the global fetch: no WHATWG Request, Response, Headers and streams per call, which
 * were about a third of the gateway's CPU (issue 18). undici's default timeouts (300 s for the
 * headers, 300 s between body chunks) are the global fetch's; callers that need a deadline set
 * their own.
 */
export const internalAgent = new Agent();

/** A header of an undici answer as `Headers.get` gives it: repeated values joined by ", ". */
export function headerValue(headers: IncomingHttpHeaders, name: string): string | null {
  const value = headers[name.toLowerCase()];
  if (value === undefined) return null;
  return Array.isArray(value) ? value.join(', ') : value;
}

/** An undici answer's headers as WHATWG `Headers`, for code written against fetch. */
export function toHeaders(headers: IncomingHttpHeaders): Headers {
  const out = new Headers();
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) out.append(name, one);
  }
  return out;
}

/** A call from one of the app's processes to another: a GET or a JSON POST with a deadline. */
export interface InternalCallInit {
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
  signal: AbortSignal;
}

/** What a caller reads of another process's answer, whichever client made the call. */
export interface InternalHttpAnswer {
  status: number;
  json(): Promise<unknown>;
  text(): Promise<string>;
  /** Reads and drops the body, so the connection goes back to the pool. */
  discard(): Promise<void>;
}

export type InternalCall = (url: string, init: InternalCallInit) => Promise<InternalHttpAnswer>;

/**
 * How a process calls another: undici's `request` on the shared pool, or `fetchImpl` standing in
 * for the called process (tests: the internal route clients and the event relay take a `fetch`).
 */
export function internalCall(fetchImpl?: typeof fetch): InternalCall {
  if (fetchImpl)
    return async (url, init) => {
      const response = await fetchImpl(url, init);
      return {
        status: response.status,
        json: () => response.json(),
        text: () => response.text(),
        discard: async () => response.body?.cancel(),
      };
    };
  return async (url, init) => {
    const { statusCode, body } = await request(url, { ...init, dispatcher: internalAgent });
    return {
      status: statusCode,
      json: () => body.json(),
      text: () => body.text(),
      discard: () => body.dump(),
    };
  };
}
