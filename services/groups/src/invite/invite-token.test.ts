import { describe, expect, it } from 'vitest';
import {
  hashInviteToken,
  InviteTokenSealer,
  looksLikeInviteToken,
  newInviteToken,
} from './invite-token';

describe('invite tokens', () => {
  it('are 256 random bits, URL-safe, and different each time', () => {
    const tokens = new Set(Array.from({ length: 100 }, newInviteToken));
    expect(tokens.size).toBe(100);
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(looksLikeInviteToken(token)).toBe(true);
    }
  });

  it('hash to SHA-256 hex', () => {
    expect(hashInviteToken('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });

  it('round-trip through the sealer, which refuses another secret and tampering', () => {
    const sealer = new InviteTokenSealer('s'.repeat(40));
    const token = newInviteToken();
    const sealed = sealer.seal(token);
    expect(sealed).not.toContain(token);
    expect(sealer.unseal(sealed)).toBe(token);
    expect(new InviteTokenSealer('t'.repeat(40)).unseal(sealed)).toBeNull();
    const tampered = Buffer.from(sealed, 'base64url');
    tampered[tampered.length - 1]! ^= 1;
    expect(sealer.unseal(tampered.toString('base64url'))).toBeNull();
    expect(sealer.unseal('')).toBeNull();
  });

  it('rejects malformed tokens before any look-up', () => {
    for (const bad of [
      '',
      'abc',
      'a'.repeat(129),
      'has space'.repeat(3),
      '../../../../etc/pw',
      42,
      null,
    ]) {
      expect(looksLikeInviteToken(bad)).toBe(false);
    }
  });
});
