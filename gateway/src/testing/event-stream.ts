/**
 * A Server-Sent Events client for the tests, as a browser's EventSource reads a stream: the
 * answer's status and headers, then each `event: state` in order (comments and `retry:` lines
 * are counted, not returned). A refused connection's JSON body is in `body`.
 */
export interface EventStream<T> {
  status: number;
  headers: Headers;
  /** The JSON body of a refused connection (not 200). */
  body: unknown;
  /** The next state event's data (waits for it); throws when the stream ends first. */
  next(): Promise<T>;
  /** The `retry:` value the server asked for, once read. */
  retry(): number | null;
  /** Resolves when the server ends the stream. */
  ended(): Promise<void>;
  close(): void;
}

export async function openEventStream<T = any>(
  url: string,
  options: { cookie?: string; headers?: Record<string, string> } = {},
): Promise<EventStream<T>> {
  const abort = new AbortController();
  const res = await fetch(url, {
    headers: {
      accept: 'text/event-stream',
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...options.headers,
    },
    signal: abort.signal,
  });
  if (res.status !== 200) {
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: keep the text
    }
    return {
      status: res.status,
      headers: res.headers,
      body,
      next: () => Promise.reject(new Error(`no stream: ${res.status}`)),
      retry: () => null,
      ended: () => Promise.resolve(),
      close: () => undefined,
    };
  }
  const events: T[] = [];
  const waiting: { resolve: (value: T) => void; reject: (error: Error) => void }[] = [];
  let retry: number | null = null;
  let done = false;
  let markEnded!: () => void;
  const endedPromise = new Promise<void>((resolve) => (markEnded = resolve));
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  void (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { value, done: finished } = await reader.read();
        if (finished) break;
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const lines = block.split('\n');
          const retryLine = lines.find((line) => line.startsWith('retry: '));
          if (retryLine) retry = Number(retryLine.slice(7));
          if (!lines.includes('event: state')) continue;
          const data = lines.find((line) => line.startsWith('data: '))!.slice(6);
          const event = JSON.parse(data) as T;
          const waiter = waiting.shift();
          if (waiter) waiter.resolve(event);
          else events.push(event);
        }
      }
    } catch {
      // aborted by close()
    }
    done = true;
    for (const waiter of waiting.splice(0)) waiter.reject(new Error('the stream ended'));
    markEnded();
  })();
  return {
    status: res.status,
    headers: res.headers,
    body: null,
    next() {
      const event = events.shift();
      if (event !== undefined) return Promise.resolve(event);
      if (done) return Promise.reject(new Error('the stream ended'));
      return new Promise((resolve, reject) => waiting.push({ resolve, reject }));
    },
    retry: () => retry,
    ended: () => endedPromise,
    close: () => abort.abort(),
  };
}
