import { useEffect } from 'react';
import { handleUnauthorized } from './unauthorized';

/**
 * A query's error that says the session ended (`handleUnauthorized`: the 'Unauthorized' toast,
 * then signing in again) is handled once it has rendered; any other error is the caller's to show.
 */
export function useHandleUnauthorized(error: unknown) {
  useEffect(() => {
    if (error) handleUnauthorized(error);
  }, [error]);
}
