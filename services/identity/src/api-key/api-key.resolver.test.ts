import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startIdentity, type IdentityHarness } from '../test/harness';
import type { UserJson } from '../user/user.type';

let identity: IdentityHarness;
let admin: UserJson;
let otherAdmin: UserJson;
let member: UserJson;

const LIST = `{ apiKeys { id name createdAt lastUsed isActive } }`;
const CREATE = `mutation ($name: String!) { createApiKey(name: $name) { id name createdAt lastUsed isActive key } }`;
const DELETE = `mutation ($id: ID!) { deleteApiKey(id: $id) }`;

interface NewKey {
  id: string;
  name: string;
  createdAt: string;
  lastUsed: string | null;
  isActive: boolean;
  key: string;
}

async function createKey(user: UserJson, name: string): Promise<NewKey> {
  const result = await identity.graphqlAs<{ createApiKey: NewKey }>(user, CREATE, { name });
  if (!result.data) throw new Error(JSON.stringify(result.errors));
  return result.data.createApiKey;
}

const keyRows = () =>
  identity.sql<Record<string, unknown>>(`select * from identity.api_keys order by created_at`);

beforeAll(async () => {
  identity = await startIdentity('identity_apikeys');
  admin = (await identity.register({ email: 'admin@example.org' })).user;
  otherAdmin = (await identity.register({ email: 'other-admin@example.org' })).user;
  // An operator grants site admin (scripts/admin.mjs does the same update).
  await identity.sql(`update identity.users set is_admin = true where id = ?`, [otherAdmin.id]);
  otherAdmin = { ...otherAdmin, isAdmin: true };
  member = (await identity.register({ email: 'member@example.org' })).user;
  expect([admin.isAdmin, otherAdmin.isAdmin, member.isAdmin]).toEqual([true, true, false]);
});
afterAll(async () => {
  await identity?.close();
});

describe('createApiKey', () => {
  it('returns the key once, prefixed, and stores only its hash', async () => {
    const created = await createKey(admin, '  Song importer  ');
    expect(created).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'Song importer',
      createdAt: expect.any(String),
      lastUsed: null,
      isActive: true,
      key: expect.stringMatching(/^wsk_[A-Za-z0-9_-]{43}$/),
    });
    const rows = await keyRows();
    const row = rows.find((r) => r.id === created.id)!;
    expect(row.key_hash).toMatch(/^[0-9a-f]{64}$/);
    const secret = created.key.slice(4);
    for (const value of Object.values(row)) {
      expect(String(value)).not.toContain(secret);
    }
    // The list never shows the key again.
    const list = await identity.graphqlAs(admin, `{ apiKeys { id name } }`);
    expect(JSON.stringify(list)).not.toContain(secret);
  });

  it.each([
    ['', 'Please enter a name for your API key.'],
    ['    ', 'Please enter a name for your API key.'],
    ['x'.repeat(101), 'Name must be 100 characters or less'],
  ])('refuses the name %j with BAD_USER_INPUT', async (name, message) => {
    const before = (await keyRows()).length;
    const result = await identity.graphqlAs(admin, CREATE, { name });
    expect(result.errors?.[0]).toMatchObject({
      message,
      extensions: { code: 'BAD_USER_INPUT', fieldErrors: { name: message } },
    });
    expect(await keyRows()).toHaveLength(before);
  });

  it('accepts a name of exactly 100 characters', async () => {
    const created = await createKey(admin, 'n'.repeat(100));
    expect(created.name).toHaveLength(100);
  });
});

describe('apiKeys', () => {
  it("lists the caller's own active keys, newest first", async () => {
    const older = await createKey(otherAdmin, 'older');
    const newer = await createKey(otherAdmin, 'newer');
    const result = await identity.graphqlAs<{ apiKeys: Omit<NewKey, 'key'>[] }>(otherAdmin, LIST);
    expect(result.errors).toBeUndefined();
    expect(result.data?.apiKeys).toEqual([
      { id: newer.id, name: 'newer', createdAt: newer.createdAt, lastUsed: null, isActive: true },
      { id: older.id, name: 'older', createdAt: older.createdAt, lastUsed: null, isActive: true },
    ]);
    const mine = await identity.graphqlAs<{ apiKeys: { id: string }[] }>(admin, LIST);
    expect(mine.data?.apiKeys.map((key) => key.id)).not.toContain(newer.id);
  });
});

describe('API key authentication (internal resolve)', () => {
  it('resolves a key to its creator and records lastUsed', async () => {
    const created = await createKey(admin, 'resolver');
    const resolved = await identity.internal<{ user: UserJson }>('/api-keys/resolve', {
      key: created.key,
    });
    expect(resolved.status).toBe(200);
    expect(resolved.body.user).toMatchObject({ id: admin.id, isAdmin: true });
    const list = await identity.graphqlAs<{ apiKeys: { id: string; lastUsed: string | null }[] }>(
      admin,
      LIST,
    );
    const listed = list.data?.apiKeys.find((key) => key.id === created.id);
    expect(listed?.lastUsed).not.toBeNull();
    expect(Date.now() - new Date(listed!.lastUsed!).getTime()).toBeLessThan(60_000);
  });

  it('writes lastUsed at most once a minute per key, and a revoked key stops at once', async () => {
    const created = await createKey(admin, 'busy importer');
    const lastUsed = async () => {
      const [row] = await identity.sql<{ last_used: string | Date | null }>(
        `select last_used from identity.api_keys where id = ?`,
        [created.id],
      );
      return row!.last_used === null ? null : new Date(row!.last_used);
    };
    const resolve = () => identity.internal('/api-keys/resolve', { key: created.key });
    const setLastUsed = (secondsAgo: number) =>
      identity.sql(
        `update identity.api_keys set last_used = now() - make_interval(secs => ?) where id = ?`,
        [secondsAgo, created.id],
      );

    expect((await resolve()).status).toBe(200);
    const first = await lastUsed();
    expect(first).not.toBeNull();
    // Used again within the minute: nothing is written.
    expect((await resolve()).status).toBe(200);
    expect(await lastUsed()).toEqual(first);
    await setLastUsed(30);
    const halfAMinuteAgo = await lastUsed();
    expect((await resolve()).status).toBe(200);
    expect(await lastUsed()).toEqual(halfAMinuteAgo);
    // Last written over a minute ago: this use is recorded.
    await setLastUsed(120);
    const overAMinuteAgo = (await lastUsed())!;
    expect((await resolve()).status).toBe(200);
    const recorded = (await lastUsed())!;
    expect(recorded.getTime()).toBeGreaterThan(overAMinuteAgo.getTime() + 60_000);

    // Revoked within the minute of its last recorded use: refused on the next call.
    expect(await identity.graphqlAs(admin, DELETE, { id: created.id })).toMatchObject({
      data: { deleteApiKey: true },
    });
    expect(await resolve()).toEqual({ status: 401, body: { message: 'Unauthorized' } });
    expect(await lastUsed()).toEqual(recorded);
  });

  it('refuses unknown, malformed and prefix-less keys', async () => {
    for (const key of ['wsk_unknown', 'nope', 'x'.repeat(600)]) {
      const result = await identity.internal('/api-keys/resolve', { key });
      expect([400, 401]).toContain(result.status);
    }
    expect(await identity.internal('/api-keys/resolve', { key: 'wsk_unknown' })).toEqual({
      status: 401,
      body: { message: 'Unauthorized' },
    });
  });
});

describe('deleteApiKey', () => {
  it('revokes the key at once and removes it from the list', async () => {
    const created = await createKey(admin, 'short-lived');
    expect((await identity.internal('/api-keys/resolve', { key: created.key })).status).toBe(200);
    const result = await identity.graphqlAs(admin, DELETE, { id: created.id });
    expect(result).toMatchObject({ data: { deleteApiKey: true } });
    expect(await identity.internal('/api-keys/resolve', { key: created.key })).toEqual({
      status: 401,
      body: { message: 'Unauthorized' },
    });
    const list = await identity.graphqlAs<{ apiKeys: { id: string }[] }>(admin, LIST);
    expect(list.data?.apiKeys.map((key) => key.id)).not.toContain(created.id);
    const again = await identity.graphqlAs(admin, DELETE, { id: created.id });
    expect(again.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('treats a malformed or unknown id as NOT_FOUND', async () => {
    for (const id of ['not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      const result = await identity.graphqlAs(admin, DELETE, { id });
      expect(result.errors?.[0]).toMatchObject({
        message: 'API key not found',
        extensions: { code: 'NOT_FOUND' },
      });
    }
  });
});

describe('permissions: refused callers change nothing', () => {
  let adminKey: NewKey;
  beforeAll(async () => {
    adminKey = await createKey(admin, 'guarded');
  });

  const snapshot = async () => JSON.stringify(await keyRows());

  it('refuses an anonymous caller with UNAUTHENTICATED', async () => {
    const before = await snapshot();
    for (const [query, variables] of [
      [LIST, {}],
      [CREATE, { name: 'anon' }],
      [DELETE, { id: adminKey.id }],
    ] as const) {
      const result = await identity.graphqlAs(null, query, variables);
      expect(result.errors?.[0]).toMatchObject({
        message: 'Unauthorized',
        extensions: { code: 'UNAUTHENTICATED' },
      });
    }
    expect(await snapshot()).toBe(before);
  });

  it('refuses a signed-in non-admin with FORBIDDEN', async () => {
    const before = await snapshot();
    for (const [query, variables] of [
      [LIST, {}],
      [CREATE, { name: 'member key' }],
      [DELETE, { id: adminKey.id }],
    ] as const) {
      const result = await identity.graphqlAs(member, query, variables);
      expect(result.errors?.[0]).toMatchObject({
        message: 'Only site administrators can manage API keys.',
        extensions: { code: 'FORBIDDEN' },
      });
    }
    expect(await snapshot()).toBe(before);
  });

  it.each([
    ['an API key', 'apiKey' as const],
    ['no stated method', undefined],
  ])(
    'refuses a site admin authenticated by %s with FORBIDDEN (a key cannot mint keys)',
    async (_label, via) => {
      const before = await snapshot();
      for (const [query, variables] of [
        [LIST, {}],
        [CREATE, { name: 'successor' }],
        [DELETE, { id: adminKey.id }],
      ] as const) {
        const result = await identity.graphqlVia(admin, via, query, variables);
        expect(result.data ?? null).toBeNull();
        expect(result.errors?.[0]).toMatchObject({
          message: 'API keys can be managed only when signed in to the site, not with an API key.',
          extensions: { code: 'FORBIDDEN' },
        });
      }
      expect(await snapshot()).toBe(before);
    },
  );

  it('does not trust an isAdmin claim that the database contradicts', async () => {
    const before = await snapshot();
    const result = await identity.graphql(
      CREATE,
      { name: 'forged' },
      { userId: member.id, isAdmin: true, via: 'session' },
    );
    expect(result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await snapshot()).toBe(before);
  });

  it("refuses to delete another admin's key with NOT_FOUND, and the key keeps working", async () => {
    const before = await snapshot();
    const result = await identity.graphqlAs(otherAdmin, DELETE, { id: adminKey.id });
    expect(result.errors?.[0]).toMatchObject({
      message: 'API key not found',
      extensions: { code: 'NOT_FOUND' },
    });
    expect(await snapshot()).toBe(before);
    expect((await identity.internal('/api-keys/resolve', { key: adminKey.key })).status).toBe(200);
  });

  it('stops a key from working once its creator is no longer a site admin', async () => {
    const key = await createKey(otherAdmin, 'demoted');
    await identity.sql(`update identity.users set is_admin = false where id = ?`, [otherAdmin.id]);
    try {
      expect((await identity.internal('/api-keys/resolve', { key: key.key })).status).toBe(401);
    } finally {
      await identity.sql(`update identity.users set is_admin = true where id = ?`, [otherAdmin.id]);
    }
  });
});
