import type { EntityManager } from '@worship/subgraph-kit';
import { deleteSchedulesOfGroup } from '../schedule/schedule.queries';

/**
 * A group was deleted in the groups service: its schedules go with it (DESIGN §4), their songs
 * and ratings by the foreign keys' cascade. Idempotent. Returns how many schedules were deleted.
 */
export function deleteGroupSchedules(em: EntityManager, groupId: string): Promise<number> {
  return deleteSchedulesOfGroup(em, groupId);
}
