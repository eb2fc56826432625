import type { EntityManager } from '@worship/subgraph-kit';
import { Rating } from '../rating/rating.entity';

/**
 * An account was deleted in identity: its ratings go, so every schedule's average is computed
 * from the ratings of people who still exist. Its schedules stay with their groups (a group
 * that is deleted takes them along through `group.deleted`), their creator shown as a deleted
 * user. Idempotent. Returns how many ratings were removed.
 */
export function removeDeletedUsersRatings(em: EntityManager, userId: string): Promise<number> {
  return em.nativeDelete(Rating, { userId });
}
