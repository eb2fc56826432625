import { graphql } from '../__generated__';

// Typed documents: `npm run codegen` generates `src/__generated__/` from these strings.
// The categories they return are CategoryFields (lib/categories.graphql.ts), like the list's.

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
