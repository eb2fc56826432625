import { Directive, Field, ID, ObjectType } from 'type-graphql';
import type { UserJson } from '@worship/common';
import type { User } from './user.entity';

/**
 * The federated User entity. Resolvers return the ORM entity (`User`); only these fields are
 * exposed, so the password hash and OIDC link never reach the graph.
 */
@Directive('@key(fields: "id")')
@ObjectType('User')
export class UserType {
  @Field(() => ID)
  id: string;

  @Field(() => String, { nullable: true })
  firstName: string | null;

  @Field(() => String, { nullable: true })
  lastName: string | null;

  /** Null unless the caller is the user, shares a group with them, or is a site admin. */
  @Field(() => String, { nullable: true })
  email: string | null;

  @Field(() => String, { nullable: true })
  profileImageUrl: string | null;

  /** Null unless the caller is the user or a site admin. */
  @Field(() => Boolean, { nullable: true })
  isAdmin: boolean | null;

  @Field(() => Date)
  createdAt: Date;

  @Field(() => String)
  languageOrder: string;
}

/** The user as the internal routes present it: the shared contract of @worship/common. */
export type { UserJson };

export function toUserJson(user: User): UserJson {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    profileImageUrl: user.profileImageUrl,
    isAdmin: user.isAdmin,
    createdAt: user.createdAt.toISOString(),
    languageOrder: user.languageOrder,
  };
}
