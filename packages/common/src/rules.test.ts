import { describe, expect, it } from 'vitest';
import {
  categoryColor,
  CATEGORY_NAME_TOO_LONG,
  GROUP_NAME_TOO_LONG,
  isHexColor,
  LYRICS_TOO_LONG,
  SCHEDULE_NAME_TOO_LONG,
  SONG_ARTIST_TOO_LONG,
  SONG_CCLI_TOO_LONG,
  SONG_COPYRIGHT_TOO_LONG,
  SONG_TITLE_TOO_LONG,
  TEMPO_MESSAGE,
} from './index';

describe('categoryColor', () => {
  it('keeps a 6-digit hex colour', () => {
    expect(categoryColor('#8b5cf6')).toBe('#8b5cf6');
    expect(categoryColor('#ABCDEF')).toBe('#ABCDEF');
  });

  it('falls back to the spec gray for anything else', () => {
    expect(categoryColor('blue')).toBe('#6b7280');
    expect(categoryColor('#abc')).toBe('#6b7280');
    expect(categoryColor(null)).toBe('#6b7280');
    expect(categoryColor(undefined)).toBe('#6b7280');
    expect(isHexColor('#12345g')).toBe(false);
  });
});

describe('too-long messages', () => {
  it('use the spec wording with the limit', () => {
    expect(SONG_TITLE_TOO_LONG).toBe('Title must be 200 characters or less');
    expect(LYRICS_TOO_LONG).toBe('Lyrics must be 10000 characters or less');
    expect(SONG_ARTIST_TOO_LONG).toBe('Artist must be 200 characters or less');
    expect(SONG_COPYRIGHT_TOO_LONG).toBe('Copyright must be 200 characters or less');
    expect(SONG_CCLI_TOO_LONG).toBe('CCLI number must be 20 characters or less');
    expect(CATEGORY_NAME_TOO_LONG).toBe('Name must be 50 characters or less');
    expect(SCHEDULE_NAME_TOO_LONG).toBe('Name must be 100 characters or less');
    expect(GROUP_NAME_TOO_LONG).toBe('Name must be 100 characters or less');
  });

  it('word the tempo range with its limits', () => {
    expect(TEMPO_MESSAGE).toBe(
      'Tempo must be a whole number of beats per minute between 1 and 400',
    );
  });
});
