import { describe, expect, it } from 'vitest';
import { barPercent, lastUsedLabel, songsLabel, usesLabel } from './stats';

describe('insights labels', () => {
  it("counts uses and songs: 'N use' / 'N uses', 'N song' / 'N songs'", () => {
    expect(usesLabel(0)).toBe('0 uses');
    expect(usesLabel(1)).toBe('1 use');
    expect(usesLabel(12)).toBe('12 uses');
    expect(songsLabel(1)).toBe('1 song');
    expect(songsLabel(7)).toBe('7 songs');
  });

  it("prints the last use as 'Last: Mon D', or 'Never'", () => {
    // Midday UTC: the same calendar day in every time zone a test machine runs in.
    expect(lastUsedLabel('2026-11-23T12:00:00.000Z')).toBe('Last: Nov 23');
    expect(lastUsedLabel('2026-03-05T12:00:00.000Z')).toBe('Last: Mar 5');
    expect(lastUsedLabel(null)).toBe('Never');
    expect(lastUsedLabel('not a date')).toBe('Never');
  });

  it('scales a bar to the largest count, in whole percent', () => {
    expect(barPercent(10, 10)).toBe(100);
    expect(barPercent(5, 10)).toBe(50);
    expect(barPercent(1, 3)).toBe(33);
    expect(barPercent(0, 10)).toBe(0);
    expect(barPercent(0, 0)).toBe(0);
  });
});
