import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import type { ApolloServer } from '@apollo/server';
import { ANONYMOUS, createLogger } from '@worship/subgraph-kit';
import type { DocumentNode, GraphQLInputType, OperationDefinitionNode } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadGatewayConfig } from '../config';
import type { GatewayContext } from './gateway-context';
import { createGraphQLServer } from './gateway-server';
import {
  COST_BUDGET,
  costMessage,
  operationCost,
  QUERY_TOO_COSTLY,
  TOO_MANY_FIELDS,
} from './query-cost';

// graphql's CommonJS copy, the one Apollo and the cost rule use (query-cost.ts): under Vitest a
// plain import would give this file the .mjs copy, whose schema objects the rule cannot read.
const {
  buildSchema,
  getNullableType,
  GraphQLBoolean,
  GraphQLInt,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  Kind,
  parse,
  typeFromAST,
} = createRequire(__filename)('graphql') as typeof import('graphql');

const repoRoot = resolve(__dirname, '../../..');
const schema = buildSchema(readFileSync(join(repoRoot, 'gateway/api-schema.graphql'), 'utf8'));

/**
 * Every operation the front ends send: the documents codegen writes (codegen.yml), one
 * `export const XDocument = {…AST as JSON…} as unknown as DocumentNode<…>` a line. Read as text:
 * the gateway may not import front-end code (eslint no-restricted-imports).
 */
const FRONT_ENDS = [
  'mf-groups',
  'mf-insights',
  'mf-schedules',
  'mf-songs',
  'packages/shell-contract',
  'shell',
].map((folder) => ({
  folder,
  documents: readFileSync(join(repoRoot, folder, 'src/__generated__/graphql.ts'), 'utf8')
    .split('\n')
    .flatMap((line) => {
      const match = /^export const (\w+Document) = (\{.*\}) as unknown as DocumentNode</.exec(line);
      return match ? [[match[1]!, JSON.parse(match[2]!) as DocumentNode] as const] : [];
    }),
}));

function operationsOf(documents: ReadonlyArray<readonly [string, DocumentNode]>) {
  return documents.flatMap(([name, document]) => {
    const operation = document.definitions.find(
      (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
    );
    return operation ? [{ name, document, operation }] : [];
  });
}

/** The largest value a variable may take, or any valid one when its size does not matter. */
function largestValue(name: string, type: GraphQLInputType): unknown {
  const named = getNullableType(type);
  if (name === 'limit') return 1000; // the most any list allows (each field clamps to its own)
  if (isListType(named)) return [largestValue(name, named.ofType)];
  if (isEnumType(named)) return named.getValues()[0]?.value;
  if (isInputObjectType(named))
    return Object.fromEntries(
      Object.values(named.getFields())
        .filter((field) => isNonNullType(field.type))
        .map((field) => [field.name, largestValue(field.name, field.type)]),
    );
  if (named === GraphQLInt) return 1;
  if (named === GraphQLBoolean) return true;
  return '00000000-0000-4000-8000-000000000000'; // ID, String
}

function largestVariables(operation: OperationDefinitionNode) {
  return Object.fromEntries(
    (operation.variableDefinitions ?? []).map((definition) => {
      const type = typeFromAST(schema, definition.type) as GraphQLInputType;
      return [definition.variable.name.value, largestValue(definition.variable.name.value, type)];
    }),
  );
}

const cost = (query: string, variables: Record<string, unknown> = {}) =>
  operationCost(schema, parse(query), variables);

describe('query cost: every front-end operation fits the budget', () => {
  for (const { folder: frontEnd, documents } of FRONT_ENDS) {
    const operations = operationsOf(documents);
    it(`${frontEnd} has operations to check`, () => {
      expect(operations.length).toBeGreaterThan(0);
    });
    for (const { name, document, operation } of operations) {
      it(`${frontEnd} ${name}, with its largest variables`, () => {
        const value = operationCost(schema, document, largestVariables(operation));
        expect(value).toBeGreaterThan(0);
        expect(value).toBeLessThanOrEqual(COST_BUDGET);
      });
    }
  }
});

const ATTACK = '{ publicSongs(limit: 1000) { stanzas { lyrics transliterations { text } } } }';

describe('query cost: lists multiply', () => {
  it('prices the public-page attack at about 111 million, far over the budget', () => {
    const attack = cost(ATTACK);
    expect(attack).toBe(1000 * (1 + 100 * (1 + 100 + 10 * (1 + 100))));
    expect(attack).toBeGreaterThan(COST_BUDGET);
    expect(costMessage(attack)).toBe(
      'Query is too costly: it costs 111,101,000 and the limit is 1,500,000 (a list counts as its limit; ask for fewer items or fields)',
    );
  });

  it('sizes a list by its limit variable, else its default, clamped to its maximum', () => {
    const query = 'query ($limit: Int) { publicSongs(limit: $limit) { id } }';
    expect(cost(query, { limit: 10 })).toBe(10 * 2);
    expect(cost(query)).toBe(500 * 2); // publicSongs' default
    expect(cost(query, { limit: 5000 })).toBe(1000 * 2); // over 1000 the service refuses
    expect(cost('{ songs { id } }')).toBe(1000 * 2);
    expect(cost('{ searchPublicSongs(query: "a") { id } }')).toBe(20 * 2);
    expect(cost('query ($g: ID!) { schedules(groupId: $g, limit: 500) { id } }', { g: 'x' })).toBe(
      500 * 2,
    );
  });

  it('weighs big texts by their longest value in 100-character units', () => {
    expect(cost('{ publicSong(id: "x") { title } }')).toBe(1 + 2);
    expect(cost('{ publicSong(id: "x") { lyricsExcerpt } }')).toBe(1 + 2);
    expect(cost('{ publicSong(id: "x") { lyrics } }')).toBe(1 + 10_002);
    expect(cost('{ publicSong(id: "x") { stanzas { lyrics } } }')).toBe(1 + 100 * (1 + 100));
  });

  it('prices nested lists and schedules by their documented counts', () => {
    const schedule = cost('{ sharedSchedule(shareToken: "t") { songs { song { id } } } }');
    expect(schedule).toBe(1 + 50 * (1 + 1 + 1));
    const popular = '{ group(id: "g") { popularSongs(limit: 50) { song { title } } } }';
    expect(cost(popular)).toBe(1 + 50 * (1 + 1 + 2));
  });

  it("prices a schedule's songs(songId:) as one entry; without a song id, as 50", () => {
    const entries =
      'query ($s: ID) { sharedSchedule(shareToken: "t") { songs(songId: $s) { id } } }';
    expect(cost(entries, { s: 'song-1' })).toBe(1 + 1 * (1 + 1));
    expect(cost(entries, { s: null })).toBe(1 + 50 * (1 + 1));
    expect(cost(entries)).toBe(1 + 50 * (1 + 1));
  });

  it("prices a schedule's songs(limit:) as at most that many entries, never more than 50", () => {
    const entries = 'query ($n: Int) { schedule(id: "x") { songs(limit: $n) { id } } }';
    expect(cost(entries, { n: 6 })).toBe(1 + 6 * (1 + 1));
    expect(cost(entries, { n: 0 })).toBe(1);
    expect(cost(entries, { n: 500 })).toBe(1 + 50 * (1 + 1));
    expect(cost(entries, { n: null })).toBe(1 + 50 * (1 + 1));
  });

  it('opens one song of a shared schedule in full within the budget, never all of them', () => {
    const song = `sharedSong { id title translation stanzas { lyrics transliterations { text } } }`;
    const one = cost(`{ sharedSchedule(shareToken: "t") { songs(songId: "s") { ${song} } } }`);
    const all = cost(`{ sharedSchedule(shareToken: "t") { songs { ${song} } } }`);
    // The schedule, its one entry, the song: id, title, translation and every stanza in full.
    expect(one).toBe(1 + 1 * (1 + 1 + (1 + 2 + 200 + 100 * (1 + 100 + 10 * (1 + 100)))));
    expect(all).toBe(1 + 50 * (one - 1));
    expect(one).toBeLessThanOrEqual(COST_BUDGET);
    expect(all).toBeGreaterThan(COST_BUDGET);
  });
});

/** An HTTP listener standing in for every subgraph: it only counts the calls it gets. */
let subgraphCalls = 0;
let subgraphs: Server;
let graphql: ApolloServer<GatewayContext>;

beforeAll(async () => {
  subgraphs = createServer((req, res) => {
    subgraphCalls += 1;
    req.resume();
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ data: { publicSongs: [] } }));
  });
  await new Promise<void>((done) => subgraphs.listen(0, '127.0.0.1', done));
  const url = `http://127.0.0.1:${(subgraphs.address() as AddressInfo).port}`;
  const config = loadGatewayConfig({
    VIEWER_SIGNING_SECRET: 'x'.repeat(32),
    IDENTITY_URL: url,
    GROUPS_URL: url,
    SONGS_URL: url,
    SCHEDULES_URL: url,
    SUPERGRAPH_PATH: join(repoRoot, 'gateway/supergraph.graphql'),
  });
  graphql = await createGraphQLServer(config, createLogger('gateway-test', 'silent'));
});

afterAll(async () => {
  await graphql?.stop();
  await new Promise((done) => subgraphs?.close(done));
});

async function execute(query: string, context: Partial<GatewayContext> = {}) {
  const response = await graphql.executeOperation(
    { query },
    { contextValue: { viewer: ANONYMOUS, ...context } },
  );
  if (response.body.kind !== 'single') throw new Error('unexpected incremental answer');
  // The HTTP status is the HTTP layer's (graphql-consumers.test.ts checks the 400).
  return response.body.singleResult;
}

describe('the gateway refuses a costly operation before any subgraph is asked', () => {
  it('answers 400 QUERY_TOO_COSTLY with the cost and the limit, to an anonymous caller', async () => {
    subgraphCalls = 0;
    const res = await execute(ATTACK);
    expect(res.data).toBeUndefined();
    expect(res.errors).toEqual([
      {
        message: costMessage(111_101_000),
        extensions: { code: QUERY_TOO_COSTLY, cost: 111_101_000, limit: COST_BUDGET },
      },
    ]);
    expect(subgraphCalls).toBe(0);
  });

  it('refuses the same to a signed-in caller', async () => {
    subgraphCalls = 0;
    const viewer = { userId: '00000000-0000-4000-8000-000000000001', isAdmin: true };
    const res = await execute(ATTACK, { viewer });
    expect(res.data).toBeUndefined();
    expect(res.errors?.[0]?.extensions?.code).toBe(QUERY_TOO_COSTLY);
    expect(subgraphCalls).toBe(0);
  });

  it('refuses fragments spread into each other past 10,000 fields', async () => {
    // Eleven spreads of the level below, four levels deep: 11^4 = 14,641 fields once spread,
    // within the depth limit and a few hundred tokens long.
    const spreads = (i: number) => Array.from({ length: 11 }, () => `...F${i}`).join(' ');
    const fragments = [1, 2, 3, 4]
      .map((i) => `fragment F${i} on Query { ${spreads(i - 1)} }`)
      .join('\n');
    const query = `{ ...F4 } fragment F0 on Query { __typename } ${fragments}`;
    subgraphCalls = 0;
    const res = await execute(query);
    expect(res.data).toBeUndefined();
    expect(res.errors?.[0]).toMatchObject({
      message: TOO_MANY_FIELDS,
      extensions: { code: QUERY_TOO_COSTLY },
    });
    expect(subgraphCalls).toBe(0);
  });

  it('lets an operation within the budget through to the subgraphs', async () => {
    subgraphCalls = 0;
    const res = await execute('{ publicSongs(limit: 1000) { id title lyricsExcerpt } }');
    expect(res.errors).toBeUndefined();
    expect(res.data).toEqual({ publicSongs: [] });
    expect(subgraphCalls).toBe(1);
  });

  it("does not price the REST adapter's own operations (trusted)", async () => {
    subgraphCalls = 0;
    const res = await execute(ATTACK, { trusted: true });
    expect(res.errors).toBeUndefined();
    expect(subgraphCalls).toBe(1);
  });
});
