import {
  requireUserId,
  validateInput,
  type SubgraphContext,
  type ViewerGroupIds,
} from '@worship/subgraph-kit';
import { Args, Ctx, Mutation, Resolver } from 'type-graphql';
import { requireMemberSchedule } from '../schedule/schedule.access';
import { Schedule } from '../schedule/schedule.entity';
import { rateSchedule } from './rating.service';
import { RateScheduleArgs, rateScheduleSchema } from './rating.input';

/**
 * Rating a schedule: every member of its group may, once (rating again replaces). A small factory
 * for the same reason as createScheduleResolver: the viewer's groups.
 */
export function createRatingResolver(viewerGroupIds: ViewerGroupIds) {
  @Resolver()
  class RatingResolver {
    @Mutation(() => Schedule)
    async rateSchedule(
      @Args(() => RateScheduleArgs) { scheduleId, rating }: RateScheduleArgs,
      @Ctx() ctx: SubgraphContext,
    ): Promise<Schedule> {
      const userId = requireUserId(ctx);
      const schedule = await requireMemberSchedule(ctx, viewerGroupIds, scheduleId);
      const data = validateInput(rateScheduleSchema, { rating });
      await rateSchedule(ctx.em, schedule.id, userId, data.rating);
      // A rating changes no column of the schedule: the schedule just loaded is the answer.
      return schedule;
    }
  }
  return RatingResolver;
}
