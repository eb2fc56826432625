import { describe, expect, it } from 'vitest';
import { signToken, verifyToken } from './signed-token';
import { signViewer, verifyViewer } from './viewer-token';

const secret = 'a-secret-that-is-long-enough-for-hmac-0000';
const oidc = { secret, purpose: 'oidc-transaction' };

describe('signed token', () => {
  it('round-trips a payload for its purpose', () => {
    const token = signToken({ state: 's1', redirect: '/groups' }, { ...oidc, lifetimeSeconds: 60 });
    expect(verifyToken(token, oidc)).toEqual({ state: 's1', redirect: '/groups' });
  });

  it('refuses a token minted for another purpose under the same secret', () => {
    const transaction = signToken({ sub: 'u1', adm: true }, { ...oidc, lifetimeSeconds: 60 });
    expect(verifyToken(transaction, { secret, purpose: 'viewer' })).toBeNull();
    expect(verifyViewer(transaction, secret)).toBeNull();

    const viewer = signViewer({ userId: 'u1', isAdmin: true }, secret);
    expect(verifyToken(viewer, oidc)).toBeNull();
  });

  it('refuses a payload re-labelled with another purpose but the original signature', () => {
    const viewer = signViewer({ userId: 'u1', isAdmin: false }, secret);
    const [encoded, signature] = viewer.split('.');
    const claims = JSON.parse(Buffer.from(encoded!, 'base64url').toString());
    const relabelled = Buffer.from(JSON.stringify({ ...claims, pur: oidc.purpose })).toString(
      'base64url',
    );
    expect(verifyToken(`${relabelled}.${signature}`, oidc)).toBeNull();
  });

  it('expires after its lifetime, not before', () => {
    const now = Date.UTC(2025, 0, 1, 12, 0, 0);
    const token = signToken({ n: 1 }, { ...oidc, lifetimeSeconds: 600, now });
    expect(verifyToken(token, { ...oidc, now: now + 599_000 })).toEqual({ n: 1 });
    expect(verifyToken(token, { ...oidc, now: now + 601_000 })).toBeNull();
  });

  it('refuses another secret, a tampered payload and malformed tokens', () => {
    const token = signToken({ n: 1 }, { ...oidc, lifetimeSeconds: 60 });
    expect(
      verifyToken(token, { ...oidc, secret: 'another-secret-long-enough-00000000' }),
    ).toBeNull();
    const [, signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ n: 2, pur: oidc.purpose, exp: 9e9 })).toString(
      'base64url',
    );
    expect(verifyToken(`${forged}.${signature}`, oidc)).toBeNull();
    for (const bad of [undefined, null, '', 'garbage', `${token}.x`, '.', 'a.b']) {
      expect(verifyToken(bad, oidc)).toBeNull();
    }
  });

  it('keeps the envelope keys to itself', () => {
    expect(() => signToken({ exp: 1 }, { ...oidc, lifetimeSeconds: 60 })).toThrow(/reserved/);
    expect(() => signToken({ pur: 'viewer' }, { ...oidc, lifetimeSeconds: 60 })).toThrow(
      /reserved/,
    );
  });
});
