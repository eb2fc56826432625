import { graphql } from './__generated__';

// The one definition of "a group in the signed-in user's list": the shell loads it for the
// Active Group dropdown and hands it to every remote (useGroups); mf-groups asks for the same
// query and spreads the same fragment, so Apollo keeps one copy of each group in its cache.
// `npm run codegen` generates `./__generated__/` from these strings.

export const GroupSummaryFieldsFragmentDoc = graphql(`
  fragment GroupSummaryFields on Group {
    id
    name
    description
    createdBy
    createdAt
    isOwner
    memberCount
  }
`);

export const MyGroupsDocument = graphql(`
  query MyGroups {
    myGroups {
      ...GroupSummaryFields
    }
  }
`);
