import { describe, expect, it } from 'vitest';
import { signSharedSongGrant, verifySharedSongGrant } from './shared-song-grant';
import { signViewer } from './viewer-token';

const secret = 'a-secret-that-is-long-enough-for-hmac-0000';
const songId = '6f1b8a52-4a3e-4c55-9a57-2f4f0b7f3c11';

describe('shared song grant', () => {
  it('opens the one song it was minted for', () => {
    expect(verifySharedSongGrant(signSharedSongGrant(songId, secret), secret)).toBe(songId);
  });

  it('refuses a missing, forged, foreign-secret, expired or other-purpose token', () => {
    const now = Date.parse('2026-03-01T10:00:00Z');
    const grant = signSharedSongGrant(songId, secret, now);
    expect(verifySharedSongGrant(undefined, secret)).toBeNull();
    expect(verifySharedSongGrant('', secret)).toBeNull();
    expect(verifySharedSongGrant(`${grant}x`, secret, now)).toBeNull();
    expect(verifySharedSongGrant(grant, `${secret}-other`, now)).toBeNull();
    expect(verifySharedSongGrant(grant, secret, now + 61_000)).toBeNull();
    expect(verifySharedSongGrant(grant, secret, now + 59_000)).toBe(songId);
    expect(
      verifySharedSongGrant(signViewer({ userId: songId, isAdmin: true }, secret), secret),
    ).toBeNull();
  });
});
