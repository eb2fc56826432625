import { createHmac, timingSafeEqual } from 'node:crypto';

/** The caller as the gateway authenticated it. `userId` is null for an anonymous visitor. */
export interface Viewer {
  userId: string | null;
  isAdmin: boolean;
}

export const ANONYMOUS: Viewer = Object.freeze({ userId: null, isAdmin: false });
export const VIEWER_HEADER = 'x-viewer-token';
const LIFETIME_SECONDS = 60;

interface Claims {
  sub: string | null;
  adm: boolean;
  exp: number;
}

const b64 = (s: string) => Buffer.from(s).toString('base64url');
const mac = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(payload).digest('base64url');

/** Signs a short-lived token the gateway attaches to every subgraph request. */
export function signViewer(viewer: Viewer, secret: string, now = Date.now()): string {
  const claims: Claims = {
    sub: viewer.userId,
    adm: viewer.isAdmin,
    exp: Math.floor(now / 1000) + LIFETIME_SECONDS,
  };
  const payload = b64(JSON.stringify(claims));
  return `${payload}.${mac(secret, payload)}`;
}

/** Returns the viewer, or null when the token is missing, forged or expired. */
export function verifyViewer(
  token: string | undefined,
  secret: string,
  now = Date.now(),
): Viewer | null {
  if (!token) return null;
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(mac(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Claims;
    if (typeof claims.exp !== 'number' || claims.exp * 1000 < now) return null;
    if (claims.sub !== null && typeof claims.sub !== 'string') return null;
    return { userId: claims.sub, isAdmin: claims.adm === true };
  } catch {
    return null;
  }
}
