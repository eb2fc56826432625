import { safeRedirect } from '@worship/common';
import type { NavigateFunction } from 'react-router-dom';

/**
 * After signing in: the `redirect` target when it is a same-origin page of the app (the rule the
 * gateway applies to its own redirects, @worship/common), else '/'.
 */
export function goAfterSignIn(navigate: NavigateFunction, redirect: string | null) {
  navigate(safeRedirect(redirect), { replace: true });
}
