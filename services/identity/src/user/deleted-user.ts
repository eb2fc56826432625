import { DEFAULT_LANGUAGE_ORDER, User } from './user.entity';

/** How a deleted account shows wherever another service still names it (a song's creator …). */
export const DELETED_USER_NAME = 'Deleted user';

/**
 * Stands in for an account that no longer exists when another subgraph references it: songs and
 * schedules keep their creator's id after the account is deleted (DESIGN §8: what others use
 * stays), and `creator: User!` must still resolve. It has a name and nothing else.
 */
export function deletedUser(id: string): User {
  return Object.assign(new User(), {
    id,
    email: null,
    firstName: DELETED_USER_NAME,
    lastName: null,
    profileImageUrl: null,
    isAdmin: false,
    languageOrder: DEFAULT_LANGUAGE_ORDER,
    passwordHash: null,
    createdAt: new Date(0),
  });
}
