import type { CurrentUser, CurrentUserValue } from '@worship/shell-contract';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { earlyCurrentUser, requestCurrentUser } from '../boot/early-requests';

/**
 * GET /api/auth/user with plain fetch (no Apollo on the landing page, DESIGN §7).
 * Spec §7: any failure means unauthenticated, and there is no retry.
 */
export function fetchCurrentUser(): Promise<CurrentUser | null> {
  return requestCurrentUser();
}

export function useAuthState(): CurrentUserValue {
  const [user, setUser] = useState<CurrentUser | null>(null);
  const [loading, setLoading] = useState(true);

  const refresh = useCallback(async () => {
    setUser(await fetchCurrentUser());
    setLoading(false);
  }, []);

  useEffect(() => {
    let cancelled = false;
    // The first answer comes from the request src/index.ts started with the page, so it does
    // not wait for React's chunks; refresh() always asks again.
    (earlyCurrentUser() ?? fetchCurrentUser()).then((value) => {
      if (cancelled) return;
      setUser(value);
      setLoading(false);
    });
    return () => {
      cancelled = true;
    };
  }, []);

  return useMemo(
    () => ({ user, loading, isAuthenticated: user !== null, refresh, setUser }),
    [user, loading, refresh],
  );
}
