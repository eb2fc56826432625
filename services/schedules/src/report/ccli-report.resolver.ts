import {
  GroupReference,
  requireUserId,
  validateInput,
  type SubgraphContext,
  type ViewerGroupIds,
} from '@worship/subgraph-kit';
import { Arg, Args, Ctx, FieldResolver, ID, Int, Mutation, Resolver, Root } from 'type-graphql';
import { requireMemberSchedule } from '../schedule/schedule.access';
import type { UsageClock } from '../usage/usage-clock';
import { ccliReportArgsSchema } from './ccli-report.input';
import { ccliReport } from './ccli-report.read-model';
import { CcliReportArgs, CcliReportSong } from './ccli-report.type';
import { printCopiesSchema, recordSchedulePrint } from './print.service';

/**
 * Issue 21: the CCLI report on `Group` (any member: the group reference checked membership) and
 * the print record the report's print copies come from (any member of the schedule's group).
 */
export function createCcliReportResolver(viewerGroupIds: ViewerGroupIds, clock: UsageClock) {
  @Resolver(() => GroupReference)
  class CcliReportResolver {
    /** Per song used or printed in the range of service dates: its figures. */
    @FieldResolver(() => [CcliReportSong])
    async ccliReport(
      @Root() group: GroupReference,
      @Args(() => CcliReportArgs) args: CcliReportArgs,
      @Ctx() ctx: SubgraphContext,
    ): Promise<CcliReportSong[]> {
      const range = validateInput(ccliReportArgsSchema, args);
      const rows = await ccliReport(ctx.em, group.id, range, clock.now());
      return rows.map((row) => ({ ...row, song: { id: row.songId } }));
    }

    /**
     * The caller printed `copies` copies of the schedule's song sheet: counted as print copies
     * of each of its songs. Answers how many songs were counted.
     */
    @Mutation(() => Int)
    async recordSchedulePrint(
      @Arg('scheduleId', () => ID) scheduleId: string,
      @Arg('copies', () => Int) copies: number,
      @Ctx() ctx: SubgraphContext,
    ): Promise<number> {
      const userId = requireUserId(ctx);
      const schedule = await requireMemberSchedule(ctx, viewerGroupIds, scheduleId);
      const data = validateInput(printCopiesSchema, { copies });
      return recordSchedulePrint(ctx.em, schedule.id, userId, data.copies);
    }
  }
  return CcliReportResolver;
}
