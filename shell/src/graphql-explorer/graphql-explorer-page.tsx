import { PageHeader } from '@worship/design-system';
import { GraphiQL } from 'graphiql';
import styled from 'styled-components';
import { usePageTitle } from '../app/use-page-title';
// An asset/resource import (webpack-config): the file's URL, loaded as a stylesheet of this
// origin, which the CSP allows; nothing is inlined or fetched from a CDN.
import graphiqlStylesUrl from 'graphiql/style.css';
import { fetchGraphQL, STARTER_QUERY } from './graphql-fetcher';

const Frame = styled.div`
  height: max(32rem, calc(100vh - 12rem));
  border: 1px solid #e5e7eb;
  border-radius: 0.5rem;
  overflow: hidden;
`;

/**
 * `/graphql` in a signed-in browser: GraphiQL on the gateway's API, as the signed-in user (the
 * session cookie), with the docs panel from introspection — where dashboard builders write and
 * try their queries. Its own chunk: nobody else downloads GraphiQL.
 */
export function GraphQLExplorerPage() {
  usePageTitle('GraphQL Explorer');
  return (
    <>
      <link rel="stylesheet" href={graphiqlStylesUrl} precedence="default" />
      <PageHeader
        title="GraphQL Explorer"
        description="Write and try queries on the API your dashboards use. Scripts authenticate with an API key (docs/graphql.md)."
      />
      <Frame>
        <GraphiQL fetcher={fetchGraphQL} defaultQuery={STARTER_QUERY} />
      </Frame>
    </>
  );
}

export default GraphQLExplorerPage;
