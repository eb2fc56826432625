import { requireUserId, UnauthenticatedError, type SubgraphContext } from '@worship/subgraph-kit';
import type { User } from './user.entity';
import { userLoaders } from './user.loaders';

/** The signed-in user, or UNAUTHENTICATED (no viewer, or the account no longer exists). */
export async function requireUser(context: SubgraphContext): Promise<User> {
  const user = await userLoaders(context).byId.load(requireUserId(context));
  if (!user) throw new UnauthenticatedError();
  return user;
}
