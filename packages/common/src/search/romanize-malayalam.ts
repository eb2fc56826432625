import { KILLED, INHERENT, Spelling, buildTable, parseAksharas, type Akshara } from './aksharas';
import { FLAG_R, FLAG_Z, codes, lookup } from './romanize-common';

/**
 * Malayalam → Latin the way Malayalis type it ("Manglish"): ത/ഥ "th", ശ/ഷ "sh", ഴ "zh",
 * chillus (ൻ ർ ൽ ൾ ൺ ൿ, atomic or ZWJ-encoded) as bare consonants, and a word-final
 * chandrakkala as the samvruthokaram "u" (യേശ് and യേശു both read "yeshu"). ṛ (ൃ) is "ru"
 * with "ri" as an alternative spelling; ഴ is "zh" with "z" as an alternative; a word-final chillu
 * adds the spelling with a final "u".
 */

/** The script's Unicode block. */
const BASE = 0x0d00;

const CONSONANTS: Record<string, string> = {
  ക: 'k',
  ഖ: 'kh',
  ഗ: 'g',
  ഘ: 'gh',
  ങ: 'ng',
  ച: 'ch',
  ഛ: 'chh',
  ജ: 'j',
  ഝ: 'jh',
  ഞ: 'nj',
  ട: 't',
  ഠ: 'th',
  ഡ: 'd',
  ഢ: 'dh',
  ണ: 'n',
  ത: 'th',
  ഥ: 'th',
  ദ: 'd',
  ധ: 'dh',
  ന: 'n',
  ഩ: 'n',
  പ: 'p',
  ഫ: 'ph',
  ബ: 'b',
  ഭ: 'bh',
  മ: 'm',
  യ: 'y',
  ര: 'r',
  റ: 'r',
  ല: 'l',
  ള: 'l',
  ഴ: 'zh',
  വ: 'v',
  ശ: 'sh',
  ഷ: 'sh',
  സ: 's',
  ഹ: 'h',
  ഺ: 'tt',
};

const VOWELS: Record<string, string> = {
  അ: 'a',
  ആ: 'aa',
  ഇ: 'i',
  ഈ: 'ii',
  ഉ: 'u',
  ഊ: 'uu',
  ഋ: 'ru',
  ൠ: 'ruu',
  ഌ: 'lu',
  ൡ: 'luu',
  എ: 'e',
  ഏ: 'e',
  ഐ: 'ai',
  ഒ: 'o',
  ഓ: 'o',
  ഔ: 'au',
  // Vowel signs.
  'ാ': 'aa',
  'ി': 'i',
  'ീ': 'ii',
  'ു': 'u',
  'ൂ': 'uu',
  'ൃ': 'ru',
  'ൄ': 'ruu',
  'ൢ': 'lu',
  'ൣ': 'luu',
  'െ': 'e',
  'േ': 'e',
  'ൈ': 'ai',
  'ൊ': 'o',
  'ോ': 'o',
  'ൌ': 'au',
  'ൗ': 'au',
};

const SIGNS = 'ാിീുൂൃൄൢൣെേൈൊോൌൗ';
const [NA, RRA, NYA, NGA, LLLA] = codes('നറഞങഴ');
const [SIGN_R, VOWEL_R] = codes('ൃഋ');
/** Anusvara before these is said (and typed) "n": സംഗീതം "sangeetham". */
const N_BEFORE = new Set(codes('കഖഗഘചഛജഝടഠഡഢതഥദധന'));

const TABLE = buildTable({
  base: BASE,
  consonants: codes(Object.keys(CONSONANTS).join('')),
  vowels: codes('അആഇഈഉഊഋൠഌൡഎഏഐഒഓഔ'),
  signs: codes(SIGNS),
  virama: 0x0d4d,
  nasals: [0x0d00, 0x0d01, 0x0d02],
  visarga: 0x0d03,
  chillus: [
    [0x0d7a, 0x0d23], // ൺ
    [0x0d7b, 0x0d28], // ൻ
    [0x0d7c, 0x0d30], // ർ
    [0x0d7d, 0x0d32], // ൽ
    [0x0d7e, 0x0d33], // ൾ
    [0x0d7f, 0x0d15], // ൿ
    [0x0d4e, 0x0d30], // ൎ dot reph (old orthography)
    [0x0d54, 0x0d2e], // ൔ
    [0x0d55, 0x0d2f], // ൕ
    [0x0d56, 0x0d34], // ൖ
  ],
  digitZero: 0x0d66,
  compose: [
    [0x0d46, 0x0d3e, 0x0d4a], // െ + ാ = ൊ
    [0x0d47, 0x0d3e, 0x0d4b], // േ + ാ = ോ
    [0x0d46, 0x0d57, 0x0d4c], // െ + ൗ = ൌ
  ],
  zwjMakesChillu: true,
});

const CONS = lookup(BASE, CONSONANTS);
const VOW = lookup(BASE, VOWELS);

function addCluster(out: Spelling, cons: number[]): void {
  for (let j = 0; j < cons.length; j++) {
    const c = cons[j] as number;
    const d = cons[j + 1];
    if (c === NA && d === RRA) {
      out.add('nt'); // ന്റ: "ente"
      j++;
    } else if (c === RRA && d === RRA) {
      out.add('tt'); // റ്റ: "kaattu"
      j++;
    } else if ((c === NYA || c === NGA) && d === c) {
      out.add(c === NYA ? 'nj' : 'ng'); // ഞ്ഞ "manju", ങ്ങ "ningal"
      j++;
    } else if (c === LLLA) {
      out.addAlt('zh', 'z', FLAG_Z);
    } else {
      out.add(CONS[c - BASE] ?? '');
    }
  }
}

function addVowel(out: Spelling, a: Akshara, last: boolean): void {
  if (a.vowel === INHERENT) out.add('a');
  else if (a.vowel === KILLED) {
    // Samvruthokaram: a word-final chandrakkala is a half "u" that people type as "u".
    if (last && !a.chillu && a.cons.length > 0) out.add('u');
  } else if (a.vowel === SIGN_R || a.vowel === VOWEL_R) out.addAlt('ru', 'ri', FLAG_R);
  else out.add(VOW[a.vowel - BASE] ?? '');
}

/** Romanized spellings of one Malayalam word, the most common first. */
export function romanizeMalayalam(word: string): string[] {
  const aks = parseAksharas(word, TABLE);
  const out = new Spelling();
  for (let i = 0; i < aks.length; i++) {
    const a = aks[i] as Akshara;
    if (a.digit >= 0) {
      out.add(String(a.digit));
      continue;
    }
    addCluster(out, a.cons);
    addVowel(out, a, i === aks.length - 1);
    if (a.nasal) {
      const next = aks[i + 1]?.cons[0];
      out.add(next !== undefined && N_BEFORE.has(next) ? 'n' : 'm');
    }
    if (a.visarga) out.add('h');
  }
  const variants = out.variants();
  // A word-final chillu is typed bare or with the vowel people hear after it (അവൻ avan / avanu,
  // അവൾ aval / avalu): the key holds both.
  return aks[aks.length - 1]?.chillu ? [...variants, ...variants.map((v) => `${v}u`)] : variants;
}
