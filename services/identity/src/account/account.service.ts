import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { ConflictError, UserInputError, type EntityManager } from '@worship/subgraph-kit';
import { recordEvent } from '../events/outbox.service';
import { Session } from '../session/session.entity';
import { hashPassword, verifyPassword } from '../user/user-password';
import { User } from '../user/user.entity';
import { DUPLICATE_EMAIL_MESSAGE, findUserByEmail } from '../user/user.service';
import type { ChangeEmailInput, ChangePasswordInput, UpdateProfileData } from './account.input';

export const WRONG_PASSWORD_MESSAGE = 'Your current password is incorrect.';
/** An account that only signs in through the organisation's provider confirms a deletion so. */
export const DELETE_WORD = 'DELETE';

/** Checks the typed password; wrong is a 400 on `field`, and nothing changes. */
async function confirmPassword(user: User, password: string, field: string): Promise<void> {
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw new UserInputError(WRONG_PASSWORD_MESSAGE, { [field]: WRONG_PASSWORD_MESSAGE });
  }
}

/** Ends every session of the user except `keepSessionId` (null: all). Returns how many ended. */
export function endSessions(
  em: EntityManager,
  userId: string,
  keepSessionId: string | null,
): Promise<number> {
  return em.nativeDelete(Session, {
    user: userId,
    ...(keepSessionId ? { id: { $ne: keepSessionId } } : {}),
  });
}

export async function updateProfile(
  em: EntityManager,
  user: User,
  input: UpdateProfileData,
): Promise<User> {
  user.firstName = input.firstName;
  user.lastName = input.lastName;
  await em.flush();
  return user;
}

/** A new e-mail (the product's rule, unique case-insensitively) after the current password. */
export async function changeEmail(
  em: EntityManager,
  user: User,
  input: ChangeEmailInput,
): Promise<User> {
  await confirmPassword(user, input.currentPassword, 'currentPassword');
  if (input.email === user.email) return user;
  const owner = await findUserByEmail(em, input.email);
  if (owner && owner.id !== user.id) throw new ConflictError(DUPLICATE_EMAIL_MESSAGE);
  try {
    await em.nativeUpdate(User, { id: user.id }, { email: input.email });
  } catch (error) {
    // Another account took the address between the look-up and the update.
    if (error instanceof UniqueConstraintViolationException) {
      throw new ConflictError(DUPLICATE_EMAIL_MESSAGE);
    }
    throw error;
  }
  user.email = input.email;
  return user;
}

/**
 * A new password after the current one; every other session of the account ends (whoever
 * knew the old password is signed out), the caller's own stays. Returns how many ended.
 */
export async function changePassword(
  em: EntityManager,
  user: User,
  currentSessionId: string,
  input: ChangePasswordInput,
): Promise<number> {
  await confirmPassword(user, input.currentPassword, 'currentPassword');
  const passwordHash = await hashPassword(input.newPassword);
  return em.transactional(async (tx) => {
    await tx.nativeUpdate(User, { id: user.id }, { passwordHash });
    return endSessions(tx, user.id, currentSessionId);
  });
}

/**
 * Deletes the account after its password (or, for an account without one, the word DELETE):
 * its sessions, API keys and reset links go with it (foreign keys), and `user.deleted` is
 * queued in the same transaction for groups, songs and schedules to do their part.
 */
export async function deleteAccount(
  em: EntityManager,
  user: User,
  password: string,
  now = new Date(),
): Promise<void> {
  if (user.passwordHash === null) {
    if (password !== DELETE_WORD) {
      const message = `Type ${DELETE_WORD} to confirm.`;
      throw new UserInputError(message, { password: message });
    }
  } else {
    await confirmPassword(user, password, 'password');
  }
  await em.transactional(async (tx) => {
    await tx.nativeDelete(User, { id: user.id });
    recordEvent(tx, 'user.deleted', { userId: user.id, deletedAt: now.toISOString() });
  });
}
