import type { EntityManager } from '@worship/subgraph-kit';
import { Schedule } from '../schedule/schedule.entity';

/**
 * A group was deleted in the groups service: its schedules go with it (DESIGN §4), their songs
 * and ratings by the foreign keys' cascade. Idempotent. Returns how many schedules were deleted.
 */
export function deleteGroupSchedules(em: EntityManager, groupId: string): Promise<number> {
  return em.nativeDelete(Schedule, { groupId });
}
