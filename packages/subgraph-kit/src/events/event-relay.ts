import type { EventSubscriber as OrmEventSubscriber, FlushEventArgs } from '@mikro-orm/core';
import type { MikroORM } from '@mikro-orm/postgresql';
import { internalCall } from '../internal-http';
import type { Logger } from '../logger';
import type { EventSubscriber } from './event-subscribers';
import { EVENT_TOKEN_HEADER, signEventDelivery } from './event-token';

/** The path every consumer serves (mountEventInbox). */
export const EVENT_INBOX_PATH = '/internal/events';

/** What a consumer receives: the body of `POST <subscriber>/internal/events`. */
export interface EventEnvelope {
  id: string;
  type: string;
  payload: Record<string, unknown>;
  /** ISO-8601: when the producer's transaction wrote it. */
  occurredAt: string;
}

/** How often and how patiently the relay works. Every field has a default. */
export interface EventRelayTuning {
  /** Look for due work at least this often (events written by another instance, due retries). */
  pollIntervalMs: number;
  /** First retry delay; each further failure doubles it … */
  retryBaseMs: number;
  /** … up to this cap, retrying for as long as it takes (at least once means never giving up). */
  retryMaxMs: number;
  /** One delivery request's timeout. */
  requestTimeoutMs: number;
  /** A claimed delivery is not claimed again (by this or another instance) for this long. */
  leaseMs: number;
  /** Deliveries claimed per query. */
  batchSize: number;
}

export const DEFAULT_RELAY_TUNING: EventRelayTuning = {
  pollIntervalMs: 10_000,
  retryBaseMs: 1_000,
  retryMaxMs: 60_000,
  requestTimeoutMs: 10_000,
  leaseMs: 120_000,
  batchSize: 10,
};

export interface EventRelayOptions extends Partial<EventRelayTuning> {
  orm: MikroORM;
  /** The producing service's name; consumers see it as the event's source. */
  source: string;
  subscribers: EventSubscriber[];
  /** VIEWER_SIGNING_SECRET: the one secret the gateway and the services share. */
  secret: string;
  logger: Logger;
  /** The outbox table in the service's schema (default `events`). */
  outboxTable?: string;
  /**
   * A fetch standing in for the consumers (tests). Without it, undici's `request` on the
   * process's shared keep-alive pool (internal-http.ts).
   */
  fetch?: typeof fetch;
}

export interface EventRelay {
  /** Look for work now (called after a commit that wrote an event). */
  wake(): void;
  /** Stop: abort requests in flight, release what was claimed, wait for the loop to end. */
  stop(): Promise<void>;
}

interface ClaimedRow {
  id: string;
  type: string;
  payload: Record<string, unknown>;
  /** Milliseconds since the epoch (the driver would give a string). */
  created_ms: number | string;
  attempts: number;
}

type Outcome = { ok: true } | { ok: false; error: string };

/** The delay before the next attempt after `failures` failed attempts (1, 2, 3, …). */
export function retryDelayMs(
  failures: number,
  tuning: Pick<EventRelayTuning, 'retryBaseMs' | 'retryMaxMs'>,
) {
  const exponent = Math.min(Math.max(failures - 1, 0), 30);
  return Math.min(tuning.retryMaxMs, tuning.retryBaseMs * 2 ** exponent);
}

const describeError = (error: unknown): string => {
  if (!(error instanceof Error)) return String(error);
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  const detail = cause?.code ?? cause?.message;
  return detail ? `${error.message} (${detail})` : error.message;
};

/**
 * The outbox relay of a producing service (DESIGN §4): delivers every row of `<schema>.events`
 * at least once to each subscriber that takes its type, as a signed `POST
 * <subscriber>/internal/events`. Delivery state lives in `<schema>.event_deliveries`
 * (attempts, next_attempt_at, delivered_at, last_error), so a restart of either side loses
 * nothing: pending rows are retried with exponential backoff until the consumer answers 2xx.
 *
 * Work is found by polling and, for low latency, right after a local commit that wrote to the
 * outbox (an ORM subscriber). Rows are claimed with a lease (`for update skip locked`), so
 * several instances of a service can run relays without sending one delivery twice at a time;
 * no transaction is held open during HTTP calls (a pool may have a single connection).
 * A subscriber that fails is left alone until its retry is due (its other pending deliveries
 * wait with it), so a consumer that is down costs one request per retry.
 */
export function startEventRelay(options: EventRelayOptions): EventRelay {
  const tuning: EventRelayTuning = { ...DEFAULT_RELAY_TUNING };
  for (const key of Object.keys(DEFAULT_RELAY_TUNING) as (keyof EventRelayTuning)[]) {
    if (options[key] !== undefined) tuning[key] = options[key];
  }
  const { orm, logger, subscribers, secret, source } = options;
  if (subscribers.length === 0) return { wake() {}, stop: async () => {} };
  const post = internalCall(options.fetch);
  const schema = orm.config.get('schema');
  if (!schema) throw new Error('the event relay needs the ORM configured with a schema');
  const outboxTable = options.outboxTable ?? 'events';
  const events = `"${schema}"."${outboxTable}"`;
  const deliveries = `"${schema}"."event_deliveries"`;
  const log = logger.child({ component: 'event-relay' });
  const execute = <T = unknown>(sql: string, params: unknown[] = []) =>
    orm.em.getConnection().execute(sql, params) as Promise<T>;

  let stopped = false;
  let woken = false;
  let sleeping: (() => void) | undefined;
  const aborter = new AbortController();

  const wake = () => {
    woken = true;
    sleeping?.();
  };

  // Wake right after a commit that wrote to the outbox. A flush inside an explicit
  // transaction is only visible after the root transaction commits; a flush on its own has
  // committed by the time afterFlush runs.
  let committing = false;
  const wakeOnCommit: OrmEventSubscriber = {
    afterFlush({ em, uow }: FlushEventArgs) {
      const wrote = [...uow.getChangeSets()].some(
        (changeSet) => changeSet.meta.tableName === outboxTable,
      );
      if (!wrote) return;
      if (em.isInTransaction()) committing = true;
      else wake();
    },
    afterTransactionCommit() {
      if (!committing) return;
      committing = false;
      wake();
    },
  };
  orm.em.getEventManager().registerSubscriber(wakeOnCommit);

  const typeFilter = (subscriber: EventSubscriber) =>
    subscriber.types ? { sql: ' and e."type" in (?)', params: [subscriber.types] } : null;

  /** Creates the missing delivery rows of this subscriber (new events, or a new subscriber). */
  async function fanOut(subscriber: EventSubscriber) {
    if (subscriber.types?.length === 0) return;
    const filter = typeFilter(subscriber);
    await execute(
      `insert into ${deliveries} ("event_id", "subscriber")
       select e."id", ? from ${events} e
       where not exists (
         select 1 from ${deliveries} d where d."event_id" = e."id" and d."subscriber" = ?
       )${filter?.sql ?? ''}
       on conflict do nothing`,
      [subscriber.name, subscriber.name, ...(filter?.params ?? [])],
    );
  }

  /** Takes up to a batch of due deliveries, oldest event first, under a lease. */
  async function claim(subscriber: EventSubscriber): Promise<ClaimedRow[]> {
    const filter = typeFilter(subscriber);
    const rows = await execute<ClaimedRow[]>(
      `with due as (
         select d."event_id", d."subscriber" from ${deliveries} d
         join ${events} e on e."id" = d."event_id"
         where d."subscriber" = ? and d."delivered_at" is null and d."next_attempt_at" <= now()${filter?.sql ?? ''}
         order by e."created_at", e."id"
         limit ?
         for update of d skip locked
       )
       update ${deliveries} d set "next_attempt_at" = now() + ? * interval '1 millisecond'
       from due, ${events} e
       where d."event_id" = due."event_id" and d."subscriber" = due."subscriber" and e."id" = d."event_id"
       returning e."id", e."type", e."payload", d."attempts",
         (extract(epoch from e."created_at") * 1000)::float8 as "created_ms"`,
      [subscriber.name, ...(filter?.params ?? []), tuning.batchSize, tuning.leaseMs],
    );
    return rows.sort(
      (a, b) => Number(a.created_ms) - Number(b.created_ms) || a.id.localeCompare(b.id),
    );
  }

  async function deliver(subscriber: EventSubscriber, row: ClaimedRow): Promise<Outcome> {
    const envelope: EventEnvelope = {
      id: row.id,
      type: row.type,
      payload: row.payload,
      occurredAt: new Date(Math.floor(Number(row.created_ms))).toISOString(),
    };
    const body = JSON.stringify(envelope);
    try {
      const answer = await post(`${subscriber.url}${EVENT_INBOX_PATH}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [EVENT_TOKEN_HEADER]: signEventDelivery(body, {
            secret,
            source,
            destination: subscriber.name,
          }),
        },
        body,
        signal: AbortSignal.any([aborter.signal, AbortSignal.timeout(tuning.requestTimeoutMs)]),
      });
      // Read to the end either way: the connection goes back to the pool.
      const text = await answer.text().catch(() => '');
      if (answer.status >= 200 && answer.status < 300) return { ok: true };
      return { ok: false, error: `HTTP ${answer.status}: ${text.slice(0, 200)}` };
    } catch (error) {
      return { ok: false, error: describeError(error) };
    }
  }

  const markDelivered = (subscriber: EventSubscriber, row: ClaimedRow) =>
    execute(
      `update ${deliveries} set "delivered_at" = now(), "attempts" = "attempts" + 1, "last_error" = null
       where "event_id" = ? and "subscriber" = ? and "delivered_at" is null`,
      [row.id, subscriber.name],
    );

  const markFailed = (subscriber: EventSubscriber, row: ClaimedRow, error: string, delay: number) =>
    execute(
      `update ${deliveries}
       set "attempts" = "attempts" + 1, "last_error" = ?, "next_attempt_at" = now() + ? * interval '1 millisecond'
       where "event_id" = ? and "subscriber" = ? and "delivered_at" is null`,
      [error.slice(0, 1000), delay, row.id, subscriber.name],
    );

  /** Gives claimed rows back, not attempted: due again after `delay` (0 when shutting down). */
  const release = async (subscriber: EventSubscriber, rows: ClaimedRow[], delay: number) => {
    if (rows.length === 0) return;
    await execute(
      `update ${deliveries} set "next_attempt_at" = now() + ? * interval '1 millisecond'
       where "subscriber" = ? and "event_id" in (?) and "delivered_at" is null`,
      [delay, subscriber.name, rows.map((row) => row.id)],
    );
  };

  /**
   * After a failure the subscriber counts as down until the retry: its other pending deliveries
   * wait until then too (the rest of the batch is released to the same time), so a consumer that is down gets one
   * request per retry, not one per event. Later times (other backoffs, leases) are kept.
   */
  const deferPending = (subscriber: EventSubscriber, delay: number) =>
    execute(
      `update ${deliveries} set "next_attempt_at" = now() + ? * interval '1 millisecond'
       where "subscriber" = ? and "delivered_at" is null
         and "next_attempt_at" < now() + ? * interval '1 millisecond'`,
      [delay, subscriber.name, delay],
    );

  /** Delivers what is due for one subscriber; stops at its first failure. */
  async function drain(subscriber: EventSubscriber) {
    await fanOut(subscriber);
    while (!stopped) {
      const batch = await claim(subscriber);
      log.trace({ subscriber: subscriber.name, claimed: batch.map((row) => row.id) }, 'claimed');
      for (const [index, row] of batch.entries()) {
        const outcome = stopped ? null : await deliver(subscriber, row);
        if (stopped || !outcome) {
          // Shutting down: whatever was not delivered is due again at once for the next run.
          await release(subscriber, batch.slice(outcome?.ok ? index + 1 : index), 0);
          if (outcome?.ok) await markDelivered(subscriber, row);
          return;
        }
        if (outcome.ok) {
          await markDelivered(subscriber, row);
          log.debug({ subscriber: subscriber.name, eventId: row.id, type: row.type }, 'delivered');
          continue;
        }
        const delay = retryDelayMs(row.attempts + 1, tuning);
        await markFailed(subscriber, row, outcome.error, delay);
        await release(subscriber, batch.slice(index + 1), delay);
        await deferPending(subscriber, delay);
        log.warn(
          {
            subscriber: subscriber.name,
            eventId: row.id,
            type: row.type,
            attempts: row.attempts + 1,
            retryInMs: delay,
            error: outcome.error,
          },
          'event delivery failed; will retry',
        );
        return;
      }
      if (batch.length < tuning.batchSize) return;
    }
  }

  /** Milliseconds until the earliest pending delivery is due (capped by the poll interval). */
  async function nextDueInMs(): Promise<number> {
    const [row] = await execute<{ ms: string | number | null }[]>(
      `select extract(epoch from min("next_attempt_at") - now()) * 1000 as ms
       from ${deliveries} where "delivered_at" is null and "subscriber" in (?)`,
      [subscribers.map((s) => s.name)],
    );
    const ms = row?.ms === null || row?.ms === undefined ? Infinity : Number(row.ms);
    return Math.max(0, Math.min(tuning.pollIntervalMs, Math.ceil(ms)));
  }

  async function tick(): Promise<number> {
    const results = await Promise.allSettled(subscribers.map(drain));
    for (const [index, result] of results.entries()) {
      if (result.status === 'rejected') {
        log.error(
          { subscriber: subscribers[index]!.name, err: result.reason },
          'event relay pass failed',
        );
      }
    }
    const next = stopped ? 0 : await nextDueInMs();
    log.trace({ nextInMs: next }, 'relay pass done');
    return next;
  }

  async function run() {
    while (!stopped) {
      woken = false;
      let delay = tuning.pollIntervalMs;
      try {
        delay = await tick();
      } catch (error) {
        log.error({ err: error }, 'event relay pass failed');
      }
      if (stopped) break;
      if (woken) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, delay);
        timer.unref();
        sleeping = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      sleeping = undefined;
    }
  }

  log.info(
    { subscribers: subscribers.map((s) => ({ name: s.name, url: s.url, types: s.types })) },
    'event relay started',
  );
  const running = run();
  return {
    wake,
    async stop() {
      if (stopped) return running;
      stopped = true;
      aborter.abort();
      sleeping?.();
      await running;
    },
  };
}
