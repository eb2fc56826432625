import { describe, expect, it } from 'vitest';
import { firstLyricLines } from './song-text';

describe('song text excerpts (spec §9)', () => {
  it('gives the first two non-empty lyric lines, at most 150 characters', () => {
    expect(firstLyricLines('One\n\nTwo\nThree')).toBe('One\nTwo');
    const long = `${'a'.repeat(100)}\n${'b'.repeat(100)}`;
    // The excerpt as songs answers it: 150 characters and "…".
    expect(firstLyricLines(`${long.slice(0, 150)}…`)).toBe(`${long.slice(0, 150)}…`);
    expect(firstLyricLines(undefined)).toBe('');
  });
});
