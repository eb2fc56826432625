import { describe, expect, it } from 'vitest';
import { isKey, KEYS, normalizeKey, PICKER_KEYS } from './keys';

describe('keys', () => {
  it('accepts exactly the spellings KEYS lists', () => {
    expect(isKey('F#m')).toBe(true);
    expect(isKey('Bb')).toBe(true);
    expect(isKey('bb')).toBe(false);
    expect(isKey('A#')).toBe(false);
    expect(isKey('H')).toBe(false);
  });

  it('offers the 12 major and 12 minor keys once each in the picker', () => {
    expect(PICKER_KEYS).toHaveLength(24);
    expect(new Set(PICKER_KEYS).size).toBe(24);
    for (const key of PICKER_KEYS) expect(KEYS).toContain(key);
  });

  it.each([
    ['g', 'G'],
    [' G ', 'G'],
    ['F♯ minor', 'F#m'],
    ['f#m', 'F#m'],
    ['Bbmaj', 'Bb'],
    ['B♭', 'Bb'],
    ['a#', 'Bb'],
    ['G#', 'Ab'],
    ['Dbm', 'C#m'],
    ['Am', 'Am'],
    ['A min', 'Am'],
    ['E-', 'Em'],
    ['C major', 'C'],
  ])('normalizes %j to %j', (input, key) => {
    expect(normalizeKey(input)).toBe(key);
  });

  it.each(['', 'H', 'G##', 'Gsus', 'C/E', 'do', '<b>', 'G7'])('names no key for %j', (input) => {
    expect(normalizeKey(input)).toBeNull();
  });
});
