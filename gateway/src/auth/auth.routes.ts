import { Router, type Request, type Response } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';
import type { GatewayDeps } from '../deps';
import { HttpError } from '../rest/http-error';
import { clearSessionCookie, readCookie, SESSION_COOKIE, setSessionCookie } from './cookies';
import type { InternalResponse, SignedIn } from './identity-client';
import { createOidc } from './oidc';
import { AUTH_RATE_LIMIT_MESSAGE, safeRedirect } from '@worship/common';
import { pageWithError } from './redirect';

/** The rate-limit headers identity sets on a 429, passed on to the client as they are. */
const RATE_LIMIT_HEADERS = ['retry-after', 'ratelimit-policy', 'ratelimit'];
const SIGN_IN_FAILED_MESSAGE = 'Sign-in failed. Please try again.';

const isForm = (req: Request) =>
  req.is('application/x-www-form-urlencoded') === 'application/x-www-form-urlencoded';

const bodyOf = (req: Request): Record<string, unknown> =>
  req.body && typeof req.body === 'object' && !Array.isArray(req.body)
    ? (req.body as Record<string, unknown>)
    : {};

/** Where a form post goes afterwards: its `redirect` field, or `?redirect=` on the action URL. */
const formRedirect = (req: Request) => safeRedirect(bodyOf(req).redirect ?? req.query.redirect);

/**
 * Sign-in, sign-up, sign-out and the OIDC round trip. Sessions live in the identity service;
 * the browser holds only the random token in the HttpOnly `sid` cookie, replaced on every
 * sign-in (the previous session, if any, is revoked).
 */
export function authRoutes(deps: GatewayDeps): Router {
  const { config, identity, logger } = deps;
  const router = Router();
  const oidc = config.OIDC_ISSUER_URL ? createOidc(config, logger) : null;
  /**
   * The client's address as identity's throttle counts it: Express's `req.ip` (TRUST_PROXY
   * applied), an IPv6 address reduced to its /56 network so one host cannot rotate through
   * its own addresses.
   */
  const clientAddress = (req: Request) => ipKeyGenerator(req.ip ?? 'unknown');

  /** Starts the browser's session: the previous one (if the request carried it) ends. */
  async function startSession(req: Request, res: Response, sessionToken: string) {
    const previous = readCookie(req, SESSION_COOKIE);
    if (previous && previous !== sessionToken) {
      await identity.revokeSession(previous).catch((error: unknown) => {
        logger.warn({ err: error }, 'could not revoke the previous session');
      });
    }
    setSessionCookie(res, config, sessionToken);
  }

  /** Answers a sign-in or sign-up: JSON (200 + user) or a form post (303). */
  async function answer(
    req: Request,
    res: Response,
    page: '/login' | '/signup',
    result: InternalResponse<SignedIn>,
  ) {
    const redirect = formRedirect(req);
    if (result.status === 429) {
      // Identity counted too many attempts (shared by every replica): JSON 429 or the form page.
      if (isForm(req)) {
        res.redirect(303, pageWithError(page, AUTH_RATE_LIMIT_MESSAGE, redirect));
        return;
      }
      for (const name of RATE_LIMIT_HEADERS) {
        const value = result.headers?.get(name);
        if (value) res.setHeader(name, value);
      }
      res.status(429).json({ message: AUTH_RATE_LIMIT_MESSAGE });
      return;
    }
    if (result.status === 200 && result.body && 'sessionToken' in result.body) {
      await startSession(req, res, result.body.sessionToken);
      if (isForm(req)) res.redirect(303, redirect);
      else res.status(200).json(result.body.user);
      return;
    }
    if (![400, 401, 409].includes(result.status)) {
      throw new Error(
        `identity ${page === '/login' ? 'login' : 'register'} answered ${result.status}`,
      );
    }
    const body = (result.body ?? {}) as { message?: string; errors?: Record<string, string> };
    const message = body.message ?? SIGN_IN_FAILED_MESSAGE;
    if (isForm(req)) {
      res.redirect(303, pageWithError(page, message, redirect));
      return;
    }
    throw new HttpError(result.status, message, body.errors);
  }

  router.get('/login', async (req, res) => {
    const redirect = safeRedirect(req.query.redirect);
    if (req.authMethod === 'session') {
      res.redirect(302, redirect);
      return;
    }
    if (oidc) {
      try {
        await oidc.begin(res, redirect);
      } catch (error) {
        logger.error({ err: error }, 'could not start OIDC sign-in');
        res.redirect(
          302,
          pageWithError('/login', 'Single sign-on is unavailable right now.', redirect),
        );
      }
      return;
    }
    res.redirect(302, redirect === '/' ? '/login' : `/login?${new URLSearchParams({ redirect })}`);
  });

  router.post('/login', async (req, res) => {
    const body = bodyOf(req);
    const result = await identity.login(
      { email: body.email, password: body.password },
      clientAddress(req),
    );
    await answer(req, res, '/login', result);
  });

  router.post('/register', async (req, res) => {
    const body = bodyOf(req);
    const result = await identity.register(
      {
        email: body.email,
        password: body.password,
        firstName: body.firstName,
        lastName: body.lastName,
      },
      clientAddress(req),
    );
    await answer(req, res, '/signup', result);
  });

  router.get('/callback', async (req, res) => {
    if (!oidc) throw new HttpError(404, 'Single sign-on is not configured');
    let completed;
    try {
      completed = await oidc.complete(req, res);
    } catch (error) {
      logger.warn({ err: error }, 'OIDC sign-in failed');
      res.redirect(302, pageWithError('/login', SIGN_IN_FAILED_MESSAGE, '/'));
      return;
    }
    // Checked again on the way out: the transaction cookie is signed, but the rule may have
    // tightened since it was written.
    const redirect = safeRedirect(completed.redirect);
    const result = await identity.oidcLogin({ ...completed.profile });
    if (result.status === 409) {
      // The provider's e-mail names an existing account it has not verified: nothing linked.
      const message = (result.body as { message?: string } | null)?.message;
      res.redirect(302, pageWithError('/login', message ?? SIGN_IN_FAILED_MESSAGE, redirect));
      return;
    }
    if (result.status !== 200 || !result.body || !('sessionToken' in result.body)) {
      logger.error(
        { status: result.status, body: result.body },
        'identity refused an OIDC sign-in',
      );
      res.redirect(302, pageWithError('/login', SIGN_IN_FAILED_MESSAGE, redirect));
      return;
    }
    await startSession(req, res, result.body.sessionToken);
    res.redirect(302, redirect);
  });

  router.get('/logout', async (req, res) => {
    const token = readCookie(req, SESSION_COOKIE);
    if (token) {
      // The cookie is cleared whatever happens; a failure to end the session is logged loudly.
      try {
        const revoked = await identity.revokeSession(token);
        // 400: not even shaped like a token, so there is no session to end.
        if (revoked.status !== 204 && revoked.status !== 400) {
          throw new Error(`identity revoke answered ${revoked.status}`);
        }
      } catch (error) {
        logger.error({ err: error }, 'could not end the session at sign-out');
      }
    }
    clearSessionCookie(res, config);
    res.redirect(302, '/');
  });

  return router;
}
