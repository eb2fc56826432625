import { describe, expect, it } from 'vitest';
import { songInKey, writtenKeyOf } from './song-in-key';

const stanza = (position: number, lyrics: string, translit?: string) => ({
  id: `s${position}`,
  position,
  label: null,
  lyrics,
  transliterations: translit ? [{ language: 'english', text: translit }] : [],
});

const GRACE = {
  id: 'grace',
  title: 'Amazing Grace',
  key: 'G',
  stanzas: [
    stanza(1, '[G]Amazing [G7]grace how [C]sweet the [G]sound', '[G]a[D/F#]ma'),
    stanza(2, "[G]'Twas grace that [D]taught [N.C.]"),
  ],
};

describe('songInKey: a song as a schedule entry plays it', () => {
  it('moves every chord of lyrics and transliterations into the key, spelled as it spells', () => {
    const inBb = songInKey(GRACE, 'Bb');
    expect(inBb.key).toBe('Bb');
    expect(inBb.stanzas.map((s) => s.lyrics)).toEqual([
      '[Bb]Amazing [Bb7]grace how [Eb]sweet the [Bb]sound',
      "[Bb]'Twas grace that [F]taught [N.C.]",
    ]);
    expect(inBb.stanzas[0]?.transliterations[0]?.text).toBe('[Bb]a[F/A]ma');
    // Other fields stay; the library's song is not touched.
    expect(inBb.title).toBe('Amazing Grace');
    expect(inBb.stanzas[0]?.id).toBe('s1');
    expect(GRACE.stanzas[0]?.lyrics).toBe('[G]Amazing [G7]grace how [C]sweet the [G]sound');
  });

  it('reads typed spellings of the key and back returns the text exactly', () => {
    const inFSharp = songInKey(GRACE, 'f#');
    expect(inFSharp.key).toBe('F#');
    expect(inFSharp.stanzas[1]?.lyrics).toBe("[F#]'Twas grace that [C#]taught [N.C.]");
    expect(songInKey(inFSharp, 'G').stanzas).toEqual(GRACE.stanzas);
  });

  it('keeps the song when the entry follows it (no key, an unknown key) or names its own key', () => {
    expect(songInKey(GRACE, null)).toBe(GRACE);
    expect(songInKey(GRACE, '')).toBe(GRACE);
    expect(songInKey(GRACE, 'H')).toBe(GRACE);
    expect(songInKey(GRACE, 'G').stanzas).toBe(GRACE.stanzas);
  });

  it('finds the written key of a keyless song from its first chord in stanza order', () => {
    const keyless = {
      key: null,
      stanzas: [stanza(2, '[D]second'), stanza(1, 'no chords', '[Em]x')],
    };
    expect(writtenKeyOf(keyless)).toBe('Em');
    expect(songInKey(keyless, 'Am').stanzas.map((s) => s.lyrics)).toEqual([
      '[G]second',
      'no chords',
    ]);
  });

  it('gives a song with no key and no chords the entry key and nothing else', () => {
    const plain = { key: null, stanzas: [stanza(1, 'Just words')] };
    expect(writtenKeyOf(plain)).toBeNull();
    expect(songInKey(plain, 'D')).toEqual({ ...plain, key: 'D' });
  });
});
