import { GraphQLError } from 'graphql';

/**
 * Error codes shared by every subgraph and the gateway. The gateway's REST adapter maps
 * them to HTTP statuses, so a code here is a contract, not a label.
 */
export const ErrorCode = {
  BadUserInput: 'BAD_USER_INPUT',
  Unauthenticated: 'UNAUTHENTICATED',
  Forbidden: 'FORBIDDEN',
  NotFound: 'NOT_FOUND',
  Conflict: 'CONFLICT',
  /** Sunday mode: another device leads the schedule (start without taking over). */
  LiveTaken: 'LIVE_TAKEN',
  /** Sunday mode: the device is no longer the schedule's leader (another took control). */
  LiveControlLost: 'LIVE_CONTROL_LOST',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/**
 * The HTTP status each code stands for, wherever an error leaves over HTTP (the gateway's REST
 * adapter, a service's internal routes). A code not listed is a 500.
 */
export const HTTP_STATUS_BY_CODE: Readonly<Record<string, number>> = Object.freeze({
  [ErrorCode.BadUserInput]: 400,
  [ErrorCode.Unauthenticated]: 401,
  [ErrorCode.Forbidden]: 403,
  [ErrorCode.NotFound]: 404,
  [ErrorCode.Conflict]: 409,
  [ErrorCode.LiveTaken]: 409,
  [ErrorCode.LiveControlLost]: 409,
});

/** Codes more precise than their status: a REST answer names them (`{message, code}`). */
export const CODES_IN_REST_BODY: ReadonlySet<string> = new Set([
  ErrorCode.LiveTaken,
  ErrorCode.LiveControlLost,
]);

export type FieldErrors = Record<string, string>;

export class UserInputError extends GraphQLError {
  constructor(message: string, fieldErrors: FieldErrors = {}) {
    super(message, { extensions: { code: ErrorCode.BadUserInput, fieldErrors } });
  }
}

export class UnauthenticatedError extends GraphQLError {
  constructor() {
    super('Unauthorized', { extensions: { code: ErrorCode.Unauthenticated } });
  }
}

export class ForbiddenError extends GraphQLError {
  constructor(message = 'Forbidden') {
    super(message, { extensions: { code: ErrorCode.Forbidden } });
  }
}

export class NotFoundError extends GraphQLError {
  constructor(message = 'Not found') {
    super(message, { extensions: { code: ErrorCode.NotFound } });
  }
}

export class ConflictError extends GraphQLError {
  /** `details` go out beside the code (e.g. `currentVersion` for a stale save). */
  constructor(message: string, details: Record<string, unknown> = {}) {
    super(message, { extensions: { ...details, code: ErrorCode.Conflict } });
  }
}

/** A 409 with a code of its own (LIVE_TAKEN, LIVE_CONTROL_LOST): clients act on the code. */
export class CodedConflictError extends GraphQLError {
  constructor(
    code: typeof ErrorCode.LiveTaken | typeof ErrorCode.LiveControlLost,
    message: string,
    details: Record<string, unknown> = {},
  ) {
    super(message, { extensions: { ...details, code } });
  }
}
