import type { PhoneticScript, Place, Reading, VowelReading } from './phonetic-engine';
import { MALAYALAM_WORDS } from './words-malayalam';

/**
 * Manglish → Malayalam. People type ത/ഥ as "th", ട as "t" or "d" (veedu വീട്), ഴ as "zh",
 * ഞ as "nj", ന്റ as "nt", geminates often single (daivathin ദൈവത്തിൻ), long vowels as "aa",
 * "ee", "oo" or not at all; a word-final n, r, l, ḷ, ṇ is a chillu and a final "u" is often the
 * samvruthokaram (്). Costs: 0 for the commonest reading, up to ~1 for rare ones.
 */

const VIRAMA = '്';

const CONSONANTS: Record<string, (place: Place) => readonly Reading[]> = {
  k: () => [['ക', 0]],
  kk: () => [['ക്ക', 0]],
  kh: () => [['ഖ', 0]],
  g: () => [
    ['ഗ', 0],
    ['ക', 0.8],
  ],
  gg: () => [['ഗ്ഗ', 0]],
  gh: () => [['ഘ', 0]],
  ng: (p) =>
    p.start
      ? [['ങ', 0]]
      : [
          ['ങ്ങ', 0],
          ['ംഗ', 0.3],
          ['ങ്ക', 0.6],
        ],
  nk: () => [['ങ്ക', 0]],
  ch: (p) =>
    p.start
      ? [['ച', 0]]
      : [
          ['ച', 0],
          ['ച്ച', 0.3],
          ['ഛ', 0.9],
        ],
  chh: () => [
    ['ഛ', 0],
    ['ച്ച', 0.1],
  ],
  cch: () => [['ച്ച', 0]],
  chch: () => [['ച്ച', 0]],
  j: () => [['ജ', 0]],
  jh: () => [['ഝ', 0]],
  jn: () => [['ജ്ഞ', 0]],
  nj: (p) =>
    p.start
      ? [['ഞ', 0]]
      : [
          ['ഞ്ഞ', 0],
          ['ഞ്ച', 0.4],
          ['ഞ', 0.5],
        ],
  nch: () => [['ഞ്ച', 0]],
  t: (p) =>
    p.start
      ? [
          ['ത', 0],
          ['ട', 0.5],
        ]
      : [
          ['ട', 0],
          ['ത', 0.3],
          ['റ്റ', 0.8],
        ],
  tt: () => [
    ['ട്ട', 0],
    ['റ്റ', 0.2],
    ['ത്ത', 0.5],
  ],
  th: (p) =>
    p.start
      ? [
          ['ത', 0],
          ['ഥ', 0.6],
        ]
      : [
          ['ത', 0],
          ['ത്ത', 0.2],
          ['ഥ', 0.6],
          ['ത്ഥ', 0.8],
        ],
  tth: () => [
    ['ത്ത', 0],
    ['ത്ഥ', 0.5],
  ],
  thth: () => [['ത്ത', 0]],
  d: (p) =>
    p.start
      ? [
          ['ദ', 0],
          ['ഡ', 0.5],
        ]
      : [
          ['ട', 0],
          ['ദ', 0.2],
          ['ഡ', 0.6],
        ],
  dd: () => [
    ['ദ്ദ', 0],
    ['ഡ്ഡ', 0.3],
    ['ട്ട', 0.5],
  ],
  dh: () => [
    ['ധ', 0],
    ['ദ', 0.3],
    ['ഢ', 0.9],
  ],
  ddh: () => [['ദ്ധ', 0]],
  n: (p) =>
    p.start
      ? [['ന', 0]]
      : [
          ['ന', 0],
          ['ണ', 0.4],
        ],
  nn: () => [
    ['ന്ന', 0],
    ['ണ്ണ', 0.2],
  ],
  nd: () => [
    ['ണ്ട', 0],
    ['ന്ദ', 0.2],
    ['ന്ത', 0.7],
  ],
  ndh: () => [
    ['ന്ധ', 0],
    ['ന്ദ', 0.3],
  ],
  nt: () => [
    ['ന്റ', 0],
    ['ണ്ട', 0.5],
    ['ന്ത', 0.5],
  ],
  nth: () => [
    ['ന്ത', 0],
    ['ന്ഥ', 0.7],
  ],
  p: () => [['പ', 0]],
  pp: () => [['പ്പ', 0]],
  ph: () => [['ഫ', 0]],
  f: () => [['ഫ', 0]],
  b: () => [
    ['ബ', 0],
    ['പ', 0.8],
  ],
  bb: () => [['ബ്ബ', 0]],
  bh: () => [['ഭ', 0]],
  m: () => [['മ', 0]],
  mm: () => [['മ്മ', 0]],
  mb: () => [
    ['മ്പ', 0],
    ['മ്ബ', 0.6],
  ],
  mp: () => [['മ്പ', 0]],
  y: () => [['യ', 0]],
  yy: () => [['യ്യ', 0]],
  r: (p) =>
    p.start
      ? [['ര', 0]]
      : [
          ['ര', 0],
          ['റ', 0.3],
        ],
  rr: () => [
    ['റ', 0],
    ['ർര', 0.5],
  ],
  l: (p) =>
    p.start
      ? [['ല', 0]]
      : [
          ['ല', 0],
          ['ള', 0.3],
        ],
  ll: () => [
    ['ല്ല', 0],
    ['ള്ള', 0.2],
  ],
  zh: () => [['ഴ', 0]],
  z: () => [
    ['ഴ', 0],
    ['സ', 0.5],
  ],
  v: () => [['വ', 0]],
  vv: () => [['വ്വ', 0]],
  w: () => [['വ', 0]],
  s: () => [
    ['സ', 0],
    ['ശ', 0.3],
  ],
  ss: () => [['സ്സ', 0]],
  sh: () => [
    ['ശ', 0],
    ['ഷ', 0.2],
  ],
  h: () => [['ഹ', 0]],
  x: () => [['ക്സ', 0]],
  ksh: () => [['ക്ഷ', 0]],
  q: () => [['ക', 0]],
  c: () => [
    ['ക', 0],
    ['സ', 0.4],
  ],
};

const v = (independent: string, sign: string, cost: number): VowelReading => ({
  independent,
  sign,
  cost,
});

const VOWELS: Record<string, (place: Place, afterConsonant: boolean) => readonly VowelReading[]> = {
  a: (p) => (p.end ? [v('അ', '', 0), v('ആ', 'ാ', 0.3)] : [v('അ', '', 0), v('ആ', 'ാ', 0.5)]),
  aa: () => [v('ആ', 'ാ', 0)],
  i: () => [v('ഇ', 'ി', 0), v('ഈ', 'ീ', 0.5)],
  ee: () => [v('ഈ', 'ീ', 0), v('ഏ', 'േ', 0.7)],
  ii: () => [v('ഈ', 'ീ', 0)],
  u: (p) => (p.end ? [v('ഉ', '്', 0), v('ഉ', 'ു', 0.1)] : [v('ഉ', 'ു', 0), v('ഊ', 'ൂ', 0.5)]),
  oo: () => [v('ഊ', 'ൂ', 0), v('ഓ', 'ോ', 0.5)],
  uu: () => [v('ഊ', 'ൂ', 0)],
  e: (p) =>
    p.start
      ? [v('എ', 'െ', 0), v('ഏ', 'േ', 0.4)]
      : p.end
        ? [v('എ', 'െ', 0), v('ഏ', 'േ', 0.3)]
        : [v('എ', 'െ', 0), v('ഏ', 'േ', 0.2)],
  ae: () => [v('ഏ', 'േ', 0)],
  o: () => [v('ഒ', 'ൊ', 0), v('ഓ', 'ോ', 0.2)],
  oa: () => [v('ഓ', 'ോ', 0)],
  ai: () => [v('ഐ', 'ൈ', 0)],
  ei: () => [v('ഐ', 'ൈ', 0)],
  au: () => [v('ഔ', 'ൗ', 0)],
  ou: () => [v('ഔ', 'ൗ', 0)],
  // After a consonant "ru"/"ri" may be the vowel ṛ (krupa കൃപ) or r + a vowel (kristhu).
  ru: (_p, after) => (after ? [v('', 'ൃ', 0), v('', `${VIRAMA}രു`, 0.2)] : []),
  ri: (_p, after) => (after ? [v('', `${VIRAMA}രി`, 0), v('', 'ൃ', 0.2)] : []),
};

const CHILLU: Record<string, string> = { ന: 'ൻ', ണ: 'ൺ', ര: 'ർ', റ: 'ർ', ല: 'ൽ', ള: 'ൾ' };
/** Stops doubled after ർ in the usual spelling (കർത്താവ്, സ്വർഗ്ഗം). */
const DOUBLED_AFTER_R = new Set(['ക', 'ച', 'ട', 'ത', 'പ', 'ഗ']);

export const MALAYALAM_PHONETIC: PhoneticScript = {
  script: 'malayalam',
  consonant: (group, place) => CONSONANTS[group]?.(place),
  vowel: (group, place, after) => {
    const readings = VOWELS[group]?.(place, after);
    return readings && readings.length > 0 ? readings : undefined;
  },
  join(prev, next) {
    const last = prev.charAt(prev.length - 1);
    const chillu = prev.length === 1 ? CHILLU[last] : undefined;
    const first = next.charAt(0);
    if (chillu && (last === 'ര' || last === 'റ')) {
      const options: Reading[] = [
        [chillu + next, 0],
        [prev + VIRAMA + next, 0.6],
      ];
      if (DOUBLED_AFTER_R.has(first) && next.length === 1) {
        options.push([chillu + next + VIRAMA + next, first === 'ഗ' ? 0.1 : 0.05]);
        options.sort((a, b) => a[1] - b[1]);
      }
      return options;
    }
    if (chillu && (last === 'ല' || last === 'ള' || last === 'ന')) {
      return [
        [prev + VIRAMA + next, 0],
        [chillu + next, 0.2],
      ];
    }
    return [[prev + VIRAMA + next, 0]];
  },
  close(prev) {
    const last = prev.charAt(prev.length - 1);
    if (prev === 'മ') {
      return [
        ['ം', 0],
        ['മ്', 1],
      ];
    }
    const chillu = prev.length === 1 ? CHILLU[last] : undefined;
    if (chillu) {
      return [
        [chillu, 0],
        [prev + VIRAMA, 0.8],
      ];
    }
    return [[prev + VIRAMA, 0]];
  },
  glide: (prev) => (/[ou]$/.test(prev) ? 'വ' : 'യ'),
  words: MALAYALAM_WORDS,
};
