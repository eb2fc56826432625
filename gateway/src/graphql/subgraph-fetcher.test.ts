import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { RemoteGraphQLDataSource, type GraphQLDataSourceProcessOptions } from '@apollo/gateway';
import { afterEach, describe, expect, it } from 'vitest';
import { subgraphFetcher } from './subgraph-fetcher';

let server: Server | undefined;
afterEach(async () => {
  await new Promise<void>((done) => (server ? server.close(() => done()) : done()));
  server = undefined;
});

interface Seen {
  method?: string;
  url?: string;
  headers: IncomingMessage['headers'];
  body: string;
  socket: Socket;
}

/** A real HTTP server standing in for a subgraph; returns its URL and the requests it saw. */
async function subgraph(answer: (res: ServerResponse, seen: Seen) => void) {
  const seen: Seen[] = [];
  server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      const one = {
        method: req.method,
        url: req.url,
        headers: req.headers,
        body,
        socket: req.socket,
      };
      seen.push(one);
      answer(res, one);
    });
  });
  await new Promise<void>((done) => server!.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/graphql`, seen };
}

const post = (body: unknown) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', 'x-viewer': 'signed' },
  body: JSON.stringify(body),
});

describe('subgraphFetcher', () => {
  it('sends the method, headers and body, and answers status, headers and the JSON body', async () => {
    const { url, seen } = await subgraph((res) => {
      res.setHeader('content-type', 'application/json; charset=utf-8');
      res.setHeader('cache-control', 'no-store');
      res.setHeader('x-several', ['one', 'two']);
      res.end(JSON.stringify({ data: { __typename: 'Query' } }));
    });
    const res = await subgraphFetcher(url, post({ query: '{ __typename }' }));
    expect([res.status, res.ok, res.statusText, res.url]).toEqual([200, true, 'OK', url]);
    expect(res.headers.get('Content-Type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-several')).toBe('one, two');
    expect(res.headers.get('x-absent')).toBeNull();
    expect(await res.json()).toEqual({ data: { __typename: 'Query' } });
    expect(seen).toHaveLength(1);
    expect([seen[0]!.method, seen[0]!.url, seen[0]!.body]).toEqual([
      'POST',
      '/graphql',
      '{"query":"{ __typename }"}',
    ]);
    expect(seen[0]!.headers['content-type']).toBe('application/json');
    expect(seen[0]!.headers['x-viewer']).toBe('signed');
  });

  it('answers an error status with its non-JSON body as text', async () => {
    const { url } = await subgraph((res) => {
      res.writeHead(502, { 'content-type': 'text/plain' });
      res.end('upstream went away');
    });
    const res = await subgraphFetcher(url, post({ query: '{ __typename }' }));
    expect([res.status, res.ok, res.statusText]).toEqual([502, false, 'Bad Gateway']);
    expect(res.headers.get('content-type')).toBe('text/plain');
    expect(await res.text()).toBe('upstream went away');
    expect(res.bodyUsed).toBe(true);
  });

  it('reuses the connection for sequential calls', async () => {
    let connections = 0;
    const { url, seen } = await subgraph((res) => {
      res.setHeader('content-type', 'application/json');
      res.end('{"data":{}}');
    });
    server!.on('connection', () => connections++);
    for (let i = 0; i < 2; i++) {
      const res = await subgraphFetcher(url, post({ query: '{ __typename }' }));
      expect(await res.json()).toEqual({ data: {} });
      // undici frees the connection just after the body's end is delivered; a call made in the
      // same tick would open a second one (as under load, where the pool grows to the peak).
      await new Promise((done) => setImmediate(done));
    }
    expect(seen).toHaveLength(2);
    expect(seen[1]!.socket).toBe(seen[0]!.socket);
    expect(connections).toBe(1);
  });
});

describe('RemoteGraphQLDataSource with subgraphFetcher', () => {
  const process = (url: string) =>
    new RemoteGraphQLDataSource({ url, fetcher: subgraphFetcher }).process({
      kind: 'health check',
      request: { query: '{ __typename }' },
      context: {},
    } as unknown as GraphQLDataSourceProcessOptions);

  it('returns the subgraph’s GraphQL answer', async () => {
    const { url, seen } = await subgraph((res) => {
      res.setHeader('content-type', 'application/graphql-response+json');
      res.end(JSON.stringify({ data: { __typename: 'Query' } }));
    });
    const answer = await process(url);
    expect(answer.data).toEqual({ __typename: 'Query' });
    expect(answer.http?.headers.get('content-type')).toBe('application/graphql-response+json');
    expect(JSON.parse(seen[0]!.body)).toEqual({ query: '{ __typename }' });
  });

  it('turns an error status into a GraphQL error carrying the status and the body', async () => {
    const { url } = await subgraph((res) => {
      res.writeHead(401, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: 'Unauthorized' }));
    });
    const error = await process(url).then(
      () => null,
      (e: unknown) => e as { message: string; extensions: Record<string, unknown> },
    );
    expect(error?.message).toBe('401: Unauthorized');
    expect(error?.extensions).toEqual({
      code: 'UNAUTHENTICATED',
      response: { url, status: 401, statusText: 'Unauthorized', body: { message: 'Unauthorized' } },
    });
  });
});
