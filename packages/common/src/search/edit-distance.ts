/**
 * The typos search forgives in a word of this many folded letters: none under 4 (too many short
 * words are one edit apart), one up to 6, two from 7 (a swap that folding turns into two edits:
 * snehtihan / snehithan).
 */
export function typosAllowed(length: number): number {
  if (length >= 7) return 2;
  return length >= 4 ? 1 : 0;
}

/**
 * The optimal-string-alignment distance (Levenshtein plus the swap of two adjacent letters, each
 * substring edited once) between two short words, or `max + 1` as soon as it must exceed `max`:
 * search compares a typed word with a few dozen candidate words, so the early exit matters more
 * than generality. (`damerau-levenshtein` 1.0.8 computes OSA with no bound, a full matrix per
 * pair, and answers an object of ratios; the other packages compute Levenshtein without swaps.)
 */
export function osaDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (a === b) return 0;
  const n = b.length;
  // Three rows of the dynamic programme: two back (for swaps), the previous and the current.
  let before = new Array<number>(n + 1).fill(0);
  let previous = Array.from({ length: n + 1 }, (_, j) => j);
  let current = new Array<number>(n + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= n; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let d = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (previous[j - 1] as number) + cost,
      );
      if (
        i > 1 &&
        j > 1 &&
        a.charCodeAt(i - 1) === b.charCodeAt(j - 2) &&
        a.charCodeAt(i - 2) === b.charCodeAt(j - 1)
      ) {
        d = Math.min(d, (before[j - 2] as number) + 1);
      }
      current[j] = d;
      if (d < rowMin) rowMin = d;
    }
    if (rowMin > max) return max + 1;
    [before, previous, current] = [previous, current, before];
  }
  const distance = previous[n] as number;
  return distance > max ? max + 1 : distance;
}

/** The letters a folded key is made of (phonetic-fold.ts writes no others). */
const FOLDED_LETTERS = 'aiouhklmnprstvy';

/**
 * Every word one edit away from `word` (a letter dropped, added, changed, or two neighbours
 * swapped) over the folded letters: what a one-letter typo of a word of the vocabulary folds to,
 * looked up by equality (a few hundred B-tree probes) instead of by similarity.
 */
export function oneEditAway(word: string): string[] {
  const out = new Set<string>();
  for (let i = 0; i <= word.length; i++) {
    const head = word.slice(0, i);
    if (i < word.length) {
      const tail = word.slice(i + 1);
      out.add(head + tail);
      if (i + 1 < word.length) out.add(head + word[i + 1] + word[i] + word.slice(i + 2));
      for (const letter of FOLDED_LETTERS) out.add(head + letter + tail);
    }
    for (const letter of FOLDED_LETTERS) out.add(head + letter + word.slice(i));
  }
  out.delete(word);
  return [...out];
}
