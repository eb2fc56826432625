import { graphql } from '../__generated__';
import type { ApiKeysQuery, CreateApiKeyMutation } from '../__generated__/graphql';

// Typed documents: `npm run codegen` generates `src/__generated__/` from these strings.

export type ApiKey = ApiKeysQuery['apiKeys'][number];
export type NewApiKey = CreateApiKeyMutation['createApiKey'];

/** Site admins only (spec §6): only the admin-only API keys card asks for it. */
export const ApiKeysDocument = graphql(`
  query ApiKeys {
    apiKeys {
      id
      name
      createdAt
      lastUsed
      isActive
    }
  }
`);

/** The secret `key` is in this answer only (shown once). */
export const CreateApiKeyDocument = graphql(`
  mutation CreateApiKey($name: String!) {
    createApiKey(name: $name) {
      id
      name
      createdAt
      lastUsed
      isActive
      key
    }
  }
`);

export const DeleteApiKeyDocument = graphql(`
  mutation DeleteApiKey($id: ID!) {
    deleteApiKey(id: $id)
  }
`);
