import { createHash, randomBytes } from 'node:crypto';

/**
 * Bearer secrets a service hands out once and stores only as a hash (session tokens, API keys,
 * invite links): 256 random bits, URL-safe, 43 characters.
 */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps to find a bearer secret: its SHA-256, hex (64 characters). */
export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
