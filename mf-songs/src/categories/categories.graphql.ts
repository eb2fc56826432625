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

/** The site-wide list, by name (signed in). The library's category filter may reuse it. */
export const CategoriesDocument = graphql(`
  query Categories {
    categories {
      ...CategoryFields
    }
  }
`);

export const CreateCategoryDocument = graphql(`
  mutation CreateCategory($input: CategoryInput!) {
    createCategory(input: $input) {
      ...CategoryFields
    }
  }
`);

export const UpdateCategoryDocument = graphql(`
  mutation UpdateCategory($id: ID!, $input: CategoryInput!) {
    updateCategory(id: $id, input: $input) {
      ...CategoryFields
    }
  }
`);
