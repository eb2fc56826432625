import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionCookie, startStack, type TestStack, type TestUser } from '../testing/stack';

let stack: TestStack;
let admin: TestUser;

const WRONG_PASSWORD = 'Your current password is incorrect.';
const SESSION_ONLY = 'Sign in with your password to change your account; an API key cannot.';

beforeAll(async () => {
  // The default session cache (5 s) is on, so a session that is still cached here would
  // survive the change if the gateway did not forget it.
  stack = await startStack({ events: true });
  admin = await stack.signUp({ firstName: 'Ada', lastName: 'Admin' });
});
afterAll(async () => {
  await stack?.stop();
});

const me = (cookie: string) => stack.request('GET', '/api/auth/user', { cookie });

async function signIn(email: string, password: string) {
  const res = await stack.request('POST', '/api/login', { body: { email, password } });
  return { status: res.status, cookie: sessionCookie(res.headers) };
}

/** A second browser of the same account, already in the gateway's session cache. */
async function secondSession(user: TestUser): Promise<string> {
  const { cookie } = await signIn(user.email, user.password);
  expect((await me(cookie!)).status).toBe(200);
  return cookie!;
}

async function apiKeyOf(user: TestUser): Promise<string> {
  const res = await stack.request('POST', '/api/auth/api-keys', {
    cookie: user.cookie,
    body: { name: 'script' },
  });
  expect(res.status, res.text).toBe(201);
  return res.body.key;
}

describe('PATCH /api/auth/user', () => {
  it('changes the first and last name', async () => {
    const user = await stack.signUp();
    const res = await stack.request('PATCH', '/api/auth/user', {
      cookie: user.cookie,
      body: { firstName: ' Anna ', lastName: 'Thomas' },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ id: user.user.id, firstName: 'Anna', lastName: 'Thomas' });
    expect((await me(user.cookie)).body).toMatchObject({ firstName: 'Anna', lastName: 'Thomas' });
  });

  it("answers 400 with the registration's message, and 401 without a session", async () => {
    const user = await stack.signUp({ firstName: 'Kept' });
    const blank = await stack.request('PATCH', '/api/auth/user', {
      cookie: user.cookie,
      body: { firstName: '  ' },
    });
    expect(blank.status).toBe(400);
    expect(blank.body).toEqual({
      message: 'First name is required',
      errors: { firstName: 'First name is required' },
    });
    const missing = await stack.request('PATCH', '/api/auth/user', {
      cookie: user.cookie,
      body: {},
    });
    expect(missing.status).toBe(400);
    const anon = await stack.request('PATCH', '/api/auth/user', { body: { firstName: 'X' } });
    expect(anon.status).toBe(401);
    expect(anon.body).toEqual({ message: 'Unauthorized' });
    expect((await me(user.cookie)).body.firstName).toBe('Kept');
  });
});

describe('PUT /api/auth/user/email', () => {
  it('changes the e-mail after the current password', async () => {
    const user = await stack.signUp();
    const email = `renamed-${user.user.id.slice(0, 8)}@example.com`;
    const res = await stack.request('PUT', '/api/auth/user/email', {
      cookie: user.cookie,
      body: { email: email.toUpperCase(), currentPassword: user.password },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.email).toBe(email);
    expect((await signIn(email, user.password)).status).toBe(200);
  });

  it('refuses a wrong password (400), a taken address (409), an API key (403), anonymous (401)', async () => {
    const user = await stack.signUp();
    const other = await stack.signUp();
    const wrong = await stack.request('PUT', '/api/auth/user/email', {
      cookie: user.cookie,
      body: { email: 'fresh@example.com', currentPassword: 'not the password' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({
      message: WRONG_PASSWORD,
      errors: { currentPassword: WRONG_PASSWORD },
    });
    const taken = await stack.request('PUT', '/api/auth/user/email', {
      cookie: user.cookie,
      body: { email: other.email.toUpperCase(), currentPassword: user.password },
    });
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({ message: 'An account with this email already exists.' });

    const key = await apiKeyOf(admin);
    const byKey = await stack.request('PUT', '/api/auth/user/email', {
      headers: { authorization: `Bearer ${key}` },
      body: { email: 'key@example.com', currentPassword: admin.password },
    });
    expect(byKey.status).toBe(403);
    expect(byKey.body).toEqual({ message: SESSION_ONLY });

    const anon = await stack.request('PUT', '/api/auth/user/email', {
      body: { email: 'anon@example.com', currentPassword: 'x' },
    });
    expect(anon.status).toBe(401);
    expect((await me(user.cookie)).body.email).toBe(user.email);
    expect((await me(admin.cookie)).body.email).toBe(admin.email);
  });
});

describe('PUT /api/auth/user/password', () => {
  it('changes the password and signs out the other sessions at once; this one stays', async () => {
    const user = await stack.signUp();
    const other = await secondSession(user);
    const res = await stack.request('PUT', '/api/auth/user/password', {
      cookie: user.cookie,
      body: { currentPassword: user.password, newPassword: 'an entirely new secret' },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ message: 'Password changed', signedOutSessions: 1 });
    expect((await me(other)).status).toBe(401);
    expect((await me(user.cookie)).status).toBe(200);
    expect((await signIn(user.email, user.password)).status).toBe(401);
    expect((await signIn(user.email, 'an entirely new secret')).status).toBe(200);
  });

  it('refuses a wrong current password and a short new one; nothing changes', async () => {
    const user = await stack.signUp();
    const other = await secondSession(user);
    const wrong = await stack.request('PUT', '/api/auth/user/password', {
      cookie: user.cookie,
      body: { currentPassword: 'nope nope nope', newPassword: 'an entirely new secret' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(WRONG_PASSWORD);
    const short = await stack.request('PUT', '/api/auth/user/password', {
      cookie: user.cookie,
      body: { currentPassword: user.password, newPassword: 'short' },
    });
    expect(short.status).toBe(400);
    expect(short.body).toEqual({
      message: 'Password must be at least 8 characters',
      errors: { newPassword: 'Password must be at least 8 characters' },
    });
    expect((await me(other)).status).toBe(200);
    expect((await signIn(user.email, user.password)).status).toBe(200);
  });
});

describe('POST /api/auth/sessions/sign-out-others', () => {
  it("ends the user's other sessions at once, not this one nor anyone else's", async () => {
    const user = await stack.signUp();
    const bystander = await stack.signUp();
    const others = [await secondSession(user), await secondSession(user)];
    const res = await stack.request('POST', '/api/auth/sessions/sign-out-others', {
      cookie: user.cookie,
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ signedOutSessions: 2 });
    for (const cookie of others) expect((await me(cookie)).status).toBe(401);
    expect((await me(user.cookie)).status).toBe(200);
    expect((await me(bystander.cookie)).status).toBe(200);
  });

  it('is refused for an API key (403) and an anonymous caller (401)', async () => {
    const key = await apiKeyOf(admin);
    const byKey = await stack.request('POST', '/api/auth/sessions/sign-out-others', {
      headers: { authorization: `Bearer ${key}` },
    });
    expect(byKey.status).toBe(403);
    const anon = await stack.request('POST', '/api/auth/sessions/sign-out-others');
    expect(anon.status).toBe(401);
    expect((await me(admin.cookie)).status).toBe(200);
  });
});

describe('password-reset links', () => {
  it('an admin finds the user and creates a link; its holder sets a password once', async () => {
    const user = await stack.signUp({ firstName: 'Forgetful', lastName: 'Fran' });
    const found = await stack.request('GET', '/api/admin/users?search=forgetful', {
      cookie: admin.cookie,
    });
    expect(found.status, found.text).toBe(200);
    expect(found.body).toEqual([expect.objectContaining({ id: user.user.id, email: user.email })]);

    const created = await stack.request(
      'POST',
      `/api/admin/users/${user.user.id}/password-reset-link`,
      {
        cookie: admin.cookie,
      },
    );
    expect(created.status, created.text).toBe(201);
    expect(created.body.resetLink).toMatch(
      new RegExp(`^${stack.baseUrl}/reset-password/[A-Za-z0-9_-]{40,}$`),
    );
    expect(created.body.user).toMatchObject({ id: user.user.id });
    const token = (created.body.resetLink as string).split('/').pop()!;

    const info = await stack.request('GET', `/api/password-reset/${token}`);
    expect(info.status).toBe(200);
    expect(info.body).toEqual({
      email: user.email,
      firstName: 'Forgetful',
      expiresAt: created.body.expiresAt,
    });

    const reset = await stack.request('POST', '/api/password-reset', {
      body: { token, newPassword: 'set through the link' },
    });
    expect(reset.status, reset.text).toBe(200);
    expect(reset.body).toEqual({ message: 'Password changed. Sign in with your new password.' });
    // Every session of the account ended, the cached one included.
    expect((await me(user.cookie)).status).toBe(401);
    expect((await signIn(user.email, 'set through the link')).status).toBe(200);

    const again = await stack.request('POST', '/api/password-reset', {
      body: { token, newPassword: 'a second time round' },
    });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('This password reset link has already been used.');
    const unknown = await stack.request('GET', `/api/password-reset/${'x'.repeat(43)}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: 'This password reset link is not valid.' });
  });

  it('is for site admins only: a member gets 403, an anonymous caller 401', async () => {
    const member = await stack.signUp();
    for (const [method, path] of [
      ['GET', '/api/admin/users'],
      ['POST', `/api/admin/users/${member.user.id}/password-reset-link`],
    ] as const) {
      const asMember = await stack.request(method, path, { cookie: member.cookie });
      expect(asMember.status).toBe(403);
      expect(asMember.body).toEqual({ message: 'Only site administrators can manage users.' });
      const anon = await stack.request(method, path);
      expect(anon.status).toBe(401);
    }
  });
});

describe('deleting an account', () => {
  it('previews, then deletes: groups pass on or go, songs stay, the e-mail is free again', async () => {
    const leaver = await stack.signUp({ firstName: 'Lee', lastName: 'Leaving' });
    const heir = await stack.signUp({ firstName: 'Anna', lastName: 'Thomas' });
    const youth = await stack.createGroup(leaver, 'Youth Group');
    await stack.joinGroup(heir, leaver, youth.id);
    const alone = await stack.createGroup(leaver, 'Just Me');
    for (const groupId of [youth.id, youth.id, alone.id]) {
      const song = await stack.request('POST', '/api/songs', {
        cookie: leaver.cookie,
        body: { title: 'Mine', language: 'english', groupId, stanzas: [{ lyrics: 'La la' }] },
      });
      expect(song.status, song.text).toBe(201);
    }
    const youthSongs = await stack.request('GET', `/api/songs?groupId=${youth.id}`, {
      cookie: heir.cookie,
    });
    const schedule = await stack.request('POST', `/api/groups/${alone.id}/schedules`, {
      cookie: leaver.cookie,
      body: { name: 'Alone on Sunday' },
    });
    expect(schedule.status, schedule.text).toBe(201);

    const preview = await stack.request('GET', '/api/auth/account/deletion-preview', {
      cookie: leaver.cookie,
    });
    expect(preview.status, preview.text).toBe(200);
    expect(preview.body).toEqual({
      groups: [
        {
          outcome: 'TRANSFERRED',
          group: {
            id: youth.id,
            name: 'Youth Group',
            memberCount: 2,
            totalSchedules: 0,
            songsCreatedByViewer: 2,
          },
          newOwner: { id: heir.user.id, firstName: 'Anna', lastName: 'Thomas' },
        },
        {
          outcome: 'DELETED',
          group: {
            id: alone.id,
            name: 'Just Me',
            memberCount: 1,
            totalSchedules: 1,
            songsCreatedByViewer: 1,
          },
          newOwner: null,
        },
      ],
      ungroupedSongCount: 0,
    });

    const wrong = await stack.request('DELETE', '/api/auth/user', {
      cookie: leaver.cookie,
      body: { password: 'not it at all' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(WRONG_PASSWORD);
    expect((await me(leaver.cookie)).status).toBe(200);

    const other = await secondSession(leaver);
    const res = await stack.request('DELETE', '/api/auth/user', {
      cookie: leaver.cookie,
      body: { password: leaver.password },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ message: 'Account deleted' });
    expect(res.headers.getSetCookie().some((c) => c.startsWith('sid=;'))).toBe(true);
    expect((await me(leaver.cookie)).status).toBe(401);
    expect((await me(other)).status).toBe(401);

    // The groups service takes the event: Youth Group is Anna's now, with its songs.
    await vi.waitFor(
      async () => {
        const group = await stack.graphql(
          `query($id: ID!) { group(id: $id) { createdBy isOwner memberCount } }`,
          { id: youth.id },
          heir.cookie,
        );
        expect(group.body.data.group).toEqual({
          createdBy: heir.user.id,
          isOwner: true,
          memberCount: 1,
        });
      },
      { timeout: 20_000, interval: 100 },
    );
    // Just Me went with its schedule (groups' group.deleted, taken by schedules).
    await vi.waitFor(
      async () => {
        const gone = await stack.request('GET', `/api/schedules/${schedule.body.id}`, {
          cookie: heir.cookie,
        });
        expect(gone.status).toBe(404);
      },
      { timeout: 20_000, interval: 100 },
    );
    const songsAfter = await stack.request('GET', `/api/songs?groupId=${youth.id}`, {
      cookie: heir.cookie,
    });
    expect(songsAfter.body.map((s: { id: string }) => s.id).sort()).toEqual(
      youthSongs.body.map((s: { id: string }) => s.id).sort(),
    );
    const creator = await stack.graphql(
      `query($id: ID!) { song(id: $id) { creator { id firstName lastName } } }`,
      { id: songsAfter.body[0].id },
      heir.cookie,
    );
    expect(creator.body.data.song.creator).toEqual({
      id: leaver.user.id,
      firstName: 'Deleted user',
      lastName: null,
    });

    // The address registers again, as a new account.
    const again = await stack.request('POST', '/api/register', {
      body: { email: leaver.email, password: 'a new beginning', firstName: 'Lee' },
    });
    expect(again.status, again.text).toBe(200);
    expect(again.body.id).not.toBe(leaver.user.id);
  });

  it('is refused for an API key (403) and an anonymous caller (401)', async () => {
    const key = await apiKeyOf(admin);
    const byKey = await stack.request('DELETE', '/api/auth/user', {
      headers: { authorization: `Bearer ${key}` },
      body: { password: admin.password },
    });
    expect(byKey.status).toBe(403);
    expect(byKey.body).toEqual({ message: SESSION_ONLY });
    const anon = await stack.request('DELETE', '/api/auth/user', { body: { password: 'x' } });
    expect(anon.status).toBe(401);
    expect((await me(admin.cookie)).status).toBe(200);
  });
});
