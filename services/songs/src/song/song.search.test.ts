import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryKey } from '@worship/common';
import { PUBLIC_SCOPE } from '../membership/membership.access';
import { ANON, codeOf, newUser, startSongsService, type SongsService } from '../test/harness';
import { exactSelect, songSearchOf } from '../search/song-search';
import type { SongScope } from './song.read-model';

let svc: SongsService;
beforeAll(async () => {
  svc = await startSongsService('songs_search');
});
afterAll(() => svc?.close());

const SEARCH = `query($q: String!, $language: String, $categoryId: ID, $groupId: ID, $limit: Int, $offset: Int) {
  searchSongs(query: $q, language: $language, categoryId: $categoryId, groupId: $groupId, limit: $limit, offset: $offset) { id title }
}`;
const PUBLIC_SEARCH = `query($q: String!, $language: String, $categoryId: ID) {
  searchPublicSongs(query: $q, language: $language, categoryId: $categoryId) { id title }
}`;

const titles = (list: { title: string }[]) => list.map((s) => s.title);

/**
 * A word no other test's songs contain, so each test sees only its own songs. Long: folding
 * shortens it (doubled letters, ee → i…), and a short key can occur inside another test's word.
 */
const uniqueWord = () => `z${`${randomUUID()}${randomUUID()}`.replace(/[^a-f]/g, '').slice(0, 16)}`;

describe('searchSongs', () => {
  it('ranks title matches first (whole query, then every word), then the rest', async () => {
    const me = newUser();
    svc.group(me);
    const w = uniqueWord();
    await svc.createSong(me, { title: 'Lyrics only', stanzas: [{ lyrics: `sing ${w} grace` }] });
    await svc.createSong(me, { title: `${w} and then grace`, stanzas: [{ lyrics: 'x' }] });
    await svc.createSong(me, { title: `Amazing ${w} grace`, stanzas: [{ lyrics: 'y' }] });
    await svc.createSong(me, { title: 'By author', author: `${w} Grace Smith` });
    await svc.createSong(me, {
      title: 'In a transliteration',
      stanzas: [{ lyrics: 'z', transliterations: [{ language: 'tamil', text: `${w} grace` }] }],
    });
    await svc.createSong(me, { title: 'Only one word', stanzas: [{ lyrics: w }] });

    const { searchSongs } = await svc.ok(SEARCH, { q: `${w} grace` }, me);
    const found = titles(searchSongs);
    expect(found.slice(0, 2)).toEqual([`Amazing ${w} grace`, `${w} and then grace`]);
    expect(found.slice(2).sort()).toEqual(['By author', 'In a transliteration', 'Lyrics only']);
    expect(found).not.toContain('Only one word');

    // A single word: both title matches lead; case and spacing of the query do not matter.
    const single = titles((await svc.ok(SEARCH, { q: `  ${w.toUpperCase()} ` }, me)).searchSongs);
    expect(single).toHaveLength(6);
    expect(single.slice(0, 2).sort()).toEqual([`${w} and then grace`, `Amazing ${w} grace`].sort());
  });

  it('ranks the title that is the query, titles starting with it, holding its words, then the rest; pages', async () => {
    const me = newUser();
    svc.group(me);
    const w = uniqueWord();
    const make = (title: string, lyrics = 'x') =>
      svc.createSong(me, { title, stanzas: [{ lyrics }] });
    // Oldest first: within a group the newest leads.
    await make('In the lyrics, older', `${w} grace`);
    await make(`Grace and ${w}`);
    await make(`${w} grace again`);
    await make(`${w} Grace`);
    await make('In the lyrics, newer', `grace ${w}`);
    await make(`Holy ${w} grace`);
    await make(`${w} grace, the hymn`);

    const search = async (vars: Record<string, unknown>) =>
      titles((await svc.ok(SEARCH, { q: `${w} grace`, ...vars }, me)).searchSongs);
    const ranked = [
      `${w} Grace`,
      `${w} grace, the hymn`,
      `${w} grace again`,
      `Holy ${w} grace`,
      `Grace and ${w}`,
      'In the lyrics, newer',
      'In the lyrics, older',
    ];
    expect(await search({})).toEqual(ranked);
    // Pages cut across the groups without repeats or gaps.
    const pages = [];
    for (let offset = 0; offset < ranked.length; offset += 3)
      pages.push(...(await search({ limit: 3, offset })));
    expect(pages).toEqual(ranked);
  });

  it('lets a word that folds to one letter match only at the start of a word', async () => {
    const me = newUser();
    const group = svc.group(me);
    // uniqueWord() starts with z, itself an s-word once folded.
    const w = `m${uniqueWord().slice(1)}`;
    const lyrics = [{ lyrics: 'Amazing grace' }];
    await svc.createSong(me, { title: `${w} Amazing`, groupId: group, stanzas: lyrics });
    await svc.createSong(me, { title: `${w} Zion`, groupId: group, stanzas: lyrics });
    // `zzzz` folds to `z`: inside "amazing" it is noise, at the start of "Zion" it is a match.
    const found = titles(
      (await svc.ok(SEARCH, { q: `${w} zzzz`, groupId: group }, me)).searchSongs,
    );
    expect(found).toEqual([`${w} Zion`]);
  });

  it('applies the language, category and group filters', async () => {
    const me = newUser();
    const groupA = svc.group(me);
    const groupB = svc.group(me);
    const w = uniqueWord();
    const cat = await svc.createCategory(me, `Cat ${w}`);
    await svc.createSong(me, { title: `${w} english A`, groupId: groupA, categoryId: cat.id });
    await svc.createSong(me, { title: `${w} tamil A`, language: 'tamil', groupId: groupA });
    await svc.createSong(me, {
      title: `${w} tamil B`,
      language: 'tamil',
      groupId: groupB,
      categoryId: cat.id,
    });

    const search = async (vars: Record<string, unknown>) =>
      titles((await svc.ok(SEARCH, { q: w, ...vars }, me)).searchSongs).sort();
    expect(await search({ language: 'tamil' })).toEqual([`${w} tamil A`, `${w} tamil B`]);
    expect(await search({ categoryId: cat.id })).toEqual([`${w} english A`, `${w} tamil B`]);
    expect(await search({ groupId: groupA })).toEqual([`${w} english A`, `${w} tamil A`]);
    expect(await search({ groupId: groupB, language: 'tamil', categoryId: cat.id })).toEqual([
      `${w} tamil B`,
    ]);
    expect(await search({ language: '', categoryId: '' })).toHaveLength(3);
    expect(await search({ categoryId: randomUUID() })).toEqual([]);
    expect(await search({ categoryId: cat.id.toUpperCase() })).toHaveLength(2);
    expect(await search({ categoryId: 'not-a-category' })).toEqual([]);
    const anon = await svc.ok(PUBLIC_SEARCH, { q: w, categoryId: 'none' }, ANON);
    expect(anon.searchPublicSongs).toEqual([]);
    expect(await search({ limit: 1 })).toHaveLength(1);
  });

  it('refuses an unknown language and a group the caller is not in', async () => {
    const me = newUser();
    const unknown = await svc.gql(SEARCH, { q: 'grace', language: 'xyz' }, me);
    expect(codeOf(unknown)).toBe('BAD_USER_INPUT');
    expect(unknown.errors?.[0]?.message).toBe('Unknown language: xyz');
    expect(unknown.errors?.[0]?.extensions?.fieldErrors).toEqual({
      language: 'Unknown language: xyz',
    });
    const other = await svc.gql(SEARCH, { q: 'grace', groupId: svc.group(newUser()) }, me);
    expect(codeOf(other)).toBe('NOT_FOUND');
    expect(other.errors?.[0]?.message).toBe('Group not found');
    const publicUnknown = await svc.gql(PUBLIC_SEARCH, { q: 'grace', language: 'latin' }, ANON);
    expect(publicUnknown.errors?.[0]?.message).toBe('Unknown language: latin');
  });

  it('refuses search text over 200 characters or 12 words, signed in and public alike', async () => {
    const me = newUser();
    svc.group(me);
    const cases = [
      ['a'.repeat(201), 'Search text must be 200 characters or less'],
      [
        Array.from({ length: 13 }, (_, i) => `w${i}`).join(' '),
        'Search text can have at most 12 words',
      ],
    ] as const;
    for (const [q, message] of cases) {
      for (const [query, viewer] of [
        [SEARCH, me],
        [PUBLIC_SEARCH, ANON],
      ] as const) {
        const result = await svc.gql(query, { q }, viewer);
        expect(codeOf(result)).toBe('BAD_USER_INPUT');
        expect(result.errors?.[0]?.message).toBe(message);
        expect(result.errors?.[0]?.extensions?.fieldErrors).toEqual({ query: message });
      }
    }
    // At the limits (and padded with spaces, which do not count) a search runs.
    const atLimits = [
      `  ${'a'.repeat(200)}  `,
      Array.from({ length: 12 }, (_, i) => `w${i}`).join('   '),
    ];
    for (const q of atLimits) expect((await svc.gql(SEARCH, { q }, me)).errors).toBeUndefined();
  });

  it('finds only songs the caller may see', async () => {
    const me = newUser();
    const mine = svc.group(me);
    const stranger = newUser();
    const theirs = svc.group(stranger);
    const w = uniqueWord();
    await svc.createSong(me, { title: `${w} ours private`, isPublic: false, groupId: mine });
    await svc.createSong(stranger, {
      title: `${w} theirs private`,
      isPublic: false,
      groupId: theirs,
    });
    await svc.createSong(stranger, { title: `${w} theirs public`, groupId: theirs });
    expect(titles((await svc.ok(SEARCH, { q: w }, me)).searchSongs).sort()).toEqual([
      `${w} ours private`,
      `${w} theirs public`,
    ]);
    for (const viewer of [ANON, me]) {
      const { searchPublicSongs } = await svc.ok(PUBLIC_SEARCH, { q: w }, viewer);
      expect(titles(searchPublicSongs)).toEqual([`${w} theirs public`]);
    }
  });

  it('lists (newest first, with the filters) when the query is blank', async () => {
    const me = newUser();
    const groupId = svc.group(me);
    await svc.createSong(me, { title: 'Blank 1', language: 'hindi', groupId });
    await svc.createSong(me, { title: 'Blank 2', language: 'hindi', groupId });
    await svc.createSong(me, { title: 'Blank 3', groupId });
    for (const q of ['', '   ']) {
      const { searchSongs } = await svc.ok(SEARCH, { q, groupId, language: 'hindi' }, me);
      expect(titles(searchSongs)).toEqual(['Blank 2', 'Blank 1']);
    }
  });

  it('finds a Malayalam, Tamil or Hindi song by its native script and by romanized spellings', async () => {
    const me = newUser();
    svc.group(me);
    const ml = await svc.createSong(me, {
      title: 'യേശു എന്റെ രക്ഷകൻ',
      language: 'malayalam',
      stanzas: [{ lyrics: 'യേശു എന്റെ രക്ഷകൻ എന്നും' }],
    });
    const ta = await svc.createSong(me, {
      title: 'இயேசு ராஜா',
      language: 'tamil',
      stanzas: [{ lyrics: 'இயேசு ராஜா முன்னே செல்கிறார்' }],
    });
    const hi = await svc.createSong(me, {
      title: 'परमेश्वर महान है',
      language: 'hindi',
      stanzas: [{ lyrics: 'परमेश्वर महान है' }],
    });
    const ids = async (q: string) =>
      (await svc.ok(SEARCH, { q }, me)).searchSongs.map((s: { id: string }) => s.id);
    for (const q of ['യേശു', 'yeshu', 'yesu', 'rakshakan']) expect(await ids(q)).toContain(ml.id);
    for (const q of ['இயேசு', 'yesu', 'raja']) expect(await ids(q)).toContain(ta.id);
    for (const q of ['परमेश्वर', 'parmeshwar', 'parameshwar']) expect(await ids(q)).toContain(hi.id);
  });
});

describe('the trigram index', () => {
  // Filler songs and fresh statistics, so the planner chooses as it would on a real library
  // (on a handful of rows any plan is right).
  beforeAll(async () => {
    const em = svc.orm.em.fork();
    await em.execute(`insert into "songs"."songs"
        ("id", "title", "language", "created_by", "search_key", "title_key", "is_public")
      select gen_random_uuid(), 'filler ' || i, 'english', gen_random_uuid(),
        md5(i::text) || ' ' || md5((i * 7)::text), 'filler ' || i, i % 2 = 0
      from generate_series(1, 3000) i`);
    await em.execute('analyze "songs"."songs"');
  });

  /** The plan of a search, with sequential scans forbidden: can the index serve it at all? */
  const planOf = async (scope: SongScope, query: string) => {
    const { sql, params } = exactSelect(scope, {}, songSearchOf(query).words, 100);
    return explain(sql, params);
  };
  const explain = (sql: string, params: unknown[]) =>
    svc.orm.em.fork().transactional(async (tx) => {
      await tx.execute('set local enable_seqscan = off');
      const rows = await tx.execute<{ 'QUERY PLAN': string }[]>(`explain ${sql}`, params);
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });

  it.each([
    ['a native-script query', 'യേശു'],
    ['a romanized query', 'yeshu'],
    ['an English query', 'amazing grace'],
  ])('serves %s through songs_search_key_trgm_index', async (_label, query) => {
    expect(queryKey(query)).not.toBe('');
    const me = newUser();
    const member: SongScope = { userId: me.userId, groupIds: [randomUUID()], publicOnly: false };
    for (const scope of [PUBLIC_SCOPE, member]) {
      const plan = await planOf(scope, query);
      expect(plan).toContain('songs_search_key_trgm_index');
      expect(plan).not.toMatch(/Seq Scan/);
    }
  });
});
