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
  /**
   * The viewer's memberships as the gateway learnt them from groups for this request (at most
   * SESSION_CACHE_SECONDS old), so songs and schedules need not each ask groups again. Absent
   * when the gateway did not ask (anonymous viewers, calls to identity or groups, more than
   * MEMBERSHIPS_IN_TOKEN_MAX groups): the service then asks groups itself.
   */
  memberships?: ViewerMemberships;
}

/** A signed-in viewer's groups, oldest membership first, and those of them they own. */
export interface ViewerMemberships {
  groupIds: readonly string[];
  ownedGroupIds: readonly string[];
}

/** More groups than this stay out of the header (size): the services ask groups instead. */
export const MEMBERSHIPS_IN_TOKEN_MAX = 100;

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
      ...(viewer.userId && viewer.memberships && fitsInToken(viewer.memberships)
        ? { grp: viewer.memberships.groupIds, own: viewer.memberships.ownedGroupIds }
        : {}),
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
  if (viewer.userId && isIdList(claims.grp) && isIdList(claims.own)) {
    viewer.memberships = { groupIds: claims.grp, ownedGroupIds: claims.own };
  }
  return viewer;
}

const fitsInToken = (memberships: ViewerMemberships) =>
  memberships.groupIds.length <= MEMBERSHIPS_IN_TOKEN_MAX;

const isIdList = (value: unknown): value is string[] =>
  Array.isArray(value) &&
  value.length <= MEMBERSHIPS_IN_TOKEN_MAX &&
  value.every((id) => typeof id === 'string');
