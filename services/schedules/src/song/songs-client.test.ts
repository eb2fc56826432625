import { VIEWER_HEADER, verifyViewer, VISIBLE_SONGS_PATH } from '@worship/subgraph-kit';
import { describe, expect, it } from 'vitest';
import { createSongsClient } from './songs-client';

const secret = 'songs-client-test-secret-0123456789abcdef';
const alice = { userId: '11111111-1111-4111-8111-111111111111', isAdmin: false };
const ids = ['22222222-2222-4222-8222-222222222222', '33333333-3333-4333-8333-333333333333'];
const songsUrl = 'http://songs.test:4003/';

/** A fetch standing in for songs: records each request, answers `status` with `body`. */
function songsAnswering(status: number, body: unknown) {
  const requests: { url: string; method?: string; viewer: unknown; body: unknown }[] = [];
  const fetch = (async (url: string, init: RequestInit) => {
    const headers = init.headers as Record<string, string>;
    requests.push({
      url,
      method: init.method,
      viewer: verifyViewer(headers[VIEWER_HEADER], secret),
      body: JSON.parse(init.body as string),
    });
    return Response.json(body, { status });
  }) as typeof globalThis.fetch;
  return { fetch, requests };
}

describe('createSongsClient', () => {
  it('posts the ids with the signed viewer and returns the visible ones', async () => {
    const songs = songsAnswering(200, { ids: [ids[1]] });
    const client = createSongsClient({ songsUrl, secret, fetch: songs.fetch });
    expect(await client.visibleIds(alice, ids)).toEqual([ids[1]]);
    expect(songs.requests).toEqual([
      {
        url: `http://songs.test:4003${VISIBLE_SONGS_PATH}`,
        method: 'POST',
        viewer: alice,
        body: { ids },
      },
    ]);
  });

  it('makes no call for no ids', async () => {
    const songs = songsAnswering(200, { ids: [] });
    expect(
      await createSongsClient({ songsUrl, secret, fetch: songs.fetch }).visibleIds(alice, []),
    ).toEqual([]);
    expect(songs.requests).toEqual([]);
  });

  it.each([
    [401, { message: 'Unauthorized' }],
    [400, { message: 'bad' }],
    [500, { message: 'Internal server error' }],
  ])('throws on %i (unknown is never "invisible")', async (status, body) => {
    const songs = songsAnswering(status, body);
    await expect(
      createSongsClient({ songsUrl, secret, fetch: songs.fetch }).visibleIds(alice, ids),
    ).rejects.toThrow(`songs answered ${status} to ${VISIBLE_SONGS_PATH}`);
  });

  it('throws on an unexpected body', async () => {
    const songs = songsAnswering(200, { visible: ids });
    await expect(
      createSongsClient({ songsUrl, secret, fetch: songs.fetch }).visibleIds(alice, ids),
    ).rejects.toThrow(/unexpected body/);
  });

  it('gives up after the timeout', async () => {
    // Never answers; gives up when the client's signal aborts.
    const silent = ((_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) =>
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
      )) as typeof fetch;
    const started = Date.now();
    await expect(
      createSongsClient({ songsUrl, secret, fetch: silent, timeoutMs: 100 }).visibleIds(alice, ids),
    ).rejects.toThrow(/timeout|aborted/i);
    // The 100 ms timeout fired, not a hang (any machine is far under 10 s).
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('throws when songs is unreachable', async () => {
    await expect(
      createSongsClient({ songsUrl: 'http://127.0.0.1:9', secret }).visibleIds(alice, ids),
    ).rejects.toThrow();
  });
});
