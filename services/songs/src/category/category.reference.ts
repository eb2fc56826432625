import type { SubgraphContext } from '@worship/subgraph-kit';
import { isUuid } from '@worship/subgraph-kit';
import type { Category } from './category.entity';
import { categoryLoaders } from './category.loaders';

/** Resolves `Category` references from other subgraphs: the list is site-wide, so anyone's. */
export const categoryReferenceResolvers = {
  Category: {
    __resolveReference: (
      reference: { id: string },
      context: SubgraphContext,
    ): Promise<Category | null> | null =>
      isUuid(reference.id) ? categoryLoaders(context).byId.load(reference.id.toLowerCase()) : null,
  },
};
