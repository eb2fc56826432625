import { GraphQLError, type ExecutionResult } from 'graphql';

/** GraphiQL's fetcher: POST /graphql with the session cookie; the answer as the gateway sends it. */
export async function fetchGraphQL(params: unknown): Promise<ExecutionResult> {
  const response = await fetch('/graphql', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(params),
  });
  const text = await response.text();
  try {
    return JSON.parse(text) as ExecutionResult;
  } catch {
    return { errors: [new GraphQLError(`${response.status}: ${text || response.statusText}`)] };
  }
}

/** What the editor opens with: the caller's groups, the start of any dashboard. */
export const STARTER_QUERY = `# The groups you belong to. Open the docs panel for every field.
query MyGroups {
  myGroups {
    id
    name
    memberCount
  }
}
`;
