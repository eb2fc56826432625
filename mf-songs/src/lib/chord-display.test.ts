import { describe, expect, it } from 'vitest';
import { displayText, sectionOrderSummary, songSections, writtenKey } from './chord-display';
import type { SongViewSong } from './song-view-song';

const stanza = (id: string, position: number, lyrics: string, label: string | null = null) => ({
  id,
  position,
  label,
  lyrics,
  transliterations: [],
});

const SONG: SongViewSong = {
  id: 's',
  title: 'T',
  language: 'english',
  key: null,
  sectionOrder: [2, 1, 2, 9],
  stanzas: [stanza('c', 1, 'My [Em]chains', 'Chorus'), stanza('v', 0, '[D]Amazing', 'Verse 1')],
};

describe('chord display', () => {
  it('follows the order by stanza position, repeats kept, unknown numbers skipped', () => {
    expect(songSections(SONG).map((s) => [s.stanza.id, s.number, s.index])).toEqual([
      ['c', 2, 0],
      ['v', 1, 1],
      ['c', 2, 2],
    ]);
    expect(sectionOrderSummary(SONG)).toBe('C V1 C');
    expect(sectionOrderSummary({ ...SONG, sectionOrder: [] })).toBeNull();
    expect(songSections({ ...SONG, sectionOrder: [] }).map((s) => s.stanza.id)).toEqual(['v', 'c']);
  });

  it('reads the written key from the first chord when the song has none', () => {
    expect(writtenKey(SONG)).toBe('D');
    expect(writtenKey({ ...SONG, key: 'Bb' })).toBe('Bb');
  });

  it('leaves the text alone when chords are hidden or unchanged, and round-trips', () => {
    const show = { show: true, semitones: 0, capo: 0, nashville: false };
    expect(displayText('[D]Amazing', SONG, show)).toBe('[D]Amazing');
    expect(displayText('[D]Amazing', SONG, { ...show, show: false, semitones: 3 })).toBe(
      '[D]Amazing',
    );
    expect(displayText('[D]Amazing [A/C#]grace', SONG, { ...show, semitones: 3 })).toBe(
      '[F]Amazing [C/E]grace',
    );
  });
});
