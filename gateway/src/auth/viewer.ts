import type { NextFunction, Request, Response } from 'express';
import { ANONYMOUS, hashSecretToken, type Viewer } from '@worship/subgraph-kit';
import type { GatewayConfig } from '../config';
import { clearSessionCookie, readCookie, SESSION_COOKIE } from './cookies';
import type { IdentityClient } from './identity-client';

declare module 'express-serve-static-core' {
  interface Request {
    /** Who is calling: set for every request by viewerMiddleware. */
    viewer: Viewer;
    /** The raw session token from the cookie, when it named a live session. */
    sessionToken?: string;
    /** How the viewer authenticated. */
    authMethod?: 'session' | 'api-key';
  }
}

const BEARER = /^Bearer\s+(\S+)$/i;

/**
 * Authenticates `Authorization: Bearer <api key>` or the session cookie. A bearer key that
 * is wrong or revoked is refused outright; a stale cookie is cleared and the caller continues
 * as anonymous (public pages still work).
 */
export function viewerMiddleware(identity: IdentityClient, config: GatewayConfig) {
  return async (req: Request, res: Response, next: NextFunction) => {
    req.viewer = ANONYMOUS;
    const authorization = req.get('authorization');
    if (authorization) {
      const key = BEARER.exec(authorization)?.[1];
      const user = key ? await identity.resolveApiKey(key) : null;
      if (!user) {
        res.status(401).json({ message: 'Unauthorized' });
        return;
      }
      req.viewer = { userId: user.id, isAdmin: user.isAdmin, via: 'apiKey' };
      req.authMethod = 'api-key';
      next();
      return;
    }
    const token = readCookie(req, SESSION_COOKIE);
    if (token) {
      const user = await identity.resolveSession(token);
      if (user) {
        // The session's id (its stored hash) lets identity keep this session when it ends the
        // others; `via` tells a password session from an API key.
        req.viewer = {
          userId: user.id,
          isAdmin: user.isAdmin,
          via: 'session',
          sessionId: hashSecretToken(token),
        };
        req.sessionToken = token;
        req.authMethod = 'session';
      } else {
        clearSessionCookie(res, config);
      }
    }
    next();
  };
}
