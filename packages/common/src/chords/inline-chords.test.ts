import { describe, expect, it } from 'vitest';
import { hasChords, stripChords } from './inline-chords';

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
