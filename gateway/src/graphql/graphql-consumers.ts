import type { ApolloServer, ApolloServerPlugin } from '@apollo/server';
import type { Viewer } from '@worship/subgraph-kit';
import type { RequestHandler } from 'express';
import {
  BREAK,
  buildClientSchema,
  getIntrospectionQuery,
  GraphQLError,
  printSchema,
  visit,
  type DocumentNode,
  type IntrospectionQuery,
} from 'graphql';
import type { GatewayContext } from './gateway-context';

// What GraphQL consumers (dashboards, scripts; docs/graphql.md) get besides queries: the schema,
// by introspection or as SDL, once they are signed in or send an API key. Anonymous callers get
// neither (DESIGN §1: no runtime introspection for the public).

export const INTROSPECTION_REFUSED =
  'GraphQL introspection is for signed-in users and API keys: sign in, or send Authorization: Bearer <API key>';

/** Whether an operation document selects `__schema` or `__type` anywhere (fragments too). */
export function asksForIntrospection(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    Field(node) {
      if (node.name.value !== '__schema' && node.name.value !== '__type') return undefined;
      found = true;
      return BREAK;
    },
  });
  return found;
}

/**
 * Refuses introspection to anonymous callers, per request (a validation rule would not do: Apollo
 * caches validated documents across callers). The answer is the 400 of a validation failure.
 */
export function introspectionForSignedIn(): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart({ contextValue }) {
      if (contextValue.viewer?.userId) return;
      return {
        async didResolveOperation({ document }) {
          if (!asksForIntrospection(document)) return;
          throw new GraphQLError(INTROSPECTION_REFUSED, {
            extensions: { code: 'GRAPHQL_VALIDATION_FAILED', http: { status: 400 } },
          });
        },
      };
    },
  };
}

/** The API schema as the gateway serves it, by introspection as `viewer` (a signed-in caller). */
async function introspectedSdl(graphql: ApolloServer<GatewayContext>, viewer: Viewer) {
  const response = await graphql.executeOperation(
    { query: getIntrospectionQuery({ specifiedByUrl: true }) },
    { contextValue: { viewer } },
  );
  if (response.body.kind !== 'single') throw new Error('Incremental delivery is not supported');
  const { data, errors } = response.body.singleResult;
  if (errors?.length || !data) throw new Error(`introspection failed: ${errors?.[0]?.message}`);
  // From the answer's JSON: the gateway's own schema objects may come from another copy of
  // graphql than this module's (CommonJS under Vitest), which printSchema would refuse.
  return `${printSchema(buildClientSchema(data as unknown as IntrospectionQuery)).trimEnd()}\n`;
}

/**
 * GET /graphql/schema.graphql: the API schema as SDL (text/plain) for signed-in users and API
 * keys, what codegen and editors read; 401 for anyone else. Behind viewerMiddleware. The
 * supergraph is fixed for the process's life, so the text is made once.
 */
export function schemaSdlRoute(graphql: ApolloServer<GatewayContext>): RequestHandler {
  let sdl: Promise<string> | undefined;
  return async (req, res) => {
    if (!req.viewer.userId) {
      res.status(401).json({ message: 'Unauthorized' });
      return;
    }
    sdl ??= introspectedSdl(graphql, req.viewer).catch((error: unknown) => {
      sdl = undefined;
      throw error;
    });
    const text = await sdl;
    res.setHeader('Cache-Control', 'private, no-cache');
    res.type('text/plain; charset=utf-8').send(text);
  };
}
