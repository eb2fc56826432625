import { ownAccount } from './own-account';
import { useMutation } from '@apollo/client/react';
import { type Language } from '@worship/common';
import { useCurrentUser, useReportError, useToast } from '@worship/shell-contract';
import { useCallback } from 'react';
import { UpdateLanguageOrderDocument } from './profile.graphql';

/** Spec §8. */
export const SAVE_LANGUAGE_ORDER_FAILED = 'Failed to save language order. Please try again.';

/**
 * `save(order)` stores the user's language display order. The answer is the whole user: Apollo
 * updates its cached `me` from it, and the shell contract's current user takes it too, so every
 * page (and remote) that reads `useLanguageOrder()` follows at once.
 */
export function useSaveLanguageOrder() {
  const { setUser } = useCurrentUser();
  const { toast } = useToast();
  const reportError = useReportError();
  const [mutate, { loading }] = useMutation(UpdateLanguageOrderDocument);
  const save = useCallback(
    async (order: readonly Language[]): Promise<boolean> => {
      try {
        const result = await mutate({ variables: { languageOrder: order.join(',') } });
        if (!result.data) throw new Error('updateLanguageOrder returned no data');
        const user = result.data.updateLanguageOrder;
        setUser(ownAccount(user));
        toast({
          title: 'Language order saved',
          description: 'Songs will show languages in this order.',
        });
        return true;
      } catch (error) {
        reportError(error, SAVE_LANGUAGE_ORDER_FAILED);
        return false;
      }
    },
    [mutate, reportError, setUser, toast],
  );
  return { save, saving: loading };
}
