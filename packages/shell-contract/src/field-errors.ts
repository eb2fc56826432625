/**
 * Field path → message, from a BAD_USER_INPUT error's `extensions.fieldErrors` (the error
 * contract, docs/contracts.md). Paths keep their indices ('title', 'stanzas.0.lyrics',
 * 'stanzas.0.transliterations.1.language'), because a song form has one field per stanza and
 * per transliteration row.
 */
export type FieldErrors = Record<string, string>;

interface GraphQLErrorLike {
  extensions?: { code?: unknown; fieldErrors?: unknown };
}

/**
 * Field errors carried by a GraphQL BAD_USER_INPUT error (empty when there are none). Read from
 * the shape every Apollo Client error with GraphQL errors has (`errors: [{ extensions }]`), so
 * the shell contract does not load Apollo Client on pages that have none (the landing page).
 */
export function fieldErrorsOf(error: unknown): FieldErrors {
  const result: FieldErrors = {};
  const errors = (error as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(errors)) return result;
  for (const gqlError of errors as (GraphQLErrorLike | null)[]) {
    if (gqlError?.extensions?.code !== 'BAD_USER_INPUT') continue;
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
