import type { InternalRouteContract } from './contract';

/**
 * Identity's internal routes, for the gateway only (accounts, sessions, API keys). Their bodies
 * are validated by identity's own schemas (the spec's messages, `user.input.ts` …), and the
 * gateway hands identity's answers (`{user, sessionToken}` | `{user}` | 400/401/409/429
 * `{message, errors?}`) to the browser as they are, so the contract here is the paths.
 */
export const identityRoutes = {
  /** `{email, password, firstName, lastName}` → `{user, sessionToken}`. */
  register: { service: 'identity', method: 'POST', path: '/internal/register' },
  /** `{email, password}` → `{user, sessionToken}` | 401 (wrong password or unknown e-mail alike). */
  login: { service: 'identity', method: 'POST', path: '/internal/login' },
  /** The provider's verified profile → `{user, sessionToken}`. */
  oidcLogin: { service: 'identity', method: 'POST', path: '/internal/oidc-login' },
  /** `{sessionToken}` → `{user}` | 401. */
  resolveSession: { service: 'identity', method: 'POST', path: '/internal/sessions/resolve' },
  /** `{sessionToken}` → 204. */
  revokeSession: { service: 'identity', method: 'POST', path: '/internal/sessions/revoke' },
  /** `{key}` → `{user}` | 401. */
  resolveApiKey: { service: 'identity', method: 'POST', path: '/internal/api-keys/resolve' },
} as const satisfies Record<string, InternalRouteContract>;

/** Sign-in bodies are small: a larger one is 413 before anything reads it. */
export const IDENTITY_BODY_LIMIT = '32kb';

/** The client's address as the gateway saw it (its trust-proxy rules applied): identity's throttle counts by it. */
export const CLIENT_ADDRESS_HEADER = 'x-client-address';
