import { z } from 'zod';
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
 * Parses a value at a boundary (a resolver's arguments, an internal route's or a REST route's
 * body) against a zod schema whose messages are the spec's. On failure throws the error that
 * `fail` makes from the first message and one message per field: the one place a ZodError
 * becomes the error contract.
 */
export function parseOrThrow<S extends z.ZodType>(
  schema: S,
  value: unknown,
  fail: (message: string, fieldErrors: FieldErrors) => Error,
  fallbackMessage = 'Invalid input',
): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const { message, fieldErrors } = describeZodError(result.error);
  throw fail(message ?? fallbackMessage, fieldErrors);
}

/**
 * Validates a resolver input (or an internal route's body) against a zod schema whose messages
 * are the spec's. Throws a UserInputError (BAD_USER_INPUT) carrying the first message and one
 * message per field.
 */
export function validateInput<S extends z.ZodType>(
  schema: S,
  value: unknown,
  fallbackMessage = 'Invalid input',
): z.infer<S> {
  return parseOrThrow(
    schema,
    value,
    (message, fieldErrors) => new UserInputError(message, fieldErrors),
    fallbackMessage,
  );
}

/**
 * A string field checked by a shared rule (e.g. `emailError` from @worship/common) that returns
 * the spec's message for a bad value or null for a good one; the value comes out trimmed. This
 * is how a rule written once for servers and browsers becomes a zod schema at a boundary.
 */
export function checkedString(rule: (value: string) => string | null, requiredMessage: string) {
  return z
    .string({ message: requiredMessage })
    .superRefine((value, context) => {
      const message = rule(value);
      if (message) context.addIssue({ code: 'custom', message });
    })
    .transform((value) => value.trim());
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids come from URLs; a malformed one names nothing, so it is "not found", never a 500. */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}
