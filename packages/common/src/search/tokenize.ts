/**
 * Splits text into words of one script each: Latin (lower-cased ASCII, accents stripped),
 * Malayalam, Tamil or Devanagari. Anything else (punctuation, other scripts, dandas) separates
 * words; apostrophes inside a Latin word are dropped ("god's" → "gods").
 */

export type Script = 'latin' | 'malayalam' | 'tamil' | 'devanagari';

export interface Word {
  script: Script;
  text: string;
}

const NONE = 0;
const LATIN = 1;
const MALAYALAM = 2;
const TAMIL = 3;
const DEVANAGARI = 4;
const SCRIPT_NAMES: Script[] = ['latin', 'latin', 'malayalam', 'tamil', 'devanagari'];

/** Letters NFKD leaves whole. */
const LATIN_SPECIAL: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ł: 'l',
  ı: 'i',
};

function scriptOf(c: number): number {
  if (c < 0x80) {
    if ((c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57)) return LATIN;
    return NONE;
  }
  if (c >= 0x0d00 && c <= 0x0d7f) return MALAYALAM;
  if (c >= 0x0b80 && c <= 0x0bff) return TAMIL;
  if (c >= 0x0900 && c <= 0x097f) return c === 0x0964 || c === 0x0965 ? NONE : DEVANAGARI;
  if ((c >= 0xc0 && c <= 0x24f && c !== 0xd7 && c !== 0xf7) || (c >= 0x1e00 && c <= 0x1eff)) {
    return LATIN;
  }
  if (c >= 0x300 && c <= 0x36f) return LATIN; // combining accents
  return NONE;
}

const isApostrophe = (c: number) => c === 0x27 || c === 0x2019 || c === 0x2bc;
const isJoiner = (c: number) => c === 0x200c || c === 0x200d;

/** Lower-case ASCII letters and digits of a Latin run that has accents or special letters. */
function asciiOf(run: string): string {
  let out = '';
  for (const ch of run.toLowerCase().normalize('NFKD')) {
    const c = ch.charCodeAt(0);
    if ((c >= 97 && c <= 122) || (c >= 48 && c <= 57)) out += ch;
    else out += LATIN_SPECIAL[ch] ?? '';
  }
  return out;
}

/**
 * Calls `onWord` with each word of `text` in order, and where it is: `text.slice(start, end)` is
 * the word as written (its apostrophes and joiners included), `word.text` what `tokenize` gives.
 */
export function scanWords(
  text: string,
  onWord: (word: Word, start: number, end: number) => void,
): void {
  let script = NONE;
  let start = 0;
  let dirty = false; // the Latin run has accents, special letters or apostrophes
  const flush = (end: number) => {
    if (script === LATIN) {
      const run = text.slice(start, end);
      const ascii = dirty ? asciiOf(run) : run.toLowerCase();
      if (ascii) onWord({ script: 'latin', text: ascii }, start, end);
    } else if (script !== NONE) {
      onWord({ script: SCRIPT_NAMES[script] as Script, text: text.slice(start, end) }, start, end);
    }
    script = NONE;
    dirty = false;
  };
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (script === LATIN && isApostrophe(c)) {
      dirty = true;
      continue;
    }
    if (script > LATIN && isJoiner(c)) continue;
    const s = scriptOf(c);
    if (s !== script) {
      flush(i);
      script = s;
      start = i;
    }
    if (s === LATIN && c >= 0x80) dirty = true;
  }
  flush(text.length);
}

export function tokenize(text: string): Word[] {
  const words: Word[] = [];
  scanWords(text, (word) => words.push(word));
  return words;
}
