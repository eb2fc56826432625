import type { UserJson } from '@worship/common';
import {
  ANONYMOUS,
  CLIENT_ADDRESS_HEADER,
  identityRoutes,
  internalAgent,
  signViewer,
  toHeaders,
  VIEWER_HEADER,
} from '@worship/subgraph-kit';
import { request } from 'undici';

/** The user as the identity service returns it on its internal routes. */
export type IdentityUser = UserJson;

export interface SignedIn {
  user: IdentityUser;
  sessionToken: string;
}

export interface InternalResponse<T> {
  status: number;
  body: T | { message: string; errors?: Record<string, string> } | null;
  headers?: Headers;
}

/**
 * HTTP client for the identity service's /internal routes (the kit's `identityRoutes`). The
 * signed (anonymous) viewer header proves to identity that the caller is the gateway. Unlike the
 * kit's `internalRoute`, it hands back every status and body as they are: the auth routes pass
 * identity's refusals (400, 401, 409, 429 and its headers) on to the browser. `baseUrl` may be
 * a function, asked per call (a dev instance of identity, dev/dev-overrides.ts). The calls go
 * over undici's `request` on the process's shared keep-alive pool (the kit's internalAgent).
 */
export function createIdentityClient(baseUrl: string | (() => string), secret: string) {
  const base = typeof baseUrl === 'string' ? () => baseUrl : baseUrl;
  async function post<T>(
    path: string,
    body: unknown,
    headers: Record<string, string> = {},
  ): Promise<InternalResponse<T>> {
    const res = await request(`${base()}${path}`, {
      method: 'POST',
      headers: {
        ...headers,
        'content-type': 'application/json',
        [VIEWER_HEADER]: signViewer(ANONYMOUS, secret),
      },
      body: JSON.stringify(body),
      dispatcher: internalAgent,
    });
    const text = await res.body.text();
    let parsed: InternalResponse<T>['body'] = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = { message: text };
    }
    return { status: res.statusCode, body: parsed, headers: toHeaders(res.headers) };
  }

  async function userOrNull(path: string, body: unknown): Promise<IdentityUser | null> {
    const res = await post<{ user: IdentityUser }>(path, body);
    if (res.status === 200 && res.body && 'user' in res.body) return res.body.user;
    if (res.status === 401 || res.status === 400 || res.status === 404) return null;
    throw new Error(`identity ${path} answered ${res.status}`);
  }

  return {
    post,
    resolveSession: (sessionToken: string) =>
      userOrNull(identityRoutes.resolveSession.path, { sessionToken }),
    resolveApiKey: (key: string) => userOrNull(identityRoutes.resolveApiKey.path, { key }),
    revokeSession: (sessionToken: string) =>
      post<null>(identityRoutes.revokeSession.path, { sessionToken }),
    /** Identity throttles sign-in per client address: the gateway says which one it saw. */
    login: (body: { email: unknown; password: unknown }, clientAddress: string) =>
      post<SignedIn>(identityRoutes.login.path, body, { [CLIENT_ADDRESS_HEADER]: clientAddress }),
    register: (body: Record<string, unknown>, clientAddress: string) =>
      post<SignedIn>(identityRoutes.register.path, body, {
        [CLIENT_ADDRESS_HEADER]: clientAddress,
      }),
    oidcLogin: (body: Record<string, unknown>) =>
      post<SignedIn>(identityRoutes.oidcLogin.path, body),
  };
}

export type IdentityClient = ReturnType<typeof createIdentityClient>;
