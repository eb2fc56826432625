import { graphql } from '../__generated__';

// Typed documents: `npm run codegen` generates `src/__generated__/` from these strings.

/** Public: the group name behind an invite token (null or an error when invalid or expired). */
export const InvitePreviewDocument = graphql(`
  query InvitePreview($token: String!) {
    invitePreview(token: $token) {
      groupName
      expiresAt
    }
  }
`);

export const JoinGroupDocument = graphql(`
  mutation JoinGroup($token: String!) {
    joinGroup(token: $token) {
      groupName
      membership {
        id
        groupId
        role
      }
    }
  }
`);
