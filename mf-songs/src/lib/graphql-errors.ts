import { CombinedGraphQLErrors } from '@apollo/client';

/**
 * Field path → message, from a BAD_USER_INPUT error's `extensions.fieldErrors`. Paths keep their
 * indices ('title', 'stanzas', 'stanzas.0.lyrics', 'stanzas.0.transliterations.1.language'),
 * because a song form has one field per stanza and per transliteration row.
 */
export type FieldErrors = Record<string, string>;

/** Field errors carried by a GraphQL BAD_USER_INPUT error (empty when there are none). */
export function fieldErrorsOf(error: unknown): FieldErrors {
  const result: FieldErrors = {};
  if (!CombinedGraphQLErrors.is(error)) return result;
  for (const gqlError of error.errors) {
    if (gqlError.extensions?.code !== 'BAD_USER_INPUT') continue;
    const fieldErrors = gqlError.extensions.fieldErrors;
    if (!fieldErrors || typeof fieldErrors !== 'object') continue;
    for (const [rawPath, message] of Object.entries(fieldErrors as Record<string, unknown>)) {
      // 'input.title' and 'title' both mean the form's title.
      const path = rawPath.replace(/^input\./, '');
      const text = Array.isArray(message) ? message[0] : message;
      if (typeof text === 'string' && text && !(path in result)) result[path] = text;
    }
  }
  return result;
}
