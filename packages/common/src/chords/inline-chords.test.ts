import { describe, expect, it } from 'vitest';
import {
  chordsOf,
  graphemeStarts,
  hasChords,
  mapInlineChords,
  parseChordLine,
  stripChords,
} from './inline-chords';

describe('inline chords', () => {
  it('strips every chord and keeps the words, Indic text included', () => {
    expect(stripChords('[G]Amazing [C/E]grace how [D7sus4]sweet')).toBe('Amazing grace how sweet');
    expect(stripChords('[Am]യേശു [F]നല്ലവൻ')).toBe('യേശു നല്ലവൻ');
  });

  it('leaves brackets that are not chords alone', () => {
    expect(stripChords('Refrain [sing twice, softly and slowly]')).toBe(
      'Refrain [sing twice, softly and slowly]',
    );
    expect(stripChords('a [] b')).toBe('a [] b');
    expect(hasChords('no chords [] here')).toBe(false);
    expect(hasChords('[G]here')).toBe(true);
  });
});

describe('parseChordLine', () => {
  it('puts each chord over the text it precedes', () => {
    expect(parseChordLine('[G]Amazing [C]grace')).toEqual([
      { chord: 'G', text: 'Amazing ' },
      { chord: 'C', text: 'grace' },
    ]);
  });

  it('keeps text before the first chord, and chords at the end or side by side', () => {
    expect(parseChordLine('Oh [D]come [G][D/F#]')).toEqual([
      { chord: null, text: 'Oh ' },
      { chord: 'D', text: 'come ' },
      { chord: 'G', text: '' },
      { chord: 'D/F#', text: '' },
    ]);
    expect(parseChordLine('[G]grace[D]')).toEqual([
      { chord: 'G', text: 'grace' },
      { chord: 'D', text: '' },
    ]);
  });

  it('reads brackets that are no chords as text', () => {
    const line = 'a [] b [G c d [sing twice, softly and slowly]';
    expect(parseChordLine(line)).toEqual([{ chord: null, text: line }]);
    expect(parseChordLine('[')).toEqual([{ chord: null, text: '[' }]);
    expect(parseChordLine('')).toEqual([]);
  });

  it('never splits a grapheme cluster: a chord inside one goes to its start', () => {
    // ക്ര is one cluster (ക + virama + ര); the chord written after the virama moves before ക.
    expect(parseChordLine('യേശു ക്[G]രിസ്തു')).toEqual([
      { chord: null, text: 'യേശു ' },
      { chord: 'G', text: 'ക്രിസ്തു' },
    ]);
    // Devanagari conjunct क्ष and a Tamil vowel sign.
    expect(parseChordLine('य[D]क्[A]षु')).toEqual([
      { chord: null, text: 'य' },
      { chord: 'D', text: '' },
      { chord: 'A', text: 'क्षु' },
    ]);
    expect(parseChordLine('இ[C]யே[G]சு')).toEqual([
      { chord: null, text: 'இ' },
      { chord: 'C', text: 'யே' },
      { chord: 'G', text: 'சு' },
    ]);
    // A combining accent stays on its letter.
    expect(parseChordLine('cafe[Em]\u0301 au')).toEqual([
      { chord: null, text: 'caf' },
      { chord: 'Em', text: 'e\u0301 au' },
    ]);
  });

  it('gives back exactly the stripped text, segment by segment', () => {
    for (const line of ['[Am]യേശു [F]നല്ലവൻ [G]', 'x [C/E]y [] z', '[N.C.]words [x2]'])
      expect(
        parseChordLine(line)
          .map((segment) => segment.text)
          .join(''),
      ).toBe(stripChords(line));
  });
});

describe('chords in a text', () => {
  it('lists and maps the chords, words untouched', () => {
    const text = '[G]Amazing [C/E]grace\n[N.C.]how [] sweet';
    expect(chordsOf(text)).toEqual(['G', 'C/E', 'N.C.']);
    expect(mapInlineChords(text, (chord) => chord.toLowerCase())).toBe(
      '[g]Amazing [c/e]grace\n[n.c.]how [] sweet',
    );
  });

  it('finds where each grapheme cluster starts', () => {
    expect(graphemeStarts('ക്രി a')).toEqual([0, 4, 5]);
    expect(graphemeStarts('e\u0301x')).toEqual([0, 2]);
    expect(graphemeStarts('')).toEqual([]);
  });
});
