import type { MikroORM } from '@mikro-orm/postgresql';
import express, {
  type ErrorRequestHandler,
  type Express,
  type Request,
  type RequestHandler,
  type Response,
} from 'express';
import { GraphQLError } from 'graphql';
import type { EntityManager } from './database';
import { HTTP_STATUS_BY_CODE } from './errors';
import type {
  InternalAnswer,
  InternalBody,
  InternalRouteContract,
} from './internal-routes/contract';
import type { Logger } from './logger';
import { validateInput } from './validation';
import { VIEWER_HEADER, verifyViewer, type Viewer } from './viewer-token';

const PREFIX = '/internal';

/** What a route's handler gets: the parsed body, the signed viewer, its own EntityManager. */
export interface InternalRequest<Body> {
  body: Body;
  /** Whom the caller asks for (the gateway signs an anonymous viewer). */
  viewer: Viewer;
  /** A fork for this request only, like a resolver's. */
  em: EntityManager;
  req: Request;
  /** For answers other than a 200 with JSON (a 204, a 401 with the service's message, headers). */
  res: Response;
}

/** The answer to send with 200, or nothing when the handler answered through `res`. */
export type InternalHandler<C extends InternalRouteContract> = (
  request: InternalRequest<InternalBody<C>>,
) => Promise<InternalAnswer<C> | void>;

export interface InternalRouter {
  /** Serves a route of the service's contract (kit `internal-routes/`). */
  route<C extends InternalRouteContract>(contract: C, handler: InternalHandler<C>): void;
}

export interface InternalRouterOptions {
  orm: MikroORM;
  viewerSecret: string;
  logger: Logger;
  /** The largest JSON body taken (default 64kb): internal calls carry ids, not documents. */
  bodyLimit?: string;
}

/**
 * Only callers inside the system get through (the gateway, another service): they prove it with
 * a signed viewer token, whose viewer lands in `res.locals.viewer`. Else 401. /graphql and the
 * internal routes both sit behind it.
 */
export function requireSignedViewer(secret: string): RequestHandler {
  return (req, res, next) => {
    const viewer = verifyViewer(req.header(VIEWER_HEADER), secret);
    if (!viewer) {
      res.status(401).json({ message: 'Unauthorized' });
      return;
    }
    res.locals.viewer = viewer;
    next();
  };
}

/** The error contract over HTTP: `{message, errors?}` with HTTP_STATUS_BY_CODE's status. */
function internalErrors(logger: Logger): ErrorRequestHandler {
  return (error, _req, res, _next) => {
    if (error instanceof GraphQLError) {
      const status = HTTP_STATUS_BY_CODE[String(error.extensions.code)];
      if (status) {
        const fieldErrors = error.extensions.fieldErrors as Record<string, string> | undefined;
        res.status(status).json({
          message: error.message,
          ...(fieldErrors && Object.keys(fieldErrors).length ? { errors: fieldErrors } : {}),
        });
        return;
      }
    }
    // body-parser's errors (malformed JSON, too large, wrong charset) carry a 4xx status.
    const status = (error as { status?: unknown }).status;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      res.status(status).json({
        message: status === 413 ? 'Request body is too large' : 'Request body must be valid JSON',
      });
      return;
    }
    logger.error({ err: error }, 'internal route failed');
    res.status(500).json({ message: 'Internal server error' });
  };
}

/**
 * A service's internal HTTP routes (`/internal/…`, docs/contracts.md), all built one way: the
 * caller must sign a viewer (else 401), the JSON body is size-limited and parsed against the
 * contract (else 400 with the error contract), each request gets its own EntityManager, answers
 * are never cached, an unknown `/internal` path is 404 JSON, and anything unexpected is logged
 * and answered 500 `Internal server error` with no detail. `mount` adds it to the app
 * (createSubgraphApp does, from its `internalRoutes` option).
 */
export function createInternalRouter(options: InternalRouterOptions): InternalRouter & {
  mount(app: Express): void;
} {
  const router = express.Router();
  return {
    route(contract, handler) {
      const path = contract.path.slice(PREFIX.length);
      const serve: RequestHandler = async (req, res, next) => {
        try {
          res.setHeader('cache-control', 'no-store');
          const body = (
            contract.body
              ? validateInput(contract.body, req.body ?? {}, 'Invalid request body')
              : req.body
          ) as InternalBody<typeof contract>;
          const answer = await handler({
            body,
            viewer: res.locals.viewer as Viewer,
            em: options.orm.em.fork(),
            req,
            res,
          });
          if (answer !== undefined) res.json(answer);
        } catch (error) {
          next(error);
        }
      };
      if (contract.method === 'GET') router.get(path, serve);
      else router.post(path, serve);
    },
    mount(app) {
      router.use((_req, res) => {
        res.status(404).json({ message: 'Not found' });
      });
      app.use(
        PREFIX,
        requireSignedViewer(options.viewerSecret),
        express.json({ limit: options.bodyLimit ?? '64kb' }),
        router,
        internalErrors(options.logger),
      );
    },
  };
}
