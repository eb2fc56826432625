import { INLINE_CHORD } from '../chords/inline-chords';
import { readableDevanagari } from '../search/romanize-devanagari';
import { romanizeMalayalam } from '../search/romanize-malayalam';
import { romanizeTamil } from '../search/romanize-tamil';
import { scanWords, type Script } from '../search/tokenize';

/**
 * Native script → the Latin transliteration a congregation reads: the search romanizers' first
 * spelling (Manglish, Tanglish, Hinglish as people write them, no diacritics), made a little
 * more readable: long ī/ū as "ee"/"oo", a word-final long ā as "a" (raja, appa), and Tamil's
 * single letters for k/g, t/d, p/b voiced where Tamil says them voiced (between vowels, after a
 * nasal: magimai, paadal, anbu). Every line starts with a capital letter; punctuation, spacing
 * and inline chords stay, each chord over the same syllable.
 */

/** A visarga inside a word is not read (ദുഃഖം dukham, दुःख dukh). */
const innerVisarga = /[ःഃ](?=.)/gu;

/** A single ട between vowels is said, and written, "d" (കൂടെ koode, വീട് veedu). */
const MALAYALAM_VOICED_T = /([aeiou])t(?=[aeiou])/g;

function readableMalayalam(word: string): string {
  const latin = (romanizeMalayalam(word)[0] ?? '')
    .replace(/ii/g, 'ee')
    .replace(/uu/g, 'oo')
    .replace(MALAYALAM_VOICED_T, '$1d');
  // യ് at the end is read "y" (നിനക്കായ് ninakkaay), not with the samvruthokaram.
  return word.endsWith('യ്') ? latin.replace(/yu$/, 'y') : latin;
}

const VOWEL = '[aeiou]';
/** Tamil says k/t/p voiced between vowels and after a nasal, and song books write them so. */
const TAMIL_READABLE: Array<[RegExp, string]> = [
  [/ii/g, 'ee'],
  [/uu/g, 'oo'],
  [new RegExp(`(${VOWEL})k(?=${VOWEL})`, 'g'), '$1g'],
  [new RegExp(`(${VOWEL})p(?=${VOWEL})`, 'g'), '$1b'],
  [new RegExp(`(${VOWEL})t(?=${VOWEL})`, 'g'), '$1d'],
  [/ngk/g, 'ng'],
  [/([nm])p/g, '$1b'],
  [new RegExp(`nt(?=${VOWEL})`, 'g'), 'nd'],
  [/njs/g, 'nj'],
  [/ts/g, 'tch'],
  // The இ Tamil writes before a word-initial y is not written (இயேசு yesu); a word-initial ஏ
  // is read "ye" (ஏன் yen).
  [/^iy(?=e)/, 'y'],
];
const TAMIL_FINAL_EE = /ே$/u;
/** A vowel-final word with the sandhi's hard consonant (க் ச் த் ப்) after it. */
const TAMIL_SANDHI_FINAL = /[\u0B95-\u0BB9][\u0BBE-\u0BCC]?[கசதப]்$/u;

function readableTamil(word: string): string {
  let latin = romanizeTamil(word)[0] ?? '';
  for (const [pattern, replacement] of TAMIL_READABLE) latin = latin.replace(pattern, replacement);
  if (word.startsWith('ஏ')) latin = `y${latin}`;
  // The hard consonant that sandhi doubles onto a vowel-final word (உம்மைப் போற்றி, ஜீவனைத்
  // தந்தார்) is not written in song books: ummai, jeevanai.
  if (TAMIL_SANDHI_FINAL.test(word)) latin = latin.replace(/(?:k|ch|s|th|t|p)$/, '');
  // A word-final ே is written "ae" in Tamil song books (devanae, kartharae).
  return TAMIL_FINAL_EE.test(word) ? latin.replace(/e$/, 'ae') : latin;
}

/** Vowels written after another vowel take their glide (liye, aaye), आई is "ai" (bhai). */
const HINDI_READABLE: Array<[RegExp, string]> = [
  [/aa?ee/g, 'ai'],
  [/([iuo])ee/g, '$1i'],
  [/(i|aa)e/g, '$1ye'],
  [/ee$/, 'i'],
];

/** Short words with an established Hinglish spelling the letters would not give. */
const HINGLISH: Record<string, string> = { हम: 'hum', तुम: 'tum', वह: 'woh', यह: 'yeh' };

function readableHindi(word: string): string {
  const established = HINGLISH[word];
  if (established) return established;
  let latin = readableDevanagari(word);
  for (const [pattern, replacement] of HINDI_READABLE) latin = latin.replace(pattern, replacement);
  return latin;
}

/**
 * Shared habits of the three: "aa" at the end of a word is written "a" (raja, appa, kripa; a short
 * word keeps it), a doubled "th" once (karthaavu), and v after a consonant "w" (swargam,
 * parmeshwar) but not after r (sarva, garv).
 */
const readable = (latin: string) =>
  (latin.length > 3 ? latin.replace(/aa$/, 'a') : latin)
    .replace(/thth/g, 'th')
    .replace(/([^aeiour])v/g, '$1w');

/** The readable Latin spelling of one native word (lower case). */
export function transliterateWord(word: string, script: Script): string {
  const native = word.replace(innerVisarga, '');
  switch (script) {
    case 'malayalam':
      return readable(readableMalayalam(native));
    case 'tamil':
      return readable(readableTamil(native));
    case 'devanagari':
      return readable(readableHindi(native));
    default:
      return word;
  }
}

/** Where a chord sits in the line with every chord removed. */
interface PlacedChord {
  at: number;
  chord: string;
}

function transliterateLine(line: string): string {
  const chords: PlacedChord[] = [];
  let removed = 0;
  for (const match of line.matchAll(INLINE_CHORD)) {
    chords.push({ at: (match.index ?? 0) - removed, chord: match[0] });
    removed += match[0].length;
  }
  const plain = chords.length > 0 ? line.replace(INLINE_CHORD, '') : line;
  // Output pieces and, for each chord, where it lands in the output.
  let out = '';
  let copied = 0;
  let chordIndex = 0;
  const landed: number[] = [];
  const placeChordsBefore = (limit: number, outAt: (at: number) => number) => {
    while (chordIndex < chords.length && (chords[chordIndex] as PlacedChord).at < limit) {
      landed.push(outAt((chords[chordIndex] as PlacedChord).at));
      chordIndex++;
    }
  };
  scanWords(plain, (word, start, end) => {
    if (word.script === 'latin') return;
    // Text between words (and Latin words) is copied as it is.
    placeChordsBefore(start + 1, (at) => out.length + (at - copied));
    out += plain.slice(copied, start);
    let latin = transliterateWord(word.text, word.script);
    if (out.trim() === '' && latin) latin = latin.charAt(0).toUpperCase() + latin.slice(1);
    const wordStart = out.length;
    placeChordsBefore(end, (at) => {
      const prefix = plain.slice(start, at);
      const length = prefix ? transliterateWord(prefix, word.script).length : 0;
      return wordStart + Math.min(length, latin.length);
    });
    out += latin;
    copied = end;
  });
  placeChordsBefore(Number.POSITIVE_INFINITY, (at) => out.length + (at - copied));
  out += plain.slice(copied);
  if (chords.length === 0) return out;
  // Insert the chords from the last, so earlier positions stay valid.
  for (let i = chords.length - 1; i >= 0; i--) {
    const at = landed[i] as number;
    out = out.slice(0, at) + (chords[i] as PlacedChord).chord + out.slice(at);
  }
  return out;
}

/**
 * The Latin transliteration of lyrics in Malayalam, Tamil or Devanagari script, line by line;
 * Latin words and anything that is not a word are kept as they are.
 */
export function transliterateText(text: string): string {
  return text.split('\n').map(transliterateLine).join('\n');
}
