import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseChordPro } from './chordpro.parser';
import { writeChordPro } from './chordpro.writer';
import { exportFileName } from './export-file-name';
import { FORMATS_FIXTURES, fixture } from '../test/formats-fixture';
import { parseOpenLyrics } from './openlyrics.parser';
import { writeOpenLyrics } from './openlyrics.writer';
import { emptySong, type ParsedSong } from './parsed-song';

const SCHEMA = join(FORMATS_FIXTURES, 'openlyrics-0.9.rng');

/** xmllint's verdict on a document against the official OpenLyrics 0.9 RELAX NG schema. */
function validate(xml: string): string {
  const file = join(mkdtempSync(join(tmpdir(), 'openlyrics-')), 'song.xml');
  writeFileSync(file, xml);
  try {
    execFileSync('xmllint', ['--noout', '--relaxng', SCHEMA, file], {
      encoding: 'utf8',
      stdio: 'pipe',
    });
    return 'valid';
  } catch (error) {
    const { stderr, code } = error as { stderr?: string; code?: string };
    if (code === 'ENOENT')
      throw new Error('xmllint is needed for this test: apt-get install libxml2-utils');
    return stderr ?? String(error);
  }
}

const malayalam: ParsedSong = {
  ...emptySong(),
  title: 'യേശു എൻ്റെ രക്ഷകൻ',
  authors: ['Worship Team', 'A. Writer'],
  artist: 'Kerala Voices',
  copyright: '© 2024 Example & Sons <music>',
  ccliNumber: '7012345',
  key: 'F#m',
  capo: 2,
  tempo: 72,
  language: 'malayalam',
  translation: 'Jesus my saviour\n\nHallelujah',
  stanzas: [
    {
      label: 'Verse 1',
      lyrics: '[F#m]യേശു എൻ്റെ [D/F#]രക്ഷകൻ\nഅവൻ [E7]എന്നെ സ്നേഹിക്കുന്നു',
      transliterations: [
        { language: 'english', text: '[F#m]Yeshu ente [D/F#]rakshakan\nAvan [E7]enne snehikkunnu' },
      ],
    },
    {
      label: 'Chorus',
      lyrics: 'ഹല്ലേലൂയ്യാ\n\nഹല്ലേലൂയ്യാ',
      transliterations: [
        { language: 'english', text: 'Hallelooyya' },
        { language: 'tamil', text: 'ஹல்லேலூயா' },
      ],
    },
    { label: 'Pre-Chorus 2', lyrics: 'വീണ്ടും', transliterations: [] },
    { label: 'Key change', lyrics: 'ഉയരത്തിൽ', transliterations: [] },
    { label: 'Chorus', lyrics: 'രണ്ടാം ഹല്ലേലൂയ്യാ', transliterations: [] },
    { label: 'Bridge', lyrics: 'പാലം', transliterations: [] },
  ],
  sectionOrder: [1, 2, 3, 2, 4, 5, 6, 2],
};

const english: ParsedSong = {
  ...emptySong(),
  title: 'Amazing Grace',
  authors: ['John Newton'],
  tempo: 300,
  stanzas: [
    { label: null, lyrics: '[G]Amazing [C]grace how [G]sweet the sound', transliterations: [] },
    {
      label: null,
      lyrics: "'Twas grace that taught\n#1 my heart to fear\n{not a directive}",
      transliterations: [],
    },
  ],
};

describe('writeOpenLyrics', () => {
  it('writes OpenLyrics 0.9 that the official RELAX NG schema accepts', () => {
    for (const song of [malayalam, english]) expect(validate(writeOpenLyrics(song))).toBe('valid');
  });

  it('is checked by a validator that can fail: the schema refuses a broken document', () => {
    const broken = writeOpenLyrics(english).replace('version="0.9"', 'version="1.0"');
    expect(validate(broken)).toMatch(/fails to validate/u);
  });

  it('keeps lang and translit, verse names from labels, the verse order and chords', () => {
    const xml = writeOpenLyrics(malayalam, { modifiedDate: new Date('2026-01-02T03:04:05.678Z') });
    expect(xml).toContain('xml:lang="ml"');
    expect(xml).toContain('modifiedDate="2026-01-02T03:04:05Z"');
    // 0.9 verse names are unique IDs: a transliteration gets a spare name right after its verse.
    expect(xml).toContain(
      '<verse name="v1" lang="ml">\n      <lines><chord root="F#" structure="min"/>യേശു എൻ്റെ <chord root="D" bass="F#"/>രക്ഷകൻ<br/>',
    );
    expect(xml).toContain('</verse>\n    <verse name="v7" lang="ml" translit="en">');
    expect(xml).toContain('<verse name="v9" lang="ml" translit="ta">');
    // The schema has no verse name for a free label: a spare v name and a comment with the label.
    expect(xml).toContain('<verseOrder>v1 c p2 c v6 ca b c</verseOrder>');
    expect(xml).toContain('<comment>label v6: Key change</comment>');
    expect(xml).not.toContain('name="Key_change"');
    expect(xml).toContain('<copyright>© 2024 Example &amp; Sons &lt;music&gt;</copyright>');
    expect(xml).toContain('<tempo type="bpm">72</tempo>');
    expect(writeOpenLyrics(english)).toContain('<tempo type="text">300 bpm</tempo>');
  });

  it('round-trips: parsing what it wrote gives the same song', () => {
    expect(parseOpenLyrics(writeOpenLyrics(malayalam))).toEqual(malayalam);
    // Unlabelled stanzas export as v1, v2 and come back labelled, as every OpenLyrics reader shows them.
    expect(parseOpenLyrics(writeOpenLyrics(english))).toEqual({
      ...english,
      stanzas: english.stanzas.map((stanza, index) => ({ ...stanza, label: `Verse ${index + 1}` })),
    });
  });

  it('writes sample files of other projects again as valid 0.9 that reads back the same', () => {
    for (const name of [
      'complex.xml',
      'what-a-friend.xml',
      'version0.9.xml',
      'malayalam-translit.xml',
    ]) {
      const song = parseOpenLyrics(fixture(name));
      const xml = writeOpenLyrics(song);
      expect(validate(xml), name).toBe('valid');
      expect(parseOpenLyrics(xml), name).toEqual({ ...song, warnings: [] });
    }
  });
});

const odd: ParsedSong = {
  ...emptySong(),
  title: 'Odd corners',
  ccliNumber: 'SG-1234',
  tempo: 20,
  stanzas: [
    {
      label: 'Intro',
      lyrics:
        '[N.C.][G]One [Gadd11]two [Cb]three [E#m7/B#]four [ G ]five [A7(b13)]six [Dsus]seven [Bm7]',
      transliterations: [],
    },
    { label: 'Tag', lyrics: '[x]Tag line', transliterations: [] },
    { label: 'Verse 1', lyrics: 'Plain', transliterations: [] },
  ],
  sectionOrder: [1, 3, 2],
};

// Chord symbols and the <chord> the writer gives each, exact enough to read back the same.
const CHORD_TABLE: [string, string][] = [
  ['G', '<chord root="G"/>'],
  ['Am', '<chord root="A" structure="min"/>'],
  ['F#m7', '<chord root="F#" structure="min7"/>'],
  ['Bb/D', '<chord root="Bb" bass="D"/>'],
  ['Csus4', '<chord root="C" structure="sus4"/>'],
  ['Dsus2', '<chord root="D" structure="sus2"/>'],
  ['Gmaj7', '<chord root="G" structure="maj7"/>'],
  ['E7', '<chord root="E" structure="dom7"/>'],
  ['Bdim', '<chord root="B" structure="dim"/>'],
  ['Bdim7', '<chord root="B" structure="dim7"/>'],
  ['Caug', '<chord root="C" structure="aug"/>'],
  ['Cadd9', '<chord root="C" structure="add9"/>'],
  ['Cmadd9', '<chord root="C" structure="m3-5-9"/>'],
  ['C6', '<chord root="C" structure="maj6"/>'],
  ['Am6', '<chord root="A" structure="min6"/>'],
  ['G9', '<chord root="G" structure="dom9"/>'],
  ['Em9', '<chord root="E" structure="min9"/>'],
  ['Fmaj9', '<chord root="F" structure="maj9"/>'],
  ['D7sus4', '<chord root="D" structure="4-5-m7"/>'],
  ['D7sus2', '<chord root="D" structure="2-5-m7"/>'],
  ['Bm7b5', '<chord root="B" structure="halfdim7"/>'],
  ['C7b5', '<chord root="C" structure="3-d5-m7"/>'],
  ['C7#5', '<chord root="C" structure="aug7"/>'],
  ['Cmaj7#5', '<chord root="C" structure="augmaj7"/>'],
  ['Cm(maj7)', '<chord root="C" structure="minmaj7"/>'],
  ['A7b9', '<chord root="A" structure="dom9b"/>'],
  ['C6/9', '<chord root="C" structure="3-5-6-9"/>'],
  ['G11', '<chord root="G" structure="3-5-m7-9-11"/>'],
  ['Am11', '<chord root="A" structure="m3-5-m7-9-11"/>'],
  ['G13', '<chord root="G" structure="3-5-m7-9-11-13"/>'],
  ['Cmaj13', '<chord root="C" structure="3-5-7-9-11-13"/>'],
  ['E5', '<chord root="E" structure="5"/>'],
  ['C/E', '<chord root="C" bass="E"/>'],
  ['Ebmaj7/G', '<chord root="Eb" structure="maj7" bass="G"/>'],
  ['Db/Ab', '<chord root="Db" bass="Ab"/>'],
  ['G#m7/D#', '<chord root="G#" structure="min7" bass="D#"/>'],
  // Suffixes outside the table: intervals from tonal, read back through tonal's name for them.
  ['G7#9', '<chord root="G" structure="3-5-m7-a9"/>'],
  ['E9sus4', '<chord root="E" structure="4-5-m7-9"/>'],
  ['C7#11/E', '<chord root="C" structure="3-5-m7-a11" bass="E"/>'],
];

describe('writeOpenLyrics chords and odd values (released 0.9 schema)', () => {
  it.each(CHORD_TABLE)('writes %s as %s and reads it back the same', (symbol, element) => {
    const song: ParsedSong = {
      ...emptySong(),
      title: symbol,
      stanzas: [{ label: 'Verse 1', lyrics: `[${symbol}]Sing`, transliterations: [] }],
    };
    const xml = writeOpenLyrics(song);
    expect(xml).toContain(`<lines>${element}Sing</lines>`);
    expect(xml).not.toContain('<comment>');
    expect(validate(xml)).toBe('valid');
    expect(parseOpenLyrics(xml).stanzas[0]?.lyrics).toBe(`[${symbol}]Sing`);
  });

  it('approximates chords the schema cannot name and keeps them exactly in comments', () => {
    const xml = writeOpenLyrics(odd);
    expect(validate(xml)).toBe('valid');
    expect(xml).toContain(
      '<lines><comment>chord text: N.C.</comment><chord root="G"/>One ' +
        '<comment>chord: Gadd11</comment><chord root="G"/>two ' +
        '<comment>chord: Cb</comment><chord root="B"/>three ' +
        '<comment>chord: E#m7/B#</comment><chord root="F" structure="min7" bass="C"/>four ' +
        '<comment>chord:  G </comment><chord root="G"/>five',
    );
    expect(xml).toContain(
      '<comment>chord: A7(b13)</comment><chord root="A" structure="dom7"/>six ',
    );
    expect(xml).toContain('<lines><comment>chord text: x</comment>Tag line</lines>');
    // tonal knows `sus` as sus4, which reads back as Dsus4: the comment keeps `Dsus`.
    expect(xml).toContain('<comment>chord: Dsus</comment><chord root="D" structure="sus4"/>seven');
    expect(parseOpenLyrics(xml)).toEqual(odd);
  });

  it('writes labels, tempo, CCLI and key the schema refuses as comments the parser reads back', () => {
    const xml = writeOpenLyrics(odd);
    expect(xml).toContain('<verse name="v1" lang="en">');
    expect(xml).toContain('<comment>label v2: Intro</comment>');
    expect(xml).toContain('<comment>label v3: Tag</comment>');
    expect(xml).toContain('<verseOrder>v2 v1 v3</verseOrder>');
    expect(xml).toContain('<comment>ccli: SG-1234</comment>');
    expect(xml).not.toContain('<ccliNo>');
    expect(xml).toContain('<tempo type="text">20 bpm</tempo>');
    const song = parseOpenLyrics(xml);
    expect(song.stanzas.map((stanza) => stanza.label)).toEqual(['Intro', 'Tag', 'Verse 1']);
    expect(song.ccliNumber).toBe('SG-1234');
    const numbers: ParsedSong = {
      ...odd,
      sectionOrder: [],
      stanzas: ['Chorus 100', 'Verse 0', 'Verse 1', 'Verse 1'].map((label) => ({
        label,
        lyrics: label,
        transliterations: [],
      })),
    };
    const numbered = writeOpenLyrics(numbers);
    expect(validate(numbered)).toBe('valid');
    expect(parseOpenLyrics(numbered).stanzas.map((stanza) => stanza.label)).toEqual([
      'Chorus 100',
      'Verse 0',
      'Verse 1',
      'Verse 1',
    ]);
    const german = writeOpenLyrics({ ...odd, key: 'H' });
    expect(validate(german)).toBe('valid');
    expect(german).not.toContain('<key>');
    expect(german).toContain('<comment>key: H</comment>');
    expect(writeOpenLyrics({ ...odd, key: 'Bbm' })).toContain('<key>Bbm</key>');
  });

  it('is a schema that refuses the old <chord name> form', () => {
    const xml = writeOpenLyrics(english).replace('<chord root="G"/>', '<chord name="G"/>');
    expect(xml).toContain('<chord name="G"/>');
    expect(validate(xml)).toMatch(/chord.*failed to validate attributes/u);
  });
});

describe('writeChordPro', () => {
  it('writes directives, labelled sections, transliterations and the order', () => {
    const text = writeChordPro(malayalam);
    expect(text.split('\n').slice(0, 12)).toEqual([
      '{title: യേശു എൻ്റെ രക്ഷകൻ}',
      '{artist: Kerala Voices}',
      '{composer: Worship Team}',
      '{composer: A. Writer}',
      '{key: F#m}',
      '{capo: 2}',
      '{tempo: 72}',
      '{ccli: 7012345}',
      '{copyright: © 2024 Example & Sons <music>}',
      '{meta: language malayalam}',
      '{meta: sectionorder 1 2 3 2 4 5 6 2}',
      '',
    ]);
    expect(text).toContain('{start_of_chorus: Chorus}\nഹല്ലേലൂയ്യാ\n\nഹല്ലേലൂയ്യാ\n{end_of_chorus}');
    expect(text).toContain(
      '{start_of_transliteration: english}\nHallelooyya\n{end_of_transliteration}',
    );
    expect(text).toContain('{start_of_bridge: Bridge}');
    expect(text).toContain('{start_of_verse: Key change}');
  });

  it('round-trips: parsing what it wrote gives the same song', () => {
    expect(parseChordPro(writeChordPro(malayalam))).toEqual(malayalam);
    expect(parseChordPro(writeChordPro({ ...english, tempo: 90 }))).toEqual({
      ...english,
      tempo: 90,
    });
  });

  it('writes sample files of other projects again so that they read back the same', () => {
    for (const name of ['example-full1.pro', 'example-full2.pro']) {
      const song = parseChordPro(fixture(name));
      expect(parseChordPro(writeChordPro(song)), name).toEqual({
        ...song,
        alternativeTitles: [],
        warnings: [],
      });
    }
  });
});

describe('exportFileName', () => {
  it('makes a file name every system takes from the title', () => {
    expect(exportFileName('Amazing Grace', 'openlyrics')).toBe('Amazing Grace.xml');
    expect(exportFileName('AC/DC: "Live" <1>?', 'chordpro')).toBe('AC DC Live 1.cho');
    expect(exportFileName('യേശു എൻ്റെ രക്ഷകൻ', 'chordpro')).toBe('യേശു എൻ്റെ രക്ഷകൻ.cho');
    expect(exportFileName('...', 'openlyrics')).toBe('song.xml');
    expect(exportFileName('x'.repeat(300), 'openlyrics')).toBe(`${'x'.repeat(100)}.xml`);
  });
});
