import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { SubgraphContext } from './context';
import { MEMBERSHIPS_PATH } from './internal-routes/groups.routes-contract';
import {
  createMembershipClient,
  viewerGroupIdsLoader,
  viewerOwnedGroupIdsLoader,
} from './membership-client';
import { VIEWER_HEADER, verifyViewer } from './viewer-token';

const secret = 'membership-client-test-secret-0123456789';
const alice = { userId: '11111111-1111-4111-8111-111111111111', isAdmin: false };

let server: Server | undefined;
afterEach(async () => {
  await new Promise<void>((done) => (server ? server.close(() => done()) : done()));
  server = undefined;
});

/** A real HTTP server standing in for groups; returns its base URL and the requests it saw. */
async function groups(handle: (req: IncomingMessage, res: ServerResponse) => void) {
  const seen: IncomingMessage[] = [];
  server = createServer((req, res) => {
    seen.push(req);
    handle(req, res);
  });
  await new Promise<void>((done) => server!.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, seen };
}

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

describe('createMembershipClient', () => {
  it('asks the internal route with a signed viewer header and returns the ids in order', async () => {
    const { url, seen } = await groups((req, res) => {
      const viewer = verifyViewer(req.headers[VIEWER_HEADER] as string | undefined, secret);
      if (!viewer) return json(res, 401, { message: 'Unauthorized' });
      json(res, 200, { groupIds: viewer.userId === alice.userId ? ['g2', 'g1'] : [] });
    });
    const client = createMembershipClient({ groupsUrl: url, secret });
    expect(await client.groupIdsOf(alice)).toEqual(['g2', 'g1']);
    expect(seen.map((req) => [req.method, req.url])).toEqual([['GET', MEMBERSHIPS_PATH]]);
    // An answer without ownedGroupIds (an older groups) owns nothing.
    expect(await client.ownedGroupIdsOf(alice)).toEqual([]);
  });

  it('answers [] for an anonymous viewer without calling groups', async () => {
    const { url, seen } = await groups((_req, res) => json(res, 200, { groupIds: ['x'] }));
    const client = createMembershipClient({ groupsUrl: url, secret });
    expect(await client.groupIdsOf({ userId: null, isAdmin: false })).toEqual([]);
    expect(seen).toHaveLength(0);
  });

  it('throws when groups refuses the signature (another secret)', async () => {
    const { url } = await groups((req, res) => {
      const viewer = verifyViewer(req.headers[VIEWER_HEADER] as string | undefined, secret);
      json(res, viewer ? 200 : 401, viewer ? { groupIds: [] } : { message: 'Unauthorized' });
    });
    const client = createMembershipClient({ groupsUrl: url, secret: `${secret}-other` });
    await expect(client.groupIdsOf(alice)).rejects.toThrow(/401/);
  });

  it.each([
    ['a 500', (res: ServerResponse) => json(res, 500, { message: 'boom' }), /500/],
    [
      'a body of the wrong shape',
      (res: ServerResponse) => json(res, 200, { ids: [] }),
      /unexpected/,
    ],
    [
      'ids that are not strings',
      (res: ServerResponse) => json(res, 200, { groupIds: [1] }),
      /unexpected/,
    ],
  ])('throws on %s', async (_label, answer, message) => {
    const { url } = await groups((_req, res) => answer(res));
    await expect(
      createMembershipClient({ groupsUrl: url, secret }).groupIdsOf(alice),
    ).rejects.toThrow(message);
  });

  it('reads a refusal to its end, so the next call reuses the connection', async () => {
    // 100 KB: more than undici buffers unread (an undrained body would hold the connection),
    // less than the most its dump() reads before it closes the connection instead.
    const { url, seen } = await groups((req, res) =>
      seen.length === 1
        ? json(res, 503, { message: 'x'.repeat(100_000) })
        : json(res, 200, { groupIds: ['g1'] }),
    );
    const client = createMembershipClient({ groupsUrl: url, secret });
    await expect(client.groupIdsOf(alice)).rejects.toThrow('groups answered 503 to');
    // undici frees the connection just after the body's end is delivered.
    await new Promise((done) => setImmediate(done));
    expect(await client.groupIdsOf(alice)).toEqual(['g1']);
    expect(seen).toHaveLength(2);
    expect(seen[1]!.socket).toBe(seen[0]!.socket);
  });

  it('gives up after the timeout', async () => {
    const { url } = await groups(() => {
      /* never answers */
    });
    const started = Date.now();
    const client = createMembershipClient({ groupsUrl: url, secret, timeoutMs: 200 });
    await expect(client.groupIdsOf(alice)).rejects.toThrow();
    // The 200 ms timeout fired, not a hang (any machine is far under 10 s).
    expect(Date.now() - started).toBeLessThan(10_000);
    server!.closeAllConnections();
  });

  it('throws when groups is unreachable', async () => {
    const { url } = await groups(() => undefined);
    await new Promise<void>((done) => server!.close(() => done()));
    server = undefined;
    await expect(
      createMembershipClient({ groupsUrl: url, secret }).groupIdsOf(alice),
    ).rejects.toThrow();
  });
});

describe('viewerGroupIdsLoader', () => {
  const context = (userId: string | null) =>
    ({ viewer: { userId, isAdmin: false }, em: {} }) as unknown as SubgraphContext;

  it('asks once per request, and never for an anonymous viewer', async () => {
    const asked: (string | null)[] = [];
    const viewerGroupIds = viewerGroupIdsLoader({
      groupIdsOf: async (viewer) => {
        asked.push(viewer.userId);
        return ['g1'];
      },
    });
    const request = context(alice.userId);
    expect(await Promise.all([viewerGroupIds(request), viewerGroupIds(request)])).toEqual([
      ['g1'],
      ['g1'],
    ]);
    expect(await viewerGroupIds(context(alice.userId))).toEqual(['g1']);
    expect(await viewerGroupIds(context(null))).toEqual([]);
    expect(asked).toEqual([alice.userId, alice.userId]);
  });

  it('does not ask when the gateway signed the memberships into the request', async () => {
    const loaderOptions = {
      groupIdsOf: async () => {
        throw new Error('groups must not be asked');
      },
      ownedGroupIdsOf: async () => {
        throw new Error('groups must not be asked');
      },
    };
    const request = {
      viewer: { ...alice, memberships: { groupIds: ['g1', 'g2'], ownedGroupIds: ['g2'] } },
      em: {},
    } as unknown as SubgraphContext;
    expect(await viewerGroupIdsLoader(loaderOptions)(request)).toEqual(['g1', 'g2']);
    expect(await viewerOwnedGroupIdsLoader(loaderOptions)(request)).toEqual(['g2']);
  });
});

describe('viewerOwnedGroupIdsLoader', () => {
  const context = (userId: string | null) =>
    ({ viewer: { userId, isAdmin: false }, em: {} }) as unknown as SubgraphContext;

  it('asks once per request, never for an anonymous viewer, and owns nothing without the call', async () => {
    const asked: (string | null)[] = [];
    const owned = viewerOwnedGroupIdsLoader({
      groupIdsOf: async () => ['g1', 'g2'],
      ownedGroupIdsOf: async (viewer) => {
        asked.push(viewer.userId);
        return ['g2'];
      },
    });
    const request = context(alice.userId);
    expect(await Promise.all([owned(request), owned(request)])).toEqual([['g2'], ['g2']]);
    expect(await owned(context(null))).toEqual([]);
    expect(asked).toEqual([alice.userId]);
    const older = viewerOwnedGroupIdsLoader({ groupIdsOf: async () => ['g1'] });
    expect(await older(context(alice.userId))).toEqual([]);
  });
});
