import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCookie, startStack, type TestStack, type TestUser } from '../testing/stack';
import { USER_JSON_KEYS } from '../testing/user-json';

const RATE_LIMIT = 5;

let stack: TestStack;

beforeAll(async () => {
  stack = await startStack({
    env: {
      AUTH_RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT),
    },
  });
});
afterAll(async () => {
  await stack?.stop();
});

let counter = 0;
const uniqueEmail = (tag = 'user') =>
  `${tag}-${Date.now().toString(36)}-${(counter += 1)}@example.com`;

const currentUser = (cookie?: string) => stack.request('GET', '/api/auth/user', { cookie });

function sidLine(headers: Headers): string {
  const line = headers.getSetCookie().find((c) => c.startsWith('sid='));
  if (!line) throw new Error('no sid cookie set');
  return line;
}

describe('GET /api/login', () => {
  it('sends the browser to the sign-in page, keeping a safe redirect', async () => {
    const plain = await stack.request('GET', '/api/login');
    expect(plain.status).toBe(302);
    expect(plain.headers.get('location')).toBe('/login');

    const withRedirect = await stack.request(
      'GET',
      '/api/login?redirect=%2Fgroups%2Fjoin%2Fabc%3Fx%3D1',
    );
    expect(withRedirect.status).toBe(302);
    expect(withRedirect.headers.get('location')).toBe(
      '/login?redirect=%2Fgroups%2Fjoin%2Fabc%3Fx%3D1',
    );
  });

  it.each([
    'https://evil.example/',
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    'groups',
    '/api/logout',
  ])('drops the unsafe redirect %j', async (redirect) => {
    const res = await stack.request('GET', `/api/login?redirect=${encodeURIComponent(redirect)}`);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/login');
  });

  it('sends an already signed-in browser straight to the redirect', async () => {
    const user = await stack.signUp();
    const res = await stack.request('GET', '/api/login?redirect=/schedules', {
      cookie: user.cookie,
    });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/schedules');
  });
});

/** Values the URL parser normalises into `//evil.example` (the review's open-redirect findings). */
const NORMALISED_OFFSITE = [
  '/.//evil.example',
  '/%2e//evil.example',
  '/%2E//evil.example',
  '/a/..//evil.example',
  '/%2f%2fevil.example',
  '/%5cevil.example',
];

describe('redirects that normalise to another origin', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await stack.signUp();
  });

  it.each(NORMALISED_OFFSITE)(
    'GET /api/login?redirect=%s sends a signed-in browser to /',
    async (redirect) => {
      const raw = await stack.request('GET', `/api/login?redirect=${redirect}`, {
        cookie: user.cookie,
      });
      expect(raw.status).toBe(302);
      expect(raw.headers.get('location')).toBe('/');
      const encoded = await stack.request(
        'GET',
        `/api/login?redirect=${encodeURIComponent(redirect)}`,
        { cookie: user.cookie },
      );
      expect(encoded.headers.get('location')).toBe('/');
    },
  );

  it.each(NORMALISED_OFFSITE)(
    'GET /api/login?redirect=%s sends a signed-out browser to the plain sign-in page',
    async (redirect) => {
      const res = await stack.request('GET', `/api/login?redirect=${encodeURIComponent(redirect)}`);
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('/login');
    },
  );

  it.each(NORMALISED_OFFSITE)(
    'POST /api/login (form) with redirect %s lands on /',
    async (redirect) => {
      const field = await stack.request('POST', '/api/login', {
        form: { email: user.email, password: user.password, redirect },
      });
      expect(field.status).toBe(303);
      expect(field.headers.get('location')).toBe('/');
      const query = await stack.request(
        'POST',
        `/api/login?redirect=${encodeURIComponent(redirect)}`,
        { form: { email: user.email, password: user.password } },
      );
      expect(query.status).toBe(303);
      expect(query.headers.get('location')).toBe('/');
      const failed = await stack.request('POST', '/api/login', {
        form: { email: uniqueEmail('redirect'), password: 'wrong password', redirect },
      });
      const location = new URL(failed.headers.get('location')!, stack.baseUrl);
      expect(location.origin).toBe(stack.baseUrl);
      expect(location.pathname).toBe('/login');
      expect(location.searchParams.get('redirect')).toBeNull();
    },
  );
});

describe('POST /api/register', () => {
  it('creates the account: 200 with the user and a session cookie (HttpOnly, SameSite=Lax, Path=/)', async () => {
    const email = uniqueEmail('Register');
    const res = await stack.request('POST', '/api/register', {
      body: { email, password: 'a good password', firstName: 'Reg', lastName: 'Istered' },
    });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(USER_JSON_KEYS);
    expect(res.body).toMatchObject({
      email: email.toLowerCase(),
      firstName: 'Reg',
      lastName: 'Istered',
      languageOrder: 'english,malayalam,tamil,hindi',
    });
    const line = sidLine(res.headers);
    expect(line).toMatch(/^sid=[A-Za-z0-9_-]{43};/);
    expect(line).toContain('HttpOnly');
    expect(line).toContain('SameSite=Lax');
    expect(line).toContain('Path=/');
    expect(line).not.toContain('Secure'); // PUBLIC_URL is http here
    const me = await currentUser(sessionCookie(res.headers));
    expect(me.status).toBe(200);
    expect(me.body.id).toBe(res.body.id);
  });

  it('refuses a duplicate e-mail with 409', async () => {
    const user = await stack.signUp();
    const res = await stack.request('POST', '/api/register', {
      body: { email: user.email.toUpperCase(), password: 'another password', firstName: 'Dup' },
    });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: 'An account with this email already exists.' });
    expect(res.headers.getSetCookie().some((c) => c.startsWith('sid='))).toBe(false);
  });

  it('refuses invalid input with 400, the message and per-field errors', async () => {
    const res = await stack.request('POST', '/api/register', {
      body: { email: 'not an email', password: 'short', firstName: '' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: 'Please enter a valid email address',
      errors: {
        email: 'Please enter a valid email address',
        password: 'Password must be at least 8 characters',
        firstName: 'First name is required',
      },
    });
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const res = await stack.request('POST', '/api/register', { body: '{"email":' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Request body is not valid JSON' });
  });

  it('accepts a form post: 303 to the redirect, with the session cookie', async () => {
    const res = await stack.request('POST', '/api/register', {
      form: {
        email: uniqueEmail('form'),
        password: 'form password',
        firstName: 'Form',
        lastName: 'Poster',
        redirect: '/groups',
      },
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/groups');
    expect((await currentUser(sessionCookie(res.headers))).status).toBe(200);
  });

  it('sends a failed form post back to the sign-up page with the message', async () => {
    const res = await stack.request('POST', '/api/register', {
      form: { email: 'broken', password: 'form password', firstName: 'Form', redirect: '/groups' },
    });
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get('location')!, stack.baseUrl);
    expect(location.pathname).toBe('/signup');
    expect(location.searchParams.get('error')).toBe('Please enter a valid email address');
    expect(location.searchParams.get('redirect')).toBe('/groups');
    expect(res.headers.getSetCookie().some((c) => c.startsWith('sid='))).toBe(false);
  });
});

describe('POST /api/login', () => {
  let account: TestUser;
  beforeAll(async () => {
    account = await stack.signUp({ email: uniqueEmail('login') });
  });

  it('signs in: 200 with the user and a fresh session cookie', async () => {
    const res = await stack.request('POST', '/api/login', {
      body: { email: account.email, password: account.password },
    });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(USER_JSON_KEYS);
    expect(res.body.id).toBe(account.user.id);
    const line = sidLine(res.headers);
    expect(line).toContain('HttpOnly');
    expect(line).toContain('SameSite=Lax');
    const cookie = sessionCookie(res.headers)!;
    expect(cookie).not.toBe(account.cookie);
    expect((await currentUser(cookie)).body.id).toBe(account.user.id);
  });

  it('rotates the session: the cookie sent with the sign-in stops working', async () => {
    const old = (
      await stack.request('POST', '/api/login', {
        body: { email: account.email, password: account.password },
      })
    ).headers;
    const oldCookie = sessionCookie(old)!;
    expect((await currentUser(oldCookie)).status).toBe(200);
    const res = await stack.request('POST', '/api/login', {
      cookie: oldCookie,
      body: { email: account.email, password: account.password },
    });
    expect(res.status).toBe(200);
    const newCookie = sessionCookie(res.headers)!;
    expect(newCookie).not.toBe(oldCookie);
    expect((await currentUser(oldCookie)).status).toBe(401);
    expect((await currentUser(newCookie)).status).toBe(200);
  });

  it('answers a wrong password and an unknown e-mail with the same 401', async () => {
    const wrong = await stack.request('POST', '/api/login', {
      body: { email: account.email, password: 'not the password' },
    });
    const unknown = await stack.request('POST', '/api/login', {
      body: { email: uniqueEmail('nobody'), password: 'not the password' },
    });
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: 'Invalid email or password.' });
      expect(res.headers.getSetCookie().some((c) => c.startsWith('sid='))).toBe(false);
    }
  });

  it('answers a missing field with 400 and malformed JSON with 400', async () => {
    const missing = await stack.request('POST', '/api/login', { body: { email: account.email } });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({
      message: 'Password is required',
      errors: { password: 'Password is required' },
    });
    const malformed = await stack.request('POST', '/api/login', { body: '{"email":"a@b.c",' });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ message: 'Request body is not valid JSON' });
  });

  it('accepts a form post: 303 to the redirect, with the session cookie', async () => {
    const res = await stack.request('POST', '/api/login', {
      form: {
        email: account.email,
        password: account.password,
        redirect: '/schedules/abc?tab=songs',
      },
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/schedules/abc?tab=songs');
    expect((await currentUser(sessionCookie(res.headers))).body.id).toBe(account.user.id);
  });

  it('takes the redirect from the query string, and never leaves the site', async () => {
    const fromQuery = await stack.request('POST', '/api/login?redirect=/groups', {
      form: { email: account.email, password: account.password },
    });
    expect(fromQuery.headers.get('location')).toBe('/groups');
    const offsite = await stack.request('POST', '/api/login', {
      form: { email: account.email, password: account.password, redirect: '//evil.example/steal' },
    });
    expect(offsite.status).toBe(303);
    expect(offsite.headers.get('location')).toBe('/');
  });

  it('sends a failed form post back to the sign-in page with the message', async () => {
    const res = await stack.request('POST', '/api/login', {
      form: { email: account.email, password: 'wrong password', redirect: '/groups' },
    });
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get('location')!, stack.baseUrl);
    expect(location.pathname).toBe('/login');
    expect(location.searchParams.get('error')).toBe('Invalid email or password.');
    expect(location.searchParams.get('redirect')).toBe('/groups');
  });

  it('refuses a cross-origin sign-in post', async () => {
    const res = await stack.request('POST', '/api/login', {
      headers: { origin: 'https://evil.example' },
      body: { email: account.email, password: account.password },
    });
    expect(res.status).toBe(403);
  });
});

describe('rate limiting', () => {
  it(`allows ${RATE_LIMIT} sign-in attempts per minute per address and e-mail, then 429`, async () => {
    const target = await stack.signUp({ email: uniqueEmail('limited') });
    for (let i = 0; i < RATE_LIMIT; i += 1) {
      const res = await stack.request('POST', '/api/login', {
        body: { email: target.email, password: `guess ${i}` },
      });
      expect(res.status).toBe(401);
    }
    const blocked = await stack.request('POST', '/api/login', {
      body: { email: target.email, password: target.password },
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({
      message: 'Too many attempts. Please wait a minute and try again.',
    });
    // The IETF draft-8 headers, as before the count moved into the database.
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(blocked.headers.get('ratelimit-policy')).toBe(
      `"${RATE_LIMIT}-in-1min"; q=${RATE_LIMIT}; w=60`,
    );
    expect(blocked.headers.get('ratelimit')).toMatch(/; r=0; t=\d+$/);
    expect(blocked.headers.getSetCookie().some((c) => c.startsWith('sid='))).toBe(false);

    const form = await stack.request('POST', '/api/login', {
      form: { email: target.email, password: target.password },
    });
    expect(form.status).toBe(303);
    expect(new URL(form.headers.get('location')!, stack.baseUrl).searchParams.get('error')).toBe(
      'Too many attempts. Please wait a minute and try again.',
    );

    // Another account from the same address is not locked out by it.
    const other = await stack.signUp({ email: uniqueEmail('other') });
    const ok = await stack.request('POST', '/api/login', {
      body: { email: other.email, password: other.password },
    });
    expect(ok.status).toBe(200);
  });

  it('limits registration attempts too', async () => {
    const email = uniqueEmail('reg-limit');
    const statuses: number[] = [];
    for (let i = 0; i <= RATE_LIMIT; i += 1) {
      const res = await stack.request('POST', '/api/register', {
        body: { email, password: 'x', firstName: 'R' },
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, RATE_LIMIT).every((s) => s === 400)).toBe(true);
    expect(statuses[RATE_LIMIT]).toBe(429);
  });
});

describe('GET /api/logout', () => {
  it('ends the session server-side, clears the cookie and goes to /', async () => {
    const user = await stack.signUp();
    // Resolved once first, so the gateway's session cache holds it when sign-out comes.
    expect((await currentUser(user.cookie)).status).toBe(200);
    const res = await stack.request('GET', '/api/logout', { cookie: user.cookie });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/');
    const line = sidLine(res.headers);
    expect(line).toMatch(/^sid=;/);
    expect(line).toMatch(/Expires=Thu, 01 Jan 1970/);
    // The old cookie no longer works, even if the browser kept it.
    const me = await currentUser(user.cookie);
    expect(me.status).toBe(401);
    expect(me.body).toEqual({ message: 'Unauthorized' });
  });

  it('works without a session too', async () => {
    const res = await stack.request('GET', '/api/logout');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/');
  });
});

describe('GET /api/callback without OIDC configured', () => {
  it('is 404', async () => {
    const res = await stack.request('GET', '/api/callback?code=x&state=y');
    expect(res.status).toBe(404);
  });
});
