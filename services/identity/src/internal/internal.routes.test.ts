import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signViewer, VIEWER_HEADER } from '@worship/subgraph-kit';
import { startIdentity, type IdentityHarness } from '../test/harness';
import type { UserJson } from '../user/user.type';

type AuthResult = { user: UserJson; sessionToken: string };

let identity: IdentityHarness;

beforeAll(async () => {
  identity = await startIdentity('identity_internal');
});
afterAll(async () => {
  await identity?.close();
});

describe('internal routes: only the gateway may call them', () => {
  it('refuses a request without a viewer token, or with a forged one', async () => {
    const unsigned = await identity.internal(
      '/sessions/resolve',
      { sessionToken: 'x'.repeat(43) },
      { signed: false },
    );
    expect(unsigned).toEqual({ status: 401, body: { message: 'Unauthorized' } });

    const forged = await fetch(`${identity.baseUrl}/internal/register`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [VIEWER_HEADER]: signViewer(
          { userId: null, isAdmin: false },
          'another-secret-that-is-long-enough-0000',
        ),
      },
      body: JSON.stringify({
        email: 'forged@example.org',
        password: 'password123',
        firstName: 'F',
      }),
    });
    expect(forged.status).toBe(401);
    const rows = await identity.sql(
      `select 1 from identity.users where email = 'forged@example.org'`,
    );
    expect(rows).toHaveLength(0);
  });

  it('answers malformed bodies with 400 JSON, never 500', async () => {
    const badJson = await identity.internal('/login', null, { raw: '{"email": ' });
    expect(badJson).toEqual({ status: 400, body: { message: 'Request body must be valid JSON' } });

    const notJson = await identity.internal('/login', null, {
      raw: 'email=a',
      contentType: 'text/plain',
    });
    expect(notJson.status).toBe(400);
    expect(notJson.body).toMatchObject({ message: 'Email is required' });

    const wrongTypes = await identity.internal('/sessions/resolve', { sessionToken: 42 });
    expect(wrongTypes).toEqual({
      status: 400,
      body: {
        message: 'sessionToken is required',
        errors: { sessionToken: 'sessionToken is required' },
      },
    });
    const array = await identity.internal('/api-keys/resolve', [1, 2]);
    expect(array.status).toBe(400);
    const revoke = await identity.internal('/sessions/revoke', {});
    expect(revoke.status).toBe(400);
    const oidc = await identity.internal('/oidc-login', { issuer: 'https://idp.example' });
    expect(oidc.status).toBe(400);
    expect(oidc.body).toMatchObject({ errors: { subject: 'subject is required' } });
  });

  it('answers unknown internal paths with 404 JSON', async () => {
    const result = await identity.internal('/nothing-here', {});
    expect(result).toEqual({ status: 404, body: { message: 'Not found' } });
  });
});

describe('register', () => {
  it('makes the first account on an empty installation a site admin, and later ones not', async () => {
    const first = await identity.internal<AuthResult>('/register', {
      email: '  First.Admin@Example.org ',
      password: 'first-password',
      firstName: ' Grace ',
      lastName: 'Hopper',
    });
    expect(first.status).toBe(200);
    expect(first.body.user).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      email: 'first.admin@example.org',
      firstName: 'Grace',
      lastName: 'Hopper',
      profileImageUrl: null,
      isAdmin: true,
      createdAt: expect.any(String),
      languageOrder: 'english,malayalam,tamil,hindi',
    });
    expect(first.body.sessionToken).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const second = await identity.register({ email: 'second@example.org' });
    expect(second.user.isAdmin).toBe(false);
  });

  it('never makes a later account an admin, whatever its e-mail (admins are granted by an operator)', async () => {
    for (const email of ['admin@example.org', 'Boss@Example.org', 'root@localhost.example']) {
      const account = await identity.register({ email });
      expect(account.user.isAdmin).toBe(false);
    }
    const [row] = await identity.sql<{ admins: string }>(
      `select count(*)::int as admins from identity.users where is_admin`,
    );
    expect(Number(row?.admins)).toBe(1);
  });

  it('stores an argon2id hash, never the password', async () => {
    await identity.register({ email: 'hashed@example.org', password: 'plain-text-secret' });
    const [row] = await identity.sql<{ password_hash: string }>(
      `select password_hash from identity.users where email = 'hashed@example.org'`,
    );
    expect(row?.password_hash).toMatch(/^\$argon2id\$/);
    expect(row?.password_hash).not.toContain('plain-text-secret');
  });

  it('refuses a duplicate e-mail (any case) with 409', async () => {
    await identity.register({ email: 'taken@example.org' });
    const again = await identity.internal('/register', {
      email: 'TAKEN@example.org',
      password: 'another-password',
      firstName: 'Copy',
    });
    expect(again).toEqual({
      status: 409,
      body: { message: 'An account with this email already exists.' },
    });
  });

  it.each([
    [{ password: 'password123', firstName: 'A' }, 'email', 'Email is required'],
    [{ email: '   ', password: 'password123', firstName: 'A' }, 'email', 'Email is required'],
    [
      { email: 'not-an-email', password: 'password123', firstName: 'A' },
      'email',
      'Please enter a valid email address',
    ],
    // A one-letter top-level domain: the old local pattern let it through.
    [
      { email: 'a@b.c', password: 'password123', firstName: 'A' },
      'email',
      'Please enter a valid email address',
    ],
    [
      {
        email: `${'a'.repeat(60)}@${'b'.repeat(200)}.com`,
        password: 'password123',
        firstName: 'A',
      },
      'email',
      'Email must be 254 characters or less',
    ],
    [{ email: 'a@example.org', firstName: 'A' }, 'password', 'Password is required'],
    [
      { email: 'a@example.org', password: 'short', firstName: 'A' },
      'password',
      'Password must be at least 8 characters',
    ],
    [
      { email: 'a@example.org', password: 'x'.repeat(129), firstName: 'A' },
      'password',
      'Password must be 128 characters or less',
    ],
    [{ email: 'a@example.org', password: 'password123' }, 'firstName', 'First name is required'],
    [
      { email: 'a@example.org', password: 'password123', firstName: '  ' },
      'firstName',
      'First name is required',
    ],
    [
      { email: 'a@example.org', password: 'password123', firstName: 'x'.repeat(101) },
      'firstName',
      'First name must be 100 characters or less',
    ],
    [
      {
        email: 'a@example.org',
        password: 'password123',
        firstName: 'A',
        lastName: 'x'.repeat(101),
      },
      'lastName',
      'Last name must be 100 characters or less',
    ],
  ])('refuses %j: %s → %s', async (body, field, message) => {
    const result = await identity.internal<{ message: string; errors: Record<string, string> }>(
      '/register',
      body,
    );
    expect(result.status).toBe(400);
    expect(result.body.message).toBe(message);
    expect(result.body.errors[field]).toBe(message);
    const rows = await identity.sql(`select 1 from identity.users where email = 'a@example.org'`);
    expect(rows).toHaveLength(0);
  });

  it('reports every invalid field at once', async () => {
    const result = await identity.internal('/register', { email: 'nope', password: '1' });
    expect(result.body).toMatchObject({
      errors: {
        email: 'Please enter a valid email address',
        password: 'Password must be at least 8 characters',
        firstName: 'First name is required',
      },
    });
  });
});

describe('register: the one e-mail rule (@worship/common)', () => {
  it('accepts a normal address, stored trimmed and lower-cased', async () => {
    const { user } = await identity.register({ email: '  Common.Rule@Example.co ' });
    expect(user.email).toBe('common.rule@example.co');
  });
});

describe('login', () => {
  let account: AuthResult;
  beforeAll(async () => {
    account = await identity.register({
      email: 'login@example.org',
      password: 'the-right-password',
    });
  });

  it('signs in with the right password (e-mail case-insensitive) and starts a fresh session', async () => {
    const result = await identity.internal<AuthResult>('/login', {
      email: 'LOGIN@example.org',
      password: 'the-right-password',
    });
    expect(result.status).toBe(200);
    expect(result.body.user.id).toBe(account.user.id);
    expect(result.body.sessionToken).not.toBe(account.sessionToken);
    const sessions = await identity.sql(`select id from identity.sessions where user_id = ?`, [
      account.user.id,
    ]);
    expect(sessions).toHaveLength(2);
  });

  it('gives the same 401 for a wrong password and an unknown e-mail', async () => {
    const wrong = await identity.internal('/login', {
      email: 'login@example.org',
      password: 'wrong-password',
    });
    const unknown = await identity.internal('/login', {
      email: 'nobody@example.org',
      password: 'wrong-password',
    });
    expect(wrong).toEqual({ status: 401, body: { message: 'Invalid email or password.' } });
    expect(unknown).toEqual(wrong);
  });

  it('refuses an OIDC-only account (no password) with the same 401', async () => {
    await identity.internal('/oidc-login', {
      issuer: 'https://idp.example',
      subject: 'nopass',
      email: 'nopass@example.org',
      emailVerified: true,
    });
    const result = await identity.internal('/login', {
      email: 'nopass@example.org',
      password: 'anything-at-all',
    });
    expect(result).toEqual({ status: 401, body: { message: 'Invalid email or password.' } });
  });

  it('does not promote an account at sign-in, whatever its e-mail', async () => {
    const account = await identity.register({
      email: 'boss2@example.org',
      password: 'not-an-admin',
    });
    const result = await identity.internal<AuthResult>('/login', {
      email: 'boss2@example.org',
      password: 'not-an-admin',
    });
    expect(result.status).toBe(200);
    expect(result.body.user.isAdmin).toBe(false);
    expect(result.body.user.id).toBe(account.user.id);
  });
});

describe('sessions', () => {
  it('resolves a session token to its user, and refuses unknown or garbage tokens', async () => {
    const account = await identity.register();
    const resolved = await identity.internal<{ user: UserJson }>('/sessions/resolve', {
      sessionToken: account.sessionToken,
    });
    expect(resolved).toEqual({ status: 200, body: { user: account.user } });

    for (const sessionToken of ['A'.repeat(43), 'short', 'x'.repeat(300)]) {
      const result = await identity.internal('/sessions/resolve', { sessionToken });
      expect(result).toEqual({ status: 401, body: { message: 'Unauthorized' } });
    }
  });

  it('stores only the SHA-256 of the token', async () => {
    const account = await identity.register();
    const rows = await identity.sql<{ id: string }>(
      `select id from identity.sessions where user_id = ?`,
      [account.user.id],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.id).not.toContain(account.sessionToken);
  });

  it('revokes a session at once (204, idempotent)', async () => {
    const account = await identity.register();
    const revoked = await identity.internal('/sessions/revoke', {
      sessionToken: account.sessionToken,
    });
    expect(revoked.status).toBe(204);
    const after = await identity.internal('/sessions/resolve', {
      sessionToken: account.sessionToken,
    });
    expect(after.status).toBe(401);
    expect(
      (await identity.internal('/sessions/revoke', { sessionToken: account.sessionToken })).status,
    ).toBe(204);
  });

  it('ends a session idle for longer than SESSION_IDLE_MINUTES', async () => {
    const account = await identity.register();
    const ok = await identity.internal('/sessions/resolve', { sessionToken: account.sessionToken });
    expect(ok.status).toBe(200);
    // Last seen 7 days and a minute ago (the default idle timeout is 7 days).
    await identity.sql(
      `update identity.sessions set last_seen_at = now() - interval '7 days 1 minute' where user_id = ?`,
      [account.user.id],
    );
    const idle = await identity.internal('/sessions/resolve', {
      sessionToken: account.sessionToken,
    });
    expect(idle).toEqual({ status: 401, body: { message: 'Unauthorized' } });
    const rows = await identity.sql(`select 1 from identity.sessions where user_id = ?`, [
      account.user.id,
    ]);
    expect(rows).toHaveLength(0);
  });

  it('keeps an active session alive within the idle timeout', async () => {
    const account = await identity.register();
    await identity.sql(
      `update identity.sessions set last_seen_at = now() - interval '6 days' where user_id = ?`,
      [account.user.id],
    );
    const ok = await identity.internal('/sessions/resolve', { sessionToken: account.sessionToken });
    expect(ok.status).toBe(200);
  });

  it('ends a session at its absolute expiry however active it is', async () => {
    const account = await identity.register();
    const [row] = await identity.sql<{ created_at: string; expires_at: string }>(
      `select created_at, expires_at from identity.sessions where user_id = ?`,
      [account.user.id],
    );
    const days =
      (new Date(row!.expires_at).getTime() - new Date(row!.created_at).getTime()) / 86_400_000;
    expect(days).toBeCloseTo(30, 5);
    await identity.sql(
      `update identity.sessions set expires_at = now() - interval '1 second', last_seen_at = now() where user_id = ?`,
      [account.user.id],
    );
    const expired = await identity.internal('/sessions/resolve', {
      sessionToken: account.sessionToken,
    });
    expect(expired.status).toBe(401);
  });

  it('writes lastSeenAt at most once a minute', async () => {
    const account = await identity.register();
    const lastSeen = async () =>
      (
        await identity.sql<{ last_seen_at: string }>(
          `select last_seen_at from identity.sessions where user_id = ?`,
          [account.user.id],
        )
      )[0]!.last_seen_at;
    const lastSeenMs = async () => new Date(await lastSeen()).getTime();
    const initial = await lastSeenMs();
    await identity.internal('/sessions/resolve', { sessionToken: account.sessionToken });
    expect(await lastSeenMs()).toBe(initial);

    await identity.sql(
      `update identity.sessions set last_seen_at = now() - interval '2 minutes' where user_id = ?`,
      [account.user.id],
    );
    const stale = await lastSeenMs();
    await identity.internal('/sessions/resolve', { sessionToken: account.sessionToken });
    const refreshed = await lastSeenMs();
    expect(refreshed).toBeGreaterThan(stale + 60_000);
  });
});

describe('oidc-login', () => {
  const issuer = 'https://idp.example';

  it('creates an account on first sign-in and finds it again by (issuer, subject)', async () => {
    const first = await identity.internal<AuthResult>('/oidc-login', {
      issuer,
      subject: 'sub-1',
      email: 'Oidc.Person@Example.org',
      emailVerified: true,
      firstName: 'Oidc',
      lastName: 'Person',
      profileImageUrl: 'https://img.example/p.png',
    });
    expect(first.status).toBe(200);
    expect(first.body.user).toMatchObject({
      email: 'oidc.person@example.org',
      firstName: 'Oidc',
      lastName: 'Person',
      profileImageUrl: 'https://img.example/p.png',
      isAdmin: false,
    });
    const again = await identity.internal<AuthResult>('/oidc-login', {
      issuer,
      subject: 'sub-1',
      email: null,
      firstName: 'Renamed',
      lastName: null,
      profileImageUrl: null,
    });
    expect(again.body.user.id).toBe(first.body.user.id);
    expect(again.body.user.firstName).toBe('Renamed');
    expect(again.body.user.lastName).toBe('Person');
    expect(again.body.sessionToken).not.toBe(first.body.sessionToken);
    const session = await identity.internal('/sessions/resolve', {
      sessionToken: again.body.sessionToken,
    });
    expect(session.status).toBe(200);
  });

  it('links an existing password account with the same e-mail when the provider verified it', async () => {
    const account = await identity.register({ email: 'link-me@example.org' });
    const linked = await identity.internal<AuthResult>('/oidc-login', {
      issuer,
      subject: 'sub-link',
      email: 'Link-Me@example.org',
      emailVerified: true,
    });
    expect(linked.status).toBe(200);
    expect(linked.body.user.id).toBe(account.user.id);
    const [row] = await identity.sql<{ oidc_subject: string }>(
      `select oidc_subject from identity.users where id = ?`,
      [account.user.id],
    );
    expect(row?.oidc_subject).toBe('sub-link');
  });

  it.each([
    ['omitted', {}],
    ['false', { emailVerified: false }],
    ['null', { emailVerified: null }],
  ])(
    'refuses to link an existing account when email_verified is %s: 409, nothing linked or created',
    async (_label, verified) => {
      const email = `victim-${Object.keys(verified).length}-${String(Object.values(verified)[0])}@example.org`;
      const account = await identity.register({ email });
      const count = async () =>
        Number(
          (await identity.sql<{ n: number }>(`select count(*)::int as n from identity.users`))[0]
            ?.n,
        );
      const before = await count();
      const result = await identity.internal('/oidc-login', {
        issuer,
        subject: `attacker-${email}`,
        email,
        firstName: 'Mallory',
        ...verified,
      });
      expect(result).toEqual({
        status: 409,
        body: {
          message:
            'An account with this email already exists, and your sign-in provider has not verified that the address is yours. Sign in with your password instead.',
        },
      });
      expect(await count()).toBe(before);
      const [row] = await identity.sql<{ oidc_subject: string | null; first_name: string }>(
        `select oidc_subject, first_name from identity.users where id = ?`,
        [account.user.id],
      );
      expect(row).toEqual({ oidc_subject: null, first_name: 'Test' });
    },
  );

  it('creates a new account without an unverified e-mail, so it cannot squat the address', async () => {
    const result = await identity.internal<AuthResult>('/oidc-login', {
      issuer,
      subject: 'sub-unverified-new',
      email: 'fresh-unverified@example.org',
    });
    expect(result.status).toBe(200);
    expect(result.body.user.email).toBeNull();
    const owner = await identity.register({ email: 'fresh-unverified@example.org' });
    expect(owner.user.email).toBe('fresh-unverified@example.org');
  });

  it('ignores an unsafe profile image URL', async () => {
    const result = await identity.internal<AuthResult>('/oidc-login', {
      issuer,
      subject: 'sub-js',
      profileImageUrl: 'javascript:alert(1)',
    });
    expect(result.status).toBe(200);
    expect(result.body.user.profileImageUrl).toBeNull();
    expect(result.body.user.email).toBeNull();
  });
});
