import { signToken, verifyToken } from './signed-token';

/** The caller as the gateway authenticated it. `userId` is null for an anonymous visitor. */
export interface Viewer {
  userId: string | null;
  isAdmin: boolean;
}

export const ANONYMOUS: Viewer = Object.freeze({ userId: null, isAdmin: false });
export const VIEWER_HEADER = 'x-viewer-token';
const PURPOSE = 'viewer';
const LIFETIME_SECONDS = 60;

/** Signs a short-lived token the gateway attaches to every subgraph request. */
export function signViewer(viewer: Viewer, secret: string, now = Date.now()): string {
  return signToken(
    { sub: viewer.userId, adm: viewer.isAdmin },
    { secret, purpose: PURPOSE, lifetimeSeconds: LIFETIME_SECONDS, now },
  );
}

/** Returns the viewer, or null when the token is missing, forged, expired or not a viewer token. */
export function verifyViewer(
  token: string | undefined,
  secret: string,
  now = Date.now(),
): Viewer | null {
  const claims = verifyToken(token, { secret, purpose: PURPOSE, now });
  if (!claims) return null;
  if (claims.sub !== null && typeof claims.sub !== 'string') return null;
  return { userId: claims.sub, isAdmin: claims.adm === true };
}
