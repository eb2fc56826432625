import { Field, ObjectType } from 'type-graphql';
import { GroupMember } from '../member/member.entity';

@ObjectType()
export class InviteEmail {
  @Field(() => String)
  to: string;

  @Field(() => String)
  subject: string;

  @Field(() => String)
  message: string;
}

@ObjectType()
export class GroupInvite {
  @Field(() => String)
  inviteLink: string;

  @Field(() => Date)
  expiresAt: Date;

  @Field(() => [InviteEmail])
  emails: InviteEmail[];
}

@ObjectType()
export class JoinGroupResult {
  @Field(() => String)
  groupName: string;

  @Field(() => GroupMember)
  membership: GroupMember;
}

@ObjectType()
export class InvitePreview {
  @Field(() => String)
  groupName: string;

  @Field(() => Date)
  expiresAt: Date;
}
