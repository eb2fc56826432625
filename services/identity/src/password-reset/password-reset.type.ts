import { Field, ObjectType } from 'type-graphql';
import type { User } from '../user/user.entity';
import { UserType } from '../user/user.type';

/** A new reset link, shown once to the admin who created it. */
@ObjectType('PasswordResetLink')
export class PasswordResetLinkType {
  /** The secret; the link is the app's origin + `path`. */
  @Field(() => String)
  token: string;

  /** `/reset-password/<token>`: the page of the app that sets the new password. */
  @Field(() => String)
  path: string;

  @Field(() => Date)
  expiresAt: Date;

  @Field(() => UserType)
  user: User;
}

/** What the reset page may show about a usable link: whose account it resets, and until when. */
@ObjectType('PasswordResetInfo')
export class PasswordResetInfoType {
  @Field(() => String, { nullable: true })
  email: string | null;

  @Field(() => String, { nullable: true })
  firstName: string | null;

  @Field(() => Date)
  expiresAt: Date;
}
