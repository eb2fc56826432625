import { describe, expect, it } from 'vitest';
import { signCalendarGroupGrant, verifyCalendarGroupGrant } from './calendar-group-grant';
import { signSharedSongGrant } from './shared-song-grant';

const secret = 'a-secret-that-is-long-enough-for-hmac-0000';
const groupId = '6f1b8a52-4a3e-4c55-9a57-2f4f0b7f3c11';

describe('calendar group grant', () => {
  it('opens the one group it was minted for', () => {
    expect(verifyCalendarGroupGrant(signCalendarGroupGrant(groupId, secret), secret)).toBe(groupId);
  });

  it('refuses a missing, forged, foreign-secret, expired or other-purpose token', () => {
    const now = Date.parse('2026-03-01T10:00:00Z');
    const grant = signCalendarGroupGrant(groupId, secret, now);
    expect(verifyCalendarGroupGrant(undefined, secret)).toBeNull();
    expect(verifyCalendarGroupGrant('', secret)).toBeNull();
    expect(verifyCalendarGroupGrant(`${grant}x`, secret, now)).toBeNull();
    expect(verifyCalendarGroupGrant(grant, `${secret}-other`, now)).toBeNull();
    expect(verifyCalendarGroupGrant(grant, secret, now + 61_000)).toBeNull();
    expect(verifyCalendarGroupGrant(grant, secret, now + 59_000)).toBe(groupId);
    // A song grant does not open a group.
    expect(
      verifyCalendarGroupGrant(signSharedSongGrant(groupId, secret, now), secret, now),
    ).toBeNull();
  });
});
