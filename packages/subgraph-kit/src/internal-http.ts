import type { IncomingHttpHeaders } from 'node:http';
import { Agent } from 'undici';

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
