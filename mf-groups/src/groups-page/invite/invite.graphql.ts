import { graphql } from '../../__generated__';
import type { InviteToGroupMutation } from '../../__generated__/graphql';

// Typed documents: `npm run codegen` generates `src/__generated__/` from these strings.

export type InviteEmail = InviteToGroupMutation['inviteToGroup']['emails'][number];

/** With `emails: []` it only returns the group's current invite link (creating one if needed). */
export const InviteToGroupDocument = graphql(`
  mutation InviteToGroup($groupId: ID!, $emails: [String!]!) {
    inviteToGroup(groupId: $groupId, emails: $emails) {
      inviteLink
      expiresAt
      emails {
        to
        subject
        message
      }
    }
  }
`);

/** A new link; every older link of the group stops working. */
export const RegenerateInviteDocument = graphql(`
  mutation RegenerateInvite($groupId: ID!) {
    regenerateInvite(groupId: $groupId) {
      inviteLink
      expiresAt
    }
  }
`);
