import { graphql } from '../__generated__';

// Typed documents: `npm run codegen` generates `src/__generated__/` from these strings.

/** Every field of the shell contract's CurrentUser, so a result can replace it as it is. */
export const CurrentUserFieldsFragmentDoc = graphql(`
  fragment CurrentUserFields on User {
    id
    firstName
    lastName
    email
    profileImageUrl
    isAdmin
    createdAt
    languageOrder
  }
`);

export const MeDocument = graphql(`
  query Me {
    me {
      ...CurrentUserFields
    }
  }
`);

/** Returns the user, so Apollo's cached `me` and the shell's current user both take the new order. */
export const UpdateLanguageOrderDocument = graphql(`
  mutation UpdateLanguageOrder($languageOrder: String!) {
    updateLanguageOrder(languageOrder: $languageOrder) {
      ...CurrentUserFields
    }
  }
`);
