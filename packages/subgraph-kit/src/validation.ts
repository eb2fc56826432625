import type { z } from 'zod';
import { UserInputError, type FieldErrors } from './errors';

/**
 * A failed zod parse as the error contract reports it: the first message, and one message
 * per field (its first; `_` for the value as a whole).
 */
export function describeZodError(error: z.ZodError): {
  message?: string;
  fieldErrors: FieldErrors;
} {
  const fieldErrors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || '_';
    fieldErrors[field] ??= issue.message;
  }
  return { message: error.issues[0]?.message, fieldErrors };
}

/**
 * Validates a resolver input against a zod schema whose messages are the spec's.
 * Throws a UserInputError carrying the first message and one message per field.
 */
export function validateInput<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const { message, fieldErrors } = describeZodError(result.error);
  throw new UserInputError(message ?? 'Invalid input', fieldErrors);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids come from URLs; a malformed one names nothing, so it is "not found", never a 500. */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}
