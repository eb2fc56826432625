import type { EntityManager } from '@worship/subgraph-kit';
import { Category } from '../category/category.entity';

/**
 * The account was deleted (identity's `user.deleted`). Its songs stay: others may have them in
 * their libraries and schedules (DESIGN §8: a song in use is never hard deleted), and their
 * creator shows as a deleted user. Its categories stay in the site-wide list with no creator,
 * so only site admins edit them from now on. Idempotent. Returns how many categories changed.
 */
export function releaseDeletedUsersCategories(em: EntityManager, userId: string): Promise<number> {
  return em.nativeUpdate(Category, { createdBy: userId }, { createdBy: null });
}
