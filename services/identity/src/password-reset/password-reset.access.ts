import { ForbiddenError, type SubgraphContext } from '@worship/subgraph-kit';
import { requireUser } from '../user/user.access';
import type { User } from '../user/user.entity';

export const USERS_ADMIN_ONLY_MESSAGE = 'Only site administrators can manage users.';

/** Site admins only: anonymous → UNAUTHENTICATED, others → FORBIDDEN. Checked against the database. */
export async function requireUsersAdmin(context: SubgraphContext): Promise<User> {
  const user = await requireUser(context);
  if (!user.isAdmin) throw new ForbiddenError(USERS_ADMIN_ONLY_MESSAGE);
  return user;
}
