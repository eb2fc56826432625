import { Field, ID, ObjectType } from 'type-graphql';
import type { ApiKey } from './api-key.entity';

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

/** An API key as the graph presents it; the key itself is never stored or shown again. */
export interface ApiKeyView {
  id: string;
  name: string;
  createdAt: Date;
  lastUsed: Date | null;
  isActive: boolean;
}

export const toApiKeyView = (apiKey: ApiKey): ApiKeyView => ({
  id: apiKey.id,
  name: apiKey.name,
  createdAt: apiKey.createdAt,
  lastUsed: apiKey.lastUsed,
  isActive: apiKey.revokedAt === null,
});
