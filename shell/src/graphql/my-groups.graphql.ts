import { graphql } from '../__generated__';

/** The signed-in user's groups: the Active Group dropdown and the dashboard read them. */
export const MY_GROUPS = graphql(`
  query MyGroups {
    myGroups {
      id
      name
      description
      createdBy
      createdAt
      isOwner
      memberCount
    }
  }
`);
