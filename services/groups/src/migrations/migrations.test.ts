import 'reflect-metadata';
import type { MikroORM } from '@mikro-orm/postgresql';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  createLogger,
  EVENT_TOKEN_HEADER,
  parseEventSubscribers,
  verifyEventDelivery,
} from '@worship/subgraph-kit';
import {
  migratedSchema,
  migratedDatabaseForSuite,
  serveForTest,
  TEST_VIEWER_SECRET,
} from '@worship/subgraph-kit/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createGroupsApp } from '../app';
import { openGroupsDatabase } from '../database';
import { Group } from '../group/group.entity';
import { GroupMember } from '../member/member.entity';
import { GroupRole } from '../member/group-role';

/** The groups app served on a pool of one connection. */
const serveGroups = (
  orm: MikroORM,
  config: Partial<Parameters<typeof createGroupsApp>[0]['config']> = {},
) =>
  serveForTest(orm, (orm) =>
    createGroupsApp({
      orm,
      logger: createLogger('groups-migrations', 'silent'),
      config: {
        VIEWER_SIGNING_SECRET: TEST_VIEWER_SECRET,
        PUBLIC_URL: 'http://localhost:3000',
        production: false,
        ...config,
      },
    }),
  );

describe('groups migrations (a pool of one connection)', () => {
  const db = migratedDatabaseForSuite(
    { beforeAll, afterAll },
    'groups_migrations',
    openGroupsDatabase,
    1,
  );

  it('creates the schema-qualified tables and indexes, and is idempotent', async () => {
    const { tables, indexes, pending } = await migratedSchema(db.orm, 'groups');
    expect(tables).toEqual([
      'departures',
      'event_deliveries',
      'events',
      'group_members',
      'groups',
      'inbox',
      'invites',
      'mikro_orm_migrations',
    ]);
    expect(indexes).toEqual(
      expect.arrayContaining([
        'group_members_user_id_index',
        'group_members_group_id_user_id_unique',
        'invites_group_id_created_at_index',
        'invites_token_hash_unique',
        'events_created_at_index',
        'event_deliveries_pending_index',
      ]),
    );
    expect(pending).toEqual([]);
  });

  it('writes and reads through the ORM with a pool of one, cascading deletes', async () => {
    const em = db.orm.em.fork();
    const group = em.create(Group, {
      name: 'Embedded',
      createdBy: '11111111-1111-4111-8111-111111111111',
    });
    em.create(GroupMember, { groupId: group.id, userId: group.createdBy, role: GroupRole.admin });
    await em.flush();
    expect(group.createdAt).toBeInstanceOf(Date);
    expect(await em.fork().count(GroupMember, { groupId: group.id })).toBe(1);
    await em.nativeDelete(Group, { id: group.id });
    expect(await em.fork().count(GroupMember, { groupId: group.id })).toBe(0);
  });

  it('serves the whole membership flow on one connection without deadlocking', async () => {
    const client = await serveGroups(db.orm);
    const { ok } = client;
    try {
      const owner = { userId: '22222222-2222-4222-8222-222222222222', isAdmin: false };
      const joiner = { userId: '33333333-3333-4333-8333-333333333333', isAdmin: false };
      const { createGroup } = await ok(
        `mutation { createGroup(input: { name: "Lite" }) { id } }`,
        {},
        owner,
      );
      const g = createGroup.id as string;
      const invite = await ok(
        `mutation($g: ID!) { inviteToGroup(groupId: $g, emails: ["a@example.com"]) { inviteLink } }`,
        { g },
        owner,
      );
      const token = (invite.inviteToGroup.inviteLink as string).split('/').pop();
      // Several operations at once, as the gateway sends them: they queue on the one connection.
      await Promise.all([
        ok(`mutation($t: String!) { joinGroup(token: $t) { groupName } }`, { t: token }, joiner),
        ok(`{ myGroups { id memberCount members { userId } } }`, {}, owner),
        ok(
          `mutation($g: ID!) { inviteToGroup(groupId: $g, emails: []) { inviteLink } }`,
          { g },
          owner,
        ),
      ]);
      await ok(`mutation($g: ID!) { regenerateInvite(groupId: $g) { inviteLink } }`, { g }, owner);
      await ok(`mutation($g: ID!) { leaveGroup(id: $g) }`, { g }, joiner);
      await ok(`mutation($g: ID!) { deleteGroup(id: $g) }`, { g }, owner);
      expect((await ok(`{ myGroups { id } }`, {}, owner)).myGroups).toEqual([]);
    } finally {
      await client.close();
    }
  });

  it('relays its events on the same single connection (kit events/)', async () => {
    // A consumer that checks the signature and records what it gets.
    const received: { type: string; payload: Record<string, unknown> }[] = [];
    const consumer = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        const signed = verifyEventDelivery(req.headers[EVENT_TOKEN_HEADER] as string, body, {
          secret: TEST_VIEWER_SECRET,
          destination: 'songs',
        });
        res.writeHead(signed && req.url === '/internal/events' ? 200 : 401).end('{}');
        if (signed) received.push(JSON.parse(body));
      });
    });
    await new Promise<void>((resolve) => consumer.listen(0, '127.0.0.1', resolve));
    const { port } = consumer.address() as AddressInfo;
    const client = await serveGroups(db.orm, {
      EVENT_SUBSCRIBERS: parseEventSubscribers(`songs=http://127.0.0.1:${port}`),
    });
    try {
      const owner = { userId: '44444444-4444-4444-8444-444444444444', isAdmin: false };
      const created = await client.graphql<{ createGroup: { id: string } }>(
        `mutation { createGroup(input: { name: "Relayed" }) { id } }`,
        {},
        owner,
      );
      const g = created.data!.createGroup.id;
      await client.graphql(`mutation($g: ID!) { deleteGroup(id: $g) }`, { g }, owner);
      await vi.waitFor(
        () =>
          expect(received.filter((e) => e.payload.groupId === g)).toEqual([
            expect.objectContaining({ type: 'group.deleted' }),
          ]),
        { timeout: 10_000, interval: 50 },
      );
      await vi.waitFor(async () => {
        const rows = await db.orm.em
          .getConnection()
          .execute(
            'select d."subscriber", d."attempts", d."delivered_at" is not null as "delivered" from "groups"."event_deliveries" d join "groups"."events" e on e."id" = d."event_id" where e."payload"->>\'groupId\' = ?',
            [g],
          );
        expect(rows).toEqual([{ subscriber: 'songs', attempts: 1, delivered: true }]);
      });
    } finally {
      await client.close();
      await new Promise((resolve) => consumer.close(resolve));
    }
  });
});
