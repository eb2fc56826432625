import { LockMode } from '@mikro-orm/core';
import {
  hashSecretToken,
  newSecretToken,
  NotFoundError,
  UserInputError,
  type EntityManager,
} from '@worship/subgraph-kit';
import { endSessions } from '../account/account.service';
import { hashPassword } from '../user/user-password';
import { User } from '../user/user.entity';
import { PasswordReset } from './password-reset.entity';
import {
  RESET_LINK_INVALID,
  USER_NOT_FOUND_MESSAGE,
  type ResetPasswordInput,
  type UserSearchInput,
} from './password-reset.input';

/** How long a reset link works. */
export const RESET_LINK_LIFETIME_MS = 24 * 3_600_000;
export const RESET_LINK_USED = 'This password reset link has already been used.';
export const RESET_LINK_REPLACED =
  'This password reset link was replaced by a newer one. Use the latest link.';
export const RESET_LINK_EXPIRED =
  'This password reset link has expired. Ask an administrator for a new one.';

/** The path a reset link opens in the app; the app's origin goes in front of it. */
export const resetLinkPath = (token: string) => `/reset-password/${token}`;

/** Accounts whose name or e-mail contains `search` (all when empty), by name. For admins. */
export function searchUsers(em: EntityManager, input: UserSearchInput): Promise<User[]> {
  const pattern = `%${input.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const where = input.search
    ? {
        $or: [
          { email: { $ilike: pattern } },
          { firstName: { $ilike: pattern } },
          { lastName: { $ilike: pattern } },
        ],
      }
    : {};
  return em.find(User, where, {
    orderBy: { firstName: 'asc', lastName: 'asc', email: 'asc', id: 'asc' },
    limit: input.limit,
    offset: input.offset,
  });
}

/**
 * A new one-time link for the user, valid for 24 hours; older links of that user that were not
 * used stop working. Returns the token, the only time it exists outside the browser.
 */
export async function createResetLink(
  em: EntityManager,
  adminId: string,
  userId: string,
  now = new Date(),
): Promise<{ token: string; reset: PasswordReset }> {
  return em.transactional(async (tx) => {
    const user = await tx.findOne(User, { id: userId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!user) throw new NotFoundError(USER_NOT_FOUND_MESSAGE);
    await tx.nativeUpdate(
      PasswordReset,
      { user: userId, usedAt: null, revokedAt: null },
      { revokedAt: now },
    );
    const token = newSecretToken();
    const reset = tx.create(PasswordReset, {
      user,
      tokenHash: hashSecretToken(token),
      createdBy: adminId,
      createdAt: now,
      expiresAt: new Date(now.getTime() + RESET_LINK_LIFETIME_MS),
    });
    return { token, reset };
  });
}

/** Why a link cannot be used (used, replaced, expired), or null while it can. */
function unusableReason(reset: PasswordReset, now: Date): string | null {
  if (reset.usedAt) return RESET_LINK_USED;
  if (reset.revokedAt) return RESET_LINK_REPLACED;
  if (reset.expiresAt.getTime() <= now.getTime()) return RESET_LINK_EXPIRED;
  return null;
}

/** The link's reset if it can still be used; otherwise the reason, as the error users see. */
function assertUsable(reset: PasswordReset | null, now: Date): PasswordReset {
  if (!reset) throw new NotFoundError(RESET_LINK_INVALID);
  const reason = unusableReason(reset, now);
  if (reason) throw new UserInputError(reason, { token: reason });
  return reset;
}

/** Who a usable link is for (the reset page greets them), else why it cannot be used. */
export async function describeResetLink(
  em: EntityManager,
  token: string,
  now = new Date(),
): Promise<PasswordReset> {
  const reset = await em.findOne(
    PasswordReset,
    { tokenHash: hashSecretToken(token) },
    { populate: ['user'] },
  );
  return assertUsable(reset, now);
}

/**
 * Sets the new password through a usable link, once: the link is spent, and every session of
 * the account ends (whoever had it is signed out). Returns the account's id.
 */
export async function resetPassword(
  em: EntityManager,
  input: ResetPasswordInput,
  now = new Date(),
): Promise<string> {
  const passwordHash = await hashPassword(input.newPassword);
  return em.transactional(async (tx) => {
    // Locked: two uses of one link at the same moment cannot both succeed.
    const found = await tx.findOne(
      PasswordReset,
      { tokenHash: hashSecretToken(input.token) },
      { lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    const reset = assertUsable(found, now);
    reset.usedAt = now;
    const userId = reset.user.id;
    await tx.nativeUpdate(User, { id: userId }, { passwordHash });
    await endSessions(tx, userId, null);
    return userId;
  });
}
