/// <reference types="@worship/design-system/src/font-files" />
import devanagari400 from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2';
import devanagari700 from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff2';
import malayalam400 from '@fontsource/noto-sans-malayalam/files/noto-sans-malayalam-malayalam-400-normal.woff2';
import malayalam700 from '@fontsource/noto-sans-malayalam/files/noto-sans-malayalam-malayalam-700-normal.woff2';
import tamil400 from '@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-400-normal.woff2';
import tamil700 from '@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-700-normal.woff2';

/**
 * Self-hosted Noto faces for the three Indic scripts, declared as @font-face rules in
 * GlobalStyle: the shell draws GlobalStyle once (and the prerendered first paints carry it), so
 * every page and every remote's text — inputs and textareas too — can use them from the first
 * paint. The woff2 files go through the shared webpack config's `asset/resource` rule: emitted
 * content-hashed beside the bundle that holds the design system (the shell's, at /assets/).
 *
 * Only the script subsets are declared, each with the subset's `unicode-range` (copied from
 * @fontsource's 400.css): a browser downloads a file only when text in that script is drawn, so
 * a page of English songs fetches no font at all. 400 and 700 cover body text and the bold
 * titles (600 resolves to 700). An installed Noto (Android, most Linux desktops) is used first
 * (`local()`), without a download.
 */
export interface IndicFontFace {
  family: IndicFontFamily;
  weight: 400 | 700;
  url: string;
  /** Full and PostScript names of the same face when installed on the device. */
  localNames: readonly string[];
  unicodeRange: string;
}

export type IndicFontFamily = 'Noto Sans Malayalam' | 'Noto Sans Tamil' | 'Noto Sans Devanagari';

/** In the order of the font stack (tokens.fonts.body): where ranges overlap, the first wins. */
export const INDIC_FONT_FAMILIES: readonly IndicFontFamily[] = [
  'Noto Sans Malayalam',
  'Noto Sans Tamil',
  'Noto Sans Devanagari',
];

const MALAYALAM_RANGE =
  'U+0307,U+0323,U+0951-0952,U+0964-0965,U+0D00-0D7F,U+1CDA,U+1CF2,U+200C-200D,U+20B9,U+25CC,U+A830-A832';
const TAMIL_RANGE = 'U+0964-0965,U+0B82-0BFA,U+200C-200D,U+20B9,U+25CC';
const DEVANAGARI_RANGE =
  'U+0900-097F,U+1CD0-1CF9,U+200C-200D,U+20A8,U+20B9,U+20F0,U+25CC,U+A830-A839,U+A8E0-A8FF,U+11B00-11B09';

function faces(
  family: IndicFontFamily,
  unicodeRange: string,
  urls: Record<400 | 700, string>,
): IndicFontFace[] {
  const postScript = family.replace(/ /g, '');
  return [
    {
      family,
      weight: 400,
      url: urls[400],
      localNames: [family, `${postScript}-Regular`],
      unicodeRange,
    },
    {
      family,
      weight: 700,
      url: urls[700],
      localNames: [`${family} Bold`, `${postScript}-Bold`],
      unicodeRange,
    },
  ];
}

export const INDIC_FONT_FACES: readonly IndicFontFace[] = [
  ...faces('Noto Sans Malayalam', MALAYALAM_RANGE, { 400: malayalam400, 700: malayalam700 }),
  ...faces('Noto Sans Tamil', TAMIL_RANGE, { 400: tamil400, 700: tamil700 }),
  ...faces('Noto Sans Devanagari', DEVANAGARI_RANGE, { 400: devanagari400, 700: devanagari700 }),
];

const quoted = (value: string) => JSON.stringify(value);

/**
 * The @font-face rules. `font-display: block`: where the device has no font for the script (the
 * case these faces exist for) the fallback is a row of empty boxes, so the text stays invisible
 * for the short block period (at most 3 s; the files are 15–54 KB) instead of flashing as tofu.
 */
export function indicFontFaceRules(list: readonly IndicFontFace[] = INDIC_FONT_FACES): string {
  return list
    .map((face) => {
      const sources = [
        ...face.localNames.map((name) => `local(${quoted(name)})`),
        `url(${quoted(face.url)}) format('woff2')`,
      ];
      return `@font-face {
  font-family: ${quoted(face.family)};
  font-style: normal;
  font-weight: ${face.weight};
  font-display: block;
  src: ${sources.join(', ')};
  unicode-range: ${face.unicodeRange};
}`;
    })
    .join('\n');
}
