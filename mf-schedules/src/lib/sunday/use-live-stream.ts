import { useEffect, useState } from 'react';
import { isLiveState, type LiveState } from './live-session';

/**
 * - `connecting`: the first connection is being made;
 * - `open`: connected, the state is the server's;
 * - `reconnecting`: the connection was lost, the last state is kept until it is back.
 */
export type StreamStatus = 'connecting' | 'open' | 'reconnecting';

/** After the server refuses the stream (a restart's 502, a 503): try again this much later. */
const RETRY_AFTER_REFUSAL_MS = 2000;

/**
 * Follows a live session's event stream (Server-Sent Events): the first event is the current
 * state, then one per change. EventSource reconnects by itself after a network failure (the
 * server asks for 1 s); a refused connection (an HTTP error) closes it, and it is opened again
 * here. States older than the newest seen are dropped.
 */
export function useLiveStream(url: string | null) {
  const [state, setState] = useState<LiveState | null>(null);
  const [status, setStatus] = useState<StreamStatus>('connecting');

  useEffect(() => {
    if (!url) return;
    let source: EventSource | null = null;
    let retry: number | undefined;
    let closed = false;
    let newest = -1;
    const open = () => {
      source = new EventSource(url, { withCredentials: true });
      source.addEventListener('state', (event) => {
        let value: unknown;
        try {
          value = JSON.parse((event as MessageEvent<string>).data);
        } catch {
          return;
        }
        if (!isLiveState(value) || value.version < newest) return;
        newest = value.version;
        setState(value);
        setStatus('open');
      });
      source.addEventListener('open', () => setStatus('open'));
      source.addEventListener('error', () => {
        if (closed) return;
        setStatus('reconnecting');
        if (source?.readyState === EventSource.CLOSED) {
          source = null;
          retry = window.setTimeout(open, RETRY_AFTER_REFUSAL_MS);
        }
      });
    };
    open();
    return () => {
      closed = true;
      window.clearTimeout(retry);
      source?.close();
    };
  }, [url]);

  return { state, status };
}
