import { describe, expect, it } from 'vitest';
import { lyricsPreview, transliterationPreview, truncate } from './song-preview';

const ORDER = ['english', 'malayalam', 'tamil', 'hindi'];

describe('truncate', () => {
  it('keeps short text and cuts long text to the limit plus an ellipsis', () => {
    expect(truncate('  short  ', 10)).toBe('short');
    expect(truncate('x'.repeat(10), 10)).toBe('x'.repeat(10));
    expect(truncate('x'.repeat(11), 10)).toBe(`${'x'.repeat(10)}…`);
  });
});

describe('lyricsPreview (spec §2: first 150 characters of the first stanza)', () => {
  it('takes the stanza with the lowest position', () => {
    const song = {
      lyrics: 'ignored',
      stanzas: [
        { position: 1, lyrics: 'second', transliterations: [] },
        { position: 0, lyrics: 'a'.repeat(200), transliterations: [] },
      ],
    };
    expect(lyricsPreview(song)).toBe(`${'a'.repeat(150)}…`);
  });

  it('falls back to the lyrics of a song without stanzas', () => {
    expect(lyricsPreview({ lyrics: 'Just lyrics', stanzas: [] })).toBe('Just lyrics');
  });
});

describe('transliterationPreview (spec §2: 100 characters)', () => {
  it("picks the first stanza's transliteration first in the language order, cut to 100", () => {
    const song = {
      lyrics: '',
      stanzas: [
        {
          position: 0,
          lyrics: 'x',
          transliterations: [
            { language: 'tamil', text: 't'.repeat(120) },
            { language: 'malayalam', text: 'm'.repeat(120) },
          ],
        },
      ],
    };
    expect(transliterationPreview(song, ORDER)).toEqual({
      language: 'malayalam',
      text: `${'m'.repeat(100)}…`,
    });
    expect(transliterationPreview(song, ['tamil', ...ORDER])?.language).toBe('tamil');
  });

  it('is null without transliterations', () => {
    const song = { lyrics: '', stanzas: [{ position: 0, lyrics: 'x', transliterations: [] }] };
    expect(transliterationPreview(song, ORDER)).toBeNull();
  });
});
