import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { normalizeEmail } from '@worship/common';
import type { EntityManager } from '@worship/subgraph-kit';
import { ConflictError } from '@worship/subgraph-kit';
import { hashPassword, verifyPassword } from './user-password';
import { User } from './user.entity';
import type { LoginInput, OidcLoginInput, RegisterInput } from './user.input';

export const DUPLICATE_EMAIL_MESSAGE = 'An account with this email already exists.';
/** OIDC sign-in whose e-mail names an existing account, without the provider vouching for it. */
export const OIDC_UNVERIFIED_EMAIL_MESSAGE =
  'An account with this email already exists, and your sign-in provider has not verified that the address is yours. Sign in with your password instead.';

/** Serialises account creation so that exactly one "first account" becomes site admin. */
const FIRST_ACCOUNT_LOCK = 'select pg_advisory_xact_lock(4242001)';

export function findUserByEmail(em: EntityManager, email: string): Promise<User | null> {
  return em.findOne(User, { email: normalizeEmail(email) });
}

/** The users with these ids (any order; unknown ids are absent). Backs the request's loader. */
export async function findUsersByIds(em: EntityManager, ids: string[]): Promise<User[]> {
  if (!ids.length) return [];
  // Plain SQL mapped to entities: every song card's creator comes here (federation references,
  // one batch a request), and the ORM's query building cost more than the query.
  const rows = await em.execute<Record<string, unknown>[]>(
    `select * from "identity"."users" where "id" in (?)`,
    [[...new Set(ids)]],
  );
  return rows.map((row) => em.map(User, row));
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

/**
 * Creates an account in one transaction. The first account on an empty installation is the
 * site admin; every other admin is granted by an operator (`npm run admin -- grant <email>`),
 * never by what someone types at sign-up.
 */
async function createAccount(em: EntityManager, fields: Partial<User>): Promise<User> {
  try {
    return await em.transactional(async (tx) => {
      await tx.execute(FIRST_ACCOUNT_LOCK);
      if (fields.email && (await findUserByEmail(tx, fields.email))) {
        throw new ConflictError(DUPLICATE_EMAIL_MESSAGE);
      }
      const isFirst = (await tx.count(User, {})) === 0;
      const user = Object.assign(new User(), fields);
      user.isAdmin = isFirst;
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

export async function registerUser(em: EntityManager, input: RegisterInput): Promise<User> {
  if (await findUserByEmail(em, input.email)) throw new ConflictError(DUPLICATE_EMAIL_MESSAGE);
  const passwordHash = await hashPassword(input.password);
  return createAccount(em, {
    email: input.email,
    firstName: input.firstName,
    lastName: input.lastName,
    passwordHash,
  });
}

/** Returns the user, or null for an unknown e-mail or a wrong password (indistinguishably). */
export async function loginWithPassword(
  em: EntityManager,
  input: LoginInput,
): Promise<User | null> {
  const user = await findUserByEmail(em, input.email);
  const valid = await verifyPassword(user?.passwordHash ?? null, input.password);
  if (!user || !valid) return null;
  return user;
}

/**
 * Signs in through an OIDC provider: finds the account linked to (issuer, subject), or links
 * the account with the same e-mail when the provider says it verified that address
 * (`email_verified: true`), or creates one. An e-mail that names an existing account without
 * that proof is refused (CONFLICT): linking would hand the account to whoever typed the
 * address at the provider. Only a verified e-mail is ever stored, so an unverified claim cannot
 * squat an address either. Profile claims refresh the account on every sign-in.
 */
export async function loginWithOidc(em: EntityManager, input: OidcLoginInput): Promise<User> {
  const email = input.emailVerified ? input.email : null;
  let user = await em.findOne(User, { oidcIssuer: input.issuer, oidcSubject: input.subject });
  if (!user && input.email) {
    const byEmail = await findUserByEmail(em, input.email);
    if (byEmail && !input.emailVerified) throw new ConflictError(OIDC_UNVERIFIED_EMAIL_MESSAGE);
    if (byEmail && byEmail.oidcSubject === null) {
      byEmail.oidcIssuer = input.issuer;
      byEmail.oidcSubject = input.subject;
      user = byEmail;
    }
  }
  if (!user) {
    const emailTaken = email ? await findUserByEmail(em, email) : null;
    return createAccount(em, {
      email: emailTaken ? null : email,
      firstName: input.firstName,
      lastName: input.lastName,
      profileImageUrl: input.profileImageUrl,
      oidcIssuer: input.issuer,
      oidcSubject: input.subject,
    });
  }
  if (input.firstName) user.firstName = input.firstName;
  if (input.lastName) user.lastName = input.lastName;
  if (input.profileImageUrl) user.profileImageUrl = input.profileImageUrl;
  if (email && email !== user.email && !(await findUserByEmail(em, email))) {
    user.email = email;
  }
  await em.flush();
  return user;
}
