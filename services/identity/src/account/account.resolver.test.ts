import { hashSecretToken, type Viewer } from '@worship/subgraph-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startIdentity, type IdentityHarness } from '../test/harness';
import type { UserJson } from '../user/user.type';

let identity: IdentityHarness;

const PASSWORD = 'correct horse battery';
const UPDATE_PROFILE = `mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) { id firstName lastName } }`;
const CHANGE_EMAIL = `mutation ($email: String!, $currentPassword: String!) { changeEmail(email: $email, currentPassword: $currentPassword) { id email } }`;
const CHANGE_PASSWORD = `mutation ($currentPassword: String!, $newPassword: String!) { changePassword(currentPassword: $currentPassword, newPassword: $newPassword) }`;
const SIGN_OUT_OTHERS = `mutation { signOutOtherSessions }`;
const DELETE_ACCOUNT = `mutation ($password: String!) { deleteAccount(password: $password) }`;
const ENTITIES = `query ($r: [_Any!]!) { _entities(representations: $r) { ... on User { id firstName lastName email isAdmin } } }`;

interface Account {
  user: UserJson;
  sessionToken: string;
  email: string;
}

let counter = 0;
async function account(overrides: Record<string, unknown> = {}): Promise<Account> {
  counter += 1;
  const email = `account${counter}-${Date.now()}@example.org`;
  const { user, sessionToken } = await identity.register({ email, ...overrides });
  return { user, sessionToken, email };
}

/** The viewer the gateway signs for a session cookie: it names the session. */
const session = (a: Account, token = a.sessionToken): Viewer => ({
  userId: a.user.id,
  isAdmin: a.user.isAdmin,
  via: 'session',
  sessionId: hashSecretToken(token),
});
/** The viewer of an API key: the same user, but no session. */
const apiKey = (a: Account): Viewer => ({
  userId: a.user.id,
  isAdmin: a.user.isAdmin,
  via: 'apiKey',
});
const anonymous: Viewer = { userId: null, isAdmin: false };

const login = (email: string, password: string) => identity.internal('/login', { email, password });
const resolves = async (token: string) =>
  (await identity.internal('/sessions/resolve', { sessionToken: token })).status === 200;
const storedUser = async (id: string) =>
  (
    await identity.sql<{ email: string; first_name: string; last_name: string | null }>(
      'select email, first_name, last_name from identity.users where id = ?',
      [id],
    )
  )[0];

beforeAll(async () => {
  identity = await startIdentity('identity_account');
  await account(); // the first account is the site admin; the tests use ordinary accounts
});
afterAll(async () => {
  await identity?.close();
});

describe('updateProfile', () => {
  it('saves the first and last name (trimmed; an empty last name is none)', async () => {
    const a = await account();
    const result = await identity.graphql(
      UPDATE_PROFILE,
      { input: { firstName: '  Anna ', lastName: '' } },
      apiKey(a),
    );
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      updateProfile: { id: a.user.id, firstName: 'Anna', lastName: null },
    });
    expect(await storedUser(a.user.id)).toMatchObject({ first_name: 'Anna', last_name: null });
  });

  it("refuses a blank first name with the registration's message, and changes nothing", async () => {
    const a = await account({ firstName: 'Kept' });
    const result = await identity.graphql(
      UPDATE_PROFILE,
      { input: { firstName: '   ', lastName: 'X' } },
      session(a),
    );
    expect(result.errors?.[0]).toMatchObject({
      message: 'First name is required',
      extensions: { code: 'BAD_USER_INPUT', fieldErrors: { firstName: 'First name is required' } },
    });
    expect(await storedUser(a.user.id)).toMatchObject({ first_name: 'Kept' });
  });

  it('refuses an anonymous caller', async () => {
    const result = await identity.graphql(
      UPDATE_PROFILE,
      { input: { firstName: 'A', lastName: null } },
      anonymous,
    );
    expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('changeEmail', () => {
  it('changes the address after the current password; sign-in uses the new one', async () => {
    const a = await account();
    const result = await identity.graphql(
      CHANGE_EMAIL,
      { email: '  New.Address@Example.ORG ', currentPassword: PASSWORD },
      session(a),
    );
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      changeEmail: { id: a.user.id, email: 'new.address@example.org' },
    });
    expect((await login('new.address@example.org', PASSWORD)).status).toBe(200);
    expect((await login(a.email, PASSWORD)).status).toBe(401);
  });

  it('refuses a wrong current password with a clear message, and changes nothing', async () => {
    const a = await account();
    const result = await identity.graphql(
      CHANGE_EMAIL,
      { email: 'other@example.org', currentPassword: 'not my password' },
      session(a),
    );
    expect(result.errors?.[0]).toMatchObject({
      message: 'Your current password is incorrect.',
      extensions: {
        code: 'BAD_USER_INPUT',
        fieldErrors: { currentPassword: 'Your current password is incorrect.' },
      },
    });
    expect((await storedUser(a.user.id))?.email).toBe(a.email);
  });

  it("refuses another account's address in any case (409)", async () => {
    const a = await account();
    const b = await account();
    const result = await identity.graphql(
      CHANGE_EMAIL,
      { email: b.email.toUpperCase(), currentPassword: PASSWORD },
      session(a),
    );
    expect(result.errors?.[0]).toMatchObject({
      message: 'An account with this email already exists.',
      extensions: { code: 'CONFLICT' },
    });
    expect((await storedUser(a.user.id))?.email).toBe(a.email);
  });

  it("applies the product's e-mail rule", async () => {
    const a = await account();
    const result = await identity.graphql(
      CHANGE_EMAIL,
      { email: 'not-an-address', currentPassword: PASSWORD },
      session(a),
    );
    expect(result.errors?.[0]).toMatchObject({
      message: 'Please enter a valid email address',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('needs a session: an API key and an anonymous caller are refused', async () => {
    const a = await account();
    const byKey = await identity.graphql(
      CHANGE_EMAIL,
      { email: 'key@example.org', currentPassword: PASSWORD },
      apiKey(a),
    );
    expect(byKey.errors?.[0]).toMatchObject({
      message: 'Sign in with your password to change your account; an API key cannot.',
      extensions: { code: 'FORBIDDEN' },
    });
    const anon = await identity.graphql(
      CHANGE_EMAIL,
      { email: 'anon@example.org', currentPassword: PASSWORD },
      anonymous,
    );
    expect(anon.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await storedUser(a.user.id))?.email).toBe(a.email);
  });
});

describe('changePassword', () => {
  it('sets the new password and signs out every other session; this one stays', async () => {
    const a = await account();
    const other = (await login(a.email, PASSWORD)).body as { sessionToken: string };
    const result = await identity.graphql(
      CHANGE_PASSWORD,
      { currentPassword: PASSWORD, newPassword: 'a brand new secret' },
      session(a),
    );
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({ changePassword: 1 });
    expect(await resolves(other.sessionToken)).toBe(false);
    expect(await resolves(a.sessionToken)).toBe(true);
    expect((await login(a.email, PASSWORD)).status).toBe(401);
    expect((await login(a.email, 'a brand new secret')).status).toBe(200);
  });

  it('refuses a wrong current password and a short new one, and changes nothing', async () => {
    const a = await account();
    const other = (await login(a.email, PASSWORD)).body as { sessionToken: string };
    const wrong = await identity.graphql(
      CHANGE_PASSWORD,
      { currentPassword: 'wrong password', newPassword: 'a brand new secret' },
      session(a),
    );
    expect(wrong.errors?.[0]).toMatchObject({
      message: 'Your current password is incorrect.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const short = await identity.graphql(
      CHANGE_PASSWORD,
      { currentPassword: PASSWORD, newPassword: 'short' },
      session(a),
    );
    expect(short.errors?.[0]).toMatchObject({
      message: 'Password must be at least 8 characters',
      extensions: { fieldErrors: { newPassword: 'Password must be at least 8 characters' } },
    });
    expect((await login(a.email, PASSWORD)).status).toBe(200);
    expect(await resolves(other.sessionToken)).toBe(true);
  });

  it('needs a session: an API key is refused', async () => {
    const a = await account();
    const result = await identity.graphql(
      CHANGE_PASSWORD,
      { currentPassword: PASSWORD, newPassword: 'a brand new secret' },
      apiKey(a),
    );
    expect(result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await login(a.email, PASSWORD)).status).toBe(200);
  });
});

describe('signOutOtherSessions', () => {
  it("ends the user's other sessions only: this one and other users' stay", async () => {
    const a = await account();
    const b = await account();
    const others = await Promise.all([login(a.email, PASSWORD), login(a.email, PASSWORD)]);
    const result = await identity.graphql(SIGN_OUT_OTHERS, {}, session(a));
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({ signOutOtherSessions: 2 });
    for (const other of others) {
      expect(await resolves((other.body as { sessionToken: string }).sessionToken)).toBe(false);
    }
    expect(await resolves(a.sessionToken)).toBe(true);
    expect(await resolves(b.sessionToken)).toBe(true);
  });

  it('needs a session: an API key and an anonymous caller are refused', async () => {
    const a = await account();
    const other = (await login(a.email, PASSWORD)).body as { sessionToken: string };
    expect(
      (await identity.graphql(SIGN_OUT_OTHERS, {}, apiKey(a))).errors?.[0]?.extensions?.code,
    ).toBe('FORBIDDEN');
    expect(
      (await identity.graphql(SIGN_OUT_OTHERS, {}, anonymous)).errors?.[0]?.extensions?.code,
    ).toBe('UNAUTHENTICATED');
    expect(await resolves(other.sessionToken)).toBe(true);
  });
});

describe('deleteAccount', () => {
  it('refuses a wrong password and an API key, and deletes nothing', async () => {
    const a = await account();
    const wrong = await identity.graphql(DELETE_ACCOUNT, { password: 'nope nope' }, session(a));
    expect(wrong.errors?.[0]).toMatchObject({
      message: 'Your current password is incorrect.',
      extensions: {
        code: 'BAD_USER_INPUT',
        fieldErrors: { password: 'Your current password is incorrect.' },
      },
    });
    const byKey = await identity.graphql(DELETE_ACCOUNT, { password: PASSWORD }, apiKey(a));
    expect(byKey.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const empty = await identity.graphql(DELETE_ACCOUNT, { password: '' }, session(a));
    expect(empty.errors?.[0]?.message).toBe('Please enter your password to confirm.');
    expect(await storedUser(a.user.id)).toBeDefined();
    expect(await resolves(a.sessionToken)).toBe(true);
  });

  it('deletes the account, its sessions and keys, queues user.deleted, and frees the e-mail', async () => {
    const a = await account();
    const other = (await login(a.email, PASSWORD)).body as { sessionToken: string };
    const result = await identity.graphql(DELETE_ACCOUNT, { password: PASSWORD }, session(a));
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({ deleteAccount: true });

    expect(await storedUser(a.user.id)).toBeUndefined();
    expect(await resolves(a.sessionToken)).toBe(false);
    expect(await resolves(other.sessionToken)).toBe(false);
    const events = await identity.sql<{ type: string; payload: { userId: string } }>(
      `select type, payload from identity.events where payload->>'userId' = ?`,
      [a.user.id],
    );
    expect(events).toEqual([
      { type: 'user.deleted', payload: { userId: a.user.id, deletedAt: expect.any(String) } },
    ]);
    // The address can sign up again, as a new account.
    const again = await identity.internal<{ user: UserJson }>('/register', {
      email: a.email.toUpperCase(),
      password: PASSWORD,
      firstName: 'Again',
    });
    expect(again.status).toBe(200);
    expect(again.body.user.id).not.toBe(a.user.id);
  });

  it('shows a deleted account as "Deleted user" where another service still names it', async () => {
    const a = await account({ firstName: 'Gone', lastName: 'Person' });
    await identity.graphql(DELETE_ACCOUNT, { password: PASSWORD }, session(a));
    const result = await identity.graphql(
      ENTITIES,
      { r: [{ __typename: 'User', id: a.user.id }] },
      apiKey(a),
    );
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      _entities: [
        { id: a.user.id, firstName: 'Deleted user', lastName: null, email: null, isAdmin: false },
      ],
    });
  });
});
