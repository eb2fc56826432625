import type { WorkboxPlugin } from 'workbox-core/types';
import { CACHES, CURRENT_USER_URL } from './cache-names';

/**
 * A server that answers 5xx is as good as unreachable for a page that only needs yesterday's
 * copy (the gateway down behind a static server that still answers, a proxy's 502): the
 * strategy falls back to its cache, and when there is no copy the page still gets the server's
 * own answer, not a network error.
 */
export function serverErrorsAsOffline(): WorkboxPlugin {
  return {
    fetchDidSucceed: async ({ response, state }) => {
      if (response.status < 500) return response;
      if (state) state.serverError = response;
      throw new Error(`the server answered ${response.status}`);
    },
    handlerDidError: async ({ state }) => (state?.serverError as Response | undefined) ?? undefined,
  };
}

/** The body of GET /api/auth/user is a signed-in user (an object with an id), not null or an error. */
export async function isSignedInUser(response: Response): Promise<boolean> {
  if (response.status !== 200) return false;
  try {
    const user = (await response.clone().json()) as { id?: unknown } | null;
    return typeof user?.id === 'string' && user.id !== '';
  } catch {
    return false;
  }
}

/**
 * Keeps the one credential-bearing answer the offline app needs: who is signed in, so a
 * schedule page opened offline renders for its member instead of sending them to sign in
 * (the shell takes any failure of that request for "signed out", spec §7). Any other answer
 * (401 after sign-out or expiry, null) removes the copy, so a signed-out device keeps no user.
 */
export function signedInUserOnly(): WorkboxPlugin {
  return {
    cacheWillUpdate: async ({ request, response }) => {
      if (await isSignedInUser(response)) return response;
      await (await caches.open(CACHES.session)).delete(request);
      return null;
    },
  };
}

/**
 * Asks who is signed in and keeps (or forgets) the answer as the route does. Run when the
 * worker installs: the page that installed it asked before the worker was there, so without
 * this a schedule opened once online right after installing would not know its member offline.
 */
export async function rememberSignedInUser(): Promise<void> {
  const response = await fetch(CURRENT_USER_URL, { credentials: 'same-origin', cache: 'no-store' });
  const cache = await caches.open(CACHES.session);
  if (await isSignedInUser(response)) await cache.put(CURRENT_USER_URL, response);
  else await cache.delete(CURRENT_USER_URL);
}
