import type { ErrorRequestHandler, Request } from 'express';
import type { z } from 'zod';
import {
  CODES_IN_REST_BODY,
  HTTP_STATUS_BY_CODE,
  parseOrThrow,
  type FieldErrors,
  type Logger,
} from '@worship/subgraph-kit';
import { OperationError } from '../graphql/operation-runner';

export type { FieldErrors };

/** An error with the HTTP status and the JSON body a REST caller gets. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: FieldErrors,
    /** More of the body beside `message` (a 409's `currentVersion`). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

/** The subgraphs' error contract (kit), plus the gateway's own GraphQL request errors. */
const STATUS_BY_CODE: Record<string, number> = {
  ...HTTP_STATUS_BY_CODE,
  GRAPHQL_VALIDATION_FAILED: 400,
  GRAPHQL_PARSE_FAILED: 400,
};

function fromOperation(error: OperationError): HttpError {
  const first = error.errors[0];
  const code = String(first?.extensions?.code ?? '');
  const status = STATUS_BY_CODE[code] ?? 500;
  if (status === 401) return new HttpError(401, 'Unauthorized');
  if (status === 500) return new HttpError(500, 'Internal server error');
  const fieldErrors = first?.extensions?.fieldErrors as FieldErrors | undefined;
  // A stale save says which version is current, so the client can show both.
  const currentVersion = first?.extensions?.currentVersion;
  const details = {
    ...(typeof currentVersion === 'number' ? { currentVersion } : {}),
    // A code more precise than its status (LIVE_TAKEN, LIVE_CONTROL_LOST) for the client to act on.
    ...(CODES_IN_REST_BODY.has(code) ? { code } : {}),
  };
  return new HttpError(status, first?.message ?? 'Request failed', fieldErrors, details);
}

/** Validates a REST body's shape; failures are 400 with the first message and per-field errors. */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  return parseOrThrow(
    schema,
    body ?? {},
    (message, fieldErrors) => new HttpError(400, message, fieldErrors),
    'Invalid request body',
  );
}

/** Requires a signed-in caller for routes that do not otherwise reach a subgraph. */
export function requireUser(req: Request): string {
  if (!req.viewer.userId) throw new HttpError(401, 'Unauthorized');
  return req.viewer.userId;
}

/** Maps every error to `{"message": ...}` with the right status; never leaks internals. */
export function restErrorHandler(logger: Logger): ErrorRequestHandler {
  return (err, req, res, _next) => {
    let httpError: HttpError;
    if (err instanceof HttpError) httpError = err;
    else if (err instanceof OperationError) httpError = fromOperation(err);
    else if (err?.type === 'entity.parse.failed')
      httpError = new HttpError(400, 'Request body is not valid JSON');
    else if (err?.type === 'entity.too.large')
      httpError = new HttpError(413, 'Request body is too large');
    else if (typeof err?.status === 'number' && err.status >= 400 && err.status < 500) {
      httpError = new HttpError(err.status, err.expose ? err.message : 'Bad request');
    } else httpError = new HttpError(500, 'Internal server error');
    if (httpError.status >= 500) logger.error({ err, path: req.path }, 'request failed');
    if (res.headersSent) return;
    res.status(httpError.status).json({
      message: httpError.message,
      ...(httpError.errors ? { errors: httpError.errors } : {}),
      ...httpError.details,
    });
  };
}
