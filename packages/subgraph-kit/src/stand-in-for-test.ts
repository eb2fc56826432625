import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { verifyViewer, VIEWER_HEADER, type Viewer } from './viewer-token';

/** One internal route a stand-in answers. */
export interface StandInRoute {
  method: 'GET' | 'POST';
  path: string;
  /** The JSON answer to a signed caller; `body` is the parsed request body (undefined on GET). */
  answer: (viewer: Viewer, body: unknown) => unknown;
}

async function jsonBodyOf(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? JSON.parse(text) : undefined;
}

/**
 * A real HTTP server standing in for another service's internal routes, for a service whose code
 * may not import that service (the real routes are tested where they live). Like the real ones it
 * answers only a signed viewer header (`secret`: the suite's TEST_VIEWER_SECRET): 401 without,
 * 404 for any other route; each route answers from what the test set, and `setFailing(true)`
 * makes the named routes (all by default) answer 500 after being called, as a broken neighbour.
 */
export async function startStandInForTest<Name extends string>(
  secret: string,
  routes: Record<Name, StandInRoute>,
) {
  const names = Object.keys(routes) as Name[];
  const failing = new Set<Name>();
  const server = createServer((req, res) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    };
    const name = names.find((n) => routes[n].method === req.method && routes[n].path === req.url);
    if (!name) return send(404, { message: 'Not found' });
    const viewer = verifyViewer(req.headers[VIEWER_HEADER] as string | undefined, secret);
    if (!viewer) return send(401, { message: 'Unauthorized' });
    void jsonBodyOf(req).then((body) => {
      const answer = routes[name].answer(viewer, body);
      if (failing.has(name)) send(500, { message: 'Internal server error' });
      else send(200, answer);
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    setFailing(value: boolean, only: Name[] = names) {
      for (const name of only) {
        if (value) failing.add(name);
        else failing.delete(name);
      }
    },
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
