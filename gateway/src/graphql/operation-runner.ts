import type { ApolloServer } from '@apollo/server';
import type { Request } from 'express';
import type { GraphQLFormattedError } from 'graphql';
import type { GatewayContext } from './gateway-context';

/** A GraphQL operation that answered with errors; the REST layer turns it into a status. */
export class OperationError extends Error {
  constructor(readonly errors: readonly GraphQLFormattedError[]) {
    super(errors[0]?.message ?? 'GraphQL operation failed');
  }
}

export type RunOperation = <TData = Record<string, unknown>>(
  /** The request (or, for the gateway's own questions, just a viewer) to run it as. */
  req: Pick<Request, 'viewer'>,
  query: string,
  variables?: Record<string, unknown>,
) => Promise<TData>;

/**
 * Runs an operation on the gateway itself as the request's viewer, so REST and GraphQL
 * callers go through one authorization path (the subgraphs').
 */
export function createOperationRunner(server: ApolloServer<GatewayContext>): RunOperation {
  return async (req, query, variables = {}) => {
    const response = await server.executeOperation(
      { query, variables },
      // Trusted: this repository's own documents, bounded by the routes (query-cost.ts).
      { contextValue: { viewer: req.viewer, trusted: true } },
    );
    if (response.body.kind !== 'single') throw new Error('Incremental delivery is not supported');
    const { data, errors } = response.body.singleResult;
    if (errors?.length) throw new OperationError(errors);
    return data as never;
  };
}
