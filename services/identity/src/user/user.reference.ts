import type { SubgraphContext } from '@worship/subgraph-kit';
import { userLoaders } from './user.loaders';

/** Federation entry point: other subgraphs hand us `{ __typename: "User", id }`. */
export const userReferenceResolvers = {
  User: {
    __resolveReference: (reference: { id: string }, context: SubgraphContext) =>
      userLoaders(context).byId.load(reference.id),
  },
};
