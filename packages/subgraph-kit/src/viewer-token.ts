import { signToken, verifyToken } from './signed-token';

/** The caller as the gateway authenticated it. `userId` is null for an anonymous visitor. */
export interface Viewer {
  userId: string | null;
  isAdmin: boolean;
  /**
   * How the gateway authenticated a signed-in caller: a browser session (cookie) or an API key.
   * Absent for anonymous callers and service-to-service calls; a check that needs a session
   * (managing API keys, account changes) treats absent as "not a session".
   */
  via?: ViewerAuthentication;
  /**
   * The signed-in session's id (the stored hash of its cookie token) when `via` is 'session':
   * ending the other sessions keeps this one.
   */
  sessionId?: string;
}

export type ViewerAuthentication = 'session' | 'apiKey';
const AUTHENTICATIONS: readonly unknown[] = ['session', 'apiKey'] satisfies ViewerAuthentication[];

export const ANONYMOUS: Viewer = Object.freeze({ userId: null, isAdmin: false });
export const VIEWER_HEADER = 'x-viewer-token';
const PURPOSE = 'viewer';
const LIFETIME_SECONDS = 60;

/** Signs a short-lived token the gateway attaches to every subgraph request. */
export function signViewer(viewer: Viewer, secret: string, now = Date.now()): string {
  return signToken(
    {
      sub: viewer.userId,
      adm: viewer.isAdmin,
      ...(viewer.via ? { via: viewer.via } : {}),
      ...(viewer.sessionId ? { sid: viewer.sessionId } : {}),
    },
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
  const viewer: Viewer = { userId: claims.sub, isAdmin: claims.adm === true };
  if (AUTHENTICATIONS.includes(claims.via)) viewer.via = claims.via as ViewerAuthentication;
  if (typeof claims.sid === 'string') viewer.sessionId = claims.sid;
  return viewer;
}
