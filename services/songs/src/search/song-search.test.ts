import { randomInt, randomUUID } from 'node:crypto';
import { SEARCH_KEY_VERSION, typosAllowed } from '@worship/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_SCOPE } from '../membership/membership.access';
import { ANON, codeOf, newUser, startSongsService, type SongsService } from '../test/harness';
import type { SongScope } from '../song/song.read-model';
import { refreshSearchIndex } from './search-index';
import { findSomethingSelect } from './search-suggestions';
import { nearWords, nearWordsSelect, similarWordsSelect } from './search-words';
import { exactSelect, forgivingSelect, songSearchOf } from './song-search';

let svc: SongsService;
beforeAll(async () => {
  svc = await startSongsService('songs_forgiving');
});
afterAll(() => svc?.close());

const SEARCH = `query($q: String!, $groupId: ID) {
  searchSongs(query: $q, groupId: $groupId) { id title }
}`;
const PUBLIC_SEARCH = `query($q: String!) { searchPublicSongs(query: $q) { id title } }`;
const SUGGEST = `query($q: String!, $language: String, $categoryId: ID, $groupId: ID) {
  songSearchSuggestions(query: $q, language: $language, categoryId: $categoryId, groupId: $groupId)
}`;
const PUBLIC_SUGGEST = `query($q: String!) { publicSongSearchSuggestions(query: $q) }`;

/**
 * A made-up word of letters the fold keeps as they are (consonant, vowel, …), unique to a test:
 * its typos fold to typos of its key, and no other test's song holds it or a word near it.
 */
function madeUpWord(length = 10): string {
  // No n (ntr folds to nr), no u or i (ou and ai fold): a dropped letter must not fold away.
  const consonants = 'kmprtlsv';
  const vowels = 'ao';
  let word = '';
  for (let i = 0; i < length; i++) {
    const letters = i % 2 ? vowels : consonants;
    let letter = letters[randomInt(letters.length)] as string;
    // No consonant twice within two places: a swap must change the word.
    while (i % 2 === 0 && word.at(-2) === letter)
      letter = letters[randomInt(letters.length)] as string;
    word += letter;
  }
  return word;
}

const titlesOf = async (q: string, viewer = ANON as Parameters<SongsService['ok']>[2]) =>
  (
    (await svc.ok(viewer === ANON ? PUBLIC_SEARCH : SEARCH, { q }, viewer)) as Record<
      string,
      { title: string }[]
    >
  )[viewer === ANON ? 'searchPublicSongs' : 'searchSongs']!.map((s) => s.title);

describe('forgiving search', () => {
  it('finds a word with a letter missing, doubled, changed or two letters swapped, below exact matches', async () => {
    const me = newUser();
    svc.group(me);
    const w = madeUpWord();
    await svc.createSong(me, { title: `Exact ${w}`, isPublic: true });
    // One letter more than the word: two edits from each typo below, which a 10-letter word allows.
    await svc.createSong(me, { title: 'Near', stanzas: [{ lyrics: `sing ${w}k loud` }] });
    const typos = [
      // Letters at odd places are vowels: dropping or swapping one never makes "oo" (which folds).
      w.slice(0, 5) + w.slice(6), // missing
      w.slice(0, 5) + w[4] + w.slice(5), // doubled consonant (folds like the word: no typo at all)
      w.slice(0, 3) + (w[3] === 'a' ? 'o' : 'a') + w.slice(4), // changed vowel
      w.slice(0, 5) + w[6] + w[5] + w.slice(7), // swapped
    ];
    for (const typo of typos) {
      const found = await titlesOf(typo, me);
      expect(found[0], typo).toBe(`Exact ${w}`);
      expect(found, typo).toContain('Near');
    }
    // The exact word ranks the exact song first and still lists the near one after it.
    expect(await titlesOf(w, me)).toEqual([`Exact ${w}`, 'Near']);
  });

  it('forgives typos in English and in romanized Malayalam, Tamil and Hindi, word by word', async () => {
    const me = newUser();
    svc.group(me);
    const w = madeUpWord();
    await svc.createSong(me, { title: `Amazing grace ${w}` });
    await svc.createSong(me, {
      title: `എന്റെ സ്നേഹിതൻ ${w}`,
      language: 'malayalam',
      stanzas: [{ lyrics: 'യേശു എന്റെ സ്നേഹിതൻ' }],
    });
    await svc.createSong(me, {
      title: `ஸ்தோத்திரம் ${w}`,
      language: 'tamil',
      stanzas: [{ lyrics: 'இயேசுவுக்கு ஸ்தோத்திரம்' }],
    });
    await svc.createSong(me, {
      title: `परमेश्वर ${w}`,
      language: 'hindi',
      stanzas: [{ lyrics: 'परमेश्वर महान है' }],
    });
    const cases: [string, string][] = [
      [`amazng grace ${w}`, `Amazing grace ${w}`],
      [`${w} graec`, `Amazing grace ${w}`],
      [`snehtihan ${w}`, `എന്റെ സ്നേഹിതൻ ${w}`],
      [`snehithn ${w}`, `എന്റെ സ്നേഹിതൻ ${w}`],
      [`sthothram ${w}`, `ஸ்தோத்திரம் ${w}`],
      [`parmehswar ${w}`, `परमेश्वर ${w}`],
    ];
    for (const [query, title] of cases) expect(await titlesOf(query, me), query).toEqual([title]);
  });

  it('folds the usual romanizations of one word alike: ñ, chillu endings, alias prefixes', async () => {
    const me = newUser();
    svc.group(me);
    const w = madeUpWord();
    await svc.createSong(me, {
      title: `ഞാൻ ${w}`,
      language: 'malayalam',
      stanzas: [{ lyrics: 'അവൻ എന്റെ രക്ഷകൻ' }],
    });
    await svc.createSong(me, {
      title: `ஞானம் ${w}`,
      language: 'tamil',
      stanzas: [{ lyrics: 'ஓசன்னா' }],
    });
    await svc.createSong(me, { title: `Hallelujah ${w}`, stanzas: [{ lyrics: 'sing' }] });
    // ñ-words: ഞാൻ is the whole word, ஞானம் starts with it.
    for (const q of [`njan ${w}`, `nyan ${w}`, `gnan ${w}`])
      expect(await titlesOf(q, me), q).toEqual([`ഞാൻ ${w}`, `ஞானம் ${w}`]);
    for (const q of [`avanu ${w}`, `rakshakanu ${w}`])
      expect(await titlesOf(q, me), q).toEqual([`ഞാൻ ${w}`]);
    for (const q of [`gnanam ${w}`, `nyanam ${w}`, `osanna ${w}`, `hosa ${w}`])
      expect(await titlesOf(q, me), q).toEqual([`ஞானம் ${w}`]);
    for (const q of [`hallel ${w}`, `alleluia ${w}`])
      expect(await titlesOf(q, me), q).toEqual([`Hallelujah ${w}`]);
  });

  it('ranks the English song holding an English word first, whole words before parts of words', async () => {
    const me = newUser();
    svc.group(me);
    const w = madeUpWord();
    await svc.createSong(me, {
      title: 'English',
      language: 'english',
      stanzas: [{ lyrics: `Lead me on the path ${w}` }],
    });
    await svc.createSong(me, {
      title: 'Pathway',
      language: 'english',
      stanzas: [{ lyrics: `the pathway ${w}` }],
    });
    // Newer, so newest-first alone would list it first.
    await svc.createSong(me, {
      title: 'Hindi',
      language: 'hindi',
      stanzas: [{ lyrics: `प्रभु का पथ ${w}` }],
    });
    expect(await titlesOf(`path ${w}`, me)).toEqual(['English', 'Hindi', 'Pathway']);
    // Typed in Devanagari, the query is not English: the newer song leads.
    expect(await titlesOf(`पथ ${w}`, me)).toEqual(['Hindi', 'English', 'Pathway']);
  });

  it('finds nothing loosely for words of fewer than 4 folded letters', async () => {
    const me = newUser();
    svc.group(me);
    const w = madeUpWord();
    await svc.createSong(me, { title: `Tin ${w}` });
    expect(await titlesOf(`tun ${w}`, me)).toEqual([]);
    expect(await titlesOf(`tin ${w}`, me)).toEqual([`Tin ${w}`]);
  });

  it('finds only songs the caller may see, loosely too', async () => {
    const owner = newUser();
    const groupId = svc.group(owner);
    const outsider = newUser();
    svc.group(outsider);
    const w = madeUpWord();
    await svc.createSong(owner, { title: `Private ${w}`, groupId, isPublic: false });
    const typo = w.slice(0, 5) + w.slice(6);
    expect(await titlesOf(typo, owner)).toEqual([`Private ${w}`]);
    expect(await titlesOf(typo, outsider)).toEqual([]);
    expect(await titlesOf(typo)).toEqual([]);
  });
});

describe('"no results" suggestions', () => {
  it('offers the nearest spellings that would find a song, as the songs write them', async () => {
    const me = newUser();
    svc.group(me);
    const w = madeUpWord();
    await svc.createSong(me, {
      title: `കർത്താവ് ${w}`,
      language: 'malayalam',
      isPublic: true,
    });
    await svc.createSong(me, { title: `Faithfulness ${w}`, isPublic: true });
    // Three letters off: too far to search loosely, near enough to suggest.
    const far = `${w.slice(0, 6)}xxx`;
    const { songSearchSuggestions } = await svc.ok(SUGGEST, { q: `karthaavi ${far}` }, me);
    expect(songSearchSuggestions).toEqual([`കർത്താവ് ${w}`]);
    expect(
      (await svc.ok(PUBLIC_SUGGEST, { q: `faihtfulness ${far}` })).publicSongSearchSuggestions,
    ).toEqual([`faithfulness ${w}`]);
    // A word that finds songs on its own stays as typed (lower-cased, as search reads it).
    expect((await svc.ok(SUGGEST, { q: `Faithfulness ${far}` }, me)).songSearchSuggestions).toEqual(
      [`faithfulness ${w}`],
    );
  });

  it('suggests nothing when every word finds songs, for a blank query or a malformed category', async () => {
    const me = newUser();
    svc.group(me);
    const w = madeUpWord();
    await svc.createSong(me, { title: `Found ${w}` });
    for (const variables of [{ q: `found ${w}` }, { q: '  ' }, { q: `${w}x`, categoryId: 'nope' }])
      expect((await svc.ok(SUGGEST, variables, me)).songSearchSuggestions).toEqual([]);
  });

  it("never suggests a word only others' private songs hold: anonymous, non-member, member", async () => {
    const owner = newUser();
    const groupId = svc.group(owner);
    const outsider = newUser();
    svc.group(outsider);
    const w = madeUpWord();
    await svc.createSong(owner, { title: `Secret ${w}`, groupId, isPublic: false });
    const q = `${w.slice(0, 7)}xxx`;
    // Other tests' public words may be suggested too: what matters is whose gets this one.
    expect((await svc.ok(SUGGEST, { q }, owner)).songSearchSuggestions[0]).toBe(w);
    expect((await svc.ok(SUGGEST, { q }, outsider)).songSearchSuggestions).not.toContain(w);
    expect((await svc.ok(PUBLIC_SUGGEST, { q })).publicSongSearchSuggestions).not.toContain(w);
    // A group the caller is not in is refused, as the search refuses it.
    const refused = await svc.gql(SUGGEST, { q, groupId }, outsider);
    expect(codeOf(refused)).toBe('NOT_FOUND');
    expect(refused.errors?.[0]?.message).toBe('Group not found');
    expect(refused.data).toBeNull();
  });

  it('refuses search text over 200 characters, as the search does', async () => {
    const refused = await svc.gql(PUBLIC_SUGGEST, { q: 'a'.repeat(201) });
    expect(codeOf(refused)).toBe('BAD_USER_INPUT');
    expect(refused.errors?.[0]?.message).toBe('Search text must be 200 characters or less');
  });
});

describe('the search vocabulary', () => {
  it('holds each saved word once with its first writing, and edits add their new words', async () => {
    const me = newUser();
    svc.group(me);
    const w = madeUpWord();
    const song = await svc.createSong(me, { title: `Vocabulary ${w}`, stanzas: [{ lyrics: 'x' }] });
    const rowsOf = () =>
      svc.rows<{ word: string; spelling: string }>(
        `select word, spelling from songs.search_words where spelling like $1 order by word`,
        [`%${w}%`],
      );
    expect(await rowsOf()).toEqual([{ word: w, spelling: w }]);
    await svc.ok(
      `mutation($id: ID!, $input: UpdateSongInput!) { updateSong(id: $id, input: $input) { id } }`,
      { id: song.id, input: { title: `Vocabulary ${w} ${w}zz` } },
      me,
    );
    expect((await rowsOf()).map((row) => row.spelling)).toEqual([w, `${w}zz`]);
  });

  it('is rebuilt with the keys when the key version changes', async () => {
    const me = newUser();
    svc.group(me);
    const w = madeUpWord();
    const song = await svc.createSong(me, { title: `Rebuilt ${w}` });
    await svc.rows(
      `update songs.songs set search_key = 'stale', title_key = 'stale' where id = $1`,
      [song.id],
    );
    await svc.rows(`delete from songs.search_words where word = $1`, [w]);
    await svc.rows(`update songs.search_state set key_version = 0`);
    expect(await titlesOf(w, me)).toEqual([]);

    expect(await refreshSearchIndex(svc.orm.em.fork())).toBeGreaterThan(0);
    expect(await titlesOf(w, me)).toEqual([`Rebuilt ${w}`]);
    expect(await svc.rows(`select spelling from songs.search_words where word = $1`, [w])).toEqual([
      { spelling: w },
    ]);
    expect(await svc.rows(`select key_version from songs.search_state`)).toEqual([
      { key_version: SEARCH_KEY_VERSION },
    ]);
    // Current keys: nothing to do.
    expect(await refreshSearchIndex(svc.orm.em.fork())).toBeNull();
  });

  it('finds near words by one edit (equality) and, for long words, two (trigram similarity)', async () => {
    const me = newUser();
    svc.group(me);
    const w = madeUpWord(12);
    await svc.createSong(me, { title: `Near ${w}` });
    const em = svc.orm.em.fork();
    const two = w.slice(0, 3) + w.slice(4, 8) + w.slice(9); // two letters dropped
    const near = (key: string, prefix = false) =>
      nearWords(em, [{ key, typos: typosAllowed(key.length), prefix }]).then((m) =>
        m.get(key)?.map((near) => near.word),
      );
    expect(await near(w.slice(1))).toEqual([w]);
    expect(await near(two)).toEqual([w]);
    // Half typed, with a typo: the start of the word, one edit off.
    const start = w.slice(0, 5) + (w[5] === 'a' ? 'o' : 'a') + w.slice(6, 7);
    expect(await near(start)).toBeUndefined();
    expect(await near(start, true)).toEqual([w]);
    // Three letters more: neither the word nor its start is near, however similar.
    const far = w.slice(0, 4) + 'vuv' + w.slice(4);
    expect(await near(far, true)).toBeUndefined();
    // Words under 7 letters: one edit only.
    const short = madeUpWord(6);
    await svc.createSong(me, { title: `Short ${short}` });
    const oneOff = short.slice(0, 5);
    const twoOff = short.slice(0, 3) + short.slice(4, 5);
    expect(await near(oneOff)).toContain(short);
    expect((await near(twoOff)) ?? []).not.toContain(short);
  });
});

describe('query plans at scale: no search query reads the whole table', () => {
  // Filler songs and words and fresh statistics, so the planner chooses as it would on a real
  // library (on a handful of rows any plan is right).
  beforeAll(async () => {
    await svc.rows(`insert into "songs"."songs"
        ("id", "title", "language", "created_by", "search_key", "title_key", "is_public")
      select gen_random_uuid(), 'filler ' || i, 'english', gen_random_uuid(),
        md5(i::text) || ' ' || md5((i * 7)::text), 'filler ' || i, i % 2 = 0
      from generate_series(1, 3000) i`);
    await svc.rows(`insert into "songs"."search_words" ("word", "spelling")
      select md5(i::text), md5(i::text) from generate_series(1, 20000) i on conflict do nothing`);
    await svc.rows('analyze "songs"."songs"');
    await svc.rows('analyze "songs"."search_words"');
  });

  /** The plan of a statement with sequential scans forbidden: can the indexes serve it at all? */
  const planOf = async ({ sql, params }: { sql: string; params: unknown[] }) =>
    svc.orm.em.fork().transactional(async (tx) => {
      await tx.execute('set local enable_seqscan = off');
      const rows = await tx.execute<{ 'QUERY PLAN': string }[]>(`explain ${sql}`, params);
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });

  const member: SongScope = { userId: randomUUID(), groupIds: [randomUUID()], publicOnly: false };

  it('serves the forgiving groups through songs_search_key_trgm_index', async () => {
    const { words } = songSearchOf('amazng grace');
    const near = new Map([
      [
        words[0]!,
        [
          { word: 'amasink', closeness: 3 },
          { word: 'amasin', closeness: 1 },
        ],
      ],
    ]);
    for (const scope of [PUBLIC_SCOPE, member]) {
      const plan = await planOf(forgivingSelect(scope, {}, words, near, 51));
      expect(plan).toContain('songs_search_key_trgm_index');
      expect(plan).toContain('songs_title_key_trgm_index');
      expect(plan).not.toMatch(/Seq Scan/);
    }
  });

  it('serves the exact groups of a several-word query through the indexes', async () => {
    for (const scope of [PUBLIC_SCOPE, member]) {
      const plan = await planOf(
        exactSelect(scope, {}, songSearchOf('yeshu ente rakshakan').words, 51),
      );
      expect(plan).toContain('songs_search_key_trgm_index');
      expect(plan).not.toMatch(/Seq Scan/);
    }
  });

  it('looks near words up by the primary key and the trigram index of the vocabulary', async () => {
    const plan = await planOf(
      nearWordsSelect([
        { key: 'amasnk', typos: 1, prefix: false },
        { key: 'snihtihan', typos: 2, prefix: true },
      ]),
    );
    expect(plan).toContain('search_words_pkey');
    expect(plan).toContain('search_words_word_trgm_index');
    expect(plan).not.toMatch(/Seq Scan/);
    const similar = await planOf(similarWordsSelect('snihtihan', 5));
    expect(similar).toContain('search_words_word_trgm_index');
    expect(similar).not.toMatch(/Seq Scan/);
  });

  it('checks suggestions through songs_search_key_trgm_index', async () => {
    for (const scope of [PUBLIC_SCOPE, member]) {
      const plan = await planOf(
        findSomethingSelect(scope, {}, [['amasink', 'krasi'], ['snihitan']]),
      );
      expect(plan).toContain('songs_search_key_trgm_index');
      expect(plan).not.toMatch(/Seq Scan/);
    }
  });
});
