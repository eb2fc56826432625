import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { hashSecretToken, newSecretToken } from '@worship/subgraph-kit';

/** 256 random bits, URL-safe: the secret part of an invite link. */
export const newInviteToken: () => string = newSecretToken;

/** What the database stores to find a token: its SHA-256, hex. */
export const hashInviteToken: (token: string) => string = hashSecretToken;

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{16,128}$/;

/** Cheap syntactic check before any database look-up. */
export function looksLikeInviteToken(token: unknown): token is string {
  return typeof token === 'string' && TOKEN_SHAPE.test(token);
}

/**
 * Seals tokens so the invite dialog can show the current link again without the table holding
 * usable tokens: AES-256-GCM under a key derived (HKDF) from the service secret.
 */
export class InviteTokenSealer {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = Buffer.from(
      hkdfSync('sha256', secret, 'worship-planner', 'groups/invite-token-seal/v1', 32),
    );
  }

  seal(token: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
  }

  /** The token, or null when it was sealed under another secret (or tampered with). */
  unseal(sealed: string): string | null {
    try {
      const raw = Buffer.from(sealed, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    } catch {
      return null;
    }
  }
}
