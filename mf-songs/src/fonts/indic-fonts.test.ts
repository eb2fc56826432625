import { describe, expect, it } from 'vitest';
import { makeSong, makeStanza } from '../song-view/song-fixtures';
import { INDIC_FONT_FACES, registerIndicFonts } from './indic-font-faces';
import { songNeedsIndicFonts } from './use-indic-fonts';

class FakeFontFace {
  constructor(
    readonly family: string,
    readonly source: string,
    readonly descriptors: FontFaceDescriptors = {},
  ) {}
}

function fakeFontSet() {
  const faces: FakeFontFace[] = [];
  return { faces, add: (face: unknown) => faces.push(face as FakeFontFace) };
}

describe('registerIndicFonts', () => {
  it('registers 400 and 700 faces of the three Noto families, each limited to its script', () => {
    const target = fakeFontSet();
    expect(registerIndicFonts(target, FakeFontFace as unknown as typeof FontFace)).toBe(true);
    expect(target.faces.map((f) => `${f.family} ${f.descriptors.weight}`)).toEqual([
      'Noto Sans Malayalam 400',
      'Noto Sans Malayalam 700',
      'Noto Sans Tamil 400',
      'Noto Sans Tamil 700',
      'Noto Sans Devanagari 400',
      'Noto Sans Devanagari 700',
    ]);
    for (const face of target.faces) {
      // Self-hosted woff2 from the @fontsource packages, never a font CDN.
      expect(face.source).toMatch(
        /^url\(".*noto-sans-[a-z]+-[a-z]+-[47]00-normal\.woff2"\) format\('woff2'\)$/,
      );
      expect(face.source).not.toMatch(/https?:/);
      expect(face.descriptors.display).toBe('swap');
    }
    // unicode-range keeps the browser from downloading a script nobody shows.
    expect(target.faces[0]!.descriptors.unicodeRange).toContain('U+0D00-0D7F');
    expect(target.faces[2]!.descriptors.unicodeRange).toContain('U+0B82-0BFA');
    expect(target.faces[4]!.descriptors.unicodeRange).toContain('U+0900-097F');
    expect(target.faces[0]!.descriptors.unicodeRange).not.toContain('U+0000');
  });

  it('registers once per font set', () => {
    const target = fakeFontSet();
    registerIndicFonts(target, FakeFontFace as unknown as typeof FontFace);
    registerIndicFonts(target, FakeFontFace as unknown as typeof FontFace);
    expect(target.faces).toHaveLength(INDIC_FONT_FACES.length);
  });

  it('does nothing where the Font Loading API is missing', () => {
    expect(registerIndicFonts(undefined, FakeFontFace as unknown as typeof FontFace)).toBe(false);
    expect(registerIndicFonts(fakeFontSet(), undefined)).toBe(false);
  });
});

describe('songNeedsIndicFonts', () => {
  const english = makeSong({
    language: 'english',
    title: 'Amazing Grace',
    author: 'John Newton',
    stanzas: [makeStanza('s', 0, 'Amazing grace', [['english', 'Amazing grace']])],
  });

  it('is false for an English song in Latin script', () => {
    expect(songNeedsIndicFonts(english)).toBe(false);
    expect(songNeedsIndicFonts(null)).toBe(false);
  });

  it('is true for Malayalam, Tamil and Hindi songs', () => {
    for (const language of ['malayalam', 'tamil', 'hindi'] as const) {
      expect(songNeedsIndicFonts({ ...english, language })).toBe(true);
    }
  });

  it('is true for an English song with Indic text or transliterations', () => {
    expect(songNeedsIndicFonts({ ...english, title: 'Grace / കൃപ' })).toBe(true);
    expect(
      songNeedsIndicFonts({
        ...english,
        stanzas: [makeStanza('s', 0, 'Amazing grace', [['hindi', 'अद्भुत अनुग्रह']])],
      }),
    ).toBe(true);
  });
});
