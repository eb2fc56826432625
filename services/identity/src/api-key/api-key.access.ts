import { API_KEYS_NEED_SESSION_MESSAGE } from '@worship/common';
import { ForbiddenError, type SubgraphContext } from '@worship/subgraph-kit';
import { requireUser } from '../user/user.access';
import type { User } from '../user/user.entity';

export const ADMIN_ONLY_MESSAGE = 'Only site administrators can manage API keys.';

/**
 * Managing API keys: a site admin signed in with a session. Anonymous → UNAUTHENTICATED; a
 * caller the gateway authenticated with an API key (or whose viewer does not say `session`) →
 * FORBIDDEN, so a leaked key cannot create its own successor; others → FORBIDDEN. The admin
 * flag is checked against the database, not the header.
 */
export async function requireAdmin(context: SubgraphContext): Promise<User> {
  const user = await requireUser(context);
  if (context.viewer.via !== 'session') throw new ForbiddenError(API_KEYS_NEED_SESSION_MESSAGE);
  if (!user.isAdmin) throw new ForbiddenError(ADMIN_ONLY_MESSAGE);
  return user;
}
