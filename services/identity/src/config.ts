import {
  eventSubscribersVariable,
  loadConfig,
  port,
  serviceConfigShape,
  serviceUrl,
} from '@worship/subgraph-kit';
import { z } from 'zod';

export const identityConfigShape = {
  ...serviceConfigShape,
  PORT: port(4001),
  /** A session not used for this many minutes ends (idle timeout). */
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).default(10_080),
  /** A session ends this many days after sign-in, however active (absolute timeout). */
  SESSION_ABSOLUTE_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  /**
   * The groups service, asked which users share a group with the caller (POST
   * /internal/co-members): only they, the user and site admins see the user's e-mail address.
   */
  GROUPS_URL: serviceUrl('GROUPS_URL', 'http://127.0.0.1:4002'),
  /** Who receives this service's domain events (`user.deleted`: groups, songs, schedules). */
  EVENT_SUBSCRIBERS: eventSubscribersVariable,
  /**
   * Sign-in/registration attempts a minute per client address and account (ten times as many
   * per address), counted in the database so that every replica shares them.
   */
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(10),
};

export type IdentityConfig = ReturnType<typeof loadIdentityConfig>;

export function loadIdentityConfig(env: Record<string, string | undefined> = process.env) {
  return loadConfig(identityConfigShape, env);
}
