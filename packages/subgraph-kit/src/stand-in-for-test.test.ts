import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStandInForTest } from './stand-in-for-test';
import { signViewer, VIEWER_HEADER, type Viewer } from './viewer-token';

const SECRET = 'stand-in-test-secret-0123456789abcdef0123456789';

describe('startStandInForTest', () => {
  const seen: unknown[] = [];
  let standIn: Awaited<ReturnType<typeof startStandInForTest<'echo' | 'who'>>>;
  beforeAll(async () => {
    standIn = await startStandInForTest(SECRET, {
      echo: {
        method: 'POST',
        path: '/internal/echo',
        answer: (_viewer, body) => {
          seen.push(body);
          return { got: body };
        },
      },
      who: { method: 'GET', path: '/internal/who', answer: (viewer) => ({ id: viewer.userId }) },
    });
  });
  afterAll(() => standIn.close());

  const call = (path: string, init: { method: string; body?: unknown; viewer?: Viewer }) =>
    fetch(`${standIn.url}${path}`, {
      method: init.method,
      headers: {
        'content-type': 'application/json',
        ...(init.viewer ? { [VIEWER_HEADER]: signViewer(init.viewer, SECRET) } : {}),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  const alice: Viewer = { userId: 'alice', isAdmin: false };

  it('answers each route to a signed viewer, with the parsed body', async () => {
    const echo = await call('/internal/echo', {
      method: 'POST',
      body: { ids: [1] },
      viewer: alice,
    });
    expect(echo.status).toBe(200);
    expect(await echo.json()).toEqual({ got: { ids: [1] } });
    const who = await call('/internal/who', { method: 'GET', viewer: alice });
    expect(await who.json()).toEqual({ id: 'alice' });
  });

  it('refuses an unsigned call with 401 and an unknown route with 404', async () => {
    expect((await call('/internal/who', { method: 'GET' })).status).toBe(401);
    expect((await call('/internal/who', { method: 'POST', viewer: alice })).status).toBe(404);
  });

  it('answers 500 from the failing routes only, after taking the call', async () => {
    standIn.setFailing(true, ['echo']);
    const before = seen.length;
    const echo = await call('/internal/echo', { method: 'POST', body: { n: 2 }, viewer: alice });
    expect(echo.status).toBe(500);
    expect(seen.length).toBe(before + 1);
    expect((await call('/internal/who', { method: 'GET', viewer: alice })).status).toBe(200);
    standIn.setFailing(false);
    expect((await call('/internal/echo', { method: 'POST', body: {}, viewer: alice })).status).toBe(
      200,
    );
  });
});
