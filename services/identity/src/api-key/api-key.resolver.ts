import type { SubgraphContext } from '@worship/subgraph-kit';
import { validateInput } from '@worship/subgraph-kit';
import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { requireAdmin } from './api-key.access';
import { apiKeyNameInput } from './api-key.input';
import { createApiKey, listApiKeys, revokeApiKey } from './api-key.service';
import { ApiKeyType, NewApiKeyType, toApiKeyView, type ApiKeyView } from './api-key.type';

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
    await revokeApiKey(context.em, admin.id, id);
    return true;
  }
}
