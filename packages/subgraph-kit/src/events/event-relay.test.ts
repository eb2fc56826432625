import 'reflect-metadata';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import { Migration } from '@mikro-orm/migrations';
import type { MikroORM } from '@mikro-orm/postgresql';
import express from 'express';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../database';
import { createLogger } from '../logger';
import { createTestDatabase, freePort, type TestDatabase } from '../testing';
import { mountEventInbox, type EventHandlers } from './event-inbox';
import {
  retryDelayMs,
  startEventRelay,
  type EventRelay,
  type EventRelayOptions,
} from './event-relay';
import { parseEventSubscribers } from './event-subscribers';
import { eventDeliveriesTableSql, inboxTableSql, outboxTableSql } from './event-tables';
import { OutboxEvent, recordOutboxEvent } from './outbox-event.entity';

const SECRET = 'events-test-secret-0123456789abcdef0123456789';
const logger = createLogger('events-test', process.env.EVENTS_TEST_LOG ?? 'silent');

/** What the consumer's handler does: one row per handled event, in the inbox's transaction. */
@Entity({ tableName: 'effects' })
class Effect {
  @PrimaryKey({ type: 'uuid' })
  eventId: string;

  @Property({ type: 'string' })
  note: string;
}

const migrationFor = (statements: string[]) =>
  class extends Migration {
    override async up(): Promise<void> {
      for (const sql of statements) this.addSql(sql);
    }
  };

let database: TestDatabase;
let producer: MikroORM;
let consumer: MikroORM;
let sql: pg.Client;

beforeAll(async () => {
  database = await createTestDatabase('kit_events');
  producer = await openDatabase({
    url: database.url,
    schema: 'producer',
    entities: [OutboxEvent],
    poolMax: 5,
    migrations: [
      {
        name: 'Migration1_producer',
        class: migrationFor([
          'create schema if not exists "producer";',
          ...outboxTableSql('producer'),
          ...eventDeliveriesTableSql('producer'),
          'create table "producer"."changes" ("id" serial primary key, "what" text not null);',
        ]),
      },
    ],
  });
  consumer = await openDatabase({
    url: database.url,
    schema: 'consumer',
    entities: [Effect],
    poolMax: 5,
    migrations: [
      {
        name: 'Migration1_consumer',
        class: migrationFor([
          'create schema if not exists "consumer";',
          ...inboxTableSql('consumer'),
          'create table "consumer"."effects" ("event_id" uuid primary key, "note" text not null);',
        ]),
      },
    ],
  });
  sql = new pg.Client({ connectionString: database.url });
  await sql.connect();
});

afterAll(async () => {
  await sql?.end();
  await producer?.close();
  await consumer?.close();
  await database?.drop();
});

const rows = async <T = Record<string, unknown>>(text: string, values: unknown[] = []) =>
  (await sql.query(text, values)).rows as T[];

/** Polls until `check` passes (or fails with its last error). */
async function eventually<T>(check: () => Promise<T>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
}

/** Commits a change and its event together, as a domain service does. */
async function commitEvent(type: string, payload: Record<string, unknown> = {}) {
  return producer.em.fork().transactional(async (tx) => {
    await tx.execute('insert into "producer"."changes" ("what") values (?)', [type]);
    return recordOutboxEvent(tx, type, payload).id;
  });
}

/** A consumer service on a real port: the kit's inbox, with a log of every request it got. */
async function startConsumer(
  options: { name?: string; port?: number; handlers?: EventHandlers } = {},
) {
  const requests: { at: number; status: number }[] = [];
  const app = express();
  app.use((_req, res, next) => {
    const at = Date.now();
    res.on('finish', () => requests.push({ at, status: res.statusCode }));
    next();
  });
  mountEventInbox(app, {
    name: options.name ?? 'consumer',
    orm: consumer,
    secret: SECRET,
    logger,
    handlers: options.handlers ?? {
      'thing.happened': async (em, event) => {
        em.create(Effect, { eventId: event.id, note: `${event.source}:${event.type}` });
      },
    },
  });
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(options.port ?? 0, '127.0.0.1', () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

const relays: EventRelay[] = [];
function relay(options: Partial<EventRelayOptions> & Pick<EventRelayOptions, 'subscribers'>) {
  const started = startEventRelay({
    orm: producer,
    source: 'producer',
    secret: SECRET,
    logger,
    // Long polls: only the wake-up after a commit (or a due retry) makes a test pass quickly.
    pollIntervalMs: 60_000,
    ...options,
  });
  relays.push(started);
  return started;
}

afterEach(async () => {
  await Promise.all(relays.splice(0).map((r) => r.stop()));
  // Each test starts from empty tables: earlier events must not be delivered again.
  await sql.query('truncate "producer"."events", "producer"."changes" cascade');
  await sql.query('truncate "consumer"."inbox", "consumer"."effects"');
});

const deliveryOf = async (eventId: string, subscriber = 'consumer') =>
  (
    await rows<{
      attempts: number;
      delivered_at: Date | null;
      last_error: string | null;
      next_attempt_at: Date;
    }>('select * from "producer"."event_deliveries" where "event_id" = $1 and "subscriber" = $2', [
      eventId,
      subscriber,
    ])
  )[0];

describe('event relay', () => {
  it('delivers an event right after its commit, once, and records the delivery', async () => {
    const consumerApp = await startConsumer();
    try {
      relay({ subscribers: parseEventSubscribers(`consumer=${consumerApp.url}`) });
      const started = Date.now();
      const id = await commitEvent('thing.happened', { groupId: 'g1' });

      const effect = await eventually(async () => {
        const [row] = await rows('select * from "consumer"."effects"');
        expect(row).toEqual({ event_id: id, note: 'producer:thing.happened' });
        return row;
      }, 20_000);
      expect(effect).toBeDefined();
      // Woken by the commit, not by the 60 s poll (the bound leaves a loaded machine plenty).
      expect(Date.now() - started).toBeLessThan(20_000);

      const inbox = await rows('select * from "consumer"."inbox"');
      expect(inbox).toEqual([
        expect.objectContaining({ event_id: id, type: 'thing.happened', source: 'producer' }),
      ]);
      const delivery = await eventually(async () => {
        const row = await deliveryOf(id);
        expect(row?.delivered_at).toBeInstanceOf(Date);
        return row!;
      });
      expect(delivery).toMatchObject({ attempts: 1, last_error: null });
      expect(consumerApp.requests.map((r) => r.status)).toEqual([200]);
    } finally {
      await consumerApp.close();
    }
  });

  it('sends the body {id, type, payload, occurredAt}, signed for the subscriber', async () => {
    const received: unknown[] = [];
    const consumerApp = await startConsumer({
      handlers: {
        'thing.happened': async (_em, event) => {
          received.push(event);
        },
      },
    });
    try {
      relay({ subscribers: parseEventSubscribers(`consumer=${consumerApp.url}`) });
      const id = await commitEvent('thing.happened', { groupId: 'g1', names: ['a'] });
      const [stored] = await rows<{ created_at: Date }>(
        'select "created_at" from "producer"."events" where "id" = $1',
        [id],
      );
      await eventually(async () => expect(received).toHaveLength(1));
      expect(received[0]).toEqual({
        id,
        type: 'thing.happened',
        payload: { groupId: 'g1', names: ['a'] },
        occurredAt: stored!.created_at,
        source: 'producer',
      });
    } finally {
      await consumerApp.close();
    }
  });

  it('never sends the event of a rolled-back transaction', async () => {
    const consumerApp = await startConsumer();
    try {
      relay({ subscribers: parseEventSubscribers(`consumer=${consumerApp.url}`) });
      let rolledBack: string | undefined;
      await expect(
        producer.em.fork().transactional(async (tx) => {
          rolledBack = recordOutboxEvent(tx, 'thing.happened', {}).id;
          await tx.flush();
          throw new Error('the change failed');
        }),
      ).rejects.toThrow('the change failed');
      const committed = await commitEvent('thing.happened');

      await eventually(async () =>
        expect(await rows('select "event_id" from "consumer"."inbox"')).toEqual([
          { event_id: committed },
        ]),
      );
      expect(rolledBack).toBeDefined();
      expect(await rows('select * from "producer"."events" where "id" = $1', [rolledBack])).toEqual(
        [],
      );
      expect(await deliveryOf(rolledBack!)).toBeUndefined();
      expect(consumerApp.requests).toHaveLength(1);
    } finally {
      await consumerApp.close();
    }
  });

  it('records a failed delivery and rolls back what the failing handler wrote', async () => {
    // A consumer that never succeeds: the failed state is there to read, not a moment to catch.
    const consumerApp = await startConsumer({
      handlers: {
        'thing.happened': async (em, event) => {
          em.create(Effect, { eventId: event.id, note: 'attempt' });
          await em.flush();
          throw new Error('the consumer is not ready');
        },
      },
    });
    try {
      relay({
        subscribers: parseEventSubscribers(`consumer=${consumerApp.url}`),
        retryBaseMs: 60_000,
        retryMaxMs: 60_000,
      });
      const id = await commitEvent('thing.happened');

      const failed = await eventually(async () => {
        const row = await deliveryOf(id);
        expect(row?.attempts).toBeGreaterThanOrEqual(1);
        return row!;
      });
      expect(failed.delivered_at).toBeNull();
      expect(failed.last_error).toBe('HTTP 500: {"message":"Internal server error"}');
      expect(await rows('select * from "consumer"."inbox"')).toEqual([]);
      expect(await rows('select * from "consumer"."effects"')).toEqual([]);
    } finally {
      await consumerApp.close();
    }
  });

  it('retries a failing consumer with exponential backoff until it succeeds, exactly once', async () => {
    let failures = 3;
    const consumerApp = await startConsumer({
      handlers: {
        'thing.happened': async (em, event) => {
          // Written, then rolled back with the inbox row when the handler fails.
          em.create(Effect, { eventId: event.id, note: 'attempt' });
          await em.flush();
          if (failures-- > 0) throw new Error('the consumer is not ready');
        },
      },
    });
    try {
      relay({
        subscribers: parseEventSubscribers(`consumer=${consumerApp.url}`),
        retryBaseMs: 200,
        retryMaxMs: 300,
      });
      const id = await commitEvent('thing.happened');

      const delivered = await eventually(async () => {
        const row = await deliveryOf(id);
        expect(row?.delivered_at).toBeInstanceOf(Date);
        return row!;
      });
      expect(delivered).toMatchObject({ attempts: 4, last_error: null });
      expect(consumerApp.requests.map((r) => r.status)).toEqual([500, 500, 500, 200]);
      // Each retry waits at least its delay: 200 ms, then 400 capped to 300, and 300 again. Only
      // lower bounds: a loaded machine may wait longer (the cap itself: retryDelayMs's test).
      const gaps = consumerApp.requests.slice(1).map((r, i) => r.at - consumerApp.requests[i]!.at);
      expect(gaps[0]).toBeGreaterThanOrEqual(190);
      expect(gaps[1]).toBeGreaterThanOrEqual(290);
      expect(gaps[2]).toBeGreaterThanOrEqual(290);
      expect(await rows('select * from "consumer"."inbox"')).toHaveLength(1);
      expect(await rows('select * from "consumer"."effects"')).toEqual([
        { event_id: id, note: 'attempt' },
      ]);
    } finally {
      await consumerApp.close();
    }
  });

  it('doubles the retry delay up to the cap, and never gives up', () => {
    const tuning = { retryBaseMs: 1_000, retryMaxMs: 60_000 };
    expect([1, 2, 3, 4, 5, 6, 7, 8, 100].map((n) => retryDelayMs(n, tuning))).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000, 60_000,
    ]);
  });

  it('catches up when a consumer that was down comes up, one request per retry meanwhile', async () => {
    const port = await freePort();
    relay({
      subscribers: parseEventSubscribers(`consumer=http://127.0.0.1:${port}`),
      retryBaseMs: 100,
      retryMaxMs: 300,
    });
    const ids = [await commitEvent('thing.happened'), await commitEvent('thing.happened')];
    const down = await eventually(async () => {
      const row = await deliveryOf(ids[0]!);
      expect(row?.attempts).toBeGreaterThanOrEqual(2);
      return row!;
    });
    expect(down.delivered_at).toBeNull();
    expect(down.last_error).toMatch(/^connect ECONNREFUSED 127\.0\.0\.1:\d+$/);
    // The second event waits behind the first instead of hammering a consumer that is down.
    expect((await deliveryOf(ids[1]!))?.attempts ?? 0).toBeLessThanOrEqual(1);

    const consumerApp = await startConsumer({ port });
    try {
      await eventually(async () => {
        const inbox = await rows<{ event_id: string }>('select "event_id" from "consumer"."inbox"');
        expect(inbox.map((r) => r.event_id).sort()).toEqual([...ids].sort());
      });
      for (const id of ids) {
        await eventually(async () =>
          expect((await deliveryOf(id))?.delivered_at).toBeInstanceOf(Date),
        );
      }
    } finally {
      await consumerApp.close();
    }
  });

  it('survives a restart of the producer mid-way: the next relay delivers the rest', async () => {
    const consumerApp = await startConsumer();
    try {
      const subscribers = parseEventSubscribers(`consumer=${consumerApp.url}`);
      let calls = 0;
      const first = relay({
        subscribers,
        batchSize: 10,
        // Delivers the first event, then hangs on the second until the relay is stopped.
        fetch: async (input, init) => {
          if (++calls === 1) return fetch(input, init);
          return new Promise<Response>((_resolve, reject) => {
            init?.signal?.addEventListener('abort', () => reject(new Error('aborted')));
          });
        },
      });
      first.wake();
      const ids: string[] = [];
      await producer.em.fork().transactional(async (tx) => {
        for (let i = 0; i < 3; i++) ids.push(recordOutboxEvent(tx, 'thing.happened', { i }).id);
      });
      await eventually(async () => expect(calls).toBe(2));
      const delivered = await rows<{ event_id: string }>(
        'select "event_id" from "consumer"."inbox"',
      );
      expect(delivered).toHaveLength(1);

      await first.stop();
      // Nothing is left claimed: what was not delivered is due at once.
      const pending = await rows<{ event_id: string; next_attempt_at: Date }>(
        'select "event_id", "next_attempt_at" from "producer"."event_deliveries" where "delivered_at" is null',
      );
      expect(pending.map((p) => p.event_id).sort()).toEqual(
        ids.filter((id) => id !== delivered[0]!.event_id).sort(),
      );
      for (const row of pending)
        expect(row.next_attempt_at.getTime()).toBeLessThanOrEqual(Date.now() + 1_000);

      relay({ subscribers, pollIntervalMs: 100 });
      await eventually(async () =>
        expect(await rows('select "event_id" from "consumer"."inbox"')).toHaveLength(3),
      );
      expect(await rows('select "event_id" from "consumer"."effects"')).toHaveLength(3);
    } finally {
      await consumerApp.close();
    }
  });

  it('lets another relay take over a crashed relay’s claim once its lease ends', async () => {
    const consumerApp = await startConsumer();
    try {
      const subscribers = parseEventSubscribers(`consumer=${consumerApp.url}`);
      let hung = 0;
      // A relay that claims and then never answers, like a process killed mid-request.
      relay({
        subscribers,
        leaseMs: 400,
        fetch: (_input, init) => {
          hung++;
          return new Promise<Response>((_resolve, reject) => {
            init?.signal?.addEventListener('abort', () => reject(new Error('aborted')));
          });
        },
      });
      const id = await commitEvent('thing.happened');
      await eventually(async () => expect(hung).toBe(1));
      // The claim's lease end, by the database's clock (the one both relays and the consumer use).
      const leaseEnd = (await deliveryOf(id))!.next_attempt_at;

      relay({ subscribers, pollIntervalMs: 50 });
      await eventually(async () =>
        expect(await rows('select "event_id" from "consumer"."inbox"')).toEqual([{ event_id: id }]),
      );
      // Not before the hung relay's lease ran out.
      const [handled] = await rows<{ handled_at: Date }>(
        'select "handled_at" from "consumer"."inbox"',
      );
      expect(new Date(handled!.handled_at).getTime()).toBeGreaterThanOrEqual(leaseEnd.getTime());
      // The consumer commits its inbox row before the relay records the delivery: wait for it.
      const delivery = await eventually(async () => {
        const row = await deliveryOf(id);
        expect(row?.delivered_at).toBeInstanceOf(Date);
        return row!;
      });
      expect(delivery).toMatchObject({ attempts: 1, last_error: null });
    } finally {
      await consumerApp.close();
    }
  });

  it('delivers each subscriber only the types it takes; one down does not hold up another', async () => {
    const consumerApp = await startConsumer({
      handlers: {
        'thing.happened': async (em, event) => {
          em.create(Effect, { eventId: event.id, note: event.type });
        },
        'other.happened': async (em, event) => {
          em.create(Effect, { eventId: event.id, note: event.type });
        },
      },
    });
    try {
      const downPort = await freePort();
      relay({
        subscribers: parseEventSubscribers(
          `consumer:thing.happened=${consumerApp.url},gone=http://127.0.0.1:${downPort}`,
        ),
        retryBaseMs: 60_000,
      });
      const thing = await commitEvent('thing.happened');
      const other = await commitEvent('other.happened');
      await eventually(async () =>
        expect(await rows('select "event_id", "note" from "consumer"."effects"')).toEqual([
          { event_id: thing, note: 'thing.happened' },
        ]),
      );
      expect(await deliveryOf(other)).toBeUndefined();
      // `gone` takes every type; it is down, so both wait for it.
      for (const id of [thing, other]) {
        await eventually(async () =>
          expect(await deliveryOf(id, 'gone')).toMatchObject({ delivered_at: null }),
        );
      }
    } finally {
      await consumerApp.close();
    }
  });

  it('delivers events written before the relay started (e.g. while the producer was down)', async () => {
    const consumerApp = await startConsumer();
    try {
      const id = await commitEvent('thing.happened');
      relay({ subscribers: parseEventSubscribers(`consumer=${consumerApp.url}`) });
      await eventually(async () =>
        expect(await rows('select "event_id" from "consumer"."inbox"')).toEqual([{ event_id: id }]),
      );
    } finally {
      await consumerApp.close();
    }
  });

  it('wakes after a flush that commits on its own, too', async () => {
    const consumerApp = await startConsumer();
    try {
      relay({ subscribers: parseEventSubscribers(`consumer=${consumerApp.url}`) });
      await new Promise((resolve) => setTimeout(resolve, 100));
      const em = producer.em.fork();
      const event = recordOutboxEvent(em, 'thing.happened', {});
      await em.flush();
      await eventually(
        async () =>
          expect(await rows('select "event_id" from "consumer"."inbox"')).toEqual([
            { event_id: event.id },
          ]),
        20_000,
      );
    } finally {
      await consumerApp.close();
    }
  });

  it('does nothing without subscribers', async () => {
    const stopped = relay({ subscribers: [] });
    await commitEvent('thing.happened');
    await stopped.stop();
    expect(await rows('select * from "producer"."event_deliveries"')).toEqual([]);
  });
});
