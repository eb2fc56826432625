import type { EntityManager } from '@worship/subgraph-kit';
import { hashSecretToken, isUuid, newSecretToken, NotFoundError } from '@worship/subgraph-kit';
import type { User } from '../user/user.entity';
import { ApiKey } from './api-key.entity';

export const API_KEY_PREFIX = 'wsk_';
export const API_KEY_NOT_FOUND_MESSAGE = 'API key not found';

export async function createApiKey(
  em: EntityManager,
  creator: User,
  name: string,
): Promise<{ apiKey: ApiKey; key: string }> {
  const key = API_KEY_PREFIX + newSecretToken();
  const apiKey = new ApiKey();
  apiKey.name = name;
  apiKey.keyHash = hashSecretToken(key);
  apiKey.createdBy = creator;
  em.persist(apiKey);
  await em.flush();
  return { apiKey, key };
}

/** The creator's keys that still work, newest first. */
export function listApiKeys(em: EntityManager, creatorId: string): Promise<ApiKey[]> {
  return em.find(
    ApiKey,
    { createdBy: creatorId, revokedAt: null },
    { orderBy: { createdAt: 'desc', id: 'asc' } },
  );
}

/** Revokes one of the creator's own active keys; NOT_FOUND when there is no such key. */
export async function revokeApiKey(
  em: EntityManager,
  creatorId: string,
  id: string,
): Promise<void> {
  const revoked = isUuid(id)
    ? await em.nativeUpdate(
        ApiKey,
        { id, createdBy: creatorId, revokedAt: null },
        { revokedAt: new Date() },
      )
    : 0;
  if (revoked === 0) throw new NotFoundError(API_KEY_NOT_FOUND_MESSAGE);
}

/** `lastUsed` is written at most this often per key: every Bearer request resolves its key. */
export const LAST_USED_RESOLUTION_MS = 60_000;

/**
 * Returns the key's creator and records the use, or null for an unknown or revoked key, or when
 * the creator is no longer a site admin (keys are an admin privilege). The use is recorded at
 * most once a minute per key (LAST_USED_RESOLUTION_MS): a key read within the minute writes
 * nothing, and the conditional UPDATE keeps replicas resolving the same key at once from each
 * writing it. Revocation is unaffected: every call reads the key.
 */
export async function resolveApiKey(
  em: EntityManager,
  key: string,
  now = new Date(),
): Promise<User | null> {
  if (!key.startsWith(API_KEY_PREFIX) || key.length > 200) return null;
  const apiKey = await em.findOne(
    ApiKey,
    { keyHash: hashSecretToken(key), revokedAt: null },
    { populate: ['createdBy'] },
  );
  if (!apiKey || !apiKey.createdBy.isAdmin) return null;
  const stale = new Date(now.getTime() - LAST_USED_RESOLUTION_MS);
  if (!apiKey.lastUsed || apiKey.lastUsed <= stale) {
    await em.nativeUpdate(
      ApiKey,
      { id: apiKey.id, $or: [{ lastUsed: null }, { lastUsed: { $lte: stale } }] },
      { lastUsed: now },
    );
  }
  return apiKey.createdBy;
}
