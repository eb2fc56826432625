import type { IdentityClient, IdentityUser } from './identity-client';

/** The identity client with the cache's own controls (no-ops when nothing is cached). */
export type CachingIdentityClient = IdentityClient & {
  /**
   * Forgets every cached session of the user: after their password changes, their other sessions
   * are signed out or their account is deleted, this gateway asks identity again at once.
   * Another gateway replica's cache still answers for at most SESSION_CACHE_SECONDS.
   */
  forgetUser(userId: string): void;
  /** Forgets every cached session (a reset link's holder is not the user the cache knows). */
  forgetAll(): void;
};

/**
 * Remembers resolved sessions for a moment (SESSION_CACHE_SECONDS, 1 s by default), so a page
 * that fires several calls at once does not ask the identity service (and its database) about
 * the same cookie each time; that lookup was most of the gateway's overhead. Sign-out and
 * sign-in through this gateway forget the token at once; another replica notices within the
 * time-to-live (docs/deployment.md). An entry's life counts from when identity was asked, not
 * from when it answered: a lookup that was in flight while the session ended elsewhere cannot
 * keep it alive past the time-to-live. Calls for one cookie at the same moment (a page's burst,
 * most often after the entry expired) share one lookup. Only positive answers are kept: an
 * unknown cookie is asked about every time. API keys are never cached, because deleting one must
 * stop it at once.
 */
export function withSessionCache(
  identity: IdentityClient,
  options: { ttlMs: number; maxEntries?: number; now?: () => number },
): CachingIdentityClient {
  if (options.ttlMs <= 0) return { ...identity, forgetUser: () => {}, forgetAll: () => {} };
  const maxEntries = options.maxEntries ?? 10_000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, { user: IdentityUser; until: number }>();
  const inFlight = new Map<string, Promise<IdentityUser | null>>();
  // Bumped by every forget: a lookup on its way then may answer its callers, but must not
  // refill the cache with a session that has just ended.
  let generation = 0;
  const forgetInFlight = () => {
    generation += 1;
    inFlight.clear();
  };

  const lookUp = (sessionToken: string) => {
    const asked = now();
    const started = generation;
    const lookup: Promise<IdentityUser | null> = identity
      .resolveSession(sessionToken)
      .then((user) => {
        if (user && started === generation) {
          // Map keeps insertion order: the first key is the oldest entry.
          if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
          entries.set(sessionToken, { user, until: asked + options.ttlMs });
        }
        return user;
      })
      .finally(() => {
        if (inFlight.get(sessionToken) === lookup) inFlight.delete(sessionToken);
      });
    inFlight.set(sessionToken, lookup);
    return lookup;
  };

  return {
    ...identity,
    async resolveSession(sessionToken) {
      const hit = entries.get(sessionToken);
      if (hit && hit.until > now()) return hit.user;
      entries.delete(sessionToken);
      return inFlight.get(sessionToken) ?? lookUp(sessionToken);
    },
    async revokeSession(sessionToken) {
      entries.delete(sessionToken);
      forgetInFlight();
      return identity.revokeSession(sessionToken);
    },
    forgetUser(userId) {
      forgetInFlight();
      for (const [token, entry] of entries) if (entry.user.id === userId) entries.delete(token);
    },
    forgetAll() {
      forgetInFlight();
      entries.clear();
    },
  };
}
