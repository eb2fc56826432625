import type { CurrentUser } from '@worship/shell-contract';

/**
 * The caller's own account as the shell contract holds it. The graph answers `isAdmin` null for
 * someone else's account only; on the caller's own it is always set.
 */
export function ownAccount<T extends Omit<CurrentUser, 'isAdmin'> & { isAdmin: boolean | null }>(
  user: T,
): T & CurrentUser {
  return { ...user, isAdmin: user.isAdmin ?? false };
}
