import { graphql } from '../__generated__';

// Typed documents: `npm run codegen` generates `src/__generated__/` from these strings.

/** Each returns the whole user, so Apollo's cached `me` and the shell's current user follow. */
export const UpdateProfileDocument = graphql(`
  mutation UpdateProfile($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      ...CurrentUserFields
    }
  }
`);

export const ChangeEmailDocument = graphql(`
  mutation ChangeEmail($email: String!, $currentPassword: String!) {
    changeEmail(email: $email, currentPassword: $currentPassword) {
      ...CurrentUserFields
    }
  }
`);

export const ChangePasswordDocument = graphql(`
  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {
    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)
  }
`);

export const SignOutOtherSessionsDocument = graphql(`
  mutation SignOutOtherSessions {
    signOutOtherSessions
  }
`);

/** What deleting the account does: asked when the user opens the deletion dialog. */
export const AccountDeletionPreviewDocument = graphql(`
  query AccountDeletionPreview {
    accountDeletionPreview {
      outcome
      group {
        id
        name
        memberCount
        totalSchedules
        songsCreatedByViewer
      }
      newOwner {
        id
        firstName
        lastName
      }
    }
    myUngroupedSongCount
  }
`);

export const DeleteAccountDocument = graphql(`
  mutation DeleteAccount($password: String!) {
    deleteAccount(password: $password)
  }
`);

export const UsersDocument = graphql(`
  query Users($search: String) {
    users(search: $search, limit: 50) {
      id
      firstName
      lastName
      email
      isAdmin
    }
  }
`);

export const CreatePasswordResetLinkDocument = graphql(`
  mutation CreatePasswordResetLink($userId: ID!) {
    createPasswordResetLink(userId: $userId) {
      path
      expiresAt
    }
  }
`);
