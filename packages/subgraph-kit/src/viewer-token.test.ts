import { describe, expect, it } from 'vitest';
import { MEMBERSHIPS_IN_TOKEN_MAX, signViewer, verifyViewer } from './viewer-token';

const secret = 'a-secret-that-is-long-enough-for-hmac-0000';

describe('viewer token', () => {
  it('round-trips a signed viewer', () => {
    const token = signViewer({ userId: 'u1', isAdmin: true }, secret);
    expect(verifyViewer(token, secret)).toEqual({ userId: 'u1', isAdmin: true });
  });

  it("carries the session's id when the caller came with a session cookie", () => {
    const token = signViewer({ userId: 'u1', isAdmin: false, sessionId: 'abc123' }, secret);
    expect(verifyViewer(token, secret)).toEqual({
      userId: 'u1',
      isAdmin: false,
      sessionId: 'abc123',
    });
  });

  it('carries an anonymous viewer', () => {
    const token = signViewer({ userId: null, isAdmin: false }, secret);
    expect(verifyViewer(token, secret)).toEqual({ userId: null, isAdmin: false });
  });

  it('says how a signed-in viewer authenticated, and drops an unknown method', () => {
    for (const via of ['session', 'apiKey'] as const) {
      const token = signViewer({ userId: 'u1', isAdmin: false, via }, secret);
      expect(verifyViewer(token, secret)).toEqual({ userId: 'u1', isAdmin: false, via });
    }
    const odd = signViewer({ userId: 'u1', isAdmin: false, via: 'magic' as never }, secret);
    expect(verifyViewer(odd, secret)).toEqual({ userId: 'u1', isAdmin: false });
  });

  it("carries a signed-in viewer's memberships, never an anonymous one's or too many", () => {
    const memberships = { groupIds: ['g1', 'g2'], ownedGroupIds: ['g2'] };
    const token = signViewer({ userId: 'u1', isAdmin: false, memberships }, secret);
    expect(verifyViewer(token, secret)).toEqual({ userId: 'u1', isAdmin: false, memberships });

    const anonymous = signViewer({ userId: null, isAdmin: false, memberships }, secret);
    expect(verifyViewer(anonymous, secret)).toEqual({ userId: null, isAdmin: false });

    const many = Array.from({ length: MEMBERSHIPS_IN_TOKEN_MAX + 1 }, (_, i) => `g${i}`);
    const crowded = { groupIds: many, ownedGroupIds: [] };
    const big = signViewer({ userId: 'u1', isAdmin: false, memberships: crowded }, secret);
    // Left out: the service asks groups itself.
    expect(verifyViewer(big, secret)).toEqual({ userId: 'u1', isAdmin: false });
  });

  it('refuses a token signed with another secret', () => {
    const token = signViewer(
      { userId: 'u1', isAdmin: true },
      'another-secret-that-is-long-enough-000',
    );
    expect(verifyViewer(token, secret)).toBeNull();
  });

  it('refuses a tampered payload', () => {
    const token = signViewer({ userId: 'u1', isAdmin: false }, secret);
    const [, signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ sub: 'u1', adm: true, exp: 9e9 })).toString(
      'base64url',
    );
    expect(verifyViewer(`${forged}.${signature}`, secret)).toBeNull();
  });

  it('refuses an expired token and a missing one', () => {
    const token = signViewer({ userId: 'u1', isAdmin: false }, secret, Date.now() - 120_000);
    expect(verifyViewer(token, secret)).toBeNull();
    expect(verifyViewer(undefined, secret)).toBeNull();
    expect(verifyViewer('garbage', secret)).toBeNull();
  });
});
