import { Directive, Field, ID, ObjectType } from 'type-graphql';

/** The federated User entity. Resolvers return the ORM entity; only these fields are exposed. */
@Directive('@key(fields: "id")')
@ObjectType('User')
export class UserType {
  @Field(() => ID)
  id: string;

  @Field(() => String, { nullable: true })
  firstName: string | null;

  @Field(() => String, { nullable: true })
  lastName: string | null;

  @Field(() => String, { nullable: true })
  email: string | null;

  @Field(() => String, { nullable: true })
  profileImageUrl: string | null;

  @Field(() => Boolean)
  isAdmin: boolean;

  @Field(() => Date)
  createdAt: Date;

  @Field(() => String)
  languageOrder: string;
}
