import pg from 'pg';
import type { LiveChannelEvent, Logger } from '@worship/subgraph-kit';
import { LIVE_CHANNEL } from './live.queries';

/**
 * A stream's ear on the channel: each event (a state, or who may follow changed), and `reset`
 * when events may have been lost.
 */
export interface LiveSubscriber {
  state(event: LiveChannelEvent): void;
  reset(): void;
}

/**
 * Where the schedules service hears the live sessions' changes (DESIGN §8: through PostgreSQL,
 * never process memory): one LISTEN connection per process, outside the pool, whatever replica
 * committed the change. Each internal stream (live.internal.ts) subscribes; when the connection
 * drops, every subscriber is reset (its stream ends, and the gateway reconnects and catches up
 * from the table) while the channel reconnects.
 */
export interface LiveChannel {
  subscribe(subscriber: LiveSubscriber): () => void;
  /** Resolves once the channel listens. */
  ready(): Promise<void>;
  stop(): Promise<void>;
}

const RECONNECT_MS = 1000;

export function startLiveChannel(options: {
  /** The database's URL (the pool's): the LISTEN connection is one more beside the pool. */
  connectionString: string;
  logger: Logger;
  parse: (payload: string) => LiveChannelEvent | null;
}): LiveChannel {
  const subscribers = new Set<LiveSubscriber>();
  const deliver = (event: LiveChannelEvent) => {
    for (const subscriber of subscribers) subscriber.state(event);
  };
  let stopped = false;
  let client: pg.Client | null = null;
  let listening: Promise<void>;
  let timer: NodeJS.Timeout | undefined;

  const connect = (): Promise<void> => {
    const connection = new pg.Client({ connectionString: options.connectionString });
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

  listening = connect();

  return {
    subscribe(subscriber) {
      subscribers.add(subscriber);
      return () => subscribers.delete(subscriber);
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
