import { graphql } from '../__generated__';
import type { CategoryFieldsFragment } from '../__generated__/graphql';

// Typed documents: `npm run codegen` generates `src/__generated__/` from these strings.

export const CategoryFieldsFragmentDoc = graphql(`
  fragment CategoryFields on Category {
    id
    name
    color
    createdAt
    createdBy
    canEdit
  }
`);

export type CategoryFields = CategoryFieldsFragment;

/**
 * The site-wide list, by name (signed in): the Categories page, the library's category filter and
 * the Add Song dialog's category select all read it.
 */
export const CategoriesDocument = graphql(`
  query Categories {
    categories {
      ...CategoryFields
    }
  }
`);
