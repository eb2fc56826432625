import type { SubgraphContext } from '@worship/subgraph-kit';
import { ForbiddenError, NotFoundError, validateInput } from '@worship/subgraph-kit';
import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { User } from '../user/user.entity';
import { requireUser } from '../user/user.reference';
import { apiKeyNameInput } from './api-key.input';
import {
  createApiKey,
  listApiKeys,
  revokeApiKey,
  toApiKeyView,
  type ApiKeyView,
} from './api-key.service';
import { ApiKeyType, NewApiKeyType } from './api-key.type';

export const ADMIN_ONLY_MESSAGE = 'Only site administrators can manage API keys.';
export const API_KEY_NOT_FOUND_MESSAGE = 'API key not found';

/** Site admins only: anonymous → UNAUTHENTICATED, others → FORBIDDEN. Checked against the database. */
async function requireAdmin(context: SubgraphContext): Promise<User> {
  const user = await requireUser(context);
  if (!user.isAdmin) throw new ForbiddenError(ADMIN_ONLY_MESSAGE);
  return user;
}

@Resolver(() => ApiKeyType)
export class ApiKeyResolver {
  /** The caller's own active keys, newest first. */
  @Query(() => [ApiKeyType])
  async apiKeys(@Ctx() context: SubgraphContext): Promise<ApiKeyView[]> {
    const admin = await requireAdmin(context);
    return (await listApiKeys(context.em, admin.id)).map(toApiKeyView);
  }

  @Mutation(() => NewApiKeyType)
  async createApiKey(
    @Arg('name', () => String) name: string,
    @Ctx() context: SubgraphContext,
  ): Promise<ApiKeyView & { key: string }> {
    const admin = await requireAdmin(context);
    const input = validateInput(apiKeyNameInput, { name });
    const { apiKey, key } = await createApiKey(context.em, admin, input.name);
    return { ...toApiKeyView(apiKey), key };
  }

  /** Revokes one of the caller's own keys at once; another admin's key is NOT_FOUND. */
  @Mutation(() => Boolean)
  async deleteApiKey(
    @Arg('id', () => ID) id: string,
    @Ctx() context: SubgraphContext,
  ): Promise<boolean> {
    const admin = await requireAdmin(context);
    if (!(await revokeApiKey(context.em, admin.id, id))) {
      throw new NotFoundError(API_KEY_NOT_FOUND_MESSAGE);
    }
    return true;
  }
}
