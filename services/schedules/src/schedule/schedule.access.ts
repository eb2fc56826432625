import {
  isUuid,
  NotFoundError,
  requireUserId,
  type SubgraphContext,
  type ViewerGroupIds,
} from '@worship/subgraph-kit';
import type { Schedule } from './schedule.entity';
import { scheduleLoaders } from './schedule.loaders';
import { SCHEDULE_NOT_FOUND } from './schedule.service';

/**
 * A schedule of one of the signed-in caller's groups, else null: a schedule of another group
 * does not exist for them, like a malformed or unknown id. Anonymous callers: UNAUTHENTICATED.
 */
export async function findMemberSchedule(
  context: SubgraphContext,
  viewerGroupIds: ViewerGroupIds,
  id: string,
): Promise<Schedule | null> {
  requireUserId(context);
  // The viewer's groups (from the groups service) and the schedule at once.
  const [groupIds, schedule] = await Promise.all([
    viewerGroupIds(context),
    isUuid(id) ? scheduleLoaders(context).byId.load(id.toLowerCase()) : null,
  ]);
  return schedule && groupIds.includes(schedule.groupId) ? schedule : null;
}

/** findMemberSchedule, or NOT_FOUND "Schedule not found". */
export async function requireMemberSchedule(
  context: SubgraphContext,
  viewerGroupIds: ViewerGroupIds,
  id: string,
): Promise<Schedule> {
  const schedule = await findMemberSchedule(context, viewerGroupIds, id);
  if (!schedule) throw new NotFoundError(SCHEDULE_NOT_FOUND);
  return schedule;
}
