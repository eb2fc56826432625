import { setTimeout as sleep } from 'node:timers/promises';
import { request } from 'undici';
import {
  ANONYMOUS,
  internalAgent,
  LIVE_EVENTS_PATH,
  LIVE_STREAM_PING_MS,
  liveStreamLine,
  signViewer,
  VIEWER_HEADER,
  type LiveChannelEvent,
  type Logger,
} from '@worship/subgraph-kit';

/** A state committed this long before the stream dropped is read again on catching up. */
const CATCH_UP_MARGIN_MS = 5_000;
const RECONNECT_MS = 1_000;

/** A line's JSON, or undefined (which the line's schema refuses) when it is not JSON. */
function parseJson(line: string): unknown {
  try {
    return JSON.parse(line);
  } catch {
    return undefined;
  }
}

export interface LiveUpstream {
  /** Resolves once the stream is open (opening it on the first call); false after `waitMs`. */
  ready(waitMs: number): Promise<boolean>;
  stop(): void;
}

/**
 * The gateway process's one stream of live changes from the schedules service
 * (`GET /internal/live/events`, kit schedules.routes-contract.ts), opened when the first follower
 * comes and kept open: every replica hears every change through PostgreSQL, whichever gateway
 * and schedules replica the leader went through. When it drops, it reopens after a second with
 * `since` (the last change it heard, or when it opened, less a margin), so what was committed
 * meanwhile is delivered late rather than lost; followers ignore what they already have.
 */
export function liveUpstream(options: {
  schedulesUrl: () => string;
  secret: string;
  logger: Logger;
  onEvent: (event: LiveChannelEvent) => void;
}): LiveUpstream {
  let started = false;
  let stopped = false;
  let open = false;
  /** The database's time of the latest change heard, or of the stream's start. */
  let cursor: number | null = null;
  let waiters: (() => void)[] = [];
  const abort = new AbortController();

  const opened = () => {
    open = true;
    for (const wake of waiters.splice(0)) wake();
  };

  const listen = async () => {
    const since =
      cursor === null ? '' : `?since=${new Date(cursor - CATCH_UP_MARGIN_MS).toISOString()}`;
    const { statusCode, body } = await request(
      `${options.schedulesUrl()}${LIVE_EVENTS_PATH}${since}`,
      {
        dispatcher: internalAgent,
        headers: { [VIEWER_HEADER]: signViewer(ANONYMOUS, options.secret) },
        signal: abort.signal,
        headersTimeout: 5_000,
        // The stream pings every LIVE_STREAM_PING_MS: silence for three is a dead stream.
        bodyTimeout: LIVE_STREAM_PING_MS * 3,
      },
    );
    if (statusCode !== 200) {
      await body.dump();
      throw new Error(`schedules answered ${statusCode} to ${LIVE_EVENTS_PATH}`);
    }
    body.setEncoding('utf8');
    let buffer = '';
    for await (const chunk of body) {
      buffer += chunk as string;
      let end: number;
      while ((end = buffer.indexOf('\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 1);
        const parsed = liveStreamLine.safeParse(parseJson(line));
        if (!parsed.success) continue;
        const message = parsed.data;
        if (message.type === 'hello') {
          cursor ??= Date.parse(message.at);
          opened();
        } else if (message.type !== 'ping') {
          if (message.type === 'state' && message.updatedAt)
            cursor = Math.max(cursor ?? 0, Date.parse(message.updatedAt));
          options.onEvent(message);
        }
      }
    }
  };

  const run = async () => {
    while (!stopped) {
      try {
        await listen();
      } catch (error) {
        if (!stopped) options.logger.warn({ err: error }, 'live stream from schedules lost');
      }
      open = false;
      if (!stopped) await sleep(RECONNECT_MS).catch(() => undefined);
    }
  };

  return {
    async ready(waitMs) {
      if (!started) {
        started = true;
        void run();
      }
      if (open) return true;
      let wake!: () => void;
      const woken = new Promise<boolean>((done) => (wake = () => done(true)));
      waiters.push(wake);
      const timer = setTimeout(() => {
        waiters = waiters.filter((w) => w !== wake);
        wake();
      }, waitMs);
      await woken;
      clearTimeout(timer);
      return open;
    },
    stop() {
      stopped = true;
      abort.abort();
    },
  };
}
