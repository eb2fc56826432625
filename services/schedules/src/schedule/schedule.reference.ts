import type { SubgraphContext, ViewerGroupIds } from '@worship/subgraph-kit';
import { findMemberSchedule } from './schedule.access';
import type { Schedule } from './schedule.entity';

/**
 * Resolves `Schedule` references from other subgraphs (batched through the request's loaders):
 * only members of its group see a schedule; for anyone else, anonymous callers included, null.
 */
export function createScheduleReferenceResolvers(viewerGroupIds: ViewerGroupIds) {
  return {
    Schedule: {
      __resolveReference: async (
        reference: { id: string },
        context: SubgraphContext,
      ): Promise<Schedule | null> =>
        context.viewer.userId ? findMemberSchedule(context, viewerGroupIds, reference.id) : null,
    },
  };
}
