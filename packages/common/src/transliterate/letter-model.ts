/**
 * A letter n-gram model of a script's words: how word-like a native spelling is (ന്ദ after ആന,
 * ങ്ങൾ at a word's end, த்த between vowels, ोम्), learnt from a word list. Phonetic typing adds
 * its cost to the letter rules' costs, so among spellings that are no known word the one that
 * looks most like the language's words ranks first, and a new inflection of a known stem is
 * spelled the way the stem is.
 *
 * Witten–Bell interpolation (Chen & Goodman 1998, §2.4): the probability of a letter after a
 * context mixes what followed that context in the words with the estimate for the shorter context,
 * trusting the context as much as it was followed by many different letters.
 *
 * Letters are UTF-16 code units: every letter of the scripts here is one.
 */

/** Letters of context (the model's order is one more). */
const CONTEXT = 4;
/** Marks a word's start (in contexts) and end (as a letter): code points no script here uses. */
const START = '\u0002'.repeat(CONTEXT);
const END = '\u0003';
/** Between a context and the letter after it, in a count's key. */
const AFTER = '\u0001';
/** How many dictionary words a common word counts as. */
export const COMMON_WEIGHT = 3;

export interface LetterModel {
  /** Learns a word `times` more times (a negative number unlearns it: the evaluation's left-out words). */
  learn(word: string, times: number): void;
  /** −ln P(word), its end included. */
  wordCost(word: string): number;
  /** −ln P(the letters of `prefix`), its end not included (a spelling still being typed). */
  prefixCost(prefix: string): number;
}

interface Counts {
  /** Occurrences of context+letter, for every context length 0..CONTEXT. */
  grams: Map<string, number>;
  /** Per context: how often it was followed by any letter. */
  total: Map<string, number>;
  /** Per context: how many different letters followed it. */
  kinds: Map<string, number>;
  /** Distinct letters seen, plus one for any other (the uniform base). */
  letters: number;
}

const bump = (map: Map<string, number>, key: string, by: number): number => {
  const next = (map.get(key) ?? 0) + by;
  if (next > 0) map.set(key, next);
  else map.delete(key);
  return next;
};

/** Adds a word's letters `times` times (a negative number takes them back). */
function countWord(counts: Counts, word: string, times: number): void {
  const text = START + word + END;
  for (let i = CONTEXT; i < text.length; i++) {
    const letter = text.charAt(i);
    for (let length = 0; length <= CONTEXT; length++) {
      const context = text.slice(i - length, i);
      const after = bump(counts.grams, context + AFTER + letter, times);
      bump(counts.total, context, times);
      // A count that just appeared or went adds or removes a kind of letter after the context.
      const change = after === times ? 1 : after <= 0 ? -1 : 0;
      if (change) {
        bump(counts.kinds, context, change);
        if (length === 0) counts.letters += change;
      }
    }
  }
}

/**
 * Learns the model from a spell-checker's word list (each word once: it has no frequencies) and
 * a short list of common words, which count `COMMON_WEIGHT` times (their endings are the ones
 * people type most: ோம், ेंगे, ിന്റെ). Gives the event loop back every `chunk` words.
 */
export async function buildLetterModel(
  words: Iterable<string>,
  common: readonly string[] = [],
  chunk = 2_000,
): Promise<LetterModel> {
  const counts: Counts = { grams: new Map(), total: new Map(), kinds: new Map(), letters: 1 };
  let learnt = 0;
  for (const word of words) {
    countWord(counts, word, 1);
    if (++learnt % chunk === 0) await new Promise((resolve) => setTimeout(resolve, 0));
  }
  for (const word of common) countWord(counts, word, COMMON_WEIGHT);
  return letterModel(counts);
}

function letterModel(counts: Counts): LetterModel {
  const { grams, total, kinds } = counts;
  /** P(the letter at `i` of `text` | the CONTEXT letters before it). */
  const probability = (text: string, i: number): number => {
    const letter = text.charAt(i);
    let p = 1 / counts.letters;
    for (let length = 0; length <= CONTEXT; length++) {
      const context = text.slice(i - length, i);
      const seen = total.get(context);
      if (!seen) break;
      const different = kinds.get(context) ?? 0;
      p = ((grams.get(context + AFTER + letter) ?? 0) + different * p) / (seen + different);
    }
    return p;
  };
  // The beam extends spellings a letter at a time: each prefix costs one more letter.
  const prefixCosts = new Map<string, number>();
  const prefixCost = (prefix: string): number => {
    if (!prefix) return 0;
    const known = prefixCosts.get(prefix);
    if (known !== undefined) return known;
    const cost =
      prefixCost(prefix.slice(0, -1)) -
      Math.log(probability(START + prefix, CONTEXT + prefix.length - 1));
    if (prefixCosts.size >= 100_000) prefixCosts.clear();
    prefixCosts.set(prefix, cost);
    return cost;
  };
  return {
    learn: (word, times) => {
      countWord(counts, word, times);
      prefixCosts.clear();
    },
    prefixCost,
    wordCost: (word) => {
      const text = START + word + END;
      return prefixCost(word) - Math.log(probability(text, text.length - 1));
    },
  };
}
