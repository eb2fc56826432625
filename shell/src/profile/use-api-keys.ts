import { useMutation, useQuery } from '@apollo/client/react';
import { useReportError, useToast, useHandleUnauthorized } from '@worship/shell-contract';
import { useCallback } from 'react';
import {
  ApiKeysDocument,
  CreateApiKeyDocument,
  DeleteApiKeyDocument,
  type ApiKey,
  type NewApiKey,
} from './api-keys.graphql';

/** Spec §5 and §8 messages. */
export const API_KEY_NAME_REQUIRED = 'Please enter a name for your API key.';
export const CREATE_API_KEY_FAILED = 'Failed to create API key...';
export const DELETE_API_KEY_FAILED = 'Failed to delete API key...';

/** The key list (site admins only: call it only where the viewer is an admin, spec §6). */
export function useApiKeys() {
  const { data, loading, error } = useQuery(ApiKeysDocument);
  useHandleUnauthorized(error);
  return { keys: data?.apiKeys, loading: loading && !data, failed: Boolean(error) && !data };
}

/**
 * `create(name)` resolves with the new key (its secret is in this answer only) or null after
 * reporting the failure; the list is read again afterwards.
 */
export function useCreateApiKey() {
  const reportError = useReportError();
  const [mutate, { loading }] = useMutation(CreateApiKeyDocument, {
    refetchQueries: [{ query: ApiKeysDocument }],
  });
  const create = useCallback(
    async (name: string): Promise<NewApiKey | null> => {
      try {
        const result = await mutate({ variables: { name } });
        if (!result.data) throw new Error('createApiKey returned no data');
        return result.data.createApiKey;
      } catch (error) {
        reportError(error, CREATE_API_KEY_FAILED);
        return null;
      }
    },
    [mutate, reportError],
  );
  return { create, creating: loading };
}

/** `remove(key)`: revokes it at once; it leaves the list straight away (cache) and the list is read again. */
export function useDeleteApiKey() {
  const { toast } = useToast();
  const reportError = useReportError();
  const [mutate, { loading }] = useMutation(DeleteApiKeyDocument, {
    refetchQueries: [{ query: ApiKeysDocument }],
  });
  const remove = useCallback(
    async (key: ApiKey): Promise<boolean> => {
      try {
        await mutate({
          variables: { id: key.id },
          update(cache) {
            cache.evict({ id: cache.identify({ __typename: 'ApiKey', id: key.id }) });
            cache.gc();
          },
        });
        toast({ title: 'API key deleted', description: `“${key.name}” no longer works.` });
        return true;
      } catch (error) {
        reportError(error, DELETE_API_KEY_FAILED);
        return false;
      }
    },
    [mutate, reportError, toast],
  );
  return { remove, deleting: loading };
}
