import { describe, expect, it } from 'vitest';
import { formatChordSymbol, isMinorChord, parseChordSymbol } from './chord-symbol';

describe('chord symbols', () => {
  it.each([
    ['G', { root: 'G', suffix: '', bass: null }],
    ['F#m7b5', { root: 'F#', suffix: 'm7b5', bass: null }],
    ['Bbmaj7#11', { root: 'Bb', suffix: 'maj7#11', bass: null }],
    ['D/F#', { root: 'D', suffix: '', bass: 'F#' }],
    ['Am7/G', { root: 'A', suffix: 'm7', bass: 'G' }],
    ['G6/9', { root: 'G', suffix: '6/9', bass: null }],
    ['Csus4', { root: 'C', suffix: 'sus4', bass: null }],
    ['C(add9)', { root: 'C', suffix: '(add9)', bass: null }],
    ['E♭dim7', { root: 'Eb', suffix: 'dim7', bass: null }],
    ['F♯m/C♯', { root: 'F#', suffix: 'm', bass: 'C#' }],
    ['Gaug', { root: 'G', suffix: 'aug', bass: null }],
    ['C+', { root: 'C', suffix: '+', bass: null }],
  ])('reads %j', (symbol, parts) => {
    expect(parseChordSymbol(symbol)).toEqual(parts);
  });

  it.each(['N.C.', 'x2', 'Chorus', 'Bass', 'H7', '', 'G/', 'G/H', '*riff'])(
    'reads %j as no chord',
    (symbol) => {
      expect(parseChordSymbol(symbol)).toBeNull();
    },
  );

  it('writes the parts back as they were read', () => {
    for (const symbol of ['G', 'F#m7b5', 'D/F#', 'G6/9', 'Am7/G', 'Bbsus2'])
      expect(formatChordSymbol(parseChordSymbol(symbol)!)).toBe(symbol);
  });

  it('tells minor chords from maj7 and dim', () => {
    const minor = (symbol: string) => isMinorChord(parseChordSymbol(symbol)!);
    expect([minor('Am'), minor('Am7'), minor('Amin'), minor('A-7')]).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect([minor('Amaj7'), minor('A'), minor('Adim'), minor('AM7')]).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});
