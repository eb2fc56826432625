import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import { Migration } from '@mikro-orm/migrations';
import type { MikroORM } from '@mikro-orm/postgresql';
import express from 'express';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../database';
import { createLogger } from '../logger';
import { createTestDatabase, listenForTest, type TestDatabase } from '../testing';
import { signViewer } from '../viewer-token';
import { mountEventInbox } from './event-inbox';
import { inboxTableSql } from './event-tables';
import { EVENT_TOKEN_HEADER, signEventDelivery } from './event-token';

const SECRET = 'inbox-test-secret-0123456789abcdef0123456789';

@Entity({ tableName: 'effects' })
class InboxEffect {
  @PrimaryKey({ type: 'uuid' })
  eventId: string;

  @Property({ type: 'string' })
  groupId: string;
}

let database: TestDatabase;
let orm: MikroORM;
let sql: pg.Client;
let server: Awaited<ReturnType<typeof listenForTest>>;
let failNext = false;

beforeAll(async () => {
  database = await createTestDatabase('kit_inbox');
  orm = await openDatabase({
    url: database.url,
    schema: 'songs',
    entities: [InboxEffect],
    poolMax: 5,
    migrations: [
      {
        name: 'Migration1_inbox',
        class: class extends Migration {
          override async up(): Promise<void> {
            this.addSql('create schema if not exists "songs";');
            for (const statement of inboxTableSql('songs')) this.addSql(statement);
            this.addSql(
              'create table "songs"."effects" ("event_id" uuid primary key, "group_id" text not null);',
            );
          }
        },
      },
    ],
  });
  const app = express();
  mountEventInbox(app, {
    name: 'songs',
    orm,
    secret: SECRET,
    logger: createLogger('inbox-test', 'silent'),
    handlers: {
      'group.deleted': async (em, event) => {
        em.create(InboxEffect, { eventId: event.id, groupId: String(event.payload.groupId) });
        await em.flush();
        if (failNext) {
          failNext = false;
          throw new Error('the handler broke');
        }
      },
    },
  });
  server = await listenForTest(app);
  sql = new pg.Client({ connectionString: database.url });
  await sql.connect();
});

afterAll(async () => {
  await sql?.end();
  await server?.close();
  await orm?.close();
  await database?.drop();
});

beforeEach(async () => {
  failNext = false;
  await sql.query('truncate "songs"."inbox", "songs"."effects"');
});

const rows = async (text: string) => (await sql.query(text)).rows;

const envelope = (overrides: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  type: 'group.deleted',
  payload: { groupId: 'g-1' },
  occurredAt: new Date().toISOString(),
  ...overrides,
});

/** POSTs a body to /internal/events with the given token (signed for songs by default). */
async function post(body: string, token?: string | null) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const signed =
    token === undefined
      ? signEventDelivery(body, { secret: SECRET, source: 'groups', destination: 'songs' })
      : token;
  if (signed) headers[EVENT_TOKEN_HEADER] = signed;
  const res = await fetch(`${server.baseUrl}/internal/events`, { method: 'POST', headers, body });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('POST /internal/events (the consumer inbox)', () => {
  it('handles an event once, in one transaction with its inbox row; a repeat is a no-op', async () => {
    const event = envelope();
    const body = JSON.stringify(event);
    expect(await post(body)).toEqual({ status: 200, body: { status: 'handled' } });
    expect(await post(body)).toEqual({ status: 200, body: { status: 'duplicate' } });

    expect(await rows('select "event_id", "type", "source" from "songs"."inbox"')).toEqual([
      { event_id: event.id, type: 'group.deleted', source: 'groups' },
    ]);
    expect(await rows('select * from "songs"."effects"')).toEqual([
      { event_id: event.id, group_id: 'g-1' },
    ]);
  });

  it('handles concurrent repeats of one event exactly once', async () => {
    const body = JSON.stringify(envelope());
    const answers = await Promise.all([post(body), post(body), post(body)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(answers.map((a) => a.body.status).sort()).toEqual(['duplicate', 'duplicate', 'handled']);
    expect(await rows('select * from "songs"."effects"')).toHaveLength(1);
  });

  it('answers 500 and keeps nothing when the handler fails, so the producer retries', async () => {
    const body = JSON.stringify(envelope());
    failNext = true;
    expect(await post(body)).toEqual({ status: 500, body: { message: 'Internal server error' } });
    expect(await rows('select * from "songs"."inbox"')).toEqual([]);
    expect(await rows('select * from "songs"."effects"')).toEqual([]);
    expect(await post(body)).toEqual({ status: 200, body: { status: 'handled' } });
    expect(await rows('select * from "songs"."effects"')).toHaveLength(1);
  });

  it('acknowledges a type it has no handler for, without recording it', async () => {
    const body = JSON.stringify(envelope({ type: 'member.departed' }));
    expect(await post(body)).toEqual({ status: 200, body: { status: 'ignored' } });
    expect(await rows('select * from "songs"."inbox"')).toEqual([]);
  });

  it.each([
    ['no signature', () => null],
    [
      'another secret',
      (body: string) =>
        signEventDelivery(body, {
          secret: 'another-secret-0123456789abcdef0123456789',
          source: 'groups',
          destination: 'songs',
        }),
    ],
    [
      'a signature for another consumer',
      (body: string) =>
        signEventDelivery(body, { secret: SECRET, source: 'groups', destination: 'schedules' }),
    ],
    [
      'a signature of another body',
      () =>
        signEventDelivery(JSON.stringify(envelope()), {
          secret: SECRET,
          source: 'groups',
          destination: 'songs',
        }),
    ],
    [
      'an expired signature',
      (body: string) =>
        signEventDelivery(body, {
          secret: SECRET,
          source: 'groups',
          destination: 'songs',
          now: Date.now() - 120_000,
        }),
    ],
    ['a viewer token', () => signViewer({ userId: null, isAdmin: true }, SECRET)],
    ['garbage', () => 'not.a-token'],
  ])('refuses %s with 401 and changes nothing', async (_case, token) => {
    const body = JSON.stringify(envelope());
    expect(await post(body, token(body))).toEqual({
      status: 401,
      body: { message: 'Unauthorized' },
    });
    expect(await rows('select * from "songs"."inbox"')).toEqual([]);
    expect(await rows('select * from "songs"."effects"')).toEqual([]);
  });

  it.each([
    ['not JSON', '{"id":'],
    ['no id', JSON.stringify({ ...envelope(), id: undefined })],
    ['an id that is not a uuid', JSON.stringify(envelope({ id: 'e-1' }))],
    ['a payload that is not an object', JSON.stringify(envelope({ payload: 'x' }))],
    ['no occurredAt', JSON.stringify(envelope({ occurredAt: 'yesterday' }))],
  ])('answers 400 to a signed body with %s', async (_case, body) => {
    expect(await post(body)).toEqual({ status: 400, body: { message: 'Invalid event' } });
    expect(await rows('select * from "songs"."inbox"')).toEqual([]);
  });
});
