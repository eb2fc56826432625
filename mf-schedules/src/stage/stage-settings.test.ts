import { describe, expect, it } from 'vitest';
import { DEFAULT_STAGE, stageChord, stageKeys } from './stage-settings';

const settings = (transpose: number, capo: number) => ({ ...DEFAULT_STAGE, transpose, capo });

describe('stage chords', () => {
  it('shows the chart as written with no transpose and no capo', () => {
    expect(stageChord('G', settings(0, 0))).toBeUndefined();
    expect(stageKeys('G', settings(0, 0))).toEqual({ sounding: 'G', shapes: 'G' });
  });

  it('transposes into the key heard, spelled as that key spells it', () => {
    const show = stageChord('G', settings(2, 0))!;
    expect(['G', 'C', 'D/F#', 'Em7'].map(show)).toEqual(['A', 'D', 'E/G#', 'F#m7']);
    expect(stageKeys('G', settings(-1, 0)).sounding).toBe('F#');
  });

  it('with a capo shows the shapes played for the key heard', () => {
    // A heard with a capo on 2: G shapes.
    const show = stageChord('A', settings(0, 2))!;
    expect(['A', 'D', 'E', 'F#m'].map(show)).toEqual(['G', 'C', 'D', 'Em']);
    expect(stageKeys('A', settings(0, 2))).toEqual({ sounding: 'A', shapes: 'G' });
    // Up 2 from G is A, capo 2: G shapes again.
    expect(['G', 'C'].map(stageChord('G', settings(2, 2)) ?? ((c) => c))).toEqual(['G', 'C']);
  });

  it('moves chords by semitones when the song has no key', () => {
    expect(stageChord(null, settings(2, 0))!('C')).toBe('D');
    expect(stageKeys(null, settings(2, 0))).toEqual({ sounding: null, shapes: null });
  });
});
