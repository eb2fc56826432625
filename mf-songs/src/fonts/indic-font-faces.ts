import devanagari400 from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2';
import devanagari700 from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff2';
import malayalam400 from '@fontsource/noto-sans-malayalam/files/noto-sans-malayalam-malayalam-400-normal.woff2';
import malayalam700 from '@fontsource/noto-sans-malayalam/files/noto-sans-malayalam-malayalam-700-normal.woff2';
import tamil400 from '@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-400-normal.woff2';
import tamil700 from '@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-700-normal.woff2';

/**
 * Self-hosted Noto faces for the three Indic scripts, registered through the CSS Font Loading
 * API rather than @fontsource's CSS files: the shared webpack config has no CSS pipeline, and
 * adding one to every app for three @font-face rules is not worth it. The woff2 files go
 * through the config's existing `asset/resource` rule, so they are emitted (content-hashed)
 * beside mf-songs' chunks and resolve against the remote's own public path, wherever it is
 * deployed (the static server sends CORS headers, which cross-origin fonts need).
 *
 * Only the script subsets are registered: Latin text keeps the system font. Each face carries
 * the subset's `unicode-range` (copied from @fontsource's 400.css), so a browser downloads a
 * file only when text in that script is actually rendered — a page of English songs fetches
 * nothing. 400 and 700 cover body text and the bold titles (600 resolves to 700).
 *
 * The family names are the ones in the design system's font stack (tokens.fonts.body).
 */
export interface IndicFontFace {
  family: string;
  weight: '400' | '700';
  url: string;
  unicodeRange: string;
}

const MALAYALAM_RANGE =
  'U+0307,U+0323,U+0951-0952,U+0964-0965,U+0D00-0D7F,U+1CDA,U+1CF2,U+200C-200D,U+20B9,U+25CC,U+A830-A832';
const TAMIL_RANGE = 'U+0964-0965,U+0B82-0BFA,U+200C-200D,U+20B9,U+25CC';
const DEVANAGARI_RANGE =
  'U+0900-097F,U+1CD0-1CF9,U+200C-200D,U+20A8,U+20B9,U+20F0,U+25CC,U+A830-A839,U+A8E0-A8FF,U+11B00-11B09';

export const INDIC_FONT_FACES: readonly IndicFontFace[] = [
  {
    family: 'Noto Sans Malayalam',
    weight: '400',
    url: malayalam400,
    unicodeRange: MALAYALAM_RANGE,
  },
  {
    family: 'Noto Sans Malayalam',
    weight: '700',
    url: malayalam700,
    unicodeRange: MALAYALAM_RANGE,
  },
  { family: 'Noto Sans Tamil', weight: '400', url: tamil400, unicodeRange: TAMIL_RANGE },
  { family: 'Noto Sans Tamil', weight: '700', url: tamil700, unicodeRange: TAMIL_RANGE },
  {
    family: 'Noto Sans Devanagari',
    weight: '400',
    url: devanagari400,
    unicodeRange: DEVANAGARI_RANGE,
  },
  {
    family: 'Noto Sans Devanagari',
    weight: '700',
    url: devanagari700,
    unicodeRange: DEVANAGARI_RANGE,
  },
];

type FontFaceConstructor = new (
  family: string,
  source: string,
  descriptors?: FontFaceDescriptors,
) => FontFace;

interface FontFaceTarget {
  add(face: FontFace): unknown;
}

const registered = new WeakSet<FontFaceTarget>();

/**
 * Adds the faces to `target` (the document's font set) once. Adding a FontFace does not load it:
 * like an @font-face rule, it is fetched when text that needs it is laid out.
 * Returns false where the Font Loading API is missing (old browsers, jsdom).
 */
export function registerIndicFonts(
  target: FontFaceTarget | undefined = typeof document === 'undefined' ? undefined : document.fonts,
  FontFaceClass: FontFaceConstructor | undefined = typeof FontFace === 'undefined'
    ? undefined
    : FontFace,
): boolean {
  if (!target || !FontFaceClass) return false;
  if (registered.has(target)) return true;
  for (const face of INDIC_FONT_FACES) {
    target.add(
      new FontFaceClass(face.family, `url(${JSON.stringify(face.url)}) format('woff2')`, {
        weight: face.weight,
        style: 'normal',
        display: 'swap',
        unicodeRange: face.unicodeRange,
      }),
    );
  }
  registered.add(target);
  return true;
}
