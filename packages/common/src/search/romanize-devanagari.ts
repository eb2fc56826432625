import { INHERENT, KILLED, Spelling, buildTable, parseAksharas, type Akshara } from './aksharas';
import { FLAG_R, FLAG_SCHWA, codes, lookup } from './romanize-common';

/**
 * Devanagari (Hindi) → Latin as Hindi speakers type it: ई "ee", ऊ "oo", श/ष "sh", ज्ञ "gy",
 * nukta letters (क़ q, ज़ z, फ़ f), anusvara "n" (or "m" before a labial), ऋ "ri" or "ru".
 *
 * Hindi schwa deletion: Hindi drops the inherent "a" at the end of a word and in the middle of
 * V C _ C V (Ohala's rule, applied right to left so two neighbours are never both dropped):
 * परमेश्वर is said and typed "parmeshwar", आराधना "aradhna", भजन "bhajan". People also type the
 * full form ("parameshwara", "aradhana", "pavitra"), so the word yields both: the deleted form
 * first and every inherent "a" kept as the alternative.
 */

/** The script's Unicode block. */
const BASE = 0x0900;

const CONSONANTS: Record<string, string> = {
  क: 'k',
  ख: 'kh',
  ग: 'g',
  घ: 'gh',
  ङ: 'n',
  च: 'ch',
  छ: 'chh',
  ज: 'j',
  झ: 'jh',
  ञ: 'n',
  ट: 't',
  ठ: 'th',
  ड: 'd',
  ढ: 'dh',
  ण: 'n',
  त: 't',
  थ: 'th',
  द: 'd',
  ध: 'dh',
  न: 'n',
  ऩ: 'n',
  प: 'p',
  फ: 'ph',
  ब: 'b',
  भ: 'bh',
  म: 'm',
  य: 'y',
  र: 'r',
  ऱ: 'r',
  ल: 'l',
  ळ: 'l',
  ऴ: 'l',
  व: 'v',
  श: 'sh',
  ष: 'sh',
  स: 's',
  ह: 'h',
};

const VOWELS: Record<string, string> = {
  अ: 'a',
  आ: 'aa',
  इ: 'i',
  ई: 'ee',
  उ: 'u',
  ऊ: 'oo',
  ऋ: 'ri',
  ॠ: 'ree',
  ऌ: 'li',
  ऍ: 'e',
  ऎ: 'e',
  ए: 'e',
  ऐ: 'ai',
  ऑ: 'o',
  ऒ: 'o',
  ओ: 'o',
  औ: 'au',
  ॲ: 'a',
  ऄ: 'a',
  'ा': 'aa',
  'ि': 'i',
  'ी': 'ee',
  'ु': 'u',
  'ू': 'oo',
  'ृ': 'ri',
  'ॄ': 'ree',
  'ॅ': 'e',
  'ॆ': 'e',
  'े': 'e',
  'ै': 'ai',
  'ॉ': 'o',
  'ॊ': 'o',
  'ो': 'o',
  'ौ': 'au',
  'ॏ': 'au',
};

/** Nukta letters, by code point: the precomposed forms are not NFC, so literals are unsafe. */
const NUKTA_LETTERS: Array<[number, string]> = [
  [0x0958, 'q'], // क़
  [0x0959, 'kh'], // ख़
  [0x095a, 'g'], // ग़
  [0x095b, 'z'], // ज़
  [0x095c, 'd'], // ड़
  [0x095d, 'dh'], // ढ़
  [0x095e, 'f'], // फ़
  [0x095f, 'y'], // य़
];

const [RA, JA, NYA, OM] = codes('रजञॐ');
const [SIGN_R, VOWEL_R] = codes('ृऋ');
const LABIALS = new Set(codes('पफबभम'));
/** The last consonants of a word-final cluster after which Hindi keeps the "a". */
const KEEPS_FINAL_A = new Set(codes('रयव'));

const TABLE = buildTable({
  base: BASE,
  consonants: [...codes(Object.keys(CONSONANTS).join('')), ...NUKTA_LETTERS.map(([cp]) => cp)],
  vowels: codes('अआइईउऊऋॠऌऍऎएऐऑऒओऔॲऄ'),
  signs: codes('ािीुूृॄॅॆेैॉॊोौॏ'),
  virama: 0x094d,
  nasals: [0x0900, 0x0901, 0x0902],
  visarga: 0x0903,
  nukta: 0x093c,
  digitZero: 0x0966,
  nuktaForms: [
    [0x0915, 0x0958],
    [0x0916, 0x0959],
    [0x0917, 0x095a],
    [0x091c, 0x095b],
    [0x0921, 0x095c],
    [0x0922, 0x095d],
    [0x092b, 0x095e],
    [0x092f, 0x095f],
  ],
});

const CONS = lookup(BASE, CONSONANTS);
for (const [cp, latin] of NUKTA_LETTERS) CONS[cp - BASE] = latin;
const VOW = lookup(BASE, VOWELS);

const hasVowel = (a: Akshara) => a.digit < 0 && a.vowel !== KILLED;
/** र् at the start of a cluster (reph) closes the previous syllable: प्रार्थना = prār|thnā. */
const hasReph = (a: Akshara) => a.cons.length > 1 && a.cons[0] === RA;

/** Which inherent vowels Hindi speakers drop (see the header). */
function deletedSchwas(aks: Akshara[]): boolean[] {
  const n = aks.length;
  const deleted = new Array<boolean>(n).fill(false);
  const last = aks[n - 1];
  if (n > 1 && last && last.vowel === INHERENT && !last.nasal && !last.visarga) {
    deleted[n - 1] = true;
  }
  for (let i = n - 2; i >= 1; i--) {
    const a = aks[i] as Akshara;
    const prev = aks[i - 1] as Akshara;
    const next = aks[i + 1] as Akshara;
    if (a.vowel !== INHERENT || a.nasal || a.visarga) continue;
    if (a.cons.length - (hasReph(a) ? 1 : 0) !== 1) continue;
    // The next syllable must start with one consonant and keep its vowel (C V).
    if (next.cons.length !== 1 || !hasVowel(next) || deleted[i + 1]) continue;
    if (!hasVowel(prev)) continue;
    deleted[i] = true;
  }
  return deleted;
}

function addCluster(out: Spelling, cons: number[]): void {
  for (let j = 0; j < cons.length; j++) {
    const c = cons[j] as number;
    if (c === JA && cons[j + 1] === NYA) {
      out.add('gy'); // ज्ञ: "gyan"
      j++;
    } else {
      out.add(CONS[c - BASE] ?? '');
    }
  }
}

/** Romanized spellings of one Hindi (Devanagari) word, the most common first. */
export function romanizeDevanagari(word: string): string[] {
  if (word.length === 1 && word.charCodeAt(0) === OM) return ['om'];
  const aks = parseAksharas(word, TABLE);
  return spell(aks, deletedSchwas(aks));
}

/**
 * The spelling a reader is given (the generated transliteration): the first spelling, except that
 * a word ending in a cluster closed by र, य or व keeps its final "a" as Hindi says it (पुत्र
 * putra, सत्य satya, राज्य rajya), where other final clusters drop it (कष्ट kasht, शुद्ध shuddh),
 * and a syllable after a nasal keeps its "a" too.
 */
export function readableDevanagari(word: string): string {
  if (word.length === 1 && word.charCodeAt(0) === OM) return 'om';
  const aks = parseAksharas(word, TABLE);
  // Song books keep the "a" after a nasal syllable (ज़िंदगी zindagi, मंडली mandali).
  const deleted = deletedSchwas(aks).map(
    (isDeleted, i) => isDeleted && (i === aks.length - 1 || !(aks[i - 1] as Akshara).nasal),
  );
  const last = aks[aks.length - 1];
  if (last && deleted[aks.length - 1]) {
    const clusterSize = last.cons.length - (hasReph(last) ? 1 : 0);
    if (clusterSize > 1 && KEEPS_FINAL_A.has(last.cons[last.cons.length - 1] as number)) {
      deleted[aks.length - 1] = false;
    }
  }
  return spell(aks, deleted)[0] ?? '';
}

function spell(aks: Akshara[], deleted: boolean[]): string[] {
  const out = new Spelling();
  for (let i = 0; i < aks.length; i++) {
    const a = aks[i] as Akshara;
    if (a.digit >= 0) {
      out.add(String(a.digit));
      continue;
    }
    addCluster(out, a.cons);
    if (a.vowel === INHERENT) {
      if (deleted[i]) out.addAlt('', 'a', FLAG_SCHWA);
      else out.add('a');
    } else if (a.vowel === SIGN_R || a.vowel === VOWEL_R) {
      out.addAlt('ri', 'ru', FLAG_R);
    } else if (a.vowel !== KILLED) {
      out.add(VOW[a.vowel - BASE] ?? '');
    }
    if (a.nasal) {
      const next = aks[i + 1]?.cons[0];
      out.add(next !== undefined && LABIALS.has(next) ? 'm' : 'n');
    }
    if (a.visarga) out.add('h');
  }
  return out.variants();
}
