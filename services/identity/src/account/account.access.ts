import { ForbiddenError, type SubgraphContext } from '@worship/subgraph-kit';
import { requireUser } from '../user/user.access';
import type { User } from '../user/user.entity';

export const SESSION_REQUIRED_MESSAGE =
  'Sign in with your password to change your account; an API key cannot.';

/**
 * The signed-in user calling with a session (a browser signed in with their password), never
 * with an API key: a leaked key must not be able to take over or delete the account. The
 * gateway sets `via: 'session'` and the session's id only for a session cookie.
 */
export async function requireSessionUser(
  context: SubgraphContext,
): Promise<{ user: User; sessionId: string }> {
  const user = await requireUser(context);
  const { via, sessionId } = context.viewer;
  if (via !== 'session' || !sessionId) throw new ForbiddenError(SESSION_REQUIRED_MESSAGE);
  return { user, sessionId };
}
