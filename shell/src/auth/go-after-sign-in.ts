import type { NavigateFunction } from 'react-router-dom';
import { safeRedirect } from '../lib/safe-redirect';

/** After signing in: the safe `redirect` target, client-side unless it is a server route. */
export function goAfterSignIn(navigate: NavigateFunction, redirect: string | null) {
  const target = safeRedirect(redirect);
  if (target.startsWith('/api/')) window.location.assign(target);
  else navigate(target, { replace: true });
}
