import { isUuid, type SubgraphContext } from '@worship/subgraph-kit';
import { deletedUser } from './deleted-user';
import { userLoaders } from './user.loaders';

/**
 * Federation entry point: other subgraphs hand us `{ __typename: "User", id }`. They only hold
 * ids of accounts that existed, so an id we no longer know is a deleted account.
 */
export const userReferenceResolvers = {
  User: {
    __resolveReference: async (reference: { id: string }, context: SubgraphContext) => {
      if (!isUuid(reference.id)) return null;
      return (await userLoaders(context).byId.load(reference.id)) ?? deletedUser(reference.id);
    },
  },
};
