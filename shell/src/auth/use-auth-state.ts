import { apiRequest, type CurrentUser, type CurrentUserValue } from '@worship/shell-contract';
import { useCallback, useEffect, useMemo, useState } from 'react';

/**
 * GET /api/auth/user with plain fetch (no Apollo on the landing page, DESIGN §7).
 * Spec §7: any failure means unauthenticated, and there is no retry.
 */
export async function fetchCurrentUser(): Promise<CurrentUser | null> {
  try {
    return (await apiRequest<CurrentUser>('GET', '/api/auth/user')) ?? null;
  } catch {
    return null;
  }
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
    fetchCurrentUser().then((value) => {
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
