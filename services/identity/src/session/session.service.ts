import type { EntityManager } from '@worship/subgraph-kit';
import { hashSecretToken, newSecretToken } from '@worship/subgraph-kit';
import type { User } from '../user/user.entity';
import { Session } from './session.entity';

export interface SessionPolicy {
  idleMs: number;
  absoluteMs: number;
}

/** lastSeenAt is written at most this often, so busy sessions do not write on every request. */
export const LAST_SEEN_WRITE_INTERVAL_MS = 60_000;

/** A session token is 256 random bits; anything far from that shape cannot be one. */
export const isPlausibleToken = (token: string) => token.length >= 16 && token.length <= 200;

/** Starts a session and returns its token (the only time it exists outside the browser). */
export async function createSession(
  em: EntityManager,
  user: User,
  policy: SessionPolicy,
  now = new Date(),
): Promise<string> {
  const token = newSecretToken();
  const session = new Session();
  session.id = hashSecretToken(token);
  session.user = user;
  session.createdAt = now;
  session.lastSeenAt = now;
  session.expiresAt = new Date(now.getTime() + policy.absoluteMs);
  em.persist(session);
  await em.flush();
  // Housekeeping: drop this user's sessions that can no longer be used.
  await em.nativeDelete(Session, {
    user: user.id,
    $or: [
      { expiresAt: { $lte: now } },
      { lastSeenAt: { $lte: new Date(now.getTime() - policy.idleMs) } },
    ],
  });
  return token;
}

/** Returns the session's user, or null when the token is unknown, idle too long or expired. */
export async function resolveSession(
  em: EntityManager,
  token: string,
  policy: SessionPolicy,
  now = new Date(),
): Promise<User | null> {
  if (!isPlausibleToken(token)) return null;
  const id = hashSecretToken(token);
  const session = await em.findOne(Session, { id }, { populate: ['user'] });
  if (!session) return null;
  const idle = now.getTime() - session.lastSeenAt.getTime() > policy.idleMs;
  if (idle || session.expiresAt.getTime() <= now.getTime()) {
    await em.nativeDelete(Session, { id });
    return null;
  }
  if (now.getTime() - session.lastSeenAt.getTime() >= LAST_SEEN_WRITE_INTERVAL_MS) {
    await em.nativeUpdate(Session, { id }, { lastSeenAt: now });
  }
  return session.user;
}

export async function revokeSession(em: EntityManager, token: string): Promise<void> {
  if (!isPlausibleToken(token)) return;
  await em.nativeDelete(Session, { id: hashSecretToken(token) });
}
