import { UserReference } from '@worship/subgraph-kit';
import { Field, ObjectType, registerEnumType } from 'type-graphql';
import { Group } from '../group/group.entity';

/** What deleting the viewer's account does to one of their groups (GraphQL enum). */
export enum AccountDeletionOutcome {
  /** They created it and others are members: it passes to `newOwner`. */
  TRANSFERRED = 'transferred',
  /** They created it and are its only member: it is deleted with its schedules. */
  DELETED = 'deleted',
  /** They are a member: they leave it. */
  LEFT = 'left',
}

registerEnumType(AccountDeletionOutcome, { name: 'AccountDeletionOutcome' });

@ObjectType('AccountDeletionGroup')
export class AccountDeletionGroup {
  @Field(() => Group)
  group: Group;

  @Field(() => AccountDeletionOutcome)
  outcome: AccountDeletionOutcome;

  /** The longest-standing other member, who becomes the owner (TRANSFERRED only). */
  @Field(() => UserReference, { nullable: true })
  newOwner: UserReference | null;
}
