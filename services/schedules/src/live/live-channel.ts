import pg from 'pg';
import type { Logger, LiveStateEvent } from '@worship/subgraph-kit';
import { LIVE_CHANNEL } from './live.queries';

/** A stream's ear on the channel: each state, and `reset` when events may have been lost. */
export interface LiveSubscriber {
  state(event: LiveStateEvent): void;
  reset(): void;
}

/**
 * Where the schedules service hears the live sessions' changes (DESIGN §8: through PostgreSQL,
 * never process memory): one LISTEN connection per process, outside the pool, whatever replica
 * committed the change. Each internal stream (live.internal.ts) subscribes; when the connection
 * drops, every subscriber is reset (its stream ends, and the gateway reconnects and catches up
 * from the table) while the channel reconnects.
 *
 * `local`: the embedded database of `npm start` (PGlite, one backend for every connection, a
 * pool of one) delivers a notification to the connection that committed, not to a listener; its
 * one schedules process hears its own changes instead, through `committed`. On a PostgreSQL
 * server `committed` does nothing: the notification is the one path.
 */
export interface LiveChannel {
  subscribe(subscriber: LiveSubscriber): () => void;
  /** Called after a change committed: delivers it in `local` mode only. */
  committed(event: LiveStateEvent): void;
  /** Resolves once the channel listens (at once in `local` mode). */
  ready(): Promise<void>;
  stop(): Promise<void>;
}

const RECONNECT_MS = 1000;

export function startLiveChannel(options: {
  /** The database URL; null: `local` mode. */
  connectionString: string | null;
  logger: Logger;
  parse: (payload: string) => LiveStateEvent | null;
}): LiveChannel {
  const subscribers = new Set<LiveSubscriber>();
  const deliver = (event: LiveStateEvent) => {
    for (const subscriber of subscribers) subscriber.state(event);
  };
  let stopped = false;
  let client: pg.Client | null = null;
  let listening: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;

  const connect = (): Promise<void> => {
    const connection = new pg.Client({ connectionString: options.connectionString! });
    client = connection;
    let failed = false;
    const fail = (error: unknown) => {
      if (failed || stopped) return;
      failed = true;
      options.logger.warn({ err: error }, 'live channel lost; reconnecting');
      connection.removeAllListeners('notification');
      void connection.end().catch(() => undefined);
      for (const subscriber of subscribers) subscriber.reset();
      timer = setTimeout(() => {
        listening = connect();
      }, RECONNECT_MS);
    };
    connection.on('error', fail);
    connection.on('end', () => fail(new Error('connection ended')));
    connection.on('notification', (message) => {
      const event = message.payload ? options.parse(message.payload) : null;
      if (event) deliver(event);
    });
    return connection
      .connect()
      .then(() => connection.query(`listen "${LIVE_CHANNEL}"`))
      .then(() => undefined)
      .catch((error: unknown) => {
        fail(error);
        // Ready once a later attempt listens.
        return new Promise<void>((done) => setTimeout(done, RECONNECT_MS)).then(() => listening);
      });
  };

  if (options.connectionString) listening = connect();

  return {
    subscribe(subscriber) {
      subscribers.add(subscriber);
      return () => subscribers.delete(subscriber);
    },
    committed(event) {
      if (!options.connectionString) deliver(event);
    },
    ready: () => listening,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      subscribers.clear();
      await client?.end().catch(() => undefined);
    },
  };
}
