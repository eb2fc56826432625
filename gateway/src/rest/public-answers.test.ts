import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type TestStack, type TestUser } from '../testing/stack';

// Anonymous public song answers are kept for PUBLIC_CACHE_SECONDS (public-answers.ts). A gateway
// with a minute of cache makes what it serves from memory visible: a title changed behind the
// gateway's back (SQL) shows only once a mutation through it forgets the answers.

let stack: TestStack;
let author: TestUser;
let cached: Pick<TestStack, 'request'>;

const uniqueWord = () => `zq${randomBytes(5).toString('hex').replace(/\d/g, 'x')}`;

async function publicSong(word: string, isPublic = true): Promise<{ id: string }> {
  const res = await stack.request('POST', '/api/songs', {
    cookie: author.cookie,
    body: {
      title: `Hymn of ${word}`,
      language: 'english',
      isPublic,
      stanzas: [{ lyrics: `We sing of ${word}` }],
    },
  });
  expect(res.status, res.text).toBe(201);
  return res.body;
}

const titlesFound = async (word: string, cookie?: string) => {
  const res = await cached.request('GET', `/api/songs/public/search?q=${word}`, { cookie });
  expect(res.status, res.text).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
  return (res.body as { title: string }[]).map((song) => song.title);
};

const renameBehindTheGateway = (id: string, title: string) =>
  stack.sql('update songs.songs set title = $1 where id = $2', [title, id]);

beforeAll(async () => {
  stack = await startStack({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000' } });
  author = await stack.signUp({ firstName: 'Ada', lastName: 'Author' });
  cached = await stack.startGateway({ PUBLIC_CACHE_SECONDS: '60' });
}, 120_000);

afterAll(async () => {
  await stack?.stop();
});

describe('anonymous public song answers, cached', () => {
  it('serves an anonymous search from memory until a mutation through the gateway', async () => {
    const word = uniqueWord();
    const song = await publicSong(word);
    expect(await titlesFound(word)).toEqual([`Hymn of ${word}`]);

    await renameBehindTheGateway(song.id, `Psalm of ${word}`);
    expect(await titlesFound(word)).toEqual([`Hymn of ${word}`]);
    // Signed-in callers always ask.
    expect(await titlesFound(word, author.cookie)).toEqual([`Psalm of ${word}`]);

    // Any mutation through this gateway forgets every cached answer.
    const other = await cached.request('POST', '/api/songs', {
      cookie: author.cookie,
      body: { title: 'Unrelated', language: 'english', stanzas: [{ lyrics: 'la' }] },
    });
    expect(other.status, other.text).toBe(201);
    expect(await titlesFound(word)).toEqual([`Psalm of ${word}`]);
  });

  it('keeps a public song page likewise, and never a refusal', async () => {
    const word = uniqueWord();
    const song = await publicSong(word, false);
    const page = () => cached.request('GET', `/api/songs/public/${song.id}`);
    expect((await page()).status).toBe(404);

    // Made public through the other gateway: the 404 was not kept.
    const published = await stack.request('PATCH', `/api/songs/${song.id}`, {
      cookie: author.cookie,
      body: { isPublic: true },
    });
    expect(published.status, published.text).toBe(200);
    expect((await page()).body).toMatchObject({ id: song.id, title: `Hymn of ${word}` });

    await renameBehindTheGateway(song.id, `Psalm of ${word}`);
    expect((await page()).body).toMatchObject({ title: `Hymn of ${word}` });
  });

  it('checks the query before the cache: bad input is still a 400 with its message', async () => {
    const res = await cached.request('GET', '/api/songs/public/search?q=a&q=b');
    const again = await cached.request('GET', '/api/songs/public/search?q=a&q=b');
    expect(res.status).toBe(400);
    expect(again.body).toEqual(res.body);
    expect(res.body.message).toEqual(expect.any(String));
  });

  it('with PUBLIC_CACHE_SECONDS=0 asks every time', async () => {
    const uncached = await stack.startGateway({ PUBLIC_CACHE_SECONDS: '0' });
    const word = uniqueWord();
    const song = await publicSong(word);
    const found = async () =>
      (await uncached.request('GET', `/api/songs/public/search?q=${word}`)).body.map(
        (s: { title: string }) => s.title,
      );
    expect(await found()).toEqual([`Hymn of ${word}`]);
    await renameBehindTheGateway(song.id, `Psalm of ${word}`);
    expect(await found()).toEqual([`Psalm of ${word}`]);
  });
});
