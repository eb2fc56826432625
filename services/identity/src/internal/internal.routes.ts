import type { MikroORM } from '@mikro-orm/postgresql';
import type { EntityManager, Logger } from '@worship/subgraph-kit';
import {
  describeZodError,
  UserInputError,
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
import { z } from 'zod';
import { resolveApiKey } from '../api-key/api-key.service';
import {
  createSession,
  resolveSession,
  revokeSession,
  type SessionPolicy,
} from '../session/session.service';
import { toUserJson, type User } from '../user/user.entity';
import { loginInput, oidcLoginInput, registerInput } from '../user/user.input';
import { loginWithOidc, loginWithPassword, registerUser } from '../user/user.service';

export const INVALID_LOGIN_MESSAGE = 'Invalid email or password.';

export interface InternalRoutesOptions {
  orm: MikroORM;
  viewerSecret: string;
  adminEmails: readonly string[];
  sessions: SessionPolicy;
  logger: Logger;
}

const sessionTokenInput = z.object({
  sessionToken: z
    .string({ message: 'sessionToken is required' })
    .min(1, 'sessionToken is required')
    .max(512),
});
const apiKeyInput = z.object({
  key: z.string({ message: 'key is required' }).min(1, 'key is required').max(512),
});

/** Parses a JSON body against a schema; a bad one becomes a 400 with one message per field. */
function parseBody<S extends z.ZodType>(schema: S, req: Request): z.infer<S> {
  const result = schema.safeParse(req.body ?? {});
  if (result.success) return result.data;
  const { message, fieldErrors } = describeZodError(result.error);
  throw new UserInputError(message ?? 'Invalid request body', fieldErrors);
}

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

  router.post(
    '/register',
    route(async (req, res, em) => {
      const input = parseBody(registerInput, req);
      await signIn(res, em, await registerUser(em, input, options.adminEmails));
    }),
  );

  router.post(
    '/login',
    route(async (req, res, em) => {
      const input = parseBody(loginInput, req);
      const user = await loginWithPassword(em, input, options.adminEmails);
      if (!user) {
        unauthorized(res, INVALID_LOGIN_MESSAGE);
        return;
      }
      await signIn(res, em, user);
    }),
  );

  router.post(
    '/oidc-login',
    route(async (req, res, em) => {
      const input = parseBody(oidcLoginInput, req);
      await signIn(res, em, await loginWithOidc(em, input, options.adminEmails));
    }),
  );

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
    if (error instanceof GraphQLError) {
      const code = error.extensions.code;
      const status = code === 'BAD_USER_INPUT' ? 400 : code === 'CONFLICT' ? 409 : 500;
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
