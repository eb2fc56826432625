import { colors, fontSizes } from '@worship/design-system';
import styled from 'styled-components';

const Box = styled.div`
  font-size: ${fontSizes.sm};
  display: grid;
  gap: 0.5rem;
  margin-bottom: 1rem;
  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 0.25rem 0.75rem;
    margin: 0;
  }
  dt {
    color: ${colors.textMuted};
  }
  dd {
    margin: 0;
    word-break: break-all;
  }
`;

/**
 * Where API calls go: this app's own origin, `/api` for REST and `/graphql` for GraphQL, with
 * the key as a bearer token. Links the REST reference (docs/rest.md, which the shell's build
 * renders as /docs/rest.html), the GraphQL explorer and the schema (docs/graphql.md).
 */
export function ApiAccess({ origin = window.location.origin }: { origin?: string }) {
  return (
    <Box>
      <dl aria-label="API addresses">
        <dt>REST base address</dt>
        <dd>
          <code>{`${origin}/api`}</code> (e.g. <code>POST {`${origin}/api/songs`}</code>)
        </dd>
        <dt>GraphQL endpoint</dt>
        <dd>
          <code>{`${origin}/graphql`}</code>
        </dd>
        <dt>Header</dt>
        <dd>
          <code>Authorization: Bearer &lt;key&gt;</code>
        </dd>
      </dl>
      <p>
        Every REST route, with an example request and answer, is described in the{' '}
        <a href="/docs/rest.html">REST API reference</a>. Try queries in the{' '}
        <a href="/graphql">GraphQL explorer</a>, or download the{' '}
        <a href="/graphql/schema.graphql">GraphQL schema</a>.
      </p>
    </Box>
  );
}
