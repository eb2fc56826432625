import { describe, expect, it } from 'vitest';
import { transliterationPreview } from './song-preview';

const ORDER = ['english', 'malayalam', 'tamil', 'hindi'];

const card = (previews: { language: string; text: string }[], lyricsExcerpt = 'x') => ({
  language: 'english',
  title: 'Amazing Grace',
  author: null,
  lyricsExcerpt,
  transliterationPreviews: previews,
});

describe("transliterationPreview (spec §2: the server's 100-character previews)", () => {
  it('picks the preview first in the reader’s language order, skipping blank ones', () => {
    const song = card([
      { language: 'tamil', text: `${'t'.repeat(100)}…` },
      { language: 'english', text: '  ' },
      { language: 'malayalam', text: `${'m'.repeat(100)}…` },
    ]);
    expect(transliterationPreview(song, ORDER)).toEqual({
      language: 'malayalam',
      text: `${'m'.repeat(100)}…`,
    });
    expect(transliterationPreview(song, ['tamil', ...ORDER])?.language).toBe('tamil');
  });

  it('is null without previews', () => {
    expect(transliterationPreview(card([]), ORDER)).toBeNull();
  });
});
