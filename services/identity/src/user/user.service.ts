import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { normalizeEmail } from '@worship/common';
import type { EntityManager } from '@worship/subgraph-kit';
import { ConflictError } from '@worship/subgraph-kit';
import { hashPassword, verifyPassword } from './user-password';
import { User } from './user.entity';
import type { LoginInput, OidcLoginInput, RegisterInput } from './user.input';

export const DUPLICATE_EMAIL_MESSAGE = 'An account with this email already exists.';

/** Serialises account creation so that exactly one "first account" becomes site admin. */
const FIRST_ACCOUNT_LOCK = 'select pg_advisory_xact_lock(4242001)';

export function findUserByEmail(em: EntityManager, email: string): Promise<User | null> {
  return em.findOne(User, { email: normalizeEmail(email) });
}

/** The users with these ids (any order; unknown ids are absent). Backs the request's loader. */
export async function findUsersByIds(em: EntityManager, ids: string[]): Promise<User[]> {
  return ids.length ? em.find(User, { id: { $in: [...new Set(ids)] } }) : [];
}

/** Saves the user's preferred order of lyrics languages (already validated). */
export async function updateLanguageOrder(
  em: EntityManager,
  user: User,
  languageOrder: string,
): Promise<User> {
  user.languageOrder = languageOrder;
  await em.flush();
  return user;
}

/** Promotes an account whose e-mail is listed in ADMIN_EMAILS. Returns whether it changed. */
export function applyAdminEmails(user: User, adminEmails: readonly string[]): boolean {
  if (user.isAdmin || !user.email || !adminEmails.includes(user.email)) return false;
  user.isAdmin = true;
  return true;
}

/**
 * Creates an account in one transaction: the first account on an empty installation, and any
 * account named in ADMIN_EMAILS, is a site admin.
 */
async function createAccount(
  em: EntityManager,
  fields: Partial<User>,
  adminEmails: readonly string[],
): Promise<User> {
  try {
    return await em.transactional(async (tx) => {
      await tx.execute(FIRST_ACCOUNT_LOCK);
      if (fields.email && (await findUserByEmail(tx, fields.email))) {
        throw new ConflictError(DUPLICATE_EMAIL_MESSAGE);
      }
      const isFirst = (await tx.count(User, {})) === 0;
      const user = Object.assign(new User(), fields);
      user.isAdmin = isFirst;
      applyAdminEmails(user, adminEmails);
      tx.persist(user);
      return user;
    });
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) {
      throw new ConflictError(DUPLICATE_EMAIL_MESSAGE);
    }
    throw error;
  }
}

export async function registerUser(
  em: EntityManager,
  input: RegisterInput,
  adminEmails: readonly string[],
): Promise<User> {
  if (await findUserByEmail(em, input.email)) throw new ConflictError(DUPLICATE_EMAIL_MESSAGE);
  const passwordHash = await hashPassword(input.password);
  return createAccount(
    em,
    { email: input.email, firstName: input.firstName, lastName: input.lastName, passwordHash },
    adminEmails,
  );
}

/** Returns the user, or null for an unknown e-mail or a wrong password (indistinguishably). */
export async function loginWithPassword(
  em: EntityManager,
  input: LoginInput,
  adminEmails: readonly string[],
): Promise<User | null> {
  const user = await findUserByEmail(em, input.email);
  const valid = await verifyPassword(user?.passwordHash ?? null, input.password);
  if (!user || !valid) return null;
  if (applyAdminEmails(user, adminEmails)) await em.flush();
  return user;
}

/**
 * Signs in through an OIDC provider: finds the account linked to (issuer, subject), or links
 * the account with the same (provider-verified) e-mail, or creates one. Profile claims refresh
 * the account on every sign-in.
 */
export async function loginWithOidc(
  em: EntityManager,
  input: OidcLoginInput,
  adminEmails: readonly string[],
): Promise<User> {
  let user = await em.findOne(User, { oidcIssuer: input.issuer, oidcSubject: input.subject });
  if (!user && input.email) {
    const byEmail = await findUserByEmail(em, input.email);
    if (byEmail && byEmail.oidcSubject === null) {
      byEmail.oidcIssuer = input.issuer;
      byEmail.oidcSubject = input.subject;
      user = byEmail;
    }
  }
  if (!user) {
    const emailTaken = input.email ? await findUserByEmail(em, input.email) : null;
    return createAccount(
      em,
      {
        email: emailTaken ? null : input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        profileImageUrl: input.profileImageUrl,
        oidcIssuer: input.issuer,
        oidcSubject: input.subject,
      },
      adminEmails,
    );
  }
  if (input.firstName) user.firstName = input.firstName;
  if (input.lastName) user.lastName = input.lastName;
  if (input.profileImageUrl) user.profileImageUrl = input.profileImageUrl;
  if (input.email && input.email !== user.email && !(await findUserByEmail(em, input.email))) {
    user.email = input.email;
  }
  applyAdminEmails(user, adminEmails);
  await em.flush();
  return user;
}
