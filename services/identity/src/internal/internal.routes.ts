import type { MikroORM } from '@mikro-orm/postgresql';
import type { EntityManager, Logger } from '@worship/subgraph-kit';
import {
  HTTP_STATUS_BY_CODE,
  validateInput,
  VIEWER_HEADER,
  verifyViewer,
} from '@worship/subgraph-kit';
import { GraphQLError } from 'graphql';
import express, {
  type ErrorRequestHandler,
  type Express,
  type Request,
  type RequestHandler,
  type Response,
} from 'express';
import type { z } from 'zod';
import { AUTH_RATE_LIMIT_MESSAGE } from '@worship/common';
import type { AttemptKind, SignInThrottle } from '../throttle/throttle.service';
import { apiKeyInput } from '../api-key/api-key.input';
import { resolveApiKey } from '../api-key/api-key.service';
import {
  createSession,
  resolveSession,
  revokeSession,
  type SessionPolicy,
} from '../session/session.service';
import { sessionTokenInput } from '../session/session.input';
import type { User } from '../user/user.entity';
import { loginInput, oidcLoginInput, registerInput } from '../user/user.input';
import { loginWithOidc, loginWithPassword, registerUser } from '../user/user.service';
import { toUserJson } from '../user/user.type';

export const INVALID_LOGIN_MESSAGE = 'Invalid email or password.';

export interface InternalRoutesOptions {
  orm: MikroORM;
  viewerSecret: string;
  sessions: SessionPolicy;
  throttle: SignInThrottle;
  logger: Logger;
}

/** The client's address as the gateway saw it (its trust-proxy rules applied). */
export const CLIENT_ADDRESS_HEADER = 'x-client-address';

/** Parses a JSON body against a schema; a bad one becomes a 400 with one message per field. */
const parseBody = <S extends z.ZodType>(schema: S, req: Request): z.infer<S> =>
  validateInput(schema, req.body ?? {}, 'Invalid request body');

const unauthorized = (res: Response, message = 'Unauthorized') => {
  res.status(401).json({ message });
};

/** Only the gateway may call these routes: it proves itself with a signed viewer token. */
function requireGateway(secret: string): RequestHandler {
  return (req, res, next) => {
    if (!verifyViewer(req.header(VIEWER_HEADER), secret)) {
      unauthorized(res);
      return;
    }
    next();
  };
}

type Handler = (req: Request, res: Response, em: EntityManager) => Promise<void>;

/**
 * Identity's internal HTTP API for the gateway (docs/contracts.md): accounts, sessions and
 * API-key lookups. Mounted with createSubgraphApp's `routes` option.
 */
export function mountInternalRoutes(app: Express, options: InternalRoutesOptions): void {
  const router = express.Router();
  const route =
    (handler: Handler): RequestHandler =>
    async (req, res, next) => {
      try {
        res.setHeader('cache-control', 'no-store');
        await handler(req, res, options.orm.em.fork());
      } catch (error) {
        next(error);
      }
    };
  /** A signed-in user gets a new session: `{user, sessionToken}`. */
  const signIn = async (res: Response, em: EntityManager, user: User) => {
    const sessionToken = await createSession(em, user, options.sessions);
    res.json({ user: toUserJson(user), sessionToken });
  };
  /** `{user}` for a session token or API key that resolved to one, else 401. */
  const sendResolvedUser = (res: Response, user: User | null) => {
    if (!user) return unauthorized(res);
    res.json({ user: toUserJson(user) });
  };

  /**
   * A sign-in route: counts the attempt (429 when the client has made too many, on any
   * replica), validates the body, runs the account operation and starts a session for the user
   * it returns; null (wrong password, unknown e-mail) is the same 401 either way.
   */
  const signInRoute = <S extends z.ZodType>(
    kind: AttemptKind | null,
    schema: S,
    operation: (em: EntityManager, input: z.infer<S>) => Promise<User | null>,
  ) =>
    route(async (req, res, em) => {
      const address = req.header(CLIENT_ADDRESS_HEADER)?.slice(0, 100) || 'unknown';
      const rawEmail = (req.body as { email?: unknown } | undefined)?.email;
      const email = typeof rawEmail === 'string' ? rawEmail.slice(0, 254) : '';
      if (kind) {
        const refusal = await options.throttle.attempt(kind, address, email);
        if (refusal) {
          // The headers express-rate-limit sent (IETF draft 8), so clients see no change.
          const policy = `"${refusal.limit}-in-1min"`;
          res.setHeader('Retry-After', String(refusal.retryAfterSeconds));
          res.setHeader('RateLimit-Policy', `${policy}; q=${refusal.limit}; w=60`);
          res.setHeader('RateLimit', `${policy}; r=0; t=${refusal.retryAfterSeconds}`);
          res.status(429).json({ message: AUTH_RATE_LIMIT_MESSAGE });
          return;
        }
      }
      const user = await operation(em, parseBody(schema, req));
      if (!user) return unauthorized(res, INVALID_LOGIN_MESSAGE);
      if (kind === 'login') await options.throttle.succeeded(kind, address, email);
      await signIn(res, em, user);
    });

  router.post('/register', signInRoute('register', registerInput, registerUser));
  router.post('/login', signInRoute('login', loginInput, loginWithPassword));
  // The provider authenticated the person already; nothing to guess here.
  router.post('/oidc-login', signInRoute(null, oidcLoginInput, loginWithOidc));

  router.post(
    '/sessions/resolve',
    route(async (req, res, em) => {
      const { sessionToken } = parseBody(sessionTokenInput, req);
      sendResolvedUser(res, await resolveSession(em, sessionToken, options.sessions));
    }),
  );

  router.post(
    '/sessions/revoke',
    route(async (req, res, em) => {
      const { sessionToken } = parseBody(sessionTokenInput, req);
      await revokeSession(em, sessionToken);
      res.status(204).end();
    }),
  );

  router.post(
    '/api-keys/resolve',
    route(async (req, res, em) => {
      const { key } = parseBody(apiKeyInput, req);
      sendResolvedUser(res, await resolveApiKey(em, key));
    }),
  );

  router.use((_req, res) => {
    res.status(404).json({ message: 'Not found' });
  });

  const errors: ErrorRequestHandler = (error, _req, res, _next) => {
    // The services' error contract (BAD_USER_INPUT, CONFLICT, …) as HTTP, as the gateway maps it.
    if (error instanceof GraphQLError) {
      const status = HTTP_STATUS_BY_CODE[String(error.extensions.code)] ?? 500;
      if (status !== 500) {
        const fieldErrors = error.extensions.fieldErrors as Record<string, string> | undefined;
        res.status(status).json({
          message: error.message,
          ...(fieldErrors && Object.keys(fieldErrors).length ? { errors: fieldErrors } : {}),
        });
        return;
      }
    }
    // body-parser errors (malformed JSON, too large, wrong charset) carry a 4xx status.
    const status = (error as { status?: unknown }).status;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      res.status(status).json({
        message: status === 413 ? 'Request body is too large' : 'Request body must be valid JSON',
      });
      return;
    }
    options.logger.error({ err: error }, 'internal route failed');
    res.status(500).json({ message: 'Internal server error' });
  };

  app.use(
    '/internal',
    requireGateway(options.viewerSecret),
    express.json({ limit: '32kb' }),
    router,
    errors,
  );
}
