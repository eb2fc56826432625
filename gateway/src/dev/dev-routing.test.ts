import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { ApolloServer } from '@apollo/server';
import { ANONYMOUS, createLogger } from '@worship/subgraph-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadGatewayConfig } from '../config';
import type { GatewayContext } from '../graphql/gateway-context';
import { createGraphQLServer } from '../graphql/gateway-server';

// A subgraph run by `npm run dev -w services/songs` gets the gateway's calls from the moment its
// override appears until it goes, with no gateway restart (dev-overrides.ts).
const repoRoot = resolve(__dirname, '../../..');
let dir: string;
let graphql: ApolloServer<GatewayContext>;
const calls = { stack: 0, dev: 0 };
const servers: Server[] = [];

/** A songs subgraph that counts the calls it gets. */
async function fakeSongs(counter: 'stack' | 'dev'): Promise<string> {
  const server = createServer((req, res) => {
    calls[counter] += 1;
    req.resume();
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ data: { publicSongs: [] } }));
  });
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'dev-routing-'));
  const stack = await fakeSongs('stack');
  const dev = await fakeSongs('dev');
  writeFileSync(
    join(dir, 'songs.json'),
    JSON.stringify({ kind: 'service', name: 'songs', url: dev, pid: process.pid }),
  );
  const config = loadGatewayConfig({
    VIEWER_SIGNING_SECRET: 'x'.repeat(32),
    IDENTITY_URL: stack,
    GROUPS_URL: stack,
    SONGS_URL: stack,
    SCHEDULES_URL: stack,
    SUPERGRAPH_PATH: join(repoRoot, 'gateway/supergraph.graphql'),
    DEV_OVERRIDES_DIR: dir,
  });
  graphql = await createGraphQLServer(config, createLogger('gateway-test', 'silent'));
});

afterAll(async () => {
  await graphql?.stop();
  for (const server of servers) await new Promise((done) => server.close(done));
  rmSync(dir, { recursive: true, force: true });
});

async function publicSongs() {
  const response = await graphql.executeOperation(
    { query: '{ publicSongs { id } }' },
    { contextValue: { viewer: ANONYMOUS } },
  );
  if (response.body.kind !== 'single') throw new Error('unexpected incremental answer');
  return response.body.singleResult;
}

describe('a subgraph in development', () => {
  it("gets the subgraph's calls while its override holds, and the stack's own after", async () => {
    expect((await publicSongs()).data).toEqual({ publicSongs: [] });
    expect(calls).toEqual({ stack: 0, dev: 1 });
    rmSync(join(dir, 'songs.json'));
    expect((await publicSongs()).data).toEqual({ publicSongs: [] });
    expect(calls).toEqual({ stack: 1, dev: 1 });
  });
});
