import { normalizeEmail } from '@worship/common';
import { loadConfig, port, serviceConfigShape } from '@worship/subgraph-kit';
import { z } from 'zod';

/** A comma-separated list of e-mail addresses, normalised to lower case. */
const emailList = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map(normalizeEmail)
      .filter((email) => email.length > 0),
  );

export const identityConfigShape = {
  ...serviceConfigShape,
  PORT: port(4001),
  /** Accounts with these e-mail addresses are site administrators. */
  ADMIN_EMAILS: emailList,
  /** A session not used for this many minutes ends (idle timeout). */
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).default(10_080),
  /** A session ends this many days after sign-in, however active (absolute timeout). */
  SESSION_ABSOLUTE_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
};

export type IdentityConfig = ReturnType<typeof loadIdentityConfig>;

export function loadIdentityConfig(env: Record<string, string | undefined> = process.env) {
  return loadConfig(identityConfigShape, env);
}
