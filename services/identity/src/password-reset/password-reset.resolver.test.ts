import { hashSecretToken, type Viewer } from '@worship/subgraph-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startIdentity, type IdentityHarness } from '../test/harness';
import type { UserJson } from '../user/user.type';

let identity: IdentityHarness;
let admin: UserJson;

const PASSWORD = 'correct horse battery';
const USERS = `query ($search: String) { users(search: $search) { id email firstName lastName } }`;
const CREATE_LINK = `mutation ($userId: ID!) { createPasswordResetLink(userId: $userId) { token path expiresAt user { id email } } }`;
const DESCRIBE = `query ($token: String!) { passwordReset(token: $token) { email firstName expiresAt } }`;
const RESET = `mutation ($token: String!, $newPassword: String!) { resetPassword(token: $token, newPassword: $newPassword) }`;

const viewerOf = (user: UserJson): Viewer => ({ userId: user.id, isAdmin: user.isAdmin });
const anonymous: Viewer = { userId: null, isAdmin: false };
const login = (email: string, password: string) => identity.internal('/login', { email, password });
const resolves = async (token: string) =>
  (await identity.internal('/sessions/resolve', { sessionToken: token })).status === 200;

async function createLink(
  userId: string,
): Promise<{ token: string; path: string; expiresAt: string }> {
  const result = await identity.graphql<{
    createPasswordResetLink: { token: string; path: string; expiresAt: string };
  }>(CREATE_LINK, { userId }, viewerOf(admin));
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  return result.data!.createPasswordResetLink;
}

beforeAll(async () => {
  identity = await startIdentity('identity_reset');
  admin = (
    await identity.register({ email: 'root@example.org', firstName: 'Ada', lastName: 'Admin' })
  ).user;
});
afterAll(async () => {
  await identity?.close();
});

describe('users (admin search)', () => {
  it('finds accounts by name or e-mail, case-insensitively', async () => {
    const { user } = await identity.register({
      email: 'zelda.search@example.org',
      firstName: 'Zelda',
      lastName: 'Quartz',
    });
    for (const search of ['zelda', 'QUARTZ', 'search@EXAMPLE']) {
      const result = await identity.graphql<{ users: UserJson[] }>(
        USERS,
        { search },
        viewerOf(admin),
      );
      expect(result.errors).toBeUndefined();
      expect(result.data?.users).toEqual([
        { id: user.id, email: 'zelda.search@example.org', firstName: 'Zelda', lastName: 'Quartz' },
      ]);
    }
    // % and _ are text, not patterns.
    const literal = await identity.graphql<{ users: UserJson[] }>(
      USERS,
      { search: '%' },
      viewerOf(admin),
    );
    expect(literal.data?.users).toEqual([]);
  });

  it('is for site admins only: a non-admin gets 403, an anonymous caller 401', async () => {
    const { user } = await identity.register({ email: 'plain.user@example.org' });
    const asUser = await identity.graphql(USERS, { search: '' }, viewerOf(user));
    expect(asUser.errors?.[0]).toMatchObject({
      message: 'Only site administrators can manage users.',
      extensions: { code: 'FORBIDDEN' },
    });
    const anon = await identity.graphql(USERS, { search: '' }, anonymous);
    expect(anon.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('createPasswordResetLink', () => {
  it('issues a one-time link valid for 24 hours, stored only as a hash', async () => {
    const { user } = await identity.register({ email: 'link.holder@example.org' });
    const before = Date.now();
    const link = await createLink(user.id);
    expect(link.path).toBe(`/reset-password/${link.token}`);
    expect(link.token.length).toBeGreaterThanOrEqual(40);
    const lifetime = Date.parse(link.expiresAt) - before;
    expect(lifetime).toBeGreaterThan(24 * 3_600_000 - 60_000);
    expect(lifetime).toBeLessThanOrEqual(24 * 3_600_000 + 1000);
    const rows = await identity.sql<{ token_hash: string; created_by: string }>(
      'select token_hash, created_by from identity.password_resets where user_id = ?',
      [user.id],
    );
    expect(rows).toEqual([{ token_hash: hashSecretToken(link.token), created_by: admin.id }]);
  });

  it('refuses a non-admin and an anonymous caller, and creates nothing', async () => {
    const { user } = await identity.register({ email: 'not.admin@example.org' });
    const { user: target } = await identity.register({ email: 'target.one@example.org' });
    const asUser = await identity.graphql(CREATE_LINK, { userId: target.id }, viewerOf(user));
    expect(asUser.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const anon = await identity.graphql(CREATE_LINK, { userId: target.id }, anonymous);
    expect(anon.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const rows = await identity.sql('select 1 from identity.password_resets where user_id = ?', [
      target.id,
    ]);
    expect(rows).toEqual([]);
  });

  it('answers 404 for an unknown or malformed user id', async () => {
    for (const userId of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const result = await identity.graphql(CREATE_LINK, { userId }, viewerOf(admin));
      expect(result.errors?.[0]).toMatchObject({ message: 'User not found' });
    }
  });
});

describe('resetPassword', () => {
  it('sets the new password once and signs out every session of the account', async () => {
    const holder = await identity.register({ email: 'forgetful@example.org', firstName: 'Fay' });
    const link = await createLink(holder.user.id);

    const described = await identity.graphql(DESCRIBE, { token: link.token }, anonymous);
    expect(described.data).toEqual({
      passwordReset: {
        email: 'forgetful@example.org',
        firstName: 'Fay',
        expiresAt: link.expiresAt,
      },
    });

    const result = await identity.graphql(
      RESET,
      { token: link.token, newPassword: 'remembered at last' },
      anonymous,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({ resetPassword: true });
    expect(await resolves(holder.sessionToken)).toBe(false);
    expect((await login('forgetful@example.org', PASSWORD)).status).toBe(401);
    expect((await login('forgetful@example.org', 'remembered at last')).status).toBe(200);

    const again = await identity.graphql(
      RESET,
      { token: link.token, newPassword: 'another new one' },
      anonymous,
    );
    expect(again.errors?.[0]).toMatchObject({
      message: 'This password reset link has already been used.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect((await login('forgetful@example.org', 'remembered at last')).status).toBe(200);
  });

  it('a newer link replaces the older one', async () => {
    const { user } = await identity.register({ email: 'twice@example.org' });
    const older = await createLink(user.id);
    const newer = await createLink(user.id);
    const result = await identity.graphql(
      RESET,
      { token: older.token, newPassword: 'from the old link' },
      anonymous,
    );
    expect(result.errors?.[0]?.message).toBe(
      'This password reset link was replaced by a newer one. Use the latest link.',
    );
    expect((await login('twice@example.org', PASSWORD)).status).toBe(200);
    const ok = await identity.graphql(
      RESET,
      { token: newer.token, newPassword: 'from the new link' },
      anonymous,
    );
    expect(ok.errors).toBeUndefined();
  });

  it('refuses an expired link and an unknown one with clear messages', async () => {
    const { user } = await identity.register({ email: 'late@example.org' });
    const link = await createLink(user.id);
    await identity.sql(
      `update identity.password_resets set expires_at = now() - interval '1 second' where user_id = ?`,
      [user.id],
    );
    const expired = await identity.graphql(
      RESET,
      { token: link.token, newPassword: 'too late now' },
      anonymous,
    );
    expect(expired.errors?.[0]?.message).toBe(
      'This password reset link has expired. Ask an administrator for a new one.',
    );
    const unknown = await identity.graphql(
      RESET,
      { token: 'x'.repeat(43), newPassword: 'whatever it is' },
      anonymous,
    );
    expect(unknown.errors?.[0]).toMatchObject({
      message: 'This password reset link is not valid.',
      extensions: { code: 'NOT_FOUND' },
    });
    expect((await login('late@example.org', PASSWORD)).status).toBe(200);
  });

  it("applies the registration's password rule and keeps the link usable", async () => {
    const { user } = await identity.register({ email: 'rules@example.org' });
    const link = await createLink(user.id);
    const short = await identity.graphql(
      RESET,
      { token: link.token, newPassword: 'short' },
      anonymous,
    );
    expect(short.errors?.[0]).toMatchObject({
      message: 'Password must be at least 8 characters',
      extensions: { fieldErrors: { newPassword: 'Password must be at least 8 characters' } },
    });
    const ok = await identity.graphql(
      RESET,
      { token: link.token, newPassword: 'long enough now' },
      anonymous,
    );
    expect(ok.errors).toBeUndefined();
  });
});
