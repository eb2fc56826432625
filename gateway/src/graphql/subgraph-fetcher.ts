import { STATUS_CODES, type IncomingHttpHeaders } from 'node:http';
import type { RemoteGraphQLDataSource } from '@apollo/gateway';
import { headerValue, internalAgent } from '@worship/subgraph-kit';
import { request, type Dispatcher } from 'undici';

type Fetcher = NonNullable<
  NonNullable<ConstructorParameters<typeof RemoteGraphQLDataSource>[0]>['fetcher']
>;
type FetcherResponse = Awaited<ReturnType<Fetcher>>;

/**
 * An undici answer's headers behind the part of the Headers interface that is read of a subgraph's
 * answer (`get`: its content type and cache-control), without building a Headers per call.
 */
class AnswerHeaders {
  constructor(private readonly raw: IncomingHttpHeaders) {}

  get(name: string): string | null {
    return headerValue(this.raw, name);
  }

  has(name: string): boolean {
    return this.raw[name.toLowerCase()] !== undefined;
  }
}

/** What RemoteGraphQLDataSource reads of a subgraph's answer, over undici's body. */
class SubgraphAnswer {
  readonly ok: boolean;
  readonly status: number;
  readonly statusText: string;
  readonly headers: AnswerHeaders;
  private readonly body: Dispatcher.ResponseData['body'];

  constructor(
    readonly url: string,
    data: Dispatcher.ResponseData,
  ) {
    this.status = data.statusCode;
    this.ok = data.statusCode >= 200 && data.statusCode < 300;
    this.statusText = data.statusText || (STATUS_CODES[data.statusCode] ?? '');
    this.headers = new AnswerHeaders(data.headers);
    this.body = data.body;
  }

  get bodyUsed(): boolean {
    return this.body.bodyUsed;
  }

  json(): Promise<unknown> {
    return this.body.json();
  }

  text(): Promise<string> {
    return this.body.text();
  }
}

/**
 * The gateway's fetcher for its subgraphs: undici's `request` on the process's shared keep-alive
 * pool (the kit's internalAgent) instead of the global fetch, whose WHATWG Request, Response,
 * Headers and streams were about a third of the gateway's CPU (issue 18). RemoteGraphQLDataSource
 * reads only the status, `ok`, `statusText`, `url`, `headers.get` and `json`/`text` of an answer,
 * and always reads the body (an error's too), so the connection goes back to the pool.
 */
export const subgraphFetcher: Fetcher = async (url, init) => {
  const data = await request(url, {
    method: (init?.method ?? 'GET') as Dispatcher.HttpMethod,
    headers: init?.headers,
    body: init?.body,
    signal: init?.signal,
    dispatcher: internalAgent,
  });
  return new SubgraphAnswer(url, data) as unknown as FetcherResponse;
};
