import { describe, expect, it } from 'vitest';
import { keySpelling, semitonesBetween, transposeKey } from './key-spelling';
import { KEYS, PICKER_KEYS } from './keys';
import {
  capoShapes,
  keyOfChords,
  toCapoShapes,
  toNashville,
  transposeChord,
  transposeText,
  transposeTextBy,
} from './transpose';

const chart = (chords: string[]) => chords.map((chord) => `[${chord}]`).join(' ');

describe('transposeText: each key spells its chords as its signature does', () => {
  // I–IV–V–vi. F# and Gb (and C#, Cb) are the same sounds, spelled by their signatures.
  it.each([
    ['C', 'C F G Am'],
    ['Db', 'Db Gb Ab Bbm'],
    ['D', 'D G A Bm'],
    ['Eb', 'Eb Ab Bb Cm'],
    ['E', 'E A B C#m'],
    ['F', 'F Bb C Dm'],
    ['F#', 'F# B C# D#m'],
    ['Gb', 'Gb Cb Db Ebm'],
    ['G', 'G C D Em'],
    ['Ab', 'Ab Db Eb Fm'],
    ['A', 'A D E F#m'],
    ['Bb', 'Bb Eb F Gm'],
    ['B', 'B E F# G#m'],
    ['C#', 'C# F# G# A#m'],
    ['Cb', 'Cb Fb Gb Abm'],
  ])('I–IV–V–vi in %s: %s', (key, expected) => {
    const inC = chart(['C', 'F', 'G', 'Am']);
    expect(transposeText(inC, 'C', key)).toBe(chart(expected.split(' ')));
    expect(transposeText(chart(expected.split(' ')), key, 'C')).toBe(inC);
  });

  // i–iv–V–VI–VII, the V with the raised leading tone.
  it.each([
    ['Cm', 'Cm Fm G Ab Bb'],
    ['C#m', 'C#m F#m G# A B'],
    ['Dm', 'Dm Gm A Bb C'],
    ['Ebm', 'Ebm Abm Bb Cb Db'],
    ['Em', 'Em Am B C D'],
    ['Fm', 'Fm Bbm C Db Eb'],
    ['F#m', 'F#m Bm C# D E'],
    ['Gm', 'Gm Cm D Eb F'],
    ['G#m', 'G#m C#m D# E F#'],
    ['Am', 'Am Dm E F G'],
    ['Bbm', 'Bbm Ebm F Gb Ab'],
    ['Bm', 'Bm Em F# G A'],
  ])('i–iv–V–VI–VII in %s: %s', (key, expected) => {
    expect(transposeText(chart(['Am', 'Dm', 'E', 'F', 'G']), 'Am', key)).toBe(
      chart(expected.split(' ')),
    );
  });

  it('moves slash chords and their bass notes, keeping every suffix as written', () => {
    expect(transposeText('[G/B]', 'G', 'A')).toBe('[A/C#]');
    expect(transposeText('[D/F#]x [Em7/D]y', 'D', 'Bb')).toBe('[Bb/D]x [Cm7/Bb]y');
    const suffixes = [
      'sus4',
      'sus2',
      'add9',
      '7',
      'maj7',
      'm7',
      'dim',
      'dim7',
      'aug',
      'm7b5',
      '6/9',
      '(add9)',
      '7#9',
    ];
    expect(transposeText(chart(suffixes.map((s) => `G${s}`)), 'G', 'Eb')).toBe(
      chart(suffixes.map((s) => `Eb${s}`)),
    );
  });

  it('leaves the words and what is not a chord alone', () => {
    expect(
      transposeText('[N.C.]ഹാ[G]ലേ[x2]ലൂയ്യാ [] [sing twice, softly and slowly]', 'G', 'A'),
    ).toBe('[N.C.]ഹാ[A]ലേ[x2]ലൂയ്യാ [] [sing twice, softly and slowly]');
    expect(transposeText('no chords at all', null, 'D')).toBe('no chords at all');
  });

  it('takes the key from the first chord when the song has none', () => {
    expect(keyOfChords('[N.C.]a [Em7]b [C]c')).toBe('Em');
    expect(keyOfChords('[A#]x')).toBe('Bb');
    expect(transposeText('[Em]a [C]b [D/F#]c', null, 'Am')).toBe('[Am]a [F]b [G/B]c');
  });

  it('refuses what is no key', () => {
    expect(() => transposeText('[G]a', 'H', 'A')).toThrow(RangeError);
    expect(() => transposeText('[G]a', 'G', 'G7')).toThrow(RangeError);
  });
});

describe('transposing n up and n down returns the text exactly', () => {
  const suffixes = ['', 'm', '7', 'maj7', 'sus4', 'add9', 'dim', 'aug', 'm7b5', '6/9', 'm7', '2'];
  /** Every pitch class as a chord, spelled as `key` spells it, over a bass a third up. */
  const song = (key: string) => {
    const names = keySpelling(key);
    const line = names
      .map((root, pc) => `[${root}${suffixes[pc]}/${names[(pc + 4) % 12]}]ലൂ${pc} `)
      .join('');
    return `[N.C.]Verse [x2]\n${line}\n[${names[0]}]end[${names[7]}]`;
  };

  it.each(KEYS)('in %s, for every n', (key) => {
    const text = song(key);
    for (let n = 0; n < 12; n++) {
      const up = transposeKey(key, n);
      const there = transposeText(text, key, up);
      if (n !== 0) expect(there).not.toBe(text);
      expect(transposeText(there, up, key)).toBe(text);
    }
  });

  it.each(PICKER_KEYS)('the key itself: %s up n and down n', (key) => {
    for (let n = -11; n <= 12; n++) expect(transposeKey(transposeKey(key, n), -n)).toBe(key);
  });

  it('without a key, in sharps or in flats', () => {
    const sharps = chart([
      'C',
      'C#m',
      'D/F#',
      'D#dim',
      'E7',
      'F',
      'F#m7b5',
      'G',
      'G#aug',
      'A',
      'A#',
      'B/D#',
    ]);
    const flats = chart([
      'C',
      'Dbm',
      'D/Gb',
      'Ebdim',
      'E7',
      'F',
      'Gbm7b5',
      'G',
      'Abaug',
      'A',
      'Bb',
      'B/Eb',
    ]);
    for (let n = -12; n <= 12; n++) {
      expect(transposeTextBy(transposeTextBy(sharps, n), -n)).toBe(sharps);
      expect(transposeTextBy(transposeTextBy(flats, n, true), -n, true)).toBe(flats);
    }
    expect(transposeTextBy('[G]a [D/F#]b', 3, true)).toBe('[Bb]a [F/A]b');
  });
});

describe('keys and single chords', () => {
  it('moves a key and keeps major or minor', () => {
    expect(transposeKey('G', 2)).toBe('A');
    expect(transposeKey('G', -1)).toBe('F#');
    expect(transposeKey('Em', 1)).toBe('Fm');
    expect(transposeKey('Em', 2)).toBe('F#m');
    expect(transposeKey('C', 1)).toBe('Db');
    expect(transposeKey('Gb', 12)).toBe('Gb');
    expect(semitonesBetween('A', 'G')).toBe(10);
  });

  it('moves one chord by semitones, in a key or by its own accidental', () => {
    expect(transposeChord('G/B', 2, 'A')).toBe('A/C#');
    expect(transposeChord('Bb', 1, null)).toBe('B');
    expect(transposeChord('Bb', 2, null)).toBe('C');
    expect(transposeChord('Eb', 1, null)).toBe('E');
    expect(transposeChord('Db', -1, null)).toBe('C');
    expect(transposeChord('Eb7', 2, null)).toBe('F7');
    expect(transposeChord('Ab', 1, null)).toBe('A');
    expect(transposeChord('Gb', 1, null)).toBe('G');
    expect(transposeChord('Db', 1, null)).toBe('D');
    expect(transposeChord('Ab', 3, null)).toBe('B');
    expect(transposeChord('Bbm', 3, null)).toBe('Dbm');
    expect(transposeChord('F#m', 3, null)).toBe('Am');
    expect(transposeChord('N.C.', 3, 'A')).toBe('N.C.');
  });
});

describe('capo', () => {
  it('names the key whose shapes are played', () => {
    expect(capoShapes('A', 2)).toBe('G');
    expect(capoShapes('Bb', 3)).toBe('G');
    expect(capoShapes('Eb', 1)).toBe('D');
    expect(capoShapes('F#m', 2)).toBe('Em');
    expect(capoShapes('D', 0)).toBe('D');
  });

  it('shows the chords as those shapes', () => {
    expect(toCapoShapes('[A]Great [D]is [E/G#]thy [F#m]faith', 'A', 2)).toBe(
      '[G]Great [C]is [D/F#]thy [Em]faith',
    );
    expect(toCapoShapes('[A]x', 'A', 0)).toBe('[A]x');
  });
});

describe('Nashville numbers', () => {
  it('numbers chords from the tonic of a major key', () => {
    expect(
      toNashville(chart(['G', 'C', 'D/F#', 'Em', 'F', 'Am7', 'Bb', 'B7/D#', 'Dsus4']), 'G'),
    ).toBe(chart(['1', '4', '5/7', '6m', 'b7', '2m7', 'b3', '37/#5', '5sus4']));
    expect(toNashville('[Db]a [Gb/Bb]b [Ebm7]c [N.C.]', 'Db')).toBe('[1]a [4/6]b [2m7]c [N.C.]');
  });

  it('numbers a minor key from its own tonic', () => {
    expect(toNashville(chart(['Am', 'Dm', 'E7', 'F', 'G', 'C']), 'Am')).toBe(
      chart(['1m', '4m', '57', 'b6', 'b7', 'b3']),
    );
  });
});
