import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';

let client: ApolloClient | null = null;

/**
 * One Apollo Client for the shell and every remote (they share @apollo/client as a singleton and
 * get it through ApolloProvider). Spec §4 query defaults: no polling, no refetch on focus, no
 * retries (Apollo does none of these unless asked), data kept until a mutation refreshes it.
 */
export function getApolloClient(): ApolloClient {
  client ??= new ApolloClient({
    link: new HttpLink({ uri: '/graphql', credentials: 'same-origin' }),
    cache: new InMemoryCache(),
    defaultOptions: {
      watchQuery: { fetchPolicy: 'cache-first' },
    },
  });
  return client;
}
