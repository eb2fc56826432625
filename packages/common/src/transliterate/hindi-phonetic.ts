import type { PhoneticScript, Place, Reading, VowelReading } from './phonetic-engine';
import { HINDI_WORDS } from './words-hindi';

/**
 * Hinglish → Devanagari. People drop the schwa Hindi does not say (parmeshwar परमेश्वर, prem
 * प्रेम), so two consonants typed together are either a conjunct or a consonant keeping its
 * "a"; n/m before a consonant is mostly the anusvara (shanti शांति); a word-final "a" is mostly
 * ा (raja राजा) but the inherent vowel after a conjunct (satya सत्य); nukta letters (ज़ ख़ फ़)
 * are typed z, kh, f.
 */

const HALANT = '्';
const ANUSVARA = 'ं';

const CONSONANTS: Record<string, (place: Place) => readonly Reading[]> = {
  k: () => [['क', 0]],
  kk: () => [['क्क', 0]],
  kh: () => [
    ['ख', 0],
    ['ख़', 0.4],
  ],
  g: () => [['ग', 0]],
  gh: () => [['घ', 0]],
  ch: (p) =>
    p.start
      ? [['च', 0]]
      : [
          ['च', 0],
          ['च्च', 0.4],
        ],
  chh: () => [['छ', 0]],
  chch: () => [['च्च', 0]],
  cch: () => [['च्च', 0]],
  j: () => [
    ['ज', 0],
    ['ज़', 0.5],
  ],
  jh: () => [['झ', 0]],
  gy: () => [['ज्ञ', 0]],
  t: () => [
    ['त', 0],
    ['ट', 0.3],
  ],
  tt: () => [
    ['त्त', 0],
    ['ट्ट', 0.2],
  ],
  th: () => [
    ['थ', 0],
    ['ठ', 0.4],
  ],
  d: (p) =>
    p.start
      ? [
          ['द', 0],
          ['ड', 0.3],
        ]
      : [
          ['द', 0],
          ['ड', 0.3],
          ['ड़', 0.5],
        ],
  dd: () => [
    ['द्द', 0],
    ['ड्ड', 0.3],
  ],
  ddh: () => [['द्ध', 0]],
  dh: (p) =>
    p.start
      ? [
          ['ध', 0],
          ['ढ', 0.5],
        ]
      : [
          ['ध', 0],
          ['ढ़', 0.4],
          ['ढ', 0.5],
          ['द्ध', 0.5],
        ],
  n: () => [
    ['न', 0],
    ['ण', 0.8],
  ],
  nn: () => [['न्न', 0]],
  p: () => [['प', 0]],
  ph: () => [
    ['फ', 0],
    ['फ़', 0.3],
  ],
  f: () => [
    ['फ़', 0],
    ['फ', 0.2],
  ],
  b: () => [['ब', 0]],
  bh: () => [['भ', 0]],
  m: () => [['म', 0]],
  mm: () => [['म्म', 0]],
  y: () => [['य', 0]],
  r: (p) =>
    p.start
      ? [['र', 0]]
      : [
          ['र', 0],
          ['ड़', 0.7],
        ],
  l: () => [['ल', 0]],
  ll: () => [['ल्ल', 0]],
  v: () => [['व', 0]],
  w: () => [['व', 0]],
  s: () => [
    ['स', 0],
    ['श', 0.4],
  ],
  ss: () => [['स्स', 0]],
  sh: () => [
    ['श', 0],
    ['ष', 0.3],
  ],
  h: () => [['ह', 0]],
  z: () => [
    ['ज़', 0],
    ['ज', 0.2],
  ],
  q: () => [
    ['क़', 0],
    ['क', 0.2],
  ],
  x: () => [['क्स', 0]],
  ksh: () => [['क्ष', 0]],
  c: () => [['क', 0]],
};

const v = (independent: string, sign: string, cost: number): VowelReading => ({
  independent,
  sign,
  cost,
});

const VOWELS: Record<string, (place: Place, after: boolean) => readonly VowelReading[]> = {
  a: (p) => (p.end ? [v('अ', 'ा', 0), v('आ', '', 0.3)] : [v('अ', '', 0), v('आ', 'ा', 0.5)]),
  aa: (p) => (p.end ? [v('आ', 'ा', 0), v('आं', 'ां', 0.5), v('आँ', 'ाँ', 0.6)] : [v('आ', 'ा', 0)]),
  i: (p) =>
    p.end
      ? [v('इ', 'ी', 0), v('ई', 'ि', 0.2), v('ईं', 'ीं', 0.5)]
      : [v('इ', 'ि', 0), v('ई', 'ी', 0.3)],
  ee: () => [v('ई', 'ी', 0)],
  ii: () => [v('ई', 'ी', 0)],
  // Hinglish writes the inherent vowel "u" or "e" too (hum हम, behen बहन).
  u: (p) =>
    p.end ? [v('उ', 'ु', 0), v('ऊ', 'ू', 0.3)] : [v('उ', 'ु', 0), v('ऊ', 'ू', 0.4), v('अ', '', 0.7)],
  oo: () => [v('ऊ', 'ू', 0)],
  uu: () => [v('ऊ', 'ू', 0)],
  // A final vowel may be nasal though no n is typed (me में, mai मैं, nahi नहीं).
  e: (p) =>
    p.end
      ? [v('ए', 'े', 0), v('एं', 'ें', 0.5), v('ई', 'ी', 0.7)]
      : [v('ए', 'े', 0), v('ई', 'ी', 0.7), v('ए', '', 0.8)],
  ae: () => [v('ए', 'े', 0)],
  ai: (p) =>
    p.end
      ? [v('ऐ', 'ै', 0), v('ऐं', 'ैं', 0.4), v('आई', 'ाई', 0.4), v('ए', 'े', 0.5), v('अय', 'य', 0.6)]
      : [v('ऐ', 'ै', 0), v('आई', 'ाई', 0.4), v('ए', 'े', 0.5)],
  ei: () => [v('ए', 'े', 0), v('ऐ', 'ै', 0.2)],
  o: (p) => (p.end ? [v('ओ', 'ो', 0), v('ओं', 'ों', 0.5)] : [v('ओ', 'ो', 0)]),
  au: () => [v('औ', 'ौ', 0)],
  ou: () => [v('औ', 'ौ', 0)],
  // After a vowel, "ye" is the vowel ए written with or without its glide (liye लिए, aaye आए).
  ye: (p, after) => (p.start || after ? [] : [v('ये', '', 0), v('ए', '', 0.1)]),
  ri: (_p, after) => (after ? [v('', 'ृ', 0), v('', `${HALANT}रि`, 0.2)] : []),
  ru: (_p, after) => (after ? [v('', `${HALANT}रु`, 0), v('', 'ृ', 0.2)] : []),
};

const LABIALS = new Set(['प', 'फ', 'ब', 'भ', 'म']);
/** Vowels after which a word-final "n" is mostly the nasalisation (main मैं, hain हैं). */
const NASALISED_BEFORE = new Set(['ai', 'e', 'ei', 'ee', 'i', 'oo', 'u', 'o', 'ou']);

export const HINDI_PHONETIC: PhoneticScript = {
  script: 'devanagari',
  consonant: (group, place) => CONSONANTS[group]?.(place),
  vowel: (group, place, after) => {
    const readings = VOWELS[group]?.(place, after);
    return readings && readings.length > 0 ? readings : undefined;
  },
  join(prev, next) {
    const first = next.charAt(0);
    const conjunct: Reading = [prev + HALANT + next, 0];
    const keepsVowel: Reading = [prev + next, prev === 'र' ? 0.1 : 0.4];
    if (prev === 'न' || (prev === 'म' && LABIALS.has(first))) {
      return [[ANUSVARA + next, 0], conjunct, keepsVowel];
    }
    return prev === 'र' ? [keepsVowel, conjunct] : [conjunct, keepsVowel];
  },
  close(prev, lastGroup, vowelBefore) {
    // The anusvara replaces a final न typed after a nasalised vowel: stem + ं.
    if (prev === 'न' && lastGroup === 'n' && vowelBefore && NASALISED_BEFORE.has(vowelBefore)) {
      return [
        [ANUSVARA, 0],
        ['न', 0.3],
      ];
    }
    return [
      [prev, 0],
      [prev + HALANT, 1.5],
    ];
  },
  words: HINDI_WORDS,
};
