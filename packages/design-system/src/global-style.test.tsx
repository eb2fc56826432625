import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { GlobalStyle } from './global-style';
import { INDIC_FONT_FACES, INDIC_FONT_FAMILIES, indicFontFaceRules } from './indic-fonts';
import { fonts } from './tokens';

/** The CSS GlobalStyle puts in the page, as the prerendered first paints get it. */
function globalCss(): string {
  const sheet = new ServerStyleSheet();
  try {
    renderToString(sheet.collectStyles(<GlobalStyle />));
    return sheet.getStyleTags();
  } finally {
    sheet.seal();
  }
}

/** `@font-face{…}` blocks of `css`, each as its declarations. */
function fontFaces(css: string): Record<string, string>[] {
  return [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)].map(([, body]) =>
    Object.fromEntries(
      body!
        .split(';')
        .map((d) => d.trim())
        .filter(Boolean)
        .map((d) => {
          const colon = d.indexOf(':');
          return [d.slice(0, colon).trim(), d.slice(colon + 1).trim()];
        }),
    ),
  );
}

describe('the Indic font faces', () => {
  it('declares 400 and 700 of the three self-hosted Noto families, each limited to its script', () => {
    const faces = fontFaces(indicFontFaceRules());
    expect(faces.map((f) => `${f['font-family']} ${f['font-weight']}`)).toEqual([
      '"Noto Sans Malayalam" 400',
      '"Noto Sans Malayalam" 700',
      '"Noto Sans Tamil" 400',
      '"Noto Sans Tamil" 700',
      '"Noto Sans Devanagari" 400',
      '"Noto Sans Devanagari" 700',
    ]);
    for (const face of faces) {
      expect(face['font-display']).toBe('block');
      expect(face['font-style']).toBe('normal');
      // An installed copy first, then the woff2 from @fontsource — never a font CDN.
      expect(face.src).toMatch(
        /^local\("Noto Sans [A-Za-z ]+"\), local\("NotoSans[A-Za-z]+-(Regular|Bold)"\), url\(".*noto-sans-[a-z]+-[a-z]+-[47]00-normal\.woff2"\) format\('woff2'\)$/,
      );
      expect(face.src).not.toMatch(/https?:/);
      // unicode-range keeps Latin-only pages from downloading any of them.
      expect(face['unicode-range']).not.toMatch(/U\+00[0-7]/);
    }
    expect(faces[0]!['unicode-range']).toContain('U+0D00-0D7F');
    expect(faces[2]!['unicode-range']).toContain('U+0B82-0BFA');
    expect(faces[4]!['unicode-range']).toContain('U+0900-097F');
    expect(faces[1]!.src).toContain(
      'local("Noto Sans Malayalam Bold"), local("NotoSansMalayalam-Bold")',
    );
  });

  it('puts the three families first in the body stack, before the system fonts', () => {
    const families = fonts.body.split(',').map((f) => f.trim().replace(/'/g, ''));
    expect(families.slice(0, 3)).toEqual([...INDIC_FONT_FAMILIES]);
    expect(families.slice(3, 4)).toEqual(['system-ui']);
    expect(families.at(-1)).toBe('sans-serif');
    expect(new Set(INDIC_FONT_FACES.map((f) => f.family))).toEqual(new Set(INDIC_FONT_FAMILIES));
  });
});

describe('GlobalStyle', () => {
  it('injects the @font-face rules with the stack on body, and form fields inherit it', () => {
    const css = globalCss();
    expect(fontFaces(css)).toHaveLength(6);
    const body = /(?:^|\s)body\s*\{([^}]*)\}/m.exec(css)?.[1] ?? '';
    expect(body).toContain(`font-family:${fonts.body}`.replace(/, /g, ','));
    expect(css).toMatch(/button,\s*input,\s*select,\s*textarea\s*\{\s*font:\s*inherit/);
  });
});
