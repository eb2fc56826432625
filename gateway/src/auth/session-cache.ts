import type { IdentityClient, IdentityUser } from './identity-client';
import { shortLivedCache } from '../cache/short-lived-cache';

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
 * time-to-live (docs/deployment.md); see shortLivedCache for when an entry's life starts and how
 * a page's burst shares one lookup. Only positive answers are kept: an unknown cookie is asked
 * about every time. API keys are never cached, because deleting one must
 * stop it at once.
 */
export function withSessionCache(
  identity: IdentityClient,
  options: { ttlMs: number; maxEntries?: number; now?: () => number },
): CachingIdentityClient {
  if (options.ttlMs <= 0) return { ...identity, forgetUser: () => {}, forgetAll: () => {} };
  const sessions = shortLivedCache<string, IdentityUser | null>({
    ...options,
    keep: (user) => user !== null,
  });
  return {
    ...identity,
    resolveSession: (sessionToken) =>
      sessions.get(sessionToken, () => identity.resolveSession(sessionToken)),
    async revokeSession(sessionToken) {
      sessions.forget(sessionToken);
      return identity.revokeSession(sessionToken);
    },
    forgetUser: (userId) => sessions.forgetWhere((user) => user?.id === userId),
    forgetAll: () => sessions.forgetAll(),
  };
}
