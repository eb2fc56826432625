import { handleUnauthorized, useToast } from '@worship/shell-contract';
import { useCallback } from 'react';
import { errorMessageOf } from './graphql-errors';

export interface ReportErrorOptions {
  /**
   * Show `message` as the toast title and the server's own message as its description
   * (the join page); by default the title is 'Error' and `message` is the description.
   */
  withServerMessage?: boolean;
}

/**
 * Reports a failed call: a logged-out error goes to the shell contract's handleUnauthorized
 * (toast + /api/login after 500 ms, spec §8); anything else becomes a destructive toast.
 */
export function useReportError() {
  const { toast } = useToast();
  return useCallback(
    (error: unknown, message: string, options: ReportErrorOptions = {}) => {
      if (handleUnauthorized(error)) return;
      if (options.withServerMessage) {
        const detail = errorMessageOf(error);
        toast({
          title: message,
          description: detail && detail !== message ? detail : undefined,
          variant: 'destructive',
        });
      } else {
        toast({ title: 'Error', description: message, variant: 'destructive' });
      }
    },
    [toast],
  );
}
