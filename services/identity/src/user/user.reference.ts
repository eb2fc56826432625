import DataLoader from 'dataloader';
import type { SubgraphContext } from '@worship/subgraph-kit';
import { isUuid, UnauthenticatedError } from '@worship/subgraph-kit';
import { User } from './user.entity';

/** One loader per request (keyed on the request's context), so a batch of ids is one query. */
const loaders = new WeakMap<SubgraphContext, DataLoader<string, User | null>>();

export function userLoader(context: SubgraphContext): DataLoader<string, User | null> {
  let loader = loaders.get(context);
  if (!loader) {
    loader = new DataLoader(async (ids) => {
      const valid = ids.filter(isUuid);
      const users = valid.length
        ? await context.em.find(User, { id: { $in: [...new Set(valid)] } })
        : [];
      const byId = new Map(users.map((user) => [user.id, user]));
      return ids.map((id) => byId.get(id) ?? null);
    });
    loaders.set(context, loader);
  }
  return loader;
}

/** Federation entry point: other subgraphs hand us `{ __typename: "User", id }`. */
export const userReferenceResolvers = {
  User: {
    __resolveReference: (reference: { id: string }, context: SubgraphContext) =>
      userLoader(context).load(reference.id),
  },
};

/** The signed-in user, or UNAUTHENTICATED (no viewer, or the account no longer exists). */
export async function requireUser(context: SubgraphContext): Promise<User> {
  const userId = context.viewer.userId;
  const user = userId ? await userLoader(context).load(userId) : null;
  if (!user) throw new UnauthenticatedError();
  return user;
}
