import { ApolloProvider } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { getApolloClient } from './apollo-client';

/** Lazily loaded with the pages that need GraphQL, never on the landing page. */
export function ApolloRoot({ children }: { children: ReactNode }) {
  return <ApolloProvider client={getApolloClient()}>{children}</ApolloProvider>;
}

export default ApolloRoot;
