import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type TestStack, type TestUser } from '../testing/stack';
import { USER_JSON_KEYS } from '../testing/user-json';

const KEY_KEYS = ['createdAt', 'id', 'isActive', 'lastUsed', 'name'];

let stack: TestStack;
let admin: TestUser;
let otherAdmin: TestUser;
let member: TestUser;

beforeAll(async () => {
  stack = await startStack();
  admin = await stack.signUp({ firstName: 'Ada', lastName: 'Admin' });
  otherAdmin = await stack.grantAdmin(await stack.signUp({ email: 'second-admin@example.com' }));
  member = await stack.signUp({ firstName: 'Mo', lastName: 'Member' });
});
afterAll(async () => {
  await stack?.stop();
});

const bearer = (key: string) => ({ authorization: `Bearer ${key}` });
/** What GET /api/auth/user answers to this API key: 200 while it works. */
const statusWithKey = async (key: string) =>
  (await stack.request('GET', '/api/auth/user', { headers: bearer(key) })).status;

describe('GET /api/auth/user', () => {
  it('returns the signed-in user in the spec shape', async () => {
    const res = await stack.request('GET', '/api/auth/user', { cookie: member.cookie });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(USER_JSON_KEYS);
    expect(res.body).toMatchObject({
      id: member.user.id,
      email: member.email,
      firstName: 'Mo',
      lastName: 'Member',
      profileImageUrl: null,
      isAdmin: false,
      languageOrder: 'english,malayalam,tamil,hindi',
    });
    expect(new Date(res.body.createdAt).toISOString()).toBe(res.body.createdAt);
  });

  it('marks the first account as site admin', async () => {
    const res = await stack.request('GET', '/api/auth/user', { cookie: admin.cookie });
    expect(res.body.isAdmin).toBe(true);
    expect(member.user.isAdmin).toBe(false);
    // Granted by the operator after sign-up, not by the e-mail address.
    const granted = await stack.request('GET', '/api/auth/user', { cookie: otherAdmin.cookie });
    expect(granted.body.isAdmin).toBe(true);
  });

  it('answers 401 {"message":"Unauthorized"} without a session, or with a bad cookie', async () => {
    for (const cookie of [undefined, 'sid=not-a-real-session-token-000000000000000']) {
      const res = await stack.request('GET', '/api/auth/user', { cookie });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: 'Unauthorized' });
    }
  });
});

describe('PATCH /api/auth/user/language-order', () => {
  it('saves a permutation and returns the user', async () => {
    const res = await stack.request('PATCH', '/api/auth/user/language-order', {
      cookie: member.cookie,
      body: { languageOrder: 'hindi,tamil,malayalam,english' },
    });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(USER_JSON_KEYS);
    expect(res.body.languageOrder).toBe('hindi,tamil,malayalam,english');
    const again = await stack.request('GET', '/api/auth/user', { cookie: member.cookie });
    expect(again.body.languageOrder).toBe('hindi,tamil,malayalam,english');
  });

  it.each([
    [{ languageOrder: 'english,tamil' }],
    [{ languageOrder: 'english,malayalam,tamil,hindi,hindi' }],
    [{ languageOrder: 'english,malayalam,tamil,klingon' }],
    [{ languageOrder: 42 }],
    [{}],
  ])('refuses %j with 400 and the message, changing nothing', async (body) => {
    const res = await stack.request('PATCH', '/api/auth/user/language-order', {
      cookie: admin.cookie,
      body,
    });
    const message =
      'Language order must list english, malayalam, tamil and hindi, each exactly once.';
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message, errors: { languageOrder: message } });
    const me = await stack.request('GET', '/api/auth/user', { cookie: admin.cookie });
    expect(me.body.languageOrder).toBe('english,malayalam,tamil,hindi');
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const res = await stack.request('PATCH', '/api/auth/user/language-order', {
      cookie: member.cookie,
      body: '{"languageOrder": ',
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Request body is not valid JSON' });
  });

  it('refuses an anonymous caller with 401', async () => {
    const res = await stack.request('PATCH', '/api/auth/user/language-order', {
      body: { languageOrder: 'hindi,tamil,malayalam,english' },
    });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Unauthorized' });
  });
});

describe('API keys', () => {
  let created: Record<string, unknown> & { id: string; key: string };

  it('POST creates a key for a site admin: 201, the key shown once', async () => {
    const res = await stack.request('POST', '/api/auth/api-keys', {
      cookie: admin.cookie,
      body: { name: ' Importer ' },
    });
    expect(res.status).toBe(201);
    expect(Object.keys(res.body).sort()).toEqual([...KEY_KEYS, 'key'].sort());
    expect(res.body).toMatchObject({ name: 'Importer', lastUsed: null, isActive: true });
    expect(res.body.key).toMatch(/^wsk_[A-Za-z0-9_-]{43}$/);
    created = res.body;
  });

  it.each([[{ name: '   ' }], [{ name: '' }], [{}], [{ name: 7 }]])(
    'POST refuses %j with 400 and the spec message',
    async (body) => {
      const res = await stack.request('POST', '/api/auth/api-keys', { cookie: admin.cookie, body });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        message: 'Please enter a name for your API key.',
        errors: { name: 'Please enter a name for your API key.' },
      });
    },
  );

  it('POST refuses a name over 100 characters', async () => {
    const res = await stack.request('POST', '/api/auth/api-keys', {
      cookie: admin.cookie,
      body: { name: 'x'.repeat(101) },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Name must be 100 characters or less');
  });

  it('GET lists the keys without the key itself', async () => {
    const res = await stack.request('GET', '/api/auth/api-keys', { cookie: admin.cookie });
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(1);
    expect(Object.keys(res.body[0]).sort()).toEqual(KEY_KEYS);
    expect(res.body[0]).toMatchObject({ id: created.id, name: 'Importer', isActive: true });
    expect(res.text).not.toContain(created.key);
  });

  it('Bearer <key> authenticates REST and GraphQL as its creator, and lastUsed is set', async () => {
    const res = await stack.request('GET', '/api/auth/user', { headers: bearer(created.key) });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: admin.user.id, isAdmin: true });

    const graphql = await stack.request('POST', '/graphql', {
      headers: bearer(created.key),
      body: { query: '{ me { id } }' },
    });
    expect(graphql.body).toEqual({ data: { me: { id: admin.user.id } } });

    const list = await stack.request('GET', '/api/auth/api-keys', { cookie: admin.cookie });
    const lastUsed = list.body.find((key: { id: string }) => key.id === created.id).lastUsed;
    expect(lastUsed).not.toBeNull();
    expect(Date.now() - new Date(lastUsed).getTime()).toBeLessThan(60_000);
  });

  it('refuses a wrong or malformed bearer key with 401', async () => {
    for (const authorization of ['Bearer wsk_wrong', 'Bearer', 'Basic abc']) {
      const res = await stack.request('GET', '/api/auth/user', { headers: { authorization } });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: 'Unauthorized' });
    }
  });

  describe('refused callers change nothing', () => {
    const keyCount = async () =>
      (await stack.request('GET', '/api/auth/api-keys', { cookie: admin.cookie })).body.length;

    it('anonymous: 401 on every API-key route', async () => {
      const before = await keyCount();
      for (const [method, path, body] of [
        ['GET', '/api/auth/api-keys', undefined],
        ['POST', '/api/auth/api-keys', { name: 'anon' }],
        ['DELETE', `/api/auth/api-keys/${created.id}`, undefined],
      ] as const) {
        const res = await stack.request(method, path, { body });
        expect(res.status).toBe(401);
        expect(res.body).toEqual({ message: 'Unauthorized' });
      }
      expect(await keyCount()).toBe(before);
      expect(await statusWithKey(created.key)).toBe(200);
    });

    it('non-admin: 403 on every API-key route', async () => {
      const before = await keyCount();
      for (const [method, path, body] of [
        ['GET', '/api/auth/api-keys', undefined],
        ['POST', '/api/auth/api-keys', { name: 'member key' }],
        ['DELETE', `/api/auth/api-keys/${created.id}`, undefined],
      ] as const) {
        const res = await stack.request(method, path, { cookie: member.cookie, body });
        expect(res.status).toBe(403);
        expect(res.body).toEqual({ message: 'Only site administrators can manage API keys.' });
      }
      expect(await keyCount()).toBe(before);
      expect(await statusWithKey(created.key)).toBe(200);
    });

    it("an admin's own API key: 403 on every API-key route, REST and GraphQL", async () => {
      const message =
        'API keys can be managed only when signed in to the site, not with an API key.';
      const before = await keyCount();
      for (const [method, path, body] of [
        ['GET', '/api/auth/api-keys', undefined],
        ['POST', '/api/auth/api-keys', { name: 'successor' }],
        // Checked before validation: a bad body from a key is still 403.
        ['POST', '/api/auth/api-keys', { name: '' }],
        ['DELETE', `/api/auth/api-keys/${created.id}`, undefined],
      ] as const) {
        const res = await stack.request(method, path, { headers: bearer(created.key), body });
        expect(res.status).toBe(403);
        expect(res.body).toEqual({ message });
      }
      for (const query of [
        '{ apiKeys { id } }',
        'mutation { createApiKey(name: "successor") { id key } }',
        `mutation { deleteApiKey(id: "${created.id}") }`,
      ]) {
        const res = await stack.request('POST', '/graphql', {
          headers: bearer(created.key),
          body: { query },
        });
        expect(res.body.data ?? null).toBeNull();
        expect(res.body.errors).toEqual([
          expect.objectContaining({
            message,
            extensions: expect.objectContaining({ code: 'FORBIDDEN' }),
          }),
        ]);
      }
      expect(await keyCount()).toBe(before);
      // The key itself still works for everything else.
      expect(await statusWithKey(created.key)).toBe(200);
    });

    it('another admin: 404 for a key they did not create, and the key keeps working', async () => {
      const res = await stack.request('DELETE', `/api/auth/api-keys/${created.id}`, {
        cookie: otherAdmin.cookie,
      });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'API key not found' });
      const theirs = await stack.request('GET', '/api/auth/api-keys', {
        cookie: otherAdmin.cookie,
      });
      expect(theirs.body).toEqual([]);
      expect(await statusWithKey(created.key)).toBe(200);
    });
  });

  it('DELETE revokes the key at once: 200, then the key is refused with 401', async () => {
    const res = await stack.request('DELETE', `/api/auth/api-keys/${created.id}`, {
      cookie: admin.cookie,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'API key deleted' });
    const after = await stack.request('GET', '/api/auth/user', { headers: bearer(created.key) });
    expect(after.status).toBe(401);
    const list = await stack.request('GET', '/api/auth/api-keys', { cookie: admin.cookie });
    expect(list.body).toEqual([]);
  });

  it('DELETE of an unknown or malformed id is 404', async () => {
    for (const id of [created.id, 'not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      const res = await stack.request('DELETE', `/api/auth/api-keys/${id}`, {
        cookie: admin.cookie,
      });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'API key not found' });
    }
  });
});
