import { randomUUID } from 'node:crypto';
import type { Viewer } from '@worship/subgraph-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchKey } from '@worship/common';
import {
  ANON,
  codeOf,
  newUser,
  SONG_FIELDS,
  songInput,
  startSongsService,
  type SongsService,
} from '../test/harness';

let svc: SongsService;
beforeAll(async () => {
  svc = await startSongsService('songs_song');
});
afterAll(() => svc?.close());

const CREATE = `mutation($input: CreateSongInput!) { createSong(input: $input) { ${SONG_FIELDS} } }`;
const SONGS = `query($groupId: ID) { songs(groupId: $groupId) { id title } }`;
const SONG = `query($id: ID!) { song(id: $id) { id title } }`;
const PUBLIC_SONGS = `{ publicSongs { id title isPublic } }`;
const PUBLIC_SONG = `query($id: ID!) { publicSong(id: $id) { id title } }`;
const AUTHORS = `{ songAuthors }`;

const titles = (list: { title: string }[]) => list.map((s) => s.title);

describe('createSong', () => {
  it('stores the song with ordered stanzas and transliterations, and answers it in full', async () => {
    const creator = newUser();
    const groupId = svc.group(creator);
    const category = await svc.createCategory(creator, `Hymns ${randomUUID()}`, '#10B981');
    const song = await svc.createSong(creator, {
      title: '  യേശു എന്റെ രക്ഷകൻ ',
      language: 'malayalam',
      author: ' K. V. Simon ',
      artist: 'Choir',
      key: 'F#m',
      tempo: 72,
      copyright: 'Public domain',
      ccliNumber: '12345',
      translation: 'Jesus my saviour',
      categoryId: category.id,
      stanzas: [
        {
          lyrics: 'യേശു എന്റെ രക്ഷകൻ',
          transliterations: [
            { language: 'english', text: 'Yeshu ente rakshakan' },
            { language: 'tamil', text: '   ' },
            { language: 'hindi', text: 'येशु मेरे' },
          ],
        },
        { lyrics: 'Chorus line' },
      ],
    });
    expect(song).toMatchObject({
      title: 'യേശു എന്റെ രക്ഷകൻ',
      language: 'malayalam',
      author: 'K. V. Simon',
      artist: 'Choir',
      key: 'F#m',
      tempo: 72,
      copyright: 'Public domain',
      ccliNumber: '12345',
      translation: 'Jesus my saviour',
      transliteration: null,
      lyrics: 'യേശു എന്റെ രക്ഷകൻ\n\nChorus line',
      isPublic: true,
      groupId,
      createdBy: creator.userId,
      creator: { id: creator.userId },
      category: { id: category.id, name: category.name, color: '#10b981' },
      stanzas: [
        {
          position: 1,
          lyrics: 'യേശു എന്റെ രക്ഷകൻ',
          transliterations: [
            { language: 'english', text: 'Yeshu ente rakshakan' },
            { language: 'hindi', text: 'येशु मेरे' },
          ],
        },
        { position: 2, lyrics: 'Chorus line', transliterations: [] },
      ],
    });
    expect(new Date(song.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(song.updatedAt).toBe(song.createdAt);

    const [row] = await svc.rows('select * from songs.songs where id = $1', [song.id]);
    expect(row).toMatchObject({
      title: 'യേശു എന്റെ രക്ഷകൻ',
      author: 'K. V. Simon',
      group_id: groupId,
      category_id: category.id,
      created_by: creator.userId,
      is_public: true,
      tempo: 72,
      ccli_number: '12345',
    });
    // Found by title, author, lyrics and the transliterations kept, in any script.
    expect(row!.title_key).toBe(searchKey('യേശു എന്റെ രക്ഷകൻ'));
    expect(row!.search_key).toBe(
      searchKey(
        [
          'യേശു എന്റെ രക്ഷകൻ',
          'K. V. Simon',
          'യേശു എന്റെ രക്ഷകൻ',
          'Yeshu ente rakshakan',
          'येशु मेरे',
          'Chorus line',
        ].join('\n'),
      ),
    );
    const translits = await svc.rows(
      `select t.position, t.language, t.text from songs.transliterations t
        join songs.stanzas s on s.id = t.stanza_id where s.song_id = $1 order by t.position`,
      [song.id],
    );
    expect(translits).toEqual([
      { position: 1, language: 'english', text: 'Yeshu ente rakshakan' },
      { position: 2, language: 'hindi', text: 'येशु मेरे' },
    ]);
  });

  it('answers absent optional fields as null, and takes isPublic: false', async () => {
    const song = await svc.createSong(newUser(), {
      author: '',
      isPublic: false,
      categoryId: 'none',
    });
    expect(song).toMatchObject({
      author: null,
      artist: null,
      key: null,
      tempo: null,
      copyright: null,
      ccliNumber: null,
      translation: null,
      category: null,
      isPublic: false,
      groupId: null,
    });
  });

  it("puts the song in the creator's first group when none is named, else in the named one", async () => {
    const creator = newUser();
    const first = svc.group(creator);
    const second = svc.group(creator);
    expect((await svc.createSong(creator)).groupId).toBe(first);
    expect((await svc.createSong(creator, { groupId: second })).groupId).toBe(second);
    expect((await svc.createSong(creator, { groupId: second.toUpperCase() })).groupId).toBe(second);
    expect((await svc.createSong(creator, { groupId: '' })).groupId).toBe(first);
  });

  it.each([
    ['a group the creator does not belong to', () => svc.group(newUser())],
    ['an unknown group', () => randomUUID()],
    ['a malformed id', () => 'not-a-uuid'],
  ])('refuses %s with NOT_FOUND and stores nothing', async (_label, groupId) => {
    const creator = newUser();
    svc.group(creator);
    const before = await svc.snapshot();
    const result = await svc.gql(CREATE, { input: songInput({ groupId: groupId() }) }, creator);
    expect(codeOf(result)).toBe('NOT_FOUND');
    expect(result.errors?.[0]?.message).toBe('Group not found');
    expect(await svc.snapshot()).toEqual(before);
  });

  it('checks the group before the input: an outsider learns nothing from a validation message', async () => {
    const creator = newUser();
    const input = songInput({ groupId: svc.group(newUser()), title: '' });
    const result = await svc.gql(CREATE, { input }, creator);
    expect(codeOf(result)).toBe('NOT_FOUND');
    expect(result.errors?.[0]?.message).toBe('Group not found');
  });

  it.each([
    [{ title: '' }, 'title', 'Song title is required'],
    [{ title: '   ' }, 'title', 'Song title is required'],
    [{ title: null }, 'title', 'Song title is required'],
    [{ title: 'x'.repeat(201) }, 'title', 'Title must be 200 characters or less'],
    [{ language: null }, 'language', 'Please select a primary language'],
    [{ language: 'latin' }, 'language', 'Please select a primary language'],
    [{ stanzas: [] }, 'stanzas', 'At least one stanza is required'],
    [{ stanzas: null }, 'stanzas', 'At least one stanza is required'],
    [{ stanzas: [{ lyrics: ' ' }] }, 'stanzas.0.lyrics', 'Lyrics are required'],
    [
      { stanzas: [{ lyrics: 'a', transliterations: [{ language: '', text: 'text' }] }] },
      'stanzas.0.transliterations.0.language',
      'Please select a language',
    ],
    [
      { stanzas: [{ lyrics: 'a', transliterations: [{ language: 'urdu', text: 'text' }] }] },
      'stanzas.0.transliterations.0.language',
      'Please select a language',
    ],
    [{ author: 'a'.repeat(201) }, 'author', 'Author must be 200 characters or less'],
    [{ key: 'k'.repeat(21) }, 'key', 'Key must be a key such as G, F#m or Bb'],
    [{ capo: 12 }, 'capo', 'Capo must be a whole number from 0 to 11'],
    [{ sectionOrder: [2] }, 'sectionOrder', 'Section order must name stanzas 1 to 1'],
    [{ tempo: 0 }, 'tempo', 'Tempo must be a whole number of beats per minute between 1 and 400'],
    [{ categoryId: randomUUID() }, 'categoryId', 'Category not found'],
    [{ categoryId: 'rock' }, 'categoryId', 'Category not found'],
  ])('refuses %j with the spec message and stores nothing', async (overrides, field, message) => {
    const before = await svc.snapshot();
    const result = await svc.gql(CREATE, { input: songInput(overrides) }, newUser());
    expect(codeOf(result)).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0]?.message).toBe(message);
    expect(result.errors?.[0]?.extensions?.fieldErrors).toEqual({ [field]: message });
    expect(await svc.snapshot()).toEqual(before);
  });

  it('refuses an anonymous caller and a request without the signed header, storing nothing', async () => {
    const before = await svc.snapshot();
    const result = await svc.gql(CREATE, { input: songInput() }, ANON);
    expect(codeOf(result)).toBe('UNAUTHENTICATED');
    expect(result.errors?.[0]?.message).toBe('Unauthorized');
    expect((await svc.gql(CREATE, { input: songInput() }, null)).status).toBe(401);
    expect(await svc.snapshot()).toEqual(before);
  });
});

describe('visibility', () => {
  /** A group with a member and a non-member, and songs of each kind. */
  async function world() {
    const owner = newUser();
    const member = newUser();
    const groupId = svc.group(owner, member);
    const outsider = newUser();
    const otherGroup = svc.group(outsider);
    const tag = randomUUID().slice(0, 8);
    const groupPrivate = await svc.createSong(owner, {
      title: `${tag} group private`,
      isPublic: false,
    });
    const groupPublic = await svc.createSong(member, { title: `${tag} group public` });
    const otherPrivate = await svc.createSong(outsider, {
      title: `${tag} other private`,
      isPublic: false,
      groupId: otherGroup,
    });
    const loner = newUser();
    const lonerPrivate = await svc.createSong(loner, {
      title: `${tag} loner private`,
      isPublic: false,
    });
    return {
      owner,
      member,
      outsider,
      loner,
      groupId,
      groupPrivate,
      groupPublic,
      otherPrivate,
      lonerPrivate,
      tag,
    };
  }

  const mine = async (viewer: Viewer, tag: string) =>
    titles((await svc.ok(SONGS, {}, viewer)).songs)
      .filter((t) => t.startsWith(tag))
      .sort();

  it("shows a member the group's songs, their own and public ones — never another group's private songs", async () => {
    const w = await world();
    expect(await mine(w.member, w.tag)).toEqual([
      `${w.tag} group private`,
      `${w.tag} group public`,
    ]);
    expect(await mine(w.outsider, w.tag)).toEqual([
      `${w.tag} group public`,
      `${w.tag} other private`,
    ]);
    // A creator without any group still sees their own private song.
    expect(await mine(w.loner, w.tag)).toEqual([`${w.tag} group public`, `${w.tag} loner private`]);
    expect(await mine(newUser(), w.tag)).toEqual([`${w.tag} group public`]);
  });

  it('answers song(id) for those who may see it and null for anyone else', async () => {
    const w = await world();
    const get = async (viewer: Viewer, id: string) =>
      (await svc.ok(SONG, { id }, viewer)).song?.title ?? null;
    expect(await get(w.member, w.groupPrivate.id)).toBe(`${w.tag} group private`);
    expect(await get(w.owner, w.groupPrivate.id.toUpperCase())).toBe(`${w.tag} group private`);
    expect(await get(w.outsider, w.groupPrivate.id)).toBeNull();
    expect(await get(w.member, w.otherPrivate.id)).toBeNull();
    expect(await get(w.loner, w.lonerPrivate.id)).toBe(`${w.tag} loner private`);
    expect(await get(w.member, w.lonerPrivate.id)).toBeNull();
    expect(await get(newUser(), w.groupPublic.id)).toBe(`${w.tag} group public`);
    expect(await get(w.member, randomUUID())).toBeNull();
    expect(await get(w.member, 'not-a-uuid')).toBeNull();
  });

  it('loses access to a group song once the member leaves the group', async () => {
    const w = await world();
    svc.leave(w.member, w.groupId);
    expect((await svc.ok(SONG, { id: w.groupPrivate.id }, w.member)).song).toBeNull();
  });

  it('filters by a group of the caller, and refuses a group they are not in with NOT_FOUND', async () => {
    const w = await world();
    const { songs } = await svc.ok(SONGS, { groupId: w.groupId }, w.member);
    expect(titles(songs).sort()).toEqual([`${w.tag} group private`, `${w.tag} group public`]);
    for (const groupId of [w.groupId, randomUUID(), 'junk']) {
      const result = await svc.gql(SONGS, { groupId }, w.outsider);
      expect(codeOf(result)).toBe('NOT_FOUND');
      expect(result.errors?.[0]?.message).toBe('Group not found');
    }
    // The group check comes before validation: a bad page size tells an outsider nothing.
    const badPage = await svc.gql(
      `query($groupId: ID) { songs(groupId: $groupId, limit: 5000) { id } }`,
      { groupId: w.groupId },
      w.outsider,
    );
    expect(codeOf(badPage)).toBe('NOT_FOUND');
  });

  it.each([SONGS, SONG, AUTHORS, `{ searchSongs(query: "x") { id } }`])(
    'refuses anonymous callers: %s',
    async (query) => {
      const result = await svc.gql(query, { id: randomUUID() }, ANON);
      expect(codeOf(result)).toBe('UNAUTHENTICATED');
    },
  );

  it('asks groups at most once per request, and never for an anonymous caller', async () => {
    const w = await world();
    svc.groups.calls.length = 0;
    await svc.ok(
      `query($id: ID!) { songs { id } a: song(id: $id) { id } b: song(id: $id) { id } songAuthors }`,
      { id: w.groupPrivate.id },
      w.member,
    );
    expect(svc.groups.calls).toEqual([w.member.userId]);
    svc.groups.calls.length = 0;
    await svc.ok(`{ publicSongs { id } searchPublicSongs(query: "grace") { id } }`, {}, ANON);
    expect(svc.groups.calls).toEqual([]);
  });

  it('fails the request rather than hide songs when groups cannot answer', async () => {
    const w = await world();
    svc.groups.setFailing(true);
    try {
      const result = await svc.gql(SONGS, {}, w.member);
      expect(codeOf(result)).toBe('INTERNAL_SERVER_ERROR');
      expect(result.data?.songs ?? null).toBeNull();
    } finally {
      svc.groups.setFailing(false);
    }
  });
});

describe('public songs', () => {
  it('lists, shows and hides by isPublic alone, for anyone', async () => {
    const creator = newUser();
    svc.group(creator);
    const shown = await svc.createSong(creator, { title: 'Public hymn' });
    const hidden = await svc.createSong(creator, { title: 'Private hymn', isPublic: false });
    for (const viewer of [ANON, newUser(), creator]) {
      const { publicSongs } = await svc.ok(PUBLIC_SONGS, {}, viewer);
      expect(publicSongs.every((s: { isPublic: boolean }) => s.isPublic)).toBe(true);
      expect(titles(publicSongs)).toContain('Public hymn');
      expect(titles(publicSongs)).not.toContain('Private hymn');
      expect((await svc.ok(PUBLIC_SONG, { id: shown.id }, viewer)).publicSong.title).toBe(
        'Public hymn',
      );
      // Not even its creator sees a private song on the public page.
      expect((await svc.ok(PUBLIC_SONG, { id: hidden.id }, viewer)).publicSong).toBeNull();
    }
    expect((await svc.ok(PUBLIC_SONG, { id: 'nope' }, ANON)).publicSong).toBeNull();
  });

  it('gives a card its lyric excerpt (150 characters) and transliteration previews (100)', async () => {
    const creator = newUser();
    svc.group(creator);
    const long = `${'a'.repeat(150)}b`;
    const song = await svc.createSong(creator, {
      title: 'Card fields',
      stanzas: [
        {
          lyrics: `  ${long}  `,
          transliterations: [
            { language: 'tamil', text: 't'.repeat(101) },
            { language: 'hindi', text: 'short' },
          ],
        },
        { lyrics: 'second stanza', transliterations: [{ language: 'english', text: 'later' }] },
      ],
    });
    const short = await svc.createSong(creator, { stanzas: [{ lyrics: 'Just this' }] });
    const CARDS = `query { publicSongs { id lyricsExcerpt transliterationPreviews { language text } } }`;
    const { publicSongs } = await svc.ok(CARDS, {}, ANON);
    const card = (id: string) => publicSongs.find((s: { id: string }) => s.id === id);
    expect(card(song.id)).toEqual({
      id: song.id,
      lyricsExcerpt: `${'a'.repeat(150)}…`,
      transliterationPreviews: [
        { language: 'tamil', text: `${'t'.repeat(100)}…` },
        { language: 'hindi', text: 'short' },
      ],
    });
    expect(card(short.id)).toEqual({
      id: short.id,
      lyricsExcerpt: 'Just this',
      transliterationPreviews: [],
    });
  });

  it('pages newest first', async () => {
    const creator = newUser();
    for (const n of [1, 2, 3]) await svc.createSong(creator, { title: `Paged ${n}` });
    const { publicSongs } = await svc.ok(`{ publicSongs(limit: 2) { title } }`, {}, ANON);
    expect(titles(publicSongs)).toEqual(['Paged 3', 'Paged 2']);
    const next = await svc.ok(`{ publicSongs(limit: 1, offset: 2) { title } }`, {}, ANON);
    expect(titles(next.publicSongs)).toEqual(['Paged 1']);
    const bad = await svc.gql(`{ publicSongs(limit: 5000) { title } }`, {}, ANON);
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
  });
});

describe('songAuthors', () => {
  it('lists the distinct non-empty authors of visible songs, sorted case-insensitively', async () => {
    const me = newUser();
    const groupId = svc.group(me);
    const teammate = newUser();
    svc.join(teammate, groupId);
    const stranger = newUser();
    const tag = randomUUID().slice(0, 6);
    await svc.createSong(me, { author: `${tag} zeta` });
    await svc.createSong(teammate, { author: `${tag} Alpha`, isPublic: false });
    await svc.createSong(teammate, { author: `${tag} Alpha` });
    await svc.createSong(me, { author: `${tag} beta`, isPublic: false });
    await svc.createSong(me, { author: '   ' });
    await svc.createSong(stranger, { author: `${tag} Hidden`, isPublic: false });
    await svc.createSong(stranger, { author: `${tag} Gamma` });

    const authors = (await svc.ok(AUTHORS, {}, me)).songAuthors.filter((a: string) =>
      a.startsWith(tag),
    );
    expect(authors).toEqual([`${tag} Alpha`, `${tag} beta`, `${tag} Gamma`, `${tag} zeta`]);
    const theirs = (await svc.ok(AUTHORS, {}, stranger)).songAuthors.filter((a: string) =>
      a.startsWith(tag),
    );
    expect(theirs).toEqual([`${tag} Alpha`, `${tag} Gamma`, `${tag} Hidden`, `${tag} zeta`]);
  });
});

describe('loading a page of songs', () => {
  it('costs the same number of queries for 1 song as for 20 (no N+1)', async () => {
    const query = `query($g: ID) { songs(groupId: $g) { ${SONG_FIELDS} } }`;
    const categories = [
      await svc.createCategory(newUser(), `N1 ${randomUUID()}`),
      await svc.createCategory(newUser(), `N1 ${randomUUID()}`),
    ];
    const seed = async (count: number) => {
      const owner = newUser();
      const groupId = svc.group(owner);
      for (let i = 0; i < count; i++)
        await svc.createSong(owner, {
          title: `Song ${i}`,
          categoryId: categories[i % 2]!.id,
          stanzas: [
            {
              lyrics: 'one',
              transliterations: [
                { language: 'tamil', text: 'a' },
                { language: 'hindi', text: 'b' },
              ],
            },
            { lyrics: 'two', transliterations: [{ language: 'english', text: 'c' }] },
          ],
        });
      return { owner, groupId };
    };
    const count = async ({ owner, groupId }: Awaited<ReturnType<typeof seed>>) => {
      svc.queries.length = 0;
      const { songs } = await svc.ok(query, { g: groupId }, owner);
      return { queries: svc.queries.length, songs };
    };
    const small = await count(await seed(1));
    const large = await count(await seed(20));
    expect(small.songs).toHaveLength(1);
    expect(large.songs).toHaveLength(20);
    expect(large.songs[0].stanzas[0].transliterations).toHaveLength(2);
    expect(large.queries).toBe(small.queries);
    // songs, stanzas, transliterations, categories
    expect(large.queries).toBe(4);
  });
});
