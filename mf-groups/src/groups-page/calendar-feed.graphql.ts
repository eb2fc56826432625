import { graphql } from '../__generated__';

// Issue 21: the viewer's own calendar feed of a group (docs/usage-and-ccli.md, "Calendar feed").

export const GroupCalendarFeedDocument = graphql(`
  query GroupCalendarFeed($id: ID!) {
    group(id: $id) {
      id
      calendarFeed {
        url
        createdAt
      }
    }
  }
`);

export const CreateCalendarFeedDocument = graphql(`
  mutation CreateCalendarFeed($groupId: ID!) {
    createCalendarFeed(groupId: $groupId) {
      created
      feed {
        url
        createdAt
      }
    }
  }
`);

export const ResetCalendarFeedDocument = graphql(`
  mutation ResetCalendarFeed($groupId: ID!) {
    resetCalendarFeed(groupId: $groupId) {
      url
      createdAt
    }
  }
`);

export const RevokeCalendarFeedDocument = graphql(`
  mutation RevokeCalendarFeed($groupId: ID!) {
    revokeCalendarFeed(groupId: $groupId)
  }
`);
