import type { IdentityClient, IdentityUser } from './identity-client';

/**
 * Remembers resolved sessions for a few seconds, so a page that fires several calls does not
 * ask the identity service (and its database) about the same cookie each time; that lookup
 * was most of the gateway's overhead. Sign-out and sign-in through this gateway forget the
 * token at once. Only positive answers are kept: an unknown cookie is asked about every time.
 * API keys are never cached, because deleting one must stop it at once.
 */
export function withSessionCache(
  identity: IdentityClient,
  options: { ttlMs: number; maxEntries?: number; now?: () => number },
): IdentityClient {
  if (options.ttlMs <= 0) return identity;
  const maxEntries = options.maxEntries ?? 10_000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, { user: IdentityUser; until: number }>();

  return {
    ...identity,
    async resolveSession(sessionToken) {
      const hit = entries.get(sessionToken);
      if (hit && hit.until > now()) return hit.user;
      entries.delete(sessionToken);
      const user = await identity.resolveSession(sessionToken);
      if (user) {
        // Map keeps insertion order: the first key is the oldest entry.
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
        entries.set(sessionToken, { user, until: now() + options.ttlMs });
      }
      return user;
    },
    async revokeSession(sessionToken) {
      entries.delete(sessionToken);
      return identity.revokeSession(sessionToken);
    },
  };
}
