import { describe, expect, it } from 'vitest';
import { firstLyricLines, lyricExcerpt, truncate } from './song-text';

describe('song text excerpts (spec §9)', () => {
  it('cuts at the limit with an ellipsis, and leaves short text alone', () => {
    expect(truncate('  Amazing grace  ', 100)).toBe('Amazing grace');
    expect(truncate('x'.repeat(150), 150)).toBe('x'.repeat(150));
    expect(truncate('x'.repeat(151), 150)).toBe(`${'x'.repeat(150)}…`);
  });

  it("gives a card's excerpt as one line, cut again to a dialog's 100 characters", () => {
    expect(lyricExcerpt('First line\n  second line', 100)).toBe('First line second line');
    expect(lyricExcerpt(`${'x'.repeat(150)}…`, 100)).toBe(`${'x'.repeat(100)}…`);
    // The server's 150 characters and its ellipsis stay as they are on a 150-character row.
    expect(lyricExcerpt(`${'x'.repeat(150)}…`, 150)).toBe(`${'x'.repeat(150)}…`);
    expect(lyricExcerpt('', 100)).toBe('');
    expect(lyricExcerpt(null, 100)).toBe('');
  });

  it('gives the first two non-empty lyric lines, at most 150 characters', () => {
    expect(firstLyricLines('One\n\nTwo\nThree')).toBe('One\nTwo');
    const long = `${'a'.repeat(100)}\n${'b'.repeat(100)}`;
    // The excerpt as songs answers it: 150 characters and "…".
    expect(firstLyricLines(`${long.slice(0, 150)}…`)).toBe(`${long.slice(0, 150)}…`);
    expect(firstLyricLines(undefined)).toBe('');
  });
});
