import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signToken, signViewer, verifyToken } from '@worship/subgraph-kit';
import { freePort, TEST_VIEWER_SECRET } from '@worship/subgraph-kit/testing';
import { startStack, type TestStack } from '../testing/stack';
import { OIDC_COOKIE, OIDC_TRANSACTION_PURPOSE } from './oidc';

/** A minimal cookie jar: enough for one origin's cookies across redirects. */
class CookieJar {
  private readonly cookies = new Map<string, string>();
  store(headers: Headers) {
    for (const line of headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = attributes.some(
        (a) => /^\s*expires=.*1970/i.test(a) || /^\s*max-age=0\s*$/i.test(a),
      );
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  get(name: string) {
    return this.cookies.get(name);
  }
  header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

const CLIENT_ID = 'worship-planner';
const CLIENT_SECRET = 'a-client-secret-for-the-local-test-provider';
const PROFILES: Record<string, Record<string, unknown>> = {
  olive: {
    email: 'Olive.Oidc@Example.com',
    email_verified: true,
    given_name: 'Olive',
    family_name: 'Oidc',
    picture: 'https://images.example/olive.png',
  },
  unverified: { email: 'claimed@example.com', email_verified: false, given_name: 'Una' },
  // A provider that says nothing about verification.
  silent: { email: 'silent-claim@example.com', given_name: 'Sil' },
  linker: { email: 'Linked.Local@example.com', email_verified: true, given_name: 'Lin' },
};

let stack: TestStack;
let provider: Server | undefined;
let issuer: string;

beforeAll(async () => {
  const providerPort = await freePort();
  issuer = `http://127.0.0.1:${providerPort}`;
  // The gateway discovers the provider on first use, so it can start before the provider.
  stack = await startStack({
    env: {
      OIDC_ISSUER_URL: issuer,
      OIDC_CLIENT_ID: CLIENT_ID,
      OIDC_CLIENT_SECRET: CLIENT_SECRET,
    },
  });
  const { default: Provider } = await import('oidc-provider');
  const oidc = new Provider(issuer, {
    clients: [
      {
        client_id: CLIENT_ID,
        client_secret: CLIENT_SECRET,
        redirect_uris: [`${stack.baseUrl}/api/callback`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'name', 'picture'],
    },
    cookies: { keys: ['local-test-provider-cookie-key'] },
    features: { devInteractions: { enabled: true } },
    async findAccount(_ctx: unknown, sub: string) {
      return { accountId: sub, claims: async () => ({ sub, ...(PROFILES[sub] ?? {}) }) };
    },
  });
  provider = oidc.listen(providerPort, '127.0.0.1');
  await new Promise<void>((done) => provider!.once('listening', () => done()));
});

afterAll(async () => {
  await new Promise<void>((done) => (provider ? provider.close(() => done()) : done()));
  await stack?.stop();
});

/**
 * Drives a browser through the provider's development login and consent pages until it is
 * sent back to the gateway's callback; returns that callback URL.
 */
async function signInAtProvider(authorizationUrl: string, login: string): Promise<string> {
  const jar = new CookieJar();
  let url = authorizationUrl;
  let method = 'GET';
  let body: URLSearchParams | undefined;
  for (let step = 0; step < 15; step += 1) {
    if (url.startsWith(stack.baseUrl)) return url;
    const res = await fetch(url, {
      method,
      body,
      redirect: 'manual',
      headers: {
        cookie: jar.header(),
        ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
    });
    jar.store(res.headers);
    if (res.status >= 300 && res.status < 400) {
      url = new URL(res.headers.get('location')!, url).href;
      method = 'GET';
      body = undefined;
      continue;
    }
    const html = await res.text();
    expect(res.status, html).toBe(200);
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    const prompt = /name="prompt" value="([^"]+)"/.exec(html)?.[1];
    if (!action || !prompt) throw new Error(`unexpected provider page:\n${html}`);
    url = new URL(action.replace(/&amp;/g, '&'), url).href;
    method = 'POST';
    body = new URLSearchParams(
      prompt === 'login' ? { prompt, login, password: 'any' } : { prompt },
    );
  }
  throw new Error('the provider never redirected back');
}

/** The full round trip: /api/login → provider → /api/callback. Returns the callback response. */
async function signInWithOidc(login: string, redirect = '/groups') {
  const gatewayJar = new CookieJar();
  const start = await stack.request('GET', `/api/login?redirect=${encodeURIComponent(redirect)}`);
  expect(start.status).toBe(302);
  gatewayJar.store(start.headers);
  const authorizationUrl = start.headers.get('location')!;
  const callbackUrl = await signInAtProvider(authorizationUrl, login);
  const callback = await stack.request('GET', callbackUrl.slice(stack.baseUrl.length), {
    cookie: gatewayJar.header(),
  });
  gatewayJar.store(callback.headers);
  return {
    authorizationUrl,
    callbackUrl,
    callback,
    sid: gatewayJar.get('sid'),
    transaction: start.headers,
  };
}

describe('OIDC sign-in against a real provider', () => {
  it('redirects GET /api/login to the provider with PKCE, state and nonce', async () => {
    const res = await stack.request('GET', '/api/login?redirect=/groups');
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('location')!);
    expect(location.origin).toBe(issuer);
    expect(location.searchParams.get('client_id')).toBe(CLIENT_ID);
    expect(location.searchParams.get('response_type')).toBe('code');
    expect(location.searchParams.get('redirect_uri')).toBe(`${stack.baseUrl}/api/callback`);
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    expect(location.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(location.searchParams.get('state')).toBeTruthy();
    expect(location.searchParams.get('nonce')).toBeTruthy();
    const transaction = res.headers.getSetCookie().find((c) => c.startsWith('oidc_tx='));
    expect(transaction).toContain('HttpOnly');
    expect(transaction).toContain('SameSite=Lax');
    expect(transaction).toContain('Path=/api/callback');
  });

  it('creates the user from the claims, signs them in, and returns to the saved redirect', async () => {
    const { callback, sid } = await signInWithOidc('olive', '/groups?tab=members');
    expect(callback.status).toBe(302);
    expect(callback.headers.get('location')).toBe('/groups?tab=members');
    const sidLine = callback.headers.getSetCookie().find((c) => c.startsWith('sid='));
    expect(sidLine).toContain('HttpOnly');
    expect(sidLine).toContain('SameSite=Lax');
    expect(sid).toBeTruthy();

    const me = await stack.request('GET', '/api/auth/user', { cookie: `sid=${sid}` });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      email: 'olive.oidc@example.com',
      firstName: 'Olive',
      lastName: 'Oidc',
      profileImageUrl: 'https://images.example/olive.png',
      isAdmin: true, // the first account on this installation
    });

    // Signing in again finds the same account.
    const again = await signInWithOidc('olive');
    const meAgain = await stack.request('GET', '/api/auth/user', { cookie: `sid=${again.sid}` });
    expect(meAgain.body.id).toBe(me.body.id);
    expect(again.sid).not.toBe(sid);
  });

  it('links an existing password account when the provider verified the e-mail', async () => {
    const local = await stack.signUp({ email: 'linked.local@example.com' });
    const { callback, sid } = await signInWithOidc('linker');
    expect(callback.status).toBe(302);
    expect(callback.headers.get('location')).toBe('/groups');
    const me = await stack.request('GET', '/api/auth/user', { cookie: `sid=${sid}` });
    expect(me.body).toMatchObject({ id: local.user.id, email: 'linked.local@example.com' });
  });

  it.each([
    ['email_verified: false', 'unverified', 'claimed@example.com'],
    ['no email_verified claim', 'silent', 'silent-claim@example.com'],
  ])(
    'refuses to link an existing account with %s: back to sign-in with the reason, no session',
    async (_label, login, email) => {
      const local = await stack.signUp({ email });
      const { callback, sid } = await signInWithOidc(login);
      expect(callback.status).toBe(302);
      const location = new URL(callback.headers.get('location')!, stack.baseUrl);
      expect(location.pathname).toBe('/login');
      expect(location.searchParams.get('error')).toBe(
        'An account with this email already exists, and your sign-in provider has not verified that the address is yours. Sign in with your password instead.',
      );
      expect(location.searchParams.get('redirect')).toBe('/groups');
      expect(sid).toBeUndefined();
      // The password account is untouched and still signs in; no account was created.
      const login2 = await stack.request('POST', '/api/login', {
        body: { email, password: local.password },
      });
      expect(login2.status).toBe(200);
      expect(login2.body).toMatchObject({ id: local.user.id, firstName: local.user.firstName });
    },
  );

  it.each(['/.//evil.example', '/%2e//evil.example', '/a/..//evil.example'])(
    'returns to / when the redirect %s would normalise to another origin',
    async (redirect) => {
      const { callback, sid } = await signInWithOidc('olive', redirect);
      expect(callback.status).toBe(302);
      expect(callback.headers.get('location')).toBe('/');
      expect(sid).toBeTruthy();
    },
  );

  it('refuses a callback whose state does not match, without signing in', async () => {
    const gatewayJar = new CookieJar();
    const start = await stack.request('GET', '/api/login');
    gatewayJar.store(start.headers);
    const callbackUrl = new URL(await signInAtProvider(start.headers.get('location')!, 'olive'));
    callbackUrl.searchParams.set('state', 'forged-state');
    const res = await stack.request('GET', `${callbackUrl.pathname}${callbackUrl.search}`, {
      cookie: gatewayJar.header(),
    });
    expect(res.status).toBe(302);
    expect(new URL(res.headers.get('location')!, stack.baseUrl).pathname).toBe('/login');
    expect(new URL(res.headers.get('location')!, stack.baseUrl).searchParams.get('error')).toBe(
      'Sign-in failed. Please try again.',
    );
    expect(res.headers.getSetCookie().some((c) => c.startsWith('sid='))).toBe(false);
  });

  it('refuses a callback without the transaction cookie (e.g. a replayed link)', async () => {
    const start = await stack.request('GET', '/api/login');
    const callbackUrl = await signInAtProvider(start.headers.get('location')!, 'olive');
    const res = await stack.request('GET', callbackUrl.slice(stack.baseUrl.length));
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toMatch(/^\/login\?error=/);
    expect(res.headers.getSetCookie().some((c) => c.startsWith('sid='))).toBe(false);
  });

  it('refuses a viewer token replayed as the transaction cookie (same secret, other purpose)', async () => {
    const start = await stack.request('GET', '/api/login');
    const callbackUrl = await signInAtProvider(start.headers.get('location')!, 'olive');
    const viewerToken = signViewer({ userId: null, isAdmin: false }, TEST_VIEWER_SECRET);
    const res = await stack.request('GET', callbackUrl.slice(stack.baseUrl.length), {
      cookie: `${OIDC_COOKIE}=${viewerToken}`,
    });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toMatch(/^\/login\?error=/);
    expect(res.headers.getSetCookie().some((c) => c.startsWith('sid='))).toBe(false);
  });

  it('refuses an expired transaction cookie, and accepts the same transaction while it is valid', async () => {
    const gatewayJar = new CookieJar();
    const start = await stack.request('GET', '/api/login?redirect=/groups');
    gatewayJar.store(start.headers);
    const signing = { secret: TEST_VIEWER_SECRET, purpose: OIDC_TRANSACTION_PURPOSE };
    const transaction = verifyToken(gatewayJar.get(OIDC_COOKIE), signing);
    expect(transaction).toMatchObject({ redirect: '/groups' });
    const callbackUrl = await signInAtProvider(start.headers.get('location')!, 'olive');
    const callback = (cookie: string) =>
      stack.request('GET', callbackUrl.slice(stack.baseUrl.length), {
        cookie: `${OIDC_COOKIE}=${cookie}`,
      });

    // Signed correctly, but its 10 minutes ran out a second ago.
    const expired = signToken(transaction!, {
      ...signing,
      lifetimeSeconds: 600,
      now: Date.now() - 601_000,
    });
    const refused = await callback(expired);
    expect(refused.status).toBe(302);
    expect(refused.headers.get('location')).toMatch(/^\/login\?error=/);
    expect(refused.headers.getSetCookie().some((c) => c.startsWith('sid='))).toBe(false);

    const valid = signToken(transaction!, { ...signing, lifetimeSeconds: 600 });
    const accepted = await callback(valid);
    expect(accepted.status).toBe(302);
    expect(accepted.headers.get('location')).toBe('/groups');
    expect(accepted.headers.getSetCookie().some((c) => c.startsWith('sid='))).toBe(true);
  });

  it('still accepts built-in password sign-in', async () => {
    const user = await stack.signUp();
    const res = await stack.request('POST', '/api/login', {
      body: { email: user.email, password: user.password },
    });
    expect(res.status).toBe(200);
  });
});
