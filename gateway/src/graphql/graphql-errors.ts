import type { ErrorRequestHandler } from 'express';
import type { Logger } from '@worship/subgraph-kit';

/** A GraphQL-over-HTTP error answer: `{ errors: [{ message, extensions: { code } }] }`. */
function graphqlError(message: string, code: string) {
  return { errors: [{ message, extensions: { code } }] };
}

/**
 * Errors raised on /graphql before Apollo answers (body parsing, authentication, anything
 * thrown): the GraphQL error shape as JSON, never Express's HTML page nor a stack trace, in
 * every NODE_ENV. A client mistake is 400 (`BAD_REQUEST`; a body over the limit 413
 * `PAYLOAD_TOO_LARGE`); anything else is logged and answered 500 `INTERNAL_SERVER_ERROR`.
 */
export function graphqlErrorHandler(logger: Logger): ErrorRequestHandler {
  return (err, req, res, _next) => {
    const status = typeof err?.status === 'number' ? err.status : 500;
    let answer: { status: number; body: ReturnType<typeof graphqlError> };
    if (err?.type === 'entity.too.large') {
      answer = {
        status: 413,
        body: graphqlError('Request body is too large', 'PAYLOAD_TOO_LARGE'),
      };
    } else if (err?.type === 'entity.parse.failed') {
      answer = { status: 400, body: graphqlError('Request body is not valid JSON', 'BAD_REQUEST') };
    } else if (status >= 400 && status < 500) {
      const message = err.expose && typeof err.message === 'string' ? err.message : 'Bad request';
      answer = { status: 400, body: graphqlError(message, 'BAD_REQUEST') };
    } else {
      logger.error({ err, path: req.originalUrl }, 'GraphQL request failed');
      answer = {
        status: 500,
        body: graphqlError('Internal server error', 'INTERNAL_SERVER_ERROR'),
      };
    }
    if (res.headersSent) return;
    res.status(answer.status).json(answer.body);
  };
}
