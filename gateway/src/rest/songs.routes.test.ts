import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postSong, songsRows, startSongsStack } from '../testing/songs';
import type { TestStack, TestUser } from '../testing/stack';
import { BODY_NOT_OBJECT } from './groups.routes';
import {
  repeatedParam,
  STANZA_NOT_OBJECT,
  STANZAS_NOT_LIST,
  TEMPO_MESSAGE,
  TRANSLITERATION_NOT_OBJECT,
  TRANSLITERATIONS_NOT_LIST,
} from './songs.routes';

const SONG_KEYS = [
  'artist',
  'author',
  'capo',
  'category',
  'ccliNumber',
  'copyright',
  'createdAt',
  'creator',
  'deletedAt',
  'groupId',
  'id',
  'isPublic',
  'key',
  'language',
  'lastUsed',
  'lyrics',
  'sectionOrder',
  'stanzas',
  'tempo',
  'title',
  'translation',
  'transliteration',
  'updatedAt',
  'usageCount',
  'version',
];
/** A list's song (docs/songs-api.md "Song card"): no stanzas, lyrics or usage. */
const SONG_CARD_KEYS = [
  'artist',
  'author',
  'category',
  'createdAt',
  'creator',
  'groupId',
  'id',
  'isPublic',
  'key',
  'language',
  'lyricsExcerpt',
  'tempo',
  'title',
  'transliterationPreviews',
  'updatedAt',
];
/** A signed-in list's song (the library and its search): the card with its usage (spec §3). */
const LIBRARY_CARD_KEYS = [...SONG_CARD_KEYS, 'lastUsed', 'usageCount'].sort();
const UNAUTHORIZED = { message: 'Unauthorized' };
const SONG_NOT_FOUND = { message: 'Song not found' };
const GROUP_NOT_FOUND = { message: 'Group not found' };

interface Song {
  id: string;
  title: string;
  language: string;
  author: string | null;
  isPublic: boolean;
  groupId: string | null;
  category: { id: string; name: string; color: string } | null;
  stanzas: { id: string; position: number; lyrics: string; transliterations: unknown[] }[];
  creator: { id: string; firstName: string | null };
  createdAt: string;
  updatedAt: string;
}

let stack: TestStack;
let admin: TestUser;
let owner: TestUser;
let member: TestUser;
let outsider: TestUser;
let choir: { id: string };
let outsiderGroup: { id: string };
let hymns: { id: string; name: string; color: string };
let publicSong: Song;
let privateSong: Song;
let outsiderPrivate: Song;
let outsiderPublic: Song;

/**
 * A word no other song in this file contains, so searches see only the songs a test made.
 * Built from syllables the search's phonetic fold keeps as they are (no voiced/unvoiced pairs,
 * no doubled letters), so its folded query is the whole 16-letter word: random consonants
 * folded to one or two letters ("sk") and matched every other song's word, now and then.
 */
function uniqueWord(): string {
  let word = '';
  for (const byte of randomBytes(8)) word += 'klmnprst'[byte % 8]! + (byte & 8 ? 'o' : 'a');
  return word;
}

/** Every row the songs service owns, to assert that a refused call stored nothing. */
const { read: snapshot, expectRefused } = songsRows(() => stack);

const songBody = (overrides: Record<string, unknown> = {}) => ({
  title: `Song ${uniqueWord()}`,
  language: 'english',
  stanzas: [{ lyrics: 'Amazing grace, how sweet the sound' }],
  ...overrides,
});

const createSong = (user: TestUser, overrides: Record<string, unknown> = {}) =>
  postSong<Song>(stack, user, songBody(overrides));

const ids = (songs: { id: string }[]) => songs.map((s) => s.id);

beforeAll(async () => {
  ({ stack, admin, owner, member, outsider, choir } = await startSongsStack());
  outsiderGroup = await stack.createGroup(outsider, 'Outsider Band');
  const category = await stack.request('POST', '/api/categories', {
    cookie: owner.cookie,
    body: { name: `Hymns ${uniqueWord()}`, color: '#10B981' },
  });
  expect(category.status).toBe(201);
  hymns = category.body;
  publicSong = await createSong(owner, { title: 'Public Praise', author: 'Fanny Crosby' });
  privateSong = await createSong(owner, {
    title: 'Private Prayer',
    author: 'Choir Secret Author',
    isPublic: false,
  });
  outsiderPrivate = await createSong(outsider, {
    title: 'Outsider Hidden',
    author: 'Hidden Outsider Author',
    isPublic: false,
  });
  outsiderPublic = await createSong(outsider, { title: 'Outsider Shared' });
});

afterAll(async () => {
  await stack?.stop();
});

describe('POST /api/songs', () => {
  it('creates a song (201) in the JSON shape of GET, trimmed, with its stanzas in order', async () => {
    const before = Date.now();
    const res = await stack.request<Song & Record<string, unknown>>('POST', '/api/songs', {
      cookie: member.cookie,
      body: {
        title: '  How Great Thou Art ',
        language: 'english',
        author: ' Carl Boberg ',
        artist: 'Choir',
        key: 'G',
        tempo: 72,
        copyright: 'Public domain',
        ccliNumber: '14181',
        translation: 'O Store Gud',
        categoryId: hymns.id,
        stanzas: [
          {
            lyrics: 'O Lord my God',
            transliterations: [
              { language: 'malayalam', text: 'ഓ കർത്താവേ' },
              { language: 'hindi', text: '   ' },
              { language: 'english', text: '' },
            ],
          },
          { lyrics: 'Then sings my soul' },
        ],
        ignoredField: 'dropped',
      },
    });
    expect(res.status, res.text).toBe(201);
    expect(Object.keys(res.body).sort()).toEqual(SONG_KEYS);
    expect(res.body).toMatchObject({
      title: 'How Great Thou Art',
      language: 'english',
      author: 'Carl Boberg',
      artist: 'Choir',
      key: 'G',
      tempo: 72,
      copyright: 'Public domain',
      ccliNumber: '14181',
      translation: 'O Store Gud',
      transliteration: null,
      lyrics: 'O Lord my God\n\nThen sings my soul',
      isPublic: true,
      // The creator's first group, when the body names none.
      groupId: choir.id,
      category: { id: hymns.id, name: hymns.name, color: hymns.color },
      creator: { id: member.user.id, firstName: 'Mia' },
    });
    expect(Object.keys(res.body.creator).sort()).toEqual(['firstName', 'id']);
    // Blank transliteration rows are dropped, not refused.
    expect(res.body.stanzas).toEqual([
      {
        id: expect.any(String),
        position: expect.any(Number),
        label: null,
        lyrics: 'O Lord my God',
        transliterations: [{ language: 'malayalam', text: 'ഓ കർത്താവേ' }],
      },
      {
        id: expect.any(String),
        position: expect.any(Number),
        label: null,
        lyrics: 'Then sings my soul',
        transliterations: [],
      },
    ]);
    expect(res.body.stanzas[0]!.position).toBeLessThan(res.body.stanzas[1]!.position);
    expect(new Date(res.body.createdAt as string).getTime()).toBeGreaterThanOrEqual(before - 1000);
    const got = await stack.request('GET', `/api/songs/${res.body.id}`, { cookie: member.cookie });
    expect(got.body).toEqual(res.body);
  });

  it("presents absent optional fields as null, 'none' as no category, an empty author as absent", async () => {
    const song = await createSong(owner, { categoryId: 'none', author: '   ', key: '' });
    expect(song).toMatchObject({
      author: null,
      artist: null,
      key: null,
      tempo: null,
      copyright: null,
      ccliNumber: null,
      translation: null,
      category: null,
    });
    const empty = await createSong(owner, { categoryId: '' });
    expect(empty.category).toBeNull();
  });

  it('files the song under a group the creator names, or under none without a group', async () => {
    await stack.joinGroup(owner, outsider, outsiderGroup.id);
    const named = await createSong(owner, { groupId: outsiderGroup.id });
    expect(named.groupId).toBe(outsiderGroup.id);
    await stack.request('POST', `/api/groups/${outsiderGroup.id}/leave`, { cookie: owner.cookie });
    const loner = await stack.signUp({ firstName: 'Lone' });
    const song = await createSong(loner);
    expect(song.groupId).toBeNull();
    expect(song.creator).toEqual({ id: loner.user.id, firstName: 'Lone' });
  });

  it('answers 404 for a group the creator is not in, storing nothing', async () => {
    await expectRefused(
      'POST',
      '/api/songs',
      { cookie: member.cookie, body: songBody({ groupId: outsiderGroup.id }) },
      404,
      GROUP_NOT_FOUND,
    );
    await expectRefused(
      'POST',
      '/api/songs',
      { cookie: member.cookie, body: songBody({ groupId: 'not-a-group' }) },
      404,
      GROUP_NOT_FOUND,
    );
  });

  const long = (n: number) => 'x'.repeat(n);
  it.each([
    ['title', { title: undefined }, 'Song title is required'],
    ['title', { title: '' }, 'Song title is required'],
    ['title', { title: '   ' }, 'Song title is required'],
    ['title', { title: null }, 'Song title is required'],
    ['title', { title: 42 }, 'Song title is required'],
    ['title', { title: long(201) }, 'Title must be 200 characters or less'],
    ['language', { language: undefined }, 'Please select a primary language'],
    ['language', { language: '' }, 'Please select a primary language'],
    ['language', { language: 'klingon' }, 'Please select a primary language'],
    ['language', { language: 3 }, 'Please select a primary language'],
    ['stanzas', { stanzas: undefined }, 'At least one stanza is required'],
    ['stanzas', { stanzas: [] }, 'At least one stanza is required'],
    ['stanzas', { stanzas: 'verse one' }, STANZAS_NOT_LIST],
    ['stanzas.0', { stanzas: ['verse one'] }, STANZA_NOT_OBJECT],
    ['stanzas.0.lyrics', { stanzas: [{}] }, 'Lyrics are required'],
    ['stanzas.0.lyrics', { stanzas: [{ lyrics: '  ' }] }, 'Lyrics are required'],
    ['stanzas.1.lyrics', { stanzas: [{ lyrics: 'a' }, { lyrics: '' }] }, 'Lyrics are required'],
    ['stanzas.0.lyrics', { stanzas: [{ lyrics: 7 }] }, 'Lyrics are required'],
    [
      'stanzas.0.transliterations.0.language',
      { stanzas: [{ lyrics: 'a', transliterations: [{ text: 'abc' }] }] },
      'Please select a language',
    ],
    [
      'stanzas.0.transliterations.1.language',
      {
        stanzas: [
          {
            lyrics: 'a',
            transliterations: [
              { language: 'tamil', text: 'x' },
              { language: 'klingon', text: 'abc' },
            ],
          },
        ],
      },
      'Please select a language',
    ],
    [
      'stanzas.0.transliterations.0.text',
      { stanzas: [{ lyrics: 'a', transliterations: [{ language: 'hindi', text: 5 }] }] },
      'Transliteration text is required',
    ],
    [
      'stanzas.0.transliterations',
      { stanzas: [{ lyrics: 'a', transliterations: 'abc' }] },
      TRANSLITERATIONS_NOT_LIST,
    ],
    [
      'stanzas.0.transliterations.0',
      { stanzas: [{ lyrics: 'a', transliterations: ['abc'] }] },
      TRANSLITERATION_NOT_OBJECT,
    ],
    ['tempo', { tempo: 0 }, TEMPO_MESSAGE],
    ['tempo', { tempo: 401 }, TEMPO_MESSAGE],
    ['tempo', { tempo: 120.5 }, TEMPO_MESSAGE],
    ['tempo', { tempo: '120' }, TEMPO_MESSAGE],
    ['tempo', { tempo: 1e12 }, TEMPO_MESSAGE],
    ['author', { author: long(201) }, 'Author must be 200 characters or less'],
    ['author', { author: 5 }, 'Author must be text'],
    ['artist', { artist: long(201) }, 'Artist must be 200 characters or less'],
    ['key', { key: long(21) }, 'Key must be a key such as G, F#m or Bb'],
    ['copyright', { copyright: long(201) }, 'Copyright must be 200 characters or less'],
    ['translation', { translation: long(20001) }, 'Translation must be 20000 characters or less'],
    ['isPublic', { isPublic: 'yes' }, 'isPublic must be true or false'],
    ['categoryId', { categoryId: randomUUID() }, 'Category not found'],
    ['categoryId', { categoryId: 'no-such-category' }, 'Category not found'],
    ['categoryId', { categoryId: 12 }, 'Category must be text'],
    ['groupId', { groupId: ['a'] }, 'Group must be text'],
  ])(
    'answers 400 on %s (%j) with the message, storing nothing',
    async (field, overrides, message) => {
      const body = songBody(overrides);
      await expectRefused('POST', '/api/songs', { cookie: owner.cookie, body }, 400, {
        message,
        errors: { [field]: message },
      });
    },
  );

  it.each([
    ['ccliNumber', { ccliNumber: 'x'.repeat(21) }, 'CCLI number must be 20 characters or less'],
    ['ccliNumber', { ccliNumber: 14181 }, 'CCLI number must be text'],
    [
      'stanzas.0.lyrics',
      { stanzas: [{ lyrics: 'x'.repeat(10001) }] },
      'Lyrics must be 10000 characters or less',
    ],
    [
      'stanzas.0.transliterations.0.text',
      {
        stanzas: [
          { lyrics: 'a', transliterations: [{ language: 'tamil', text: 'x'.repeat(10001) }] },
        ],
      },
      'Transliteration text must be 10000 characters or less',
    ],
    [
      'stanzas',
      { stanzas: Array.from({ length: 101 }, () => ({ lyrics: 'verse' })) },
      'A song can have at most 100 stanzas',
    ],
    [
      'stanzas.0.transliterations',
      {
        stanzas: [
          {
            lyrics: 'a',
            transliterations: Array.from({ length: 11 }, () => ({ language: 'tamil', text: 't' })),
          },
        ],
      },
      'A stanza can have at most 10 transliterations',
    ],
  ])('answers 400 on %s over its limit, storing nothing', async (field, overrides, message) => {
    await expectRefused(
      'POST',
      '/api/songs',
      { cookie: owner.cookie, body: songBody(overrides) },
      400,
      { message, errors: { [field]: message } },
    );
  });

  it('reports every field of an empty body, first the title', async () => {
    await expectRefused('POST', '/api/songs', { cookie: owner.cookie, body: {} }, 400, {
      message: 'Song title is required',
      errors: expect.objectContaining({
        title: 'Song title is required',
        language: 'Please select a primary language',
        stanzas: 'At least one stanza is required',
      }),
    });
  });

  it('answers 400 to a body that is not a JSON object, or not JSON, storing nothing', async () => {
    for (const body of [['Amazing Grace'], [], '"Amazing Grace"', '{"title":']) {
      const before = await snapshot();
      const res = await stack.request('POST', '/api/songs', { cookie: owner.cookie, body });
      expect(res.status).toBe(400);
      expect([BODY_NOT_OBJECT, 'Request body is not valid JSON']).toContain(res.body.message);
      expect(await snapshot()).toEqual(before);
    }
    const broken = await stack.request('POST', '/api/songs', {
      cookie: owner.cookie,
      body: '{"title":',
    });
    expect(broken.body).toEqual({ message: 'Request body is not valid JSON' });
    const list = await stack.request('POST', '/api/songs', { cookie: owner.cookie, body: [] });
    expect(list.body).toEqual({ message: BODY_NOT_OBJECT, errors: { _: BODY_NOT_OBJECT } });
  });

  it('answers 401 to an anonymous caller, even with a bad body, storing nothing', async () => {
    await expectRefused('POST', '/api/songs', { body: songBody() }, 401, UNAUTHORIZED);
    await expectRefused('POST', '/api/songs', { body: {} }, 401, UNAUTHORIZED);
  });
});

describe('POST /api/songs with an API key', () => {
  it('credits the song to the admin who created the key, and stops at once when it is deleted', async () => {
    const created = await stack.request('POST', '/api/auth/api-keys', {
      cookie: admin.cookie,
      body: { name: 'Song importer' },
    });
    expect(created.status).toBe(201);
    const authorization = `Bearer ${created.body.key as string}`;

    const title = `Imported ${uniqueWord()}`;
    const res = await stack.request<Song>('POST', '/api/songs', {
      headers: { authorization },
      body: songBody({ title, author: 'Importer' }),
    });
    expect(res.status, res.text).toBe(201);
    expect(Object.keys(res.body).sort()).toEqual(SONG_KEYS);
    expect(res.body).toMatchObject({ title, creator: { id: admin.user.id, firstName: 'Ada' } });
    const mine = await stack.request('GET', `/api/songs/${res.body.id}`, { cookie: admin.cookie });
    expect(mine.body).toEqual(res.body);
    // A key reads like its creator too.
    const listed = await stack.request('GET', '/api/songs', { headers: { authorization } });
    expect(ids(listed.body)).toContain(res.body.id);

    const deleted = await stack.request('DELETE', `/api/auth/api-keys/${created.body.id}`, {
      cookie: admin.cookie,
    });
    expect(deleted.status).toBe(200);
    await expectRefused(
      'POST',
      '/api/songs',
      { headers: { authorization }, body: songBody({ title: `After ${uniqueWord()}` }) },
      401,
      UNAUTHORIZED,
    );
  });
});

describe('GET /api/songs', () => {
  it('lists the songs the caller may see, newest first, as cards', async () => {
    const res = await stack.request<Song[]>('GET', '/api/songs', { cookie: member.cookie });
    expect(res.status).toBe(200);
    const listed = ids(res.body);
    // A member sees the group's private song; public songs of other groups are visible too.
    expect(listed).toEqual(
      expect.arrayContaining([publicSong.id, privateSong.id, outsiderPublic.id]),
    );
    expect(listed).not.toContain(outsiderPrivate.id);
    expect(listed.indexOf(privateSong.id)).toBeLessThan(listed.indexOf(publicSong.id));
    for (const song of res.body) expect(Object.keys(song).sort()).toEqual(LIBRARY_CARD_KEYS);
    expect(res.body.find((s) => s.id === privateSong.id)).toMatchObject({
      title: 'Private Prayer',
      isPublic: false,
      creator: { id: owner.user.id, firstName: 'Olivia' },
    });
  });

  it("shows a non-member another group's public songs only", async () => {
    const res = await stack.request<Song[]>('GET', '/api/songs', { cookie: outsider.cookie });
    expect(ids(res.body)).toEqual(expect.arrayContaining([publicSong.id, outsiderPrivate.id]));
    expect(ids(res.body)).not.toContain(privateSong.id);
  });

  it('takes a groupId: only that group, for its members; 404 to anyone else', async () => {
    const res = await stack.request<Song[]>('GET', `/api/songs?groupId=${choir.id}`, {
      cookie: member.cookie,
    });
    expect(res.status).toBe(200);
    expect(ids(res.body)).toEqual(expect.arrayContaining([publicSong.id, privateSong.id]));
    expect(res.body.every((s) => s.groupId === choir.id)).toBe(true);
    for (const groupId of [choir.id, 'nope']) {
      const other = await stack.request('GET', `/api/songs?groupId=${groupId}`, {
        cookie: outsider.cookie,
      });
      expect({ status: other.status, body: other.body }).toEqual({
        status: 404,
        body: GROUP_NOT_FOUND,
      });
    }
    const all = await stack.request('GET', '/api/songs?groupId=', { cookie: member.cookie });
    expect(ids(all.body)).toContain(outsiderPublic.id);
  });

  it('answers 400 to a repeated parameter and 401 to an anonymous caller', async () => {
    const res = await stack.request('GET', `/api/songs?groupId=${choir.id}&groupId=x`, {
      cookie: member.cookie,
    });
    expect({ status: res.status, body: res.body }).toEqual({
      status: 400,
      body: { message: repeatedParam('groupId'), errors: { groupId: repeatedParam('groupId') } },
    });
    const anon = await stack.request('GET', '/api/songs');
    expect({ status: anon.status, body: anon.body }).toEqual({ status: 401, body: UNAUTHORIZED });
  });
});

describe('GET /api/songs at the size of a real library', () => {
  const SONGS = 400;
  /** Made through the API; the rest are copies of these. */
  const MADE = 10;
  /** A stanza of about 1,000 characters in Malayalam script (3 bytes a character in UTF-8). */
  const stanza = (n: number) =>
    Array.from({ length: 20 }, (_, line) => `യേശു നല്ലവൻ ${n}-${line} അവൻ വല്ലഭൻ എന്നും`).join('\n');

  it('answers 400 songs of 6 long stanzas as cards: under 1 KB a song, not every stanza', async () => {
    const library = await stack.createGroup(owner, 'Big library');
    const body = (n: number) =>
      songBody({
        title: `Long song ${n} ${uniqueWord()}`,
        language: 'malayalam',
        groupId: library.id,
        stanzas: Array.from({ length: 6 }, (_, s) => ({
          lyrics: stanza(n * 6 + s),
          transliterations: [{ language: 'english', text: `Yeshu nallavan ${n} `.repeat(50) }],
        })),
      });
    const made = await Promise.all(
      Array.from({ length: MADE }, (_, n) => postSong<Song>(stack, owner, body(n))),
    );
    // The rest are copies, row for row (stanzas and transliterations too), made in one statement:
    // the list's size is what this test is about, and 400 POSTs were most of this file's time.
    await stack.sql(
      `with copies as (
         select s.id as source, gen_random_uuid() as id
         from songs.songs s, generate_series(1, $2::int)
         where s.id = any($1::uuid[])
       ), stanza_copies as (
         select st.id as source, c.id as song_id, gen_random_uuid() as id
         from copies c join songs.stanzas st on st.song_id = c.source
       ), new_songs as (
         insert into songs.songs
         select (jsonb_populate_record(s, jsonb_build_object('id', c.id))).*
         from copies c join songs.songs s on s.id = c.source
       ), new_stanzas as (
         insert into songs.stanzas
         select (jsonb_populate_record(st, jsonb_build_object('id', sc.id, 'song_id', sc.song_id))).*
         from stanza_copies sc join songs.stanzas st on st.id = sc.source
       )
       insert into songs.transliterations
       select (jsonb_populate_record(t, jsonb_build_object('id', gen_random_uuid(), 'stanza_id', sc.id))).*
       from stanza_copies sc join songs.transliterations t on t.stanza_id = sc.source`,
      [made.map((song) => song.id), SONGS / MADE - 1],
    );
    expect(
      await stack.sql(
        `select count(distinct s.id)::int as songs, count(distinct st.id)::int as stanzas,
           count(t.id)::int as transliterations
         from songs.songs s join songs.stanzas st on st.song_id = s.id
           join songs.transliterations t on t.stanza_id = st.id
         where s.group_id = $1`,
        [library.id],
      ),
    ).toEqual([{ songs: SONGS, stanzas: SONGS * 6, transliterations: SONGS * 6 }]);
    const whole = await stack.request('GET', `/api/songs/${made[0]!.id}`, { cookie: owner.cookie });
    // One song in full: six stanzas of ~1,000 characters with their transliterations.
    expect(Buffer.byteLength(whole.text)).toBeGreaterThan(20_000);

    const res = await stack.request<Song[]>('GET', `/api/songs?groupId=${library.id}`, {
      cookie: owner.cookie,
    });
    expect(res.status, res.text.slice(0, 200)).toBe(200);
    expect(res.body).toHaveLength(SONGS);
    for (const card of res.body) expect(Object.keys(card).sort()).toEqual(LIBRARY_CARD_KEYS);
    // 400 whole songs would be over 8 MB; 400 cards stay under 1 KB each, however long the songs
    // (the excerpt is 150 characters of a 3-byte script, the transliteration preview 100).
    expect(Buffer.byteLength(res.text)).toBeLessThan(SONGS * 1024);
  }, 180_000);
});

describe('GET /api/songs/search', () => {
  let word: string;
  let titled: Song;
  let inLyrics: Song;
  let tamil: Song;
  let hidden: Song;

  beforeAll(async () => {
    word = uniqueWord();
    inLyrics = await createSong(owner, {
      title: 'Lyrics Match',
      stanzas: [{ lyrics: `We sing ${word} forever` }],
      categoryId: hymns.id,
    });
    titled = await createSong(owner, { title: `The ${word} song` });
    tamil = await createSong(member, {
      title: `Tamil ${word}`,
      language: 'tamil',
      stanzas: [{ lyrics: 'இயேசு' }],
    });
    hidden = await createSong(outsider, { title: `Hidden ${word}`, isPublic: false });
  });

  const search = (query: string, user: TestUser | null = member) =>
    stack.request<Song[]>('GET', `/api/songs/search?${query}`, { cookie: user?.cookie });

  it('finds by title and lyrics, title matches first, over the songs the caller may see', async () => {
    const res = await search(`q=${word}`);
    expect(res.status).toBe(200);
    const found = ids(res.body);
    expect(found.sort()).toEqual([titled.id, inLyrics.id, tamil.id].sort());
    expect(ids(res.body).indexOf(inLyrics.id)).toBe(2);
    for (const song of res.body) expect(Object.keys(song).sort()).toEqual(LIBRARY_CARD_KEYS);
    expect(res.body.find((song) => song.id === inLyrics.id)).toMatchObject({
      lyricsExcerpt: `We sing ${word} forever`,
      transliterationPreviews: [],
    });
    const own = await search(`q=${word}`, outsider);
    expect(ids(own.body)).toContain(hidden.id);
  });

  it('takes search as an alias of q, and filters by language, category and group', async () => {
    expect(ids((await search(`search=${word}`)).body).sort()).toEqual(
      [titled.id, inLyrics.id, tamil.id].sort(),
    );
    expect(ids((await search(`q=${word}&language=tamil`)).body)).toEqual([tamil.id]);
    expect(ids((await search(`q=${word}&category=${hymns.id}`)).body)).toEqual([inLyrics.id]);
    for (const none of ['none', 'all', '']) {
      expect(ids((await search(`q=${word}&category=${none}&language=${none}`)).body)).toHaveLength(
        3,
      );
    }
    expect(ids((await search(`q=${word}&groupId=${choir.id}`)).body)).toHaveLength(3);
    // A category that does not exist is a filter nothing passes, not an error.
    for (const category of [randomUUID(), 'nope']) {
      const res = await search(`q=${word}&category=${category}`);
      expect({ status: res.status, body: res.body }).toEqual({ status: 200, body: [] });
    }
  });

  it('without a query, lists the visible songs under the filters', async () => {
    const res = await search(`language=tamil`);
    expect(res.status).toBe(200);
    expect(ids(res.body)).toContain(tamil.id);
    expect(res.body.every((s) => s.language === 'tamil')).toBe(true);
  });

  it('answers 400 to an unknown language and to repeated parameters', async () => {
    const res = await search(`q=${word}&language=klingon`);
    expect({ status: res.status, body: res.body }).toEqual({
      status: 400,
      body: {
        message: 'Unknown language: klingon',
        errors: { language: 'Unknown language: klingon' },
      },
    });
    for (const name of ['q', 'search', 'language', 'category', 'groupId']) {
      const repeated = await search(`${name}=a&${name}=b`);
      expect({ status: repeated.status, body: repeated.body }).toEqual({
        status: 400,
        body: { message: repeatedParam(name), errors: { [name]: repeatedParam(name) } },
      });
    }
  });

  it('pages with limit and offset, best matches first, and refuses a malformed page', async () => {
    const all = ids((await search(`q=${word}`)).body);
    const first = await search(`q=${word}&limit=2`);
    const rest = await search(`q=${word}&limit=2&offset=2`);
    expect([first.status, rest.status]).toEqual([200, 200]);
    expect([...ids(first.body), ...ids(rest.body)]).toEqual(all);
    expect(ids(first.body)).toHaveLength(2);
    for (const [query, field, message] of [
      ['limit=abc', 'limit', 'Query parameter "limit" must be a whole number'],
      ['offset=-1', 'offset', 'Query parameter "offset" must be a whole number'],
      ['limit=0', 'limit', 'Limit must be between 1 and 1000'],
      ['limit=1001', 'limit', 'Limit must be between 1 and 1000'],
    ]) {
      const res = await search(`q=${word}&${query}`);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ message });
      if (field === 'offset') expect(res.body).toMatchObject({ errors: { offset: message } });
    }
  });

  it("answers 404 for another group's songs and 401 to an anonymous caller", async () => {
    const res = await search(`q=${word}&groupId=${choir.id}`, outsider);
    expect({ status: res.status, body: res.body }).toEqual({ status: 404, body: GROUP_NOT_FOUND });
    const anon = await search(`q=${word}`, null);
    expect({ status: anon.status, body: anon.body }).toEqual({ status: 401, body: UNAUTHORIZED });
  });
});

describe('GET /api/songs/authors', () => {
  it('lists the distinct authors of the songs the caller may see, sorted', async () => {
    await createSong(member, { author: 'fanny crosby' });
    const res = await stack.request<string[]>('GET', '/api/songs/authors', {
      cookie: member.cookie,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(expect.arrayContaining(['Fanny Crosby', 'Choir Secret Author']));
    expect(res.body).not.toContain('Hidden Outsider Author');
    expect(new Set(res.body).size).toBe(res.body.length);
    expect(res.body.every((a) => typeof a === 'string' && a.length > 0)).toBe(true);
    const sorted = [...res.body].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()));
    expect(res.body.map((a) => a.toLowerCase())).toEqual(sorted.map((a) => a.toLowerCase()));
    const outside = await stack.request<string[]>('GET', '/api/songs/authors', {
      cookie: outsider.cookie,
    });
    expect(outside.body).toContain('Hidden Outsider Author');
    expect(outside.body).not.toContain('Choir Secret Author');
  });

  it('answers 401 to an anonymous caller', async () => {
    const res = await stack.request('GET', '/api/songs/authors');
    expect({ status: res.status, body: res.body }).toEqual({ status: 401, body: UNAUTHORIZED });
  });
});

describe('GET /api/songs/:id', () => {
  it('shows a private song to its group members and creator, 404 to anyone else', async () => {
    for (const user of [owner, member]) {
      const res = await stack.request('GET', `/api/songs/${privateSong.id}`, {
        cookie: user.cookie,
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual(privateSong);
    }
    for (const user of [outsider, admin]) {
      const res = await stack.request('GET', `/api/songs/${privateSong.id}`, {
        cookie: user.cookie,
      });
      expect({ status: res.status, body: res.body }).toEqual({ status: 404, body: SONG_NOT_FOUND });
    }
    const shared = await stack.request('GET', `/api/songs/${publicSong.id}`, {
      cookie: outsider.cookie,
    });
    expect(shared.body).toEqual(publicSong);
  });

  it('answers 404 to unknown and malformed ids, 401 to an anonymous caller', async () => {
    for (const id of [randomUUID(), 'nope', "1'%20or%201=1"]) {
      const res = await stack.request('GET', `/api/songs/${id}`, { cookie: member.cookie });
      expect({ status: res.status, body: res.body }).toEqual({ status: 404, body: SONG_NOT_FOUND });
    }
    const anon = await stack.request('GET', `/api/songs/${publicSong.id}`);
    expect({ status: anon.status, body: anon.body }).toEqual({ status: 401, body: UNAUTHORIZED });
  });
});

describe('GET /api/songs/public', () => {
  it('lists public songs to anyone, never a private one', async () => {
    for (const cookie of [undefined, member.cookie]) {
      const res = await stack.request<Song[]>('GET', '/api/songs/public', { cookie });
      expect(res.status).toBe(200);
      expect(ids(res.body)).toEqual(expect.arrayContaining([publicSong.id, outsiderPublic.id]));
      expect(ids(res.body)).not.toContain(privateSong.id);
      expect(ids(res.body)).not.toContain(outsiderPrivate.id);
      expect(res.body.every((s) => s.isPublic)).toBe(true);
      for (const song of res.body) expect(Object.keys(song).sort()).toEqual(SONG_CARD_KEYS);
    }
  });

  it('answers cards: the first stanza cut to 150 characters and 100-character transliteration previews, never every stanza', async () => {
    const long = await createSong(owner, {
      title: `Long ${uniqueWord()}`,
      key: 'D',
      tempo: 80,
      categoryId: hymns.id,
      stanzas: [
        {
          lyrics: `First ${'a'.repeat(9990)}`,
          transliterations: [{ language: 'malayalam', text: `ഓ ${'ക'.repeat(9990)}` }],
        },
        ...Array.from({ length: 99 }, (_, i) => ({
          lyrics: `Stanza ${i + 2} ${'b'.repeat(9980)}`,
        })),
      ],
    });
    expect(long.stanzas).toHaveLength(100);
    for (const cookie of [undefined, member.cookie]) {
      const res = await stack.request<Record<string, unknown>[]>('GET', '/api/songs/public', {
        cookie,
      });
      expect(res.status).toBe(200);
      expect(res.text).not.toContain('"stanzas"');
      expect(res.body.find((s) => s.id === long.id)).toEqual({
        id: long.id,
        title: long.title,
        language: 'english',
        author: null,
        artist: null,
        key: 'D',
        tempo: 80,
        isPublic: true,
        groupId: long.groupId,
        category: { id: hymns.id, name: hymns.name, color: '#10b981' },
        lyricsExcerpt: `First ${'a'.repeat(144)}…`,
        transliterationPreviews: [{ language: 'malayalam', text: `ഓ ${'ക'.repeat(98)}…` }],
        creator: { id: owner.user.id, firstName: 'Olivia' },
        createdAt: long.createdAt,
        updatedAt: long.updatedAt,
      });
      // No stanza past the excerpt travels with the list; the song itself has every one.
      expect(res.text).not.toContain('a'.repeat(200));
      expect(res.text).not.toContain('Stanza 2 ');
      const detail = await stack.request<Song>('GET', `/api/songs/public/${long.id}`, { cookie });
      expect(detail.status).toBe(200);
      expect(detail.body.stanzas).toHaveLength(100);
      expect(detail.body.stanzas[0]!.transliterations).toEqual([
        { language: 'malayalam', text: `ഓ ${'ക'.repeat(9990)}` },
      ]);
    }
  });
});

describe('GET /api/songs/public/search', () => {
  let word: string;
  let english: Song;
  let malayalam: Song;

  beforeAll(async () => {
    word = uniqueWord();
    english = await createSong(owner, { title: `Open ${word}`, categoryId: hymns.id });
    malayalam = await createSong(owner, {
      title: `Malayalam ${word}`,
      language: 'malayalam',
      stanzas: [{ lyrics: 'യേശു എൻ്റെ രക്ഷകൻ' }],
    });
    await createSong(owner, { title: `Closed ${word}`, isPublic: false });
  });

  const search = (query: string, cookie?: string) =>
    stack.request<Song[]>('GET', `/api/songs/public/search?${query}`, { cookie });

  it('finds public songs only, for anyone, with the language and category filters', async () => {
    for (const cookie of [undefined, owner.cookie]) {
      const res = await search(`q=${word}`, cookie);
      expect(res.status).toBe(200);
      expect(ids(res.body).sort()).toEqual([english.id, malayalam.id].sort());
      for (const song of res.body) expect(Object.keys(song).sort()).toEqual(SONG_CARD_KEYS);
      expect(res.text).not.toContain('"stanzas"');
    }
    expect(ids((await search(`search=${word}&language=malayalam`)).body)).toEqual([malayalam.id]);
    expect(ids((await search(`q=${word}&category=${hymns.id}`)).body)).toEqual([english.id]);
    expect(ids((await search(`q=${word}&category=none&language=all`)).body)).toHaveLength(2);
  });

  it('finds a Malayalam song by a romanized word', async () => {
    const res = await search(`q=yeshu&language=malayalam`);
    expect(res.status).toBe(200);
    expect(ids(res.body)).toContain(malayalam.id);
  });

  it('answers 400 to an unknown language and to repeated parameters', async () => {
    const res = await search('q=a&language=Martian');
    expect({ status: res.status, body: res.body }).toEqual({
      status: 400,
      body: {
        message: 'Unknown language: Martian',
        errors: { language: 'Unknown language: Martian' },
      },
    });
    const repeated = await search('q=a&q=b&search=c&search=d');
    expect({ status: repeated.status, body: repeated.body }).toEqual({
      status: 400,
      body: {
        message: repeatedParam('q'),
        errors: { q: repeatedParam('q'), search: repeatedParam('search') },
      },
    });
  });
});

describe('GET /api/songs/search/suggestions and /api/songs/public/search/suggestions', () => {
  let word: string;

  beforeAll(async () => {
    word = uniqueWord();
    await createSong(owner, { title: `Faithfulness ${word}`, isPublic: true });
    await createSong(owner, { title: `Secretive ${word}`, isPublic: false, groupId: choir.id });
  });

  const suggest = (path: string, query: string, user?: TestUser) =>
    stack.request<string[]>('GET', `/api/songs${path}/suggestions?${query}`, {
      cookie: user?.cookie,
    });

  it('offers spellings near the words that find nothing, for songs the caller may see', async () => {
    const typo = `q=${encodeURIComponent(`faihtfulness ${word}`)}`;
    for (const [path, user] of [
      ['/search', member],
      ['/public/search', undefined],
    ] as const) {
      const res = await suggest(path, typo, user);
      expect({ status: res.status, body: res.body }).toEqual({
        status: 200,
        body: [`faithfulness ${word}`],
      });
    }
    // A private song's words: its group's members only.
    const secret = `q=${encodeURIComponent(`sekretiev ${word}`)}`;
    expect((await suggest('/search', secret, member)).body).toEqual([`secretive ${word}`]);
    expect((await suggest('/search', secret, outsider)).body).toEqual([]);
    expect((await suggest('/public/search', secret)).body).toEqual([]);
  });

  it('answers [] when the words find songs, 401 to anonymous library callers, 400 to bad input', async () => {
    expect((await suggest('/search', `q=${word}`, member)).body).toEqual([]);
    const anon = await suggest('/search', `q=${word}`);
    expect({ status: anon.status, body: anon.body }).toEqual({ status: 401, body: UNAUTHORIZED });
    const unknown = await suggest('/public/search', 'q=abc&language=klingon');
    expect({ status: unknown.status, body: unknown.body }).toEqual({
      status: 400,
      body: {
        message: 'Unknown language: klingon',
        errors: { language: 'Unknown language: klingon' },
      },
    });
    const long = await suggest('/public/search', `q=${'a'.repeat(201)}`);
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({ message: 'Search text must be 200 characters or less' });
    const other = await suggest('/search', `q=abc&groupId=${choir.id}`, outsider);
    expect({ status: other.status, body: other.body }).toEqual({
      status: 404,
      body: GROUP_NOT_FOUND,
    });
  });
});

describe('GET /api/songs/public/:id', () => {
  it('shows a public song to anyone', async () => {
    for (const cookie of [undefined, outsider.cookie]) {
      const res = await stack.request('GET', `/api/songs/public/${publicSong.id}`, { cookie });
      expect(res.status).toBe(200);
      expect(res.body).toEqual(publicSong);
    }
  });

  it('answers 404 for a private song to anonymous callers and non-members, and for unknown ids', async () => {
    for (const cookie of [undefined, outsider.cookie]) {
      const res = await stack.request('GET', `/api/songs/public/${privateSong.id}`, { cookie });
      expect({ status: res.status, body: res.body }).toEqual({ status: 404, body: SONG_NOT_FOUND });
    }
    for (const id of [randomUUID(), 'nope']) {
      const res = await stack.request('GET', `/api/songs/public/${id}`);
      expect({ status: res.status, body: res.body }).toEqual({ status: 404, body: SONG_NOT_FOUND });
    }
  });
});

describe('usageCount and lastUsed (spec §3 Song)', () => {
  it("count the services of the caller's groups that sang the song, on the list cards and the single song", async () => {
    const used = await createSong(owner, { groupId: choir.id });
    const unused = await createSong(owner, { groupId: choir.id });
    // A past service at two times counts twice; a future one counts nothing yet (issue 21).
    const plan = async (name: string, serviceDate: string, serviceTimes: string[]) => {
      const schedule = await stack.request('POST', `/api/groups/${choir.id}/schedules`, {
        cookie: owner.cookie,
        body: { name, serviceDate, serviceTimes },
      });
      expect(schedule.status, schedule.text).toBe(201);
      const added = await stack.request('POST', `/api/schedules/${schedule.body.id}/songs`, {
        cookie: owner.cookie,
        body: { songId: used.id },
      });
      expect(added.status, added.text).toBe(201);
    };
    await plan('Sunday Service', '2026-11-22', ['09:00', '11:00']);
    await plan('Far Future', '2999-01-03', ['10:00']);
    const lastUsed = '2026-11-22T11:00:00.000Z';

    const list = await stack.request<(Song & { usageCount: number; lastUsed: string | null })[]>(
      'GET',
      `/api/songs?groupId=${choir.id}`,
      { cookie: member.cookie },
    );
    expect(list.status).toBe(200);
    expect(list.body.find((s) => s.id === used.id)).toMatchObject({ usageCount: 2, lastUsed });
    expect(list.body.find((s) => s.id === unused.id)).toMatchObject({
      usageCount: 0,
      lastUsed: null,
    });

    const single = await stack.request('GET', `/api/songs/${used.id}`, { cookie: member.cookie });
    expect(single.body).toMatchObject({ usageCount: 2, lastUsed });
    const other = await stack.request('GET', `/api/songs/${unused.id}`, { cookie: owner.cookie });
    expect(other.body).toMatchObject({ usageCount: 0, lastUsed: null });
    // Another group's schedules are not the outsider's business: the public song reads unused.
    const outsiderView = await stack.request('GET', `/api/songs/${used.id}`, {
      cookie: outsider.cookie,
    });
    expect(outsiderView.body).toMatchObject({ usageCount: 0, lastUsed: null });
    const anonymous = await stack.request('GET', `/api/songs/public/${used.id}`);
    expect(anonymous.body).toMatchObject({ usageCount: 0, lastUsed: null });
  });
});

describe("who sees a song creator's e-mail address and admin flag", () => {
  const CREATORS = `query { publicSongs { id creator { id email isAdmin } } }`;
  type Creators = {
    publicSongs: {
      id: string;
      creator: { id: string; email: string | null; isAdmin: boolean | null };
    }[];
  };
  /** What `viewer` reads of the creator of the owner's public song. */
  async function ownerAsSeenBy(viewer: TestUser | null) {
    const res = await stack.graphql<Creators>(CREATORS, {}, viewer?.cookie);
    expect(res.status).toBe(200);
    expect(res.body.errors).toBeUndefined();
    return res.body.data!.publicSongs.find((s) => s.id === publicSong.id)!.creator;
  }

  it('shows both to the user themself', async () => {
    expect(await ownerAsSeenBy(owner)).toEqual({
      id: owner.user.id,
      email: owner.email,
      isAdmin: false,
    });
  });

  it('shows the e-mail address, not the admin flag, to a member of a group they share', async () => {
    expect(await ownerAsSeenBy(member)).toEqual({
      id: owner.user.id,
      email: owner.email,
      isAdmin: null,
    });
  });

  it('shows both to a site admin', async () => {
    expect(admin.user.isAdmin).toBe(true);
    expect(await ownerAsSeenBy(admin)).toEqual({
      id: owner.user.id,
      email: owner.email,
      isAdmin: false,
    });
  });

  it('hides both from a signed-in stranger and from an anonymous visitor', async () => {
    for (const viewer of [outsider, null]) {
      expect(await ownerAsSeenBy(viewer)).toEqual({
        id: owner.user.id,
        email: null,
        isAdmin: null,
      });
    }
    // A stranger in no group at all, the case of the report.
    const loner = await stack.signUp();
    expect(await ownerAsSeenBy(loner)).toEqual({ id: owner.user.id, email: null, isAdmin: null });
    const anonymousAdmin = await stack.graphql<Creators>(CREATORS);
    const adminSong = anonymousAdmin.body.data!.publicSongs.find(
      (s) => s.creator.id === admin.user.id,
    );
    if (adminSong) expect(adminSong.creator.isAdmin).toBeNull();
  });

  it('never puts an e-mail address in what anonymous visitors and strangers read over REST', async () => {
    const schedule = await stack.request('POST', `/api/groups/${choir.id}/schedules`, {
      cookie: owner.cookie,
      body: { name: 'Shared Service', isPublic: true },
    });
    await stack.request('POST', `/api/schedules/${schedule.body.id}/songs`, {
      cookie: owner.cookie,
      body: { songId: publicSong.id },
    });
    const reads = [
      ['GET', '/api/songs/public', undefined],
      ['GET', `/api/songs/public/${publicSong.id}`, undefined],
      ['GET', `/api/songs/public/search?q=public`, undefined],
      ['GET', `/api/schedules/share/${schedule.body.shareToken}`, undefined],
      ['GET', '/api/songs', outsider.cookie],
      ['GET', `/api/songs/${publicSong.id}`, outsider.cookie],
    ] as const;
    for (const [method, path, cookie] of reads) {
      const res = await stack.request(method, path, { cookie });
      expect(res.status, path).toBe(200);
      expect(res.text, path).not.toContain(owner.email);
      expect(res.text, path).not.toContain('"email"');
      expect(res.text, path).not.toContain('"isAdmin"');
    }
  });

  it("shows members' e-mail addresses to the group's members over REST", async () => {
    const res = await stack.request<{ userId: string; user: { email: string | null } }[]>(
      'GET',
      `/api/groups/${choir.id}/members`,
      { cookie: member.cookie },
    );
    expect(res.status).toBe(200);
    expect(res.body.map((m) => [m.userId, m.user.email])).toEqual([
      [owner.user.id, owner.email],
      [member.user.id, member.email],
    ]);
  });
});

describe('bounded search text', () => {
  it('answers 400 with a clear message to search text over 200 characters or 12 words', async () => {
    const long = 'a'.repeat(201);
    const wordy = Array.from({ length: 13 }, (_, i) => `w${i}`).join(' ');
    const cases = [
      [`/api/songs/search?q=${long}`, member.cookie, 'Search text must be 200 characters or less'],
      [
        `/api/songs/public/search?q=${long}`,
        undefined,
        'Search text must be 200 characters or less',
      ],
      [
        `/api/songs/search?search=${encodeURIComponent(wordy)}`,
        member.cookie,
        'Search text can have at most 12 words',
      ],
      [
        `/api/songs/public/search?q=${encodeURIComponent(wordy)}`,
        undefined,
        'Search text can have at most 12 words',
      ],
    ] as const;
    for (const [path, cookie, message] of cases) {
      const res = await stack.request('GET', path, { cookie });
      expect({ status: res.status, body: res.body }).toEqual({
        status: 400,
        body: { message, errors: { query: message } },
      });
    }
  });
});
