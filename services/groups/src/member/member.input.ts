import { ArgsType, Field, ID } from 'type-graphql';

/** An args class keeps the SDL's argument order (groupId, userId) as in the contract. */
@ArgsType()
export class RemoveGroupMemberArgs {
  @Field(() => ID)
  groupId: string;

  @Field(() => ID)
  userId: string;
}
