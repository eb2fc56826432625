import { Directive, Field, ID, ObjectType } from 'type-graphql';

/** A stub of identity's `User`: this service only knows the id, identity resolves the rest. */
@ObjectType('User')
@Directive('@key(fields: "id", resolvable: false)')
export class UserReference {
  @Field(() => ID)
  id: string;
}
