import {
  INHERENT,
  KILLED,
  Spelling,
  buildTable,
  endsInVowel,
  parseAksharas,
  type Akshara,
} from './aksharas';
import { FLAG_EPENTHESIS, FLAG_K_AS_H, FLAG_Z, codes, lookup } from './romanize-common';

/**
 * Tamil → Latin. Tamil writes one letter for a voiced/unvoiced pair (க k/g, ச c/s/j, ட t/d,
 * த t/d/th, ப p/b), so the romanizer writes the unvoiced form and the phonetic fold merges the
 * pair on both sides. Hand-written rules: ற்ற "tr" (kaatru), ன்ற "ndr" (nandri), ழ "zh" (or
 * "z"), an intervocalic க may be typed "h" (mahimai), and the vowel Tamil inserts before ர/ற in
 * loanwords may be left out (கிறிஸ்து kiristhu / kristhu). The pulli leaves a bare consonant.
 */

/** The script's Unicode block. */
const BASE = 0x0b80;

const CONSONANTS: Record<string, string> = {
  க: 'k',
  ங: 'ng',
  ச: 's',
  ஜ: 'j',
  ஞ: 'nj',
  ட: 't',
  ண: 'n',
  த: 'th',
  ந: 'n',
  ன: 'n',
  ப: 'p',
  ம: 'm',
  ய: 'y',
  ர: 'r',
  ற: 'r',
  ல: 'l',
  ள: 'l',
  ழ: 'zh',
  வ: 'v',
  ஶ: 'sh',
  ஷ: 'sh',
  ஸ: 's',
  ஹ: 'h',
};

const VOWELS: Record<string, string> = {
  அ: 'a',
  ஆ: 'aa',
  இ: 'i',
  ஈ: 'ii',
  உ: 'u',
  ஊ: 'uu',
  எ: 'e',
  ஏ: 'e',
  ஐ: 'ai',
  ஒ: 'o',
  ஓ: 'o',
  ஔ: 'au',
  'ா': 'aa',
  'ி': 'i',
  'ீ': 'ii',
  'ு': 'u',
  'ூ': 'uu',
  'ெ': 'e',
  'ே': 'e',
  'ை': 'ai',
  'ொ': 'o',
  'ோ': 'o',
  'ௌ': 'au',
  'ௗ': 'au',
};

const [KA, NYA, NNNA, RRA, RA, LLLA] = codes('கஞனறரழ');
const [SIGN_I, SIGN_U] = codes('ிு');

const TABLE = buildTable({
  base: BASE,
  consonants: codes(Object.keys(CONSONANTS).join('')),
  vowels: codes('அஆஇஈஉஊஎஏஐஒஓஔ'),
  signs: codes('ாிீுூெேைொோௌௗ'),
  virama: 0x0bcd,
  nasals: [0x0b82],
  digitZero: 0x0be6,
  compose: [
    [0x0bc6, 0x0bbe, 0x0bca], // ெ + ா = ொ
    [0x0bc7, 0x0bbe, 0x0bcb], // ே + ா = ோ
    [0x0bc6, 0x0bd7, 0x0bcc], // ெ + ௗ = ௌ
  ],
});

const CONS = lookup(BASE, CONSONANTS);
const VOW = lookup(BASE, VOWELS);

function addCluster(out: Spelling, aks: Akshara[], i: number): void {
  const cons = (aks[i] as Akshara).cons;
  for (let j = 0; j < cons.length; j++) {
    const c = cons[j] as number;
    const d = cons[j + 1];
    if (c === RRA && d === RRA) {
      out.add('tr'); // ற்ற: "kaatru", "potri"
      j++;
    } else if (c === NNNA && d === RRA) {
      out.add('ndr'); // ன்ற: "nandri", "endru"
      j++;
    } else if (c === NYA && (d === NYA || j > 0 || i > 0)) {
      out.add('nj');
      if (d === NYA) j++;
    } else if (c === NYA) {
      out.add('gn'); // word-initial ஞ: "gnanam"
    } else if (c === LLLA) {
      out.addAlt('zh', 'z', FLAG_Z);
    } else if (c === KA && cons.length === 1 && i > 0 && endsInVowel(aks[i - 1] as Akshara)) {
      out.addAlt('k', 'h', FLAG_K_AS_H);
    } else {
      out.add(CONS[c - BASE] ?? '');
    }
  }
}

/** Romanized spellings of one Tamil word, the most common first. */
export function romanizeTamil(word: string): string[] {
  const aks = parseAksharas(word, TABLE);
  const out = new Spelling();
  for (let i = 0; i < aks.length; i++) {
    const a = aks[i] as Akshara;
    if (a.digit >= 0) {
      out.add(String(a.digit));
      continue;
    }
    addCluster(out, aks, i);
    if (a.vowel === INHERENT) out.add('a');
    else if (a.vowel !== KILLED) {
      const vowel = VOW[a.vowel - BASE] ?? '';
      const next = aks[i + 1]?.cons[0];
      const epenthetic =
        i === 0 &&
        a.cons.length === 1 &&
        (a.vowel === SIGN_I || a.vowel === SIGN_U) &&
        (next === RA || next === RRA) &&
        aks.length > 2;
      if (epenthetic) out.addAlt(vowel, '', FLAG_EPENTHESIS);
      else out.add(vowel);
    }
    if (a.nasal) out.add('m');
  }
  return out.variants();
}
