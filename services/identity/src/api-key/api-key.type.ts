import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType('ApiKey')
export class ApiKeyType {
  @Field(() => ID)
  id: string;

  @Field(() => String)
  name: string;

  @Field(() => Date)
  createdAt: Date;

  @Field(() => Date, { nullable: true })
  lastUsed: Date | null;

  @Field(() => Boolean)
  isActive: boolean;
}

/** Returned once, at creation: the only time the key itself is visible. */
@ObjectType('NewApiKey')
export class NewApiKeyType extends ApiKeyType {
  @Field(() => String)
  key: string;
}
