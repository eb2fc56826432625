import { toast } from './toast';

/** Spec §8 wording and delays. */
export const UNAUTHORIZED_TITLE = 'Unauthorized';
export const UNAUTHORIZED_DESCRIPTION = 'You are logged out. Logging in again...';
export const UNAUTHORIZED_REDIRECT_MS = 500;
export const LOGIN_URL = '/api/login';

interface ErrorLike {
  message?: unknown;
  statusCode?: unknown;
  status?: unknown;
  extensions?: { code?: unknown };
  errors?: unknown;
  graphQLErrors?: unknown;
  networkError?: unknown;
  cause?: unknown;
}

function hasUnauthenticatedCode(list: unknown): boolean {
  return (
    Array.isArray(list) &&
    list.some((item) => (item as ErrorLike | null)?.extensions?.code === 'UNAUTHENTICATED')
  );
}

/**
 * True for the spec's REST error ('401: …Unauthorized…') and for Apollo Client errors that
 * mean the same: a GraphQL error with code UNAUTHENTICATED or an HTTP 401 from /graphql.
 */
export function isUnauthorizedError(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 4) return false;
  const e = error as ErrorLike;
  if (
    typeof e.message === 'string' &&
    /^401: /.test(e.message) &&
    e.message.includes('Unauthorized')
  )
    return true;
  if (e.statusCode === 401 || e.status === 401) return true;
  if (e.extensions?.code === 'UNAUTHENTICATED') return true;
  if (hasUnauthenticatedCode(e.errors) || hasUnauthenticatedCode(e.graphQLErrors)) return true;
  return isUnauthorizedError(e.networkError, depth + 1) || isUnauthorizedError(e.cause, depth + 1);
}

export interface HandleUnauthorizedOptions {
  /** Toast title; the join page uses 'Please Log In'. */
  title?: string;
  description?: string;
  /** Delay before leaving; 500 ms by default, 1000 on the join page. */
  delayMs?: number;
  /** Path to come back to after signing in (sent as ?redirect=). */
  returnTo?: string;
}

/** Indirection so tests can observe the navigation (jsdom cannot navigate). */
export const browserNavigation = {
  assign(url: string) {
    window.location.href = url;
  },
};

let redirectPending = false;

/**
 * Handles "logged out": the destructive toast 'Unauthorized' / 'You are logged out. Logging in
 * again...', then a browser navigation to /api/login after 500 ms.
 * With an `error` argument it acts only when that error is an unauthorized error.
 * Returns true when it handled (or already is handling) the logout.
 */
export function handleUnauthorized(
  error?: unknown,
  options: HandleUnauthorizedOptions = {},
): boolean {
  if (error !== undefined && !isUnauthorizedError(error)) return false;
  // Several failing queries on one page must produce one toast and one redirect.
  if (redirectPending) return true;
  redirectPending = true;
  toast({
    title: options.title ?? UNAUTHORIZED_TITLE,
    description: options.description ?? UNAUTHORIZED_DESCRIPTION,
    variant: 'destructive',
  });
  const url = options.returnTo
    ? `${LOGIN_URL}?redirect=${encodeURIComponent(options.returnTo)}`
    : LOGIN_URL;
  setTimeout(() => browserNavigation.assign(url), options.delayMs ?? UNAUTHORIZED_REDIRECT_MS);
  return true;
}

/** Test helper: forget a pending redirect. */
export function resetUnauthorizedState() {
  redirectPending = false;
}
