import type { PhoneticScript, Place, Reading, VowelReading } from './phonetic-engine';
import { TAMIL_WORDS } from './words-tamil';

/**
 * Tanglish → Tamil. Tamil writes one letter for k/g (க), t/d/th/dh (த), p/b (ப), s/ch (ச), so
 * those are typed every way; ட is "t" or "d" inside a word, ழ "zh" or "z", ற்ற "tr", ன்ற "ndr";
 * a word-initial "y" or "r" of a loanword gets the இ Tamil writes before it (இயேசு, இரத்தம்).
 * A word ends on a pulli unless a vowel closes it.
 */

const PULLI = '்';

const CONSONANTS: Record<string, (place: Place) => readonly Reading[]> = {
  k: (p) => (p.start ? [['க', 0]] : [['க', 0]]),
  kk: () => [['க்க', 0]],
  g: () => [['க', 0]],
  gg: () => [['க்க', 0]],
  kh: () => [['க', 0]],
  gh: () => [['க', 0]],
  ng: () => [
    ['ங்க', 0],
    ['ங', 0.5],
  ],
  nk: () => [['ங்க', 0]],
  ch: () => [
    ['ச', 0],
    ['ச்ச', 0.3],
  ],
  chch: () => [['ச்ச', 0]],
  cch: () => [['ச்ச', 0]],
  tch: () => [['ட்ச', 0]],
  s: (p) =>
    p.start
      ? [
          ['ச', 0],
          ['ஸ', 0.3],
        ]
      : [
          ['ச', 0],
          ['ஸ', 0.4],
        ],
  ss: () => [['ஸ்ஸ', 0]],
  j: () => [['ஜ', 0]],
  nj: (p) =>
    p.start
      ? [['ஞ', 0]]
      : [
          ['ஞ்ச', 0],
          ['ஞ்ஞ', 0.3],
        ],
  gn: () => [['ஞ', 0]],
  ny: () => [['ஞ', 0]],
  t: (p) =>
    p.start
      ? [
          ['த', 0],
          ['ட', 0.5],
        ]
      : [
          ['ட', 0],
          ['த', 0.2],
          ['ற', 0.8],
        ],
  tt: () => [
    ['ட்ட', 0],
    ['த்த', 0.2],
  ],
  tr: (p) =>
    p.start
      ? [['த்ர', 0]]
      : [
          ['ற்ற', 0],
          ['த்ர', 0.5],
        ],
  th: (p) =>
    p.start
      ? [['த', 0]]
      : [
          ['த', 0],
          ['த்த', 0.2],
        ],
  thth: () => [['த்த', 0]],
  tth: () => [['த்த', 0]],
  dh: (p) =>
    p.start
      ? [['த', 0]]
      : [
          ['த', 0],
          ['த்த', 0.4],
        ],
  d: (p) =>
    p.start
      ? [
          ['த', 0],
          ['ட', 0.4],
        ]
      : [
          ['ட', 0],
          ['த', 0.2],
        ],
  dd: () => [['ட்ட', 0]],
  n: (p) =>
    p.start
      ? [['ந', 0]]
      : p.end
        ? [
            ['ன', 0],
            ['ண', 0.3],
          ]
        : [
            ['ன', 0],
            ['ண', 0.3],
            ['ந', 0.5],
          ],
  nn: () => [
    ['ன்ன', 0],
    ['ண்ண', 0.2],
    ['ந்ந', 0.6],
  ],
  nd: () => [
    ['ண்ட', 0],
    ['ந்த', 0.1],
  ],
  ndr: () => [['ன்ற', 0]],
  ntr: () => [['ன்ற', 0]],
  nr: () => [['ன்ற', 0]],
  nth: () => [['ந்த', 0]],
  ndh: () => [['ந்த', 0]],
  p: () => [['ப', 0]],
  pp: () => [['ப்ப', 0]],
  b: () => [['ப', 0]],
  bb: () => [['ப்ப', 0]],
  bh: () => [['ப', 0]],
  ph: () => [['ப', 0]],
  f: () => [['ப', 0]],
  m: () => [['ம', 0]],
  mm: () => [['ம்ம', 0]],
  mb: () => [['ம்ப', 0]],
  mp: () => [['ம்ப', 0]],
  y: (p) =>
    p.start
      ? [
          ['ய', 0],
          ['இய', 0.3],
        ]
      : [['ய', 0]],
  yy: () => [['ய்ய', 0]],
  r: (p) =>
    p.start
      ? [
          ['ர', 0],
          ['இர', 0.3],
        ]
      : [
          ['ர', 0],
          ['ற', 0.3],
        ],
  rr: () => [
    ['ற', 0],
    ['ர்ர', 0.5],
  ],
  l: (p) =>
    p.start
      ? [['ல', 0]]
      : [
          ['ல', 0],
          ['ள', 0.3],
          ['ழ', 0.6],
        ],
  ll: () => [
    ['ல்ல', 0],
    ['ள்ள', 0.2],
  ],
  zh: () => [['ழ', 0]],
  z: () => [['ழ', 0]],
  v: () => [['வ', 0]],
  w: () => [['வ', 0]],
  vv: () => [['வ்வ', 0]],
  sh: () => [
    ['ஷ', 0],
    ['ச', 0.3],
  ],
  h: (p) =>
    p.start
      ? [['ஹ', 0]]
      : [
          ['க', 0],
          ['ஹ', 0.3],
        ],
  x: () => [['க்ஸ', 0]],
  ksh: () => [['க்ஷ', 0]],
  q: () => [['க', 0]],
  c: () => [['க', 0]],
};

const v = (independent: string, sign: string, cost: number): VowelReading => ({
  independent,
  sign,
  cost,
});

const VOWELS: Record<string, (place: Place) => readonly VowelReading[]> = {
  a: (p) => (p.end ? [v('அ', '', 0), v('ஆ', 'ா', 0.3)] : [v('அ', '', 0), v('ஆ', 'ா', 0.5)]),
  aa: () => [v('ஆ', 'ா', 0)],
  i: () => [v('இ', 'ி', 0), v('ஈ', 'ீ', 0.5)],
  ee: () => [v('ஈ', 'ீ', 0), v('ஏ', 'ே', 0.6)],
  ii: () => [v('ஈ', 'ீ', 0)],
  u: () => [v('உ', 'ு', 0), v('ஊ', 'ூ', 0.5)],
  oo: () => [v('ஊ', 'ூ', 0), v('ஓ', 'ோ', 0.5)],
  uu: () => [v('ஊ', 'ூ', 0)],
  e: (p) =>
    p.end
      ? [v('ஏ', 'ே', 0), v('எ', 'ெ', 0.2)]
      : p.start
        ? [v('எ', 'ெ', 0), v('ஏ', 'ே', 0.3)]
        : [v('எ', 'ெ', 0), v('ஏ', 'ே', 0.2)],
  ae: () => [v('ஏ', 'ே', 0)],
  o: () => [v('ஒ', 'ொ', 0), v('ஓ', 'ோ', 0.2)],
  oa: () => [v('ஓ', 'ோ', 0)],
  ai: () => [v('ஐ', 'ை', 0)],
  // "ei" is ை or the ெய் of செய், மெய் (before a vowel the ய carries it: seiyum செய்யும்).
  ei: (p) =>
    p.next && /^[aeiou]/.test(p.next)
      ? [v('ஐ', 'ை', 0), v('எய', 'ெய', 0.4)]
      : [v('ஐ', 'ை', 0), v('எய்', 'ெய்', 0.4)],
  ay: (p) => (p.end ? [v('ஐ', 'ை', 0)] : []),
  // A word-initial "ye" is the long e (ஏன் yen) or இயே (இயேசு, typed "yesu").
  ye: (p) => (p.start ? [v('ஏ', 'ே', 0), v('இயே', 'ே', 0.1), v('எ', 'ெ', 0.3)] : []),
  au: () => [v('ஔ', 'ௌ', 0)],
  ou: () => [v('ஔ', 'ௌ', 0)],
};

export const TAMIL_PHONETIC: PhoneticScript = {
  script: 'tamil',
  consonant: (group, place) => CONSONANTS[group]?.(place),
  vowel: (group, place) => {
    const readings = VOWELS[group]?.(place);
    return readings && readings.length > 0 ? readings : undefined;
  },
  join(prev, next) {
    // Tamil breaks a cluster with y by an i (சத்தியம் sathyam, நித்திய nithya), ச before a
    // stop is the Grantha ஸ (ஸ்தோத்திரம்).
    if (next === 'ய') {
      const doubled = prev === 'த' ? 'த்தி' : `${prev}ி`;
      return [
        [doubled + next, 0],
        [prev + PULLI + next, 0.2],
      ];
    }
    if (prev === 'ச' && 'தடபக'.includes(next.charAt(0))) {
      return [
        [`ஸ${PULLI}${next}`, 0],
        [prev + PULLI + next, 0.3],
      ];
    }
    return [[prev + PULLI + next, 0]];
  },
  glide: (prev) => (/[ou]$/.test(prev) ? 'வ' : 'ய'),
  close: (prev) => [[prev + PULLI, 0]],
  words: TAMIL_WORDS,
};
