import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '@worship/subgraph-kit';
import { freePort, TEST_VIEWER_SECRET } from '@worship/subgraph-kit/testing';
import { createGatewayApp, type GatewayApp } from './app';
import { loadGatewayConfig } from './config';

// Every error from /graphql and /api is JSON in the documented shape: never Express's HTML
// page, never a stack trace, in development and in production alike. The services are not
// running (a dead port), so "anything thrown" is real: authenticating an API key fails.

const NOT_HTML_OR_STACK = (text: string) => {
  expect(text).not.toMatch(/<!DOCTYPE|<html|<pre>/i);
  expect(text).not.toMatch(/\bat [\w.<>]+ \(|node_modules|\.ts:\d+/);
};

describe.each(['development', 'production'])('error answers with NODE_ENV=%s', (nodeEnv) => {
  let gateway: GatewayApp;
  let server: Server;
  let baseUrl: string;

  beforeAll(async () => {
    const dead = `http://127.0.0.1:${await freePort()}`;
    const config = loadGatewayConfig({
      NODE_ENV: nodeEnv,
      LOG_LEVEL: 'silent',
      PUBLIC_URL: 'http://127.0.0.1',
      VIEWER_SIGNING_SECRET: TEST_VIEWER_SECRET,
      IDENTITY_URL: dead,
      GROUPS_URL: dead,
      SONGS_URL: dead,
      SCHEDULES_URL: dead,
    });
    gateway = await createGatewayApp(config, createLogger('gateway', 'silent'));
    server = gateway.app.listen(0, '127.0.0.1');
    await new Promise<void>((done) => server.once('listening', () => done()));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((done) => (server ? server.close(() => done()) : done()));
    await gateway?.stop();
  });

  async function send(method: string, path: string, body?: string, headers = {}) {
    const res = await fetch(`${baseUrl}${path}`, { method, body, headers });
    const text = await res.text();
    NOT_HTML_OR_STACK(text);
    expect(res.headers.get('content-type')).toMatch(/^application\/(graphql-response\+)?json/);
    return { status: res.status, body: JSON.parse(text) as Record<string, unknown> };
  }
  const json = { 'content-type': 'application/json' };
  const graphqlError = (message: string | RegExp, code: string) => ({
    errors: [
      expect.objectContaining({ message: expect.stringMatching(message), extensions: { code } }),
    ],
  });

  describe('/graphql: the GraphQL error shape', () => {
    it('malformed JSON is 400 BAD_REQUEST', async () => {
      const res = await send('POST', '/graphql', '{"query": "{ me { id } }"', json);
      expect(res).toEqual({
        status: 400,
        body: graphqlError(/^Request body is not valid JSON$/, 'BAD_REQUEST'),
      });
    });

    it('a body over the limit is 413 PAYLOAD_TOO_LARGE', async () => {
      const big = JSON.stringify({ query: `{ me { id } }`, pad: 'x'.repeat(1_100_000) });
      const res = await send('POST', '/graphql', big, json);
      expect(res).toEqual({
        status: 413,
        body: graphqlError(/^Request body is too large$/, 'PAYLOAD_TOO_LARGE'),
      });
    });

    it('an unsupported charset is 400 BAD_REQUEST', async () => {
      const res = await send('POST', '/graphql', '{"query":"{ me { id } }"}', {
        'content-type': 'application/json; charset=x-no-such-charset',
      });
      expect(res.status).toBe(400);
      expect(res.body).toEqual(graphqlError(/./, 'BAD_REQUEST'));
    });

    it('a wrong content type is 400 with a GraphQL error', async () => {
      const res = await send('POST', '/graphql', 'query { me { id } }', {
        'content-type': 'text/plain',
      });
      expect(res.status).toBe(400);
      expect(res.body).toEqual(graphqlError(/./, 'BAD_REQUEST'));
    });

    it('a method other than GET and POST gets a GraphQL error', async () => {
      const res = await send('PUT', '/graphql', '{}', json);
      expect(res.status).toBe(405);
      expect(res.body).toEqual(graphqlError(/./, 'BAD_REQUEST'));
    });

    it('anything thrown is 500 INTERNAL_SERVER_ERROR with no detail', async () => {
      const res = await send('POST', '/graphql', '{"query":"{ me { id } }"}', {
        ...json,
        authorization: 'Bearer wsk_any-key-while-identity-is-down',
      });
      expect(res).toEqual({
        status: 500,
        body: {
          errors: [
            { message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } },
          ],
        },
      });
    });
  });

  describe('/api: {"message"}', () => {
    it('malformed JSON is 400', async () => {
      const res = await send('POST', '/api/login', '{"email":', json);
      expect(res).toEqual({ status: 400, body: { message: 'Request body is not valid JSON' } });
    });

    it('a body over the limit is 413', async () => {
      const res = await send(
        'POST',
        '/api/login',
        JSON.stringify({ pad: 'x'.repeat(1_100_000) }),
        json,
      );
      expect(res).toEqual({ status: 413, body: { message: 'Request body is too large' } });
    });

    it('an unsupported charset is 415 with a message', async () => {
      const res = await send('POST', '/api/login', '{}', {
        'content-type': 'application/json; charset=x-no-such-charset',
      });
      expect(res.status).toBe(415);
      expect(res.body).toEqual({ message: expect.any(String) });
    });

    it('an unknown route or method is 404', async () => {
      expect(await send('GET', '/api/no-such-thing')).toEqual({
        status: 404,
        body: { message: 'No route for GET /api/no-such-thing' },
      });
      expect(await send('PUT', '/api/login', '{}', json)).toEqual({
        status: 404,
        body: { message: 'No route for PUT /api/login' },
      });
    });

    it('anything thrown is 500 with no detail', async () => {
      const res = await send('GET', '/api/auth/user', undefined, {
        authorization: 'Bearer wsk_any-key-while-identity-is-down',
      });
      expect(res).toEqual({ status: 500, body: { message: 'Internal server error' } });
    });
  });
});
