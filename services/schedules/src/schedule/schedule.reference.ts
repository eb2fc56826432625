import { isUuid, type SubgraphContext, type ViewerGroupIds } from '@worship/subgraph-kit';
import type { Schedule } from './schedule.entity';
import { scheduleLoaders } from './schedule.loaders';

/**
 * Resolves `Schedule` references from other subgraphs (batched through the request's loaders):
 * only members of its group see a schedule; for anyone else, anonymous callers included, null.
 */
export function createScheduleReferenceResolvers(viewerGroupIds: ViewerGroupIds) {
  return {
    Schedule: {
      async __resolveReference(
        reference: { id: string },
        context: SubgraphContext,
      ): Promise<Schedule | null> {
        if (!isUuid(reference.id) || !context.viewer.userId) return null;
        const [schedule, groupIds] = await Promise.all([
          scheduleLoaders(context).byId.load(reference.id.toLowerCase()),
          viewerGroupIds(context),
        ]);
        return schedule && groupIds.includes(schedule.groupId) ? schedule : null;
      },
    },
  };
}
