import { CombinedGraphQLErrors } from '@apollo/client';

/** True when the server answered with a GraphQL error of this `extensions.code`. */
export function hasErrorCode(error: unknown, code: string): boolean {
  return (
    CombinedGraphQLErrors.is(error) &&
    error.errors.some((gqlError) => gqlError.extensions?.code === code)
  );
}
