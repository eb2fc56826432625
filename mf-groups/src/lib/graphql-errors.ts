import { CombinedGraphQLErrors } from '@apollo/client';

/** Field name → message, from a BAD_USER_INPUT error's `extensions.fieldErrors`. */
export type FieldErrors = Record<string, string>;

function graphQLErrorsOf(error: unknown): ReadonlyArray<{
  message: string;
  extensions?: Record<string, unknown>;
}> {
  if (CombinedGraphQLErrors.is(error)) return error.errors;
  return [];
}

/** Field errors carried by a GraphQL BAD_USER_INPUT error (empty when there are none). */
export function fieldErrorsOf(error: unknown): FieldErrors {
  const result: FieldErrors = {};
  for (const gqlError of graphQLErrorsOf(error)) {
    if (gqlError.extensions?.code !== 'BAD_USER_INPUT') continue;
    const fieldErrors = gqlError.extensions.fieldErrors;
    if (fieldErrors && typeof fieldErrors === 'object') {
      for (const [path, message] of Object.entries(fieldErrors as Record<string, unknown>)) {
        // 'input.name' and 'name' both mean the form's `name` field.
        const field = path.split('.').pop() ?? path;
        const text = Array.isArray(message) ? message[0] : message;
        if (typeof text === 'string' && text && !(field in result)) result[field] = text;
      }
    }
  }
  return result;
}
