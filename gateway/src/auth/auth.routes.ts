import { Router, type Request, type RequestHandler, type Response } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import type { GatewayDeps } from '../deps';
import { HttpError } from '../rest/http-error';
import { clearSessionCookie, readCookie, SESSION_COOKIE, setSessionCookie } from './cookies';
import type { InternalResponse, SignedIn } from './identity-client';
import { createOidc } from './oidc';
import { safeRedirect } from '@worship/common';
import { pageWithError } from './redirect';

export const RATE_LIMIT_MESSAGE = 'Too many attempts. Please wait a minute and try again.';
const SIGN_IN_FAILED_MESSAGE = 'Sign-in failed. Please try again.';

const isForm = (req: Request) =>
  req.is('application/x-www-form-urlencoded') === 'application/x-www-form-urlencoded';

const bodyOf = (req: Request): Record<string, unknown> =>
  req.body && typeof req.body === 'object' && !Array.isArray(req.body)
    ? (req.body as Record<string, unknown>)
    : {};

/** Where a form post goes afterwards: its `redirect` field, or `?redirect=` on the action URL. */
const formRedirect = (req: Request) => safeRedirect(bodyOf(req).redirect ?? req.query.redirect);

const emailKey = (req: Request) => {
  const email = bodyOf(req).email;
  return typeof email === 'string' ? email.trim().toLowerCase().slice(0, 254) : '';
};

/**
 * Sign-in, sign-up, sign-out and the OIDC round trip. Sessions live in the identity service;
 * the browser holds only the random token in the HttpOnly `sid` cookie, replaced on every
 * sign-in (the previous session, if any, is revoked).
 */
export function authRoutes(deps: GatewayDeps): Router {
  const { config, identity, logger } = deps;
  const router = Router();
  const oidc = config.OIDC_ISSUER_URL ? createOidc(config, logger) : null;
  const perMinute = config.AUTH_RATE_LIMIT_PER_MINUTE;

  /** 429 as JSON, or back to the form page with the message. */
  const limited =
    (page: '/login' | '/signup'): RequestHandler =>
    (req, res) => {
      if (isForm(req)) {
        res.redirect(303, pageWithError(page, RATE_LIMIT_MESSAGE, formRedirect(req)));
        return;
      }
      res.status(429).json({ message: RATE_LIMIT_MESSAGE });
    };
  const limiter = (
    page: '/login' | '/signup',
    limit: number,
    key: (req: Request) => string,
    countSuccesses = true,
  ) =>
    rateLimit({
      windowMs: 60_000,
      limit,
      standardHeaders: 'draft-8',
      legacyHeaders: false,
      keyGenerator: key,
      handler: limited(page),
      // A failed form sign-in is a 303 too, so failure is what answer() recorded.
      skipSuccessfulRequests: !countSuccesses,
      requestWasSuccessful: (_req, res) => res.statusCode < 400 && res.locals.authFailed !== true,
    });
  const ip = (req: Request) => ipKeyGenerator(req.ip ?? 'unknown');
  // Guessing one account's password: failed attempts per address and e-mail. Spraying many
  // accounts: failed attempts per address. Successful sign-ins do not count.
  const loginLimit = [
    limiter('/login', perMinute, (req) => `login|${ip(req)}|${emailKey(req)}`, false),
    limiter('/login', perMinute * 10, (req) => `login|${ip(req)}`, false),
  ];
  const registerLimit = [
    limiter('/signup', perMinute, (req) => `register|${ip(req)}|${emailKey(req)}`),
    limiter('/signup', perMinute * 10, (req) => `register|${ip(req)}`),
  ];

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
    res.locals.authFailed = true;
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

  router.post('/login', ...loginLimit, async (req, res) => {
    const body = bodyOf(req);
    const result = await identity.login({ email: body.email, password: body.password });
    await answer(req, res, '/login', result);
  });

  router.post('/register', ...registerLimit, async (req, res) => {
    const body = bodyOf(req);
    const result = await identity.register({
      email: body.email,
      password: body.password,
      firstName: body.firstName,
      lastName: body.lastName,
    });
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
    const result = await identity.oidcLogin({ ...completed.profile });
    if (result.status !== 200 || !result.body || !('sessionToken' in result.body)) {
      logger.error(
        { status: result.status, body: result.body },
        'identity refused an OIDC sign-in',
      );
      res.redirect(302, pageWithError('/login', SIGN_IN_FAILED_MESSAGE, completed.redirect));
      return;
    }
    await startSession(req, res, result.body.sessionToken);
    res.redirect(302, completed.redirect);
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
