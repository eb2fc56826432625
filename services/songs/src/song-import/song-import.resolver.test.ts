import { SONG_TITLE_TOO_LONG } from '@worship/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture } from '../test/formats-fixture';
import { ANON, codeOf, newUser, startSongsService, type SongsService } from '../test/harness';

let svc: SongsService;
beforeAll(async () => {
  svc = await startSongsService('songs_import');
});
afterAll(() => svc?.close());

const IMPORT = `mutation($input: ImportSongsInput!) {
  importSongs(input: $input) {
    name status songId message format duplicateOfId duplicateOfTitle warnings
    preview { title language author key sections stanzaCount }
  }
}`;
const SONG = `query($id: ID!) { song(id: $id) {
  id title language author artist key capo tempo copyright ccliNumber translation isPublic groupId
  sectionOrder version
  stanzas { position label lyrics transliterations { language text } }
} }`;

type Result = {
  name: string;
  status: string;
  songId: string | null;
  message: string | null;
  format: string | null;
  duplicateOfId: string | null;
  duplicateOfTitle: string | null;
  warnings: string[];
  preview: { title: string; sections: string[]; stanzaCount: number; language: string } | null;
};

async function importFiles(viewer: ReturnType<typeof newUser>, input: Record<string, unknown>) {
  const data = await svc.ok<{ importSongs: Result[] }>(IMPORT, { input }, viewer);
  return data.importSongs;
}

const chordPro = (title: string, extra = '') =>
  `{title: ${title}}\n${extra}\n[G]Amazing [C]grace\n`;

describe('importSongs', () => {
  it('imports files of each format into the group, each as a song with what the file says', async () => {
    const member = newUser();
    const groupId = svc.group(member);
    const results = await importFiles(member, {
      groupId,
      isPublic: false,
      files: [
        { name: 'malayalam.xml', content: fixture('malayalam-translit.xml') },
        { name: 'everything.pro', content: fixture('example-full1.pro') },
        { name: 'grace.txt', content: fixture('amazing-grace-songselect.txt') },
        {
          name: 'tamil.txt',
          content: Buffer.concat([
            Buffer.from([0xff, 0xfe]),
            Buffer.from(fixture('tamil-plain.txt'), 'utf16le'),
          ]).toString('base64'),
          encoding: 'base64',
        },
      ],
    });
    expect(results.map((r) => [r.name, r.status, r.format, r.message])).toEqual([
      ['malayalam.xml', 'created', 'openlyrics', null],
      ['everything.pro', 'created', 'chordpro', null],
      ['grace.txt', 'created', 'songselect', null],
      ['tamil.txt', 'created', 'plaintext', null],
    ]);
    expect(results[1]?.warnings).toEqual(['Tab and grid sections were left out']);
    expect(results[0]?.preview).toEqual({
      title: 'യേശു എൻ്റെ രക്ഷകൻ',
      language: 'malayalam',
      author: 'Worship Test Team',
      key: 'D',
      sections: ['Verse 1', 'Chorus', 'Verse 2'],
      stanzaCount: 3,
    });
    const { song } = await svc.ok<{ song: Record<string, unknown> }>(
      SONG,
      { id: results[0]?.songId },
      member,
    );
    expect(song).toMatchObject({
      title: 'യേശു എൻ്റെ രക്ഷകൻ',
      language: 'malayalam',
      author: 'Worship Test Team',
      key: 'D',
      isPublic: false,
      groupId,
      translation: 'Verse 2\nHe is coming again',
      sectionOrder: [1, 2, 3, 2],
      stanzas: [
        {
          position: 1,
          label: 'Verse 1',
          lyrics: '[D]യേശു എൻ്റെ [G/B]രക്ഷകൻ\nഅവൻ [A7]എന്നെ സ്നേഹിക്കുന്നു',
          transliterations: [
            {
              language: 'english',
              text: '[D]Yeshu ente [G/B]rakshakan\nAvan [A7]enne snehikkunnu',
            },
          ],
        },
        {
          position: 2,
          label: 'Chorus',
          lyrics: 'ഹല്ലേലൂയ്യാ [Bm]ഹല്ലേലൂയ്യാ',
          transliterations: [{ language: 'english', text: 'Hallelooyya hallelooyya' }],
        },
        { position: 3, label: 'Verse 2', lyrics: 'അവൻ വീണ്ടും വരുന്നു', transliterations: [] },
      ],
    });
    const tamil = await svc.ok<{ song: Record<string, unknown> }>(
      SONG,
      { id: results[3]?.songId },
      member,
    );
    expect(tamil.song).toMatchObject({ title: 'இயேசு என் மீட்பர்', language: 'tamil' });
    const grace = await svc.ok<{ song: Record<string, unknown> }>(
      SONG,
      { id: results[2]?.songId },
      member,
    );
    expect(grace.song).toMatchObject({
      ccliNumber: '22025',
      copyright: 'Public Domain',
      author: 'John Newton',
    });
  });

  it('gives each bad file its error and creates nothing for it, while the good ones import', async () => {
    const member = newUser();
    const groupId = svc.group(member);
    const before = await svc.rows(`select count(*)::int as n from "songs"."songs"`);
    const results = await importFiles(member, {
      groupId,
      files: [
        {
          name: 'broken.xml',
          content: '<song xmlns="http://openlyrics.info/namespace/2009/song"><properties>',
        },
        {
          name: 'laughs.xml',
          content: '<?xml version="1.0"?><!DOCTYPE song [<!ENTITY a "aaaa">]><song>&a;</song>',
        },
        {
          name: 'image.png',
          content: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0x0d]).toString('base64'),
          encoding: 'base64',
        },
        { name: 'big.txt', content: 'a'.repeat(512 * 1024 + 1) },
        { name: 'notes.rtf', content: '{\\rtf1 hello}' },
        { name: 'empty.txt', content: '   ' },
        { name: 'long-title.cho', content: chordPro('T'.repeat(201)) },
        { name: 'good.cho', content: chordPro('A good one') },
      ],
    });
    expect(results.map((r) => [r.name, r.status, r.message])).toEqual([
      ['broken.xml', 'error', expect.stringMatching(/^The XML is not well-formed: /u)],
      [
        'laughs.xml',
        'error',
        'XML with a DOCTYPE or entity declarations is not accepted (entities are never expanded or fetched)',
      ],
      ['image.png', 'error', 'The file is not a text file (it looks like a binary file)'],
      ['big.txt', 'error', 'The file is larger than 512 KB'],
      [
        'notes.rtf',
        'error',
        'Unknown format: import reads OpenLyrics XML, ChordPro, SongSelect text and plain text',
      ],
      ['empty.txt', 'error', 'The file is empty'],
      ['long-title.cho', 'error', SONG_TITLE_TOO_LONG],
      ['good.cho', 'created', null],
    ]);
    expect(results.every((r) => r.status === 'created' || r.songId === null)).toBe(true);
    const after = await svc.rows(`select count(*)::int as n from "songs"."songs"`);
    expect(after).toEqual([{ n: (before[0] as { n: number }).n + 1 }]);
  });

  it('flags duplicates by CCLI number or by folded title and author, in the group and in the batch', async () => {
    const member = newUser();
    const groupId = svc.group(member);
    const existing = await svc.createSong(
      member,
      { groupId, title: 'How Great Is Our God', author: 'Chris Tomlin', ccliNumber: '4348399' },
      'id',
    );
    const results = await importFiles(member, {
      groupId,
      files: [
        { name: 'ccli.cho', content: chordPro('Another Title', '{ccli: 4348399}') },
        {
          name: 'title.cho',
          content: chordPro('how great  is our GOD', '{composer: chris tomlin}'),
        },
        { name: 'new.cho', content: chordPro('Brand New', '{ccli: 1}') },
        { name: 'new-again.cho', content: chordPro('Brand New Again', '{ccli: 1}') },
        // The search key folds "11" like "1"; a duplicate needs the same words.
        { name: 'song-11.cho', content: chordPro('Song 11') },
        { name: 'song-1.cho', content: chordPro('Song 1') },
        { name: 'accents.cho', content: chordPro('Sóng 1!') },
        {
          name: 'keep.cho',
          content: chordPro('How Great Is Our God', '{composer: Chris Tomlin}'),
          onDuplicate: 'KEEP_BOTH',
        },
      ],
    });
    expect(results.map((r) => [r.name, r.status, r.duplicateOfId, r.duplicateOfTitle])).toEqual([
      ['ccli.cho', 'duplicate', existing.id, 'How Great Is Our God'],
      ['title.cho', 'duplicate', existing.id, 'How Great Is Our God'],
      ['new.cho', 'created', null, null],
      ['new-again.cho', 'duplicate', results[2]?.songId, 'Brand New'],
      ['song-11.cho', 'created', null, null],
      ['song-1.cho', 'created', null, null],
      ['accents.cho', 'duplicate', results[5]?.songId, 'Song 1'],
      ['keep.cho', 'created', existing.id, 'How Great Is Our God'],
    ]);
    expect(results[0]?.songId).toBeNull();
    expect(results[7]?.songId).toEqual(expect.any(String));
    expect(results[7]?.songId).not.toBe(existing.id);
    const rows = await svc.rows(
      `select title from "songs"."songs" where group_id = $1 order by created_at`,
      [groupId],
    );
    expect(rows.map((row) => (row as { title: string }).title)).toEqual([
      'How Great Is Our God',
      'Brand New',
      'Song 11',
      'Song 1',
      'How Great Is Our God',
    ]);
  });

  it('replace: the file saves over the duplicate as its next version, keeping its category and visibility', async () => {
    const member = newUser();
    const groupId = svc.group(member);
    const category = await svc.createCategory(member, `Replace ${Date.now()}`);
    const existing = await svc.createSong(
      member,
      { groupId, title: 'Old Words', ccliNumber: '31', isPublic: false, categoryId: category.id },
      'id',
    );
    const dry = await importFiles(member, {
      groupId,
      dryRun: true,
      onDuplicate: 'REPLACE',
      files: [{ name: 'r.cho', content: chordPro('New Words', '{ccli: 31}\n{capo: 3}') }],
    });
    expect(dry.map((r) => [r.status, r.songId, r.duplicateOfId])).toEqual([
      ['replaced', null, existing.id],
    ]);
    const [result] = await importFiles(member, {
      groupId,
      onDuplicate: 'REPLACE',
      files: [{ name: 'r.cho', content: chordPro('New Words', '{ccli: 31}\n{capo: 3}') }],
    });
    expect(result).toMatchObject({
      status: 'replaced',
      songId: existing.id,
      duplicateOfId: existing.id,
    });
    const { song } = await svc.ok<{ song: Record<string, unknown> }>(
      `query($id: ID!) { song(id: $id) { title capo version isPublic category { id }
        versions { version changedFields } stanzas { lyrics } } }`,
      { id: existing.id },
      member,
    );
    expect(song).toMatchObject({
      title: 'New Words',
      capo: 3,
      version: 2,
      isPublic: false,
      category: { id: category.id },
      stanzas: [{ lyrics: '[G]Amazing [C]grace' }],
    });
    expect((song.versions as { version: number }[]).map((v) => v.version)).toEqual([2, 1]);
    const rows = await svc.rows(
      `select count(*)::int as n from "songs"."songs" where group_id = $1`,
      [groupId],
    );
    expect(rows).toEqual([{ n: 1 }]);
  });

  it('does not take a song deleted from the library for a duplicate', async () => {
    const member = newUser();
    const groupId = svc.group(member);
    const gone = await svc.createSong(member, { groupId, ccliNumber: '4242' }, 'id');
    await svc.ok(`mutation($id: ID!) { deleteSong(id: $id) }`, { id: gone.id }, member);
    const [result] = await importFiles(member, {
      groupId,
      files: [{ name: 'a.cho', content: chordPro('Back', '{ccli: 4242}') }],
    });
    expect(result).toMatchObject({ status: 'created', duplicateOfId: null });
  });

  it('does not see another group as a duplicate', async () => {
    const member = newUser();
    const other = svc.group(member);
    const groupId = svc.group(member);
    await svc.createSong(member, { groupId: other, ccliNumber: '999' }, 'id');
    const [result] = await importFiles(member, {
      groupId,
      files: [{ name: 'a.cho', content: chordPro('X', '{ccli: 999}') }],
    });
    expect(result).toMatchObject({ status: 'created', duplicateOfId: null });
  });

  it('without a group: a caller in no group imports into their own songs, one with a group into it', async () => {
    const loner = newUser();
    const mine = (await svc.createSong(loner, { ccliNumber: '5151' }, 'id groupId')) as {
      id: string;
      groupId: string | null;
    };
    expect(mine.groupId).toBeNull();
    const results = await importFiles(loner, {
      files: [
        { name: 'new.cho', content: chordPro('Loner Song') },
        { name: 'again.cho', content: chordPro('Again', '{ccli: 5151}') },
      ],
    });
    expect(results.map((r) => [r.status, r.duplicateOfId])).toEqual([
      ['created', null],
      ['duplicate', mine.id],
    ]);
    const stored = await svc.ok<{ song: { title: string; groupId: string | null } }>(
      SONG,
      { id: results[0]!.songId },
      loner,
    );
    expect(stored.song).toMatchObject({ title: 'Loner Song', groupId: null });

    const member = newUser();
    const groupId = svc.group(member);
    const [grouped] = await importFiles(member, {
      groupId: null,
      files: [{ name: 'g.cho', content: chordPro('Grouped Song') }],
    });
    const inGroup = await svc.ok<{ song: { groupId: string | null } }>(
      SONG,
      { id: grouped!.songId },
      member,
    );
    expect(inGroup.song.groupId).toBe(groupId);
  });

  it('generates an English transliteration for native stanzas without one when asked', async () => {
    const member = newUser();
    const groupId = svc.group(member);
    const file = (title: string) => ({
      name: `${title}.pro`,
      content: `{title: ${title}}\n{start_of_verse}\n[G]യേ[D]ശു എൻ സ്നേഹിതൻ\n{end_of_verse}\n{start_of_chorus}\nHallelujah\n{end_of_chorus}\n`,
    });
    const [generated] = await importFiles(member, {
      groupId,
      generateTransliterations: true,
      files: [file('Generated')],
    });
    const [plain] = await importFiles(member, { groupId, files: [file('Plain')] });
    const stanzas = async (id: string | null | undefined) =>
      (await svc.ok(SONG, { id }, member)).song.stanzas.map(
        (stanza: { transliterations: unknown[] }) => stanza.transliterations,
      );
    expect(await stanzas(generated?.songId)).toEqual([
      [{ language: 'english', text: '[G]Ye[D]shu en snehithan' }],
      [],
    ]);
    expect(await stanzas(plain?.songId)).toEqual([[], []]);
  });

  it('dry run: says what would happen, with previews, and stores nothing', async () => {
    const member = newUser();
    const groupId = svc.group(member);
    await svc.createSong(member, { groupId, ccliNumber: '77' }, 'id');
    const before = await svc.snapshot();
    const results = await importFiles(member, {
      groupId,
      dryRun: true,
      files: [
        { name: 'a.cho', content: chordPro('First', '{ccli: 77}') },
        { name: 'b.cho', content: chordPro('Second', '{sov: Verse 1}\nla\n{eov}') },
        { name: 'c.cho', content: chordPro('second') },
      ],
    });
    expect(results.map((r) => [r.status, r.songId, r.duplicateOfId])).toEqual([
      ['duplicate', null, expect.any(String)],
      ['created', null, null],
      ['duplicate', null, null],
    ]);
    expect(results[1]?.preview).toEqual({
      title: 'Second',
      language: 'english',
      author: null,
      key: null,
      sections: ['Verse 1', 'Stanza 2'],
      stanzaCount: 2,
    });
    expect(await svc.snapshot()).toEqual(before);
  });

  it('refuses a group the caller is not a member of, anonymous callers, and bad requests; stores nothing', async () => {
    const member = newUser();
    const outsider = newUser();
    const groupId = svc.group(member);
    const before = await svc.snapshot();
    const files = [{ name: 'a.cho', content: chordPro('X') }];
    expect(codeOf(await svc.gql(IMPORT, { input: { groupId, files } }, outsider))).toBe(
      'NOT_FOUND',
    );
    expect(codeOf(await svc.gql(IMPORT, { input: { groupId, files } }, ANON))).toBe(
      'UNAUTHENTICATED',
    );
    const tooMany = await svc.gql(
      IMPORT,
      {
        input: {
          groupId,
          files: Array.from({ length: 1001 }, (_, n) => ({ name: `${n}.txt`, content: 'a' })),
        },
      },
      member,
    );
    expect(tooMany.errors?.[0]?.message).toBe('At most 1,000 files can be imported at once');
    expect(codeOf(tooMany)).toBe('BAD_USER_INPUT');
    const none = await svc.gql(IMPORT, { input: { groupId, files: [] } }, member);
    expect(none.errors?.[0]?.message).toBe('Choose at least one file to import');
    expect(await svc.snapshot()).toEqual(before);
  });
});
