import type { EntityManager } from '@worship/subgraph-kit';
import { notifyLive } from './live.queries';

/*
 * Who may follow a schedule live changes with the schedule and its group, not with the live
 * session: these tell every gateway (through the live channel, in the change's transaction) to
 * let go of the streams that lost their right, at once rather than at their next reconnect.
 */

/** The schedule was made private (share-link streams end) or deleted (every stream ends). */
export function notifyScheduleAccess(
  tx: EntityManager,
  scheduleId: string,
  access: { isPublic: boolean; deleted: boolean },
): Promise<void> {
  return notifyLive(tx, { type: 'access', scheduleId, ...access });
}

/** The member's streams of the group's schedules end (they left or were removed). */
export function notifyMemberDeparted(
  tx: EntityManager,
  groupId: string,
  userId: string,
): Promise<void> {
  return notifyLive(tx, { type: 'departed', groupId, userId });
}
