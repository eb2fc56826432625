import { requireUserId, type SubgraphContext } from '@worship/subgraph-kit';
import { Ctx, Query, Resolver } from 'type-graphql';
import { planAccountDeletion } from './account-deletion.service';
import { AccountDeletionGroup, type AccountDeletionOutcome } from './account-deletion.type';

@Resolver()
export class AccountDeletionResolver {
  /**
   * What deleting the caller's account would do to each of their groups (the profile lists it
   * before asking). Songs and schedules add their counts through `Group`'s fields.
   */
  @Query(() => [AccountDeletionGroup])
  async accountDeletionPreview(@Ctx() ctx: SubgraphContext): Promise<AccountDeletionGroup[]> {
    const steps = await planAccountDeletion(ctx.em, requireUserId(ctx));
    return steps.map((step) => ({
      group: step.group,
      outcome: step.outcome as AccountDeletionOutcome,
      newOwner: step.newOwnerId ? { id: step.newOwnerId } : null,
    }));
  }
}
