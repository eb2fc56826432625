import { describe, expect, it } from 'vitest';
import { parseChordPro } from './chordpro.parser';
import { fixture } from '../test/formats-fixture';

describe('parseChordPro on sample files of other projects', () => {
  it('reads the "Everything Song" example: metadata, sections, tab left out', () => {
    const song = parseChordPro(fixture('example-full1.pro'));
    expect(song).toMatchObject({
      title: 'Everything Song',
      artist: 'The Tester',
      authors: ['Composer Name', 'Lyric Writer'],
      key: 'Dm',
      tempo: 75,
      capo: 2,
      language: 'english',
      sectionOrder: [],
    });
    expect(song.alternativeTitles).toEqual(['Showcase of ChordPro Features']);
    expect(song.stanzas.map((stanza) => stanza.label)).toEqual(['Verse 1', 'Chorus', 'Bridge']);
    expect(song.stanzas[0]?.lyrics).toBe(
      '[Dm]Welcome to the [G7]demo\nThis [C]song has all the [F]flair\n[Am]Every option [Dm]tested\n[Em]Just because we [A7]care',
    );
    expect(song.stanzas[2]?.lyrics).toBe(
      '[Dm]Here comes a [G]bridge now\n[Am]Different than the [F]rest',
    );
    expect(song.warnings).toEqual(['Tab and grid sections were left out']);
  });

  it('reads the "Fancy Features" example: a subtitle-less song, comments inside a chorus, a grid', () => {
    const song = parseChordPro(fixture('example-full2.pro'));
    expect(song).toMatchObject({
      title: 'Fancy Features',
      artist: 'MultiStyle Band',
      // The file says {key: G} and then {transpose: +2}: stored as played, in A.
      key: 'A',
      tempo: 120,
    });
    expect(song.stanzas).toHaveLength(2);
    expect(song.stanzas[1]).toEqual({
      label: 'Chorus',
      lyrics:
        '[D]Play it once, [A]play it twice\n[F#m]We love options, [E]isn’t that nice?\n[D]This is the {highlight:highlighted part}\n[E]Right from the [A]heart',
      transliterations: [],
    });
  });
});

describe('parseChordPro', () => {
  it('reads labels, short directives, meta, comment headers, # comments and {chorus} recalls', () => {
    const song = parseChordPro(
      [
        '# A comment line that is not lyrics',
        '{t: Blessed Be}',
        '{st: Live}',
        '{meta: artist Matt}',
        '{key: bb}',
        '{ccli: 3798438}',
        '{copyright: 2002 Thankyou Music}',
        '{tempo: 72}',
        '',
        '{sov: Verse 1}',
        '[Bb]Blessed be your [F]name',
        '{eov}',
        '',
        '{soc}',
        '[Eb]Blessed be the name of the [Bb]Lord',
        '{eoc}',
        '',
        '{c: Verse 2}',
        'Blessed be your name',
        'when the sun is shining',
        '',
        '{chorus}',
        '',
        '{comment: Softly, all together}',
        'Unlabelled lines',
        '',
        '{start_of_bridge label="Bridge 1"}',
        'You give and take away',
        '{end_of_bridge}',
        '{chorus}',
      ].join('\n'),
    );
    expect(song).toMatchObject({
      title: 'Blessed Be',
      artist: 'Matt',
      key: 'Bb',
      ccliNumber: '3798438',
      copyright: '2002 Thankyou Music',
      tempo: 72,
    });
    expect(song.stanzas.map((stanza) => [stanza.label, stanza.lyrics])).toEqual([
      ['Verse 1', '[Bb]Blessed be your [F]name'],
      ['Chorus', '[Eb]Blessed be the name of the [Bb]Lord'],
      ['Verse 2', 'Blessed be your name\nwhen the sun is shining'],
      [null, 'Unlabelled lines'],
      ['Bridge 1', 'You give and take away'],
    ]);
    expect(song.sectionOrder).toEqual([1, 2, 3, 2, 4, 5, 2]);
  });

  it('numbers unlabelled verses and keeps a {meta: artist} over a subtitle', () => {
    const song = parseChordPro(
      '{title: X}\n{subtitle: Sub}\n{artist: A}\n{sov}\na\n{eov}\n{sov}\nb\n{eov}',
    );
    expect(song.stanzas.map((stanza) => stanza.label)).toEqual(['Verse 1', 'Verse 2']);
    expect(song.artist).toBe('A');
    expect(song.alternativeTitles).toEqual(['Sub']);
  });

  it('warns about a key, capo or tempo it cannot use and leaves them empty', () => {
    const song = parseChordPro('{title: X}\n{key: H}\n{capo: 14}\n{tempo: fast}\nla la');
    expect(song).toMatchObject({ key: null, capo: null, tempo: null });
    expect(song.warnings).toEqual([
      'Key "H" is not a key; left empty',
      'Capo "14" is not a fret from 0 to 11; left empty',
      'Tempo "fast" is not a number of beats per minute from 1 to 400; left empty',
    ]);
  });

  it('applies {transpose} from where it stands, adding to the one before, undone by a bare one', () => {
    const song = parseChordPro(
      [
        '{title: X}',
        '{key: G}',
        '{transpose: 2}',
        '[G]One [C]two [D/F#]three',
        '',
        '{transpose: -10}',
        '[C]four [E]five',
        '',
        '{transpose}',
        '[C]six [E]seven [N.C.]',
      ].join('\n'),
    );
    expect(song.stanzas.map((stanza) => stanza.lyrics)).toEqual([
      '[A]One [D]two [E/G#]three',
      '[E]four [Ab]five',
      '[D]six [F#]seven [N.C.]',
    ]);
    // The stored key is the one the opening chords are in.
    expect(song.key).toBe('A');
    expect(song.warnings).toEqual([]);
  });

  it('spells a {transpose} as its s or f suffix says, and warns about a value it cannot use', () => {
    expect(parseChordPro('{title: X}\n{transpose: 1f}\n[C]a [F]b').stanzas[0]?.lyrics).toBe(
      '[Db]a [Gb]b',
    );
    const song = parseChordPro('{title: X}\n{key: C}\n{transpose: up}\n[C]a');
    expect(song.stanzas[0]?.lyrics).toBe('[C]a');
    expect(song.key).toBe('C');
    expect(song.warnings).toEqual([
      'Transpose "up" is not a number of semitones; chords kept as written',
    ]);
  });

  it('takes the first lyric line as the title when there is no {title}', () => {
    expect(parseChordPro('{key: G}\n[G]Holy, holy, holy').title).toBe('Holy, holy, holy');
  });

  it('refuses a file without lyrics', () => {
    expect(() => parseChordPro('{title: Only a title}\n{key: G}')).toThrow(
      'The file has no lyrics',
    );
  });
});
