import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@worship/subgraph-kit';
import { isUuid } from '@worship/subgraph-kit';
import { sha256 } from '../session/session.service';
import { User } from '../user/user.entity';
import { ApiKey } from './api-key.entity';

export const API_KEY_PREFIX = 'wsk_';

/** An API key as the graph presents it; the key itself is never stored or shown again. */
export interface ApiKeyView {
  id: string;
  name: string;
  createdAt: Date;
  lastUsed: Date | null;
  isActive: boolean;
}

export const toApiKeyView = (apiKey: ApiKey): ApiKeyView => ({
  id: apiKey.id,
  name: apiKey.name,
  createdAt: apiKey.createdAt,
  lastUsed: apiKey.lastUsed,
  isActive: apiKey.revokedAt === null,
});

export async function createApiKey(
  em: EntityManager,
  creator: User,
  name: string,
): Promise<{ apiKey: ApiKey; key: string }> {
  const key = API_KEY_PREFIX + randomBytes(32).toString('base64url');
  const apiKey = new ApiKey();
  apiKey.name = name;
  apiKey.keyHash = sha256(key);
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

/** Revokes one of the creator's own active keys; false when there is no such key. */
export async function revokeApiKey(
  em: EntityManager,
  creatorId: string,
  id: string,
): Promise<boolean> {
  if (!isUuid(id)) return false;
  const revoked = await em.nativeUpdate(
    ApiKey,
    { id, createdBy: creatorId, revokedAt: null },
    { revokedAt: new Date() },
  );
  return revoked > 0;
}

/**
 * Returns the key's creator and records the use, or null for an unknown or revoked key, or when
 * the creator is no longer a site admin (keys are an admin privilege).
 */
export async function resolveApiKey(
  em: EntityManager,
  key: string,
  now = new Date(),
): Promise<User | null> {
  if (!key.startsWith(API_KEY_PREFIX) || key.length > 200) return null;
  const apiKey = await em.findOne(
    ApiKey,
    { keyHash: sha256(key), revokedAt: null },
    { populate: ['createdBy'] },
  );
  if (!apiKey || !apiKey.createdBy.isAdmin) return null;
  await em.nativeUpdate(ApiKey, { id: apiKey.id }, { lastUsed: now });
  return apiKey.createdBy;
}
