import { describe, expect, it } from 'vitest';
import { firstLyricLines, lyricExcerpt, truncate } from './song-text';

describe('song text excerpts (spec §9)', () => {
  it('cuts at the limit with an ellipsis, and leaves short text alone', () => {
    expect(truncate('  Amazing grace  ', 100)).toBe('Amazing grace');
    expect(truncate('x'.repeat(150), 150)).toBe('x'.repeat(150));
    expect(truncate('x'.repeat(151), 150)).toBe(`${'x'.repeat(150)}…`);
  });

  it("takes the first stanza by position for a card's excerpt", () => {
    const song = {
      lyrics: 'ignored',
      stanzas: [
        { position: 2, lyrics: 'Second' },
        { position: 1, lyrics: 'First line\nsecond line' },
      ],
    };
    expect(lyricExcerpt(song, 100)).toBe('First line second line');
    expect(lyricExcerpt({ lyrics: '', stanzas: [] }, 100)).toBe('');
  });

  it('gives the first two non-empty lyric lines, at most 150 characters', () => {
    expect(firstLyricLines({ lyrics: 'One\n\nTwo\nThree', stanzas: [] })).toBe('One\nTwo');
    const long = `${'a'.repeat(100)}\n${'b'.repeat(100)}`;
    expect(firstLyricLines({ lyrics: long, stanzas: [] })).toBe(`${long.slice(0, 150)}…`);
  });
});
