import {
  CLIENT_ADDRESS_HEADER,
  identityRoutes,
  validateInput,
  type EntityManager,
  type InternalRouteContract,
  type InternalRouter,
} from '@worship/subgraph-kit';
import type { Response } from 'express';
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
  sessions: SessionPolicy;
  throttle: SignInThrottle;
}

const unauthorized = (res: Response, message = 'Unauthorized') => {
  res.status(401).json({ message });
};

/** `{user}` for a session token or API key that resolved to one, else 401. */
const resolvedUser = (res: Response, user: User | null) =>
  user ? { user: toUserJson(user) } : unauthorized(res);

/**
 * Identity's internal HTTP API for the gateway (docs/contracts.md; paths in the kit's
 * `internal-routes/identity.routes-contract.ts`): accounts, sessions and API-key lookups. The
 * kit's internal router checks the caller, parses JSON and answers errors.
 */
export function mountInternalRoutes(router: InternalRouter, options: InternalRoutesOptions): void {
  /**
   * A sign-in route: counts the attempt (429 when the client has made too many, on any
   * replica), then validates the body (so a refused body counts too), runs the account operation
   * and starts a session for the user it returns; null (wrong password, unknown e-mail) is the
   * same 401 either way.
   */
  const signInRoute = <S extends z.ZodType>(
    contract: InternalRouteContract,
    kind: AttemptKind | null,
    schema: S,
    operation: (em: EntityManager, input: z.infer<S>) => Promise<User | null>,
  ) =>
    router.route(contract, async ({ body, em, req, res }) => {
      const address = req.header(CLIENT_ADDRESS_HEADER)?.slice(0, 100) || 'unknown';
      const rawEmail = (body as { email?: unknown } | undefined)?.email;
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
      const user = await operation(em, validateInput(schema, body ?? {}, 'Invalid request body'));
      if (!user) return unauthorized(res, INVALID_LOGIN_MESSAGE);
      if (kind === 'login') await options.throttle.succeeded(kind, address, email);
      const sessionToken = await createSession(em, user, options.sessions);
      return { user: toUserJson(user), sessionToken };
    });

  signInRoute(identityRoutes.register, 'register', registerInput, registerUser);
  signInRoute(identityRoutes.login, 'login', loginInput, loginWithPassword);
  // The provider authenticated the person already; nothing to guess here.
  signInRoute(identityRoutes.oidcLogin, null, oidcLoginInput, loginWithOidc);

  router.route({ ...identityRoutes.resolveSession, body: sessionTokenInput }, async (request) =>
    resolvedUser(
      request.res,
      await resolveSession(request.em, request.body.sessionToken, options.sessions),
    ),
  );

  router.route({ ...identityRoutes.revokeSession, body: sessionTokenInput }, async (request) => {
    await revokeSession(request.em, request.body.sessionToken);
    request.res.status(204).end();
  });

  router.route({ ...identityRoutes.resolveApiKey, body: apiKeyInput }, async (request) =>
    resolvedUser(request.res, await resolveApiKey(request.em, request.body.key)),
  );
}
