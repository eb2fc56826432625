import { useCallback } from 'react';
import { useToast } from './toast';
import { handleUnauthorized } from './unauthorized';

export interface ReportErrorOptions {
  /**
   * Show `message` as the toast title and the server's own message as its description
   * (the join page); by default the title is 'Error' and `message` is the description.
   */
  withServerMessage?: boolean;
}

/**
 * The first message a failed call carries: a GraphQL error's (Apollo's CombinedGraphQLErrors
 * and anything else with `errors: [{ message }]`), else the error's own.
 */
export function serverMessageOf(error: unknown): string | undefined {
  const errors = (error as { errors?: unknown } | null)?.errors;
  const first = Array.isArray(errors)
    ? (errors[0] as { message?: unknown } | undefined)
    : undefined;
  if (typeof first?.message === 'string' && first.message) return first.message;
  if (error instanceof Error && error.message) return error.message;
  return undefined;
}

/**
 * Reports a failed call the way every page does (spec §8): a logged-out error goes to
 * handleUnauthorized (toast + /api/login after 500 ms); anything else becomes a destructive
 * toast, 'Error' / `message`.
 */
export function useReportError() {
  const { toast } = useToast();
  return useCallback(
    (error: unknown, message: string, options: ReportErrorOptions = {}) => {
      if (handleUnauthorized(error)) return;
      if (options.withServerMessage) {
        const detail = serverMessageOf(error);
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
