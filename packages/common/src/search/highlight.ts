import { INLINE_CHORD } from '../chords/inline-chords';
import { queryKey, wordKeys } from './search-key';
import { scanWords, type Word } from './tokenize';

/**
 * Which words of a search result the query matched, for highlighting them, by the search's own
 * rule on folded words (search-key.ts): a word matches when one of its folded spellings
 *
 * - contains a query token of 2+ letters, or starts with a 1-letter token (a query's last word
 *   is often half typed: "ama" marks "Amazing", and "yeshu" marks യേശുവേ, இயேசு, यीशु, Yeshu);
 * - or is a typo away from a query token: optimal-string-alignment distance ≤ 1 for tokens of
 *   4–7 folded letters, ≤ 2 for 8 and more ("amazng" marks "Amazing").
 *
 * Why no package for the distance: `damerau-levenshtein` (1.0.8, BSD-2-Clause) computes OSA but
 * with no bound (a full matrix per pair) and returns an object of ratios; the others compute
 * Levenshtein without transpositions. The bounded version is the 30 lines below.
 */

/**
 * The optimal-string-alignment distance between `a` and `b` (insertions, deletions,
 * substitutions and transpositions of two adjacent letters, no letter edited twice), by UTF-16
 * code unit; `max + 1` as soon as it is known to exceed `max`.
 */
export function osaDistance(a: string, b: string, max: number): number {
  if (a === b) return 0;
  const n = a.length;
  const m = b.length;
  if (Math.abs(n - m) > max) return max + 1;
  if (n === 0 || m === 0) return Math.max(n, m);
  // Three rows of the (n+1)×(m+1) matrix: two rows back (transpositions), previous, current.
  let before = new Array<number>(m + 1).fill(0);
  let previous = Array.from({ length: m + 1 }, (_, j) => j);
  let current = new Array<number>(m + 1).fill(0);
  for (let i = 1; i <= n; i++) {
    current[0] = i;
    let rowMin = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= m; j++) {
      const cb = b.charCodeAt(j - 1);
      const cost = ca === cb ? 0 : 1;
      let d = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (previous[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && ca === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === cb) {
        d = Math.min(d, (before[j - 2] as number) + 1);
      }
      current[j] = d;
      if (d < rowMin) rowMin = d;
    }
    // Every later cell of the matrix is at least the smallest of this row.
    if (rowMin > max) return max + 1;
    [before, previous, current] = [previous, current, before];
  }
  const distance = previous[m] as number;
  return distance > max ? max + 1 : distance;
}

/** A run of the text: the runs of `highlightSegments` joined are the text itself. */
export interface HighlightSegment {
  text: string;
  match: boolean;
}

/** The typos forgiven in a query token of this many folded letters. */
export function typosAllowed(length: number): number {
  if (length >= 8) return 2;
  return length >= 4 ? 1 : 0;
}

/** One folded spelling of a text's word matches one query token (the rule above). */
function spellingMatches(spelling: string, token: string): boolean {
  if (token.length === 1) return spelling.startsWith(token);
  if (spelling.includes(token)) return true;
  const typos = typosAllowed(token.length);
  return typos > 0 && osaDistance(spelling, token, typos) <= typos;
}

interface Matcher {
  tokens: string[];
  /** Whether a word matches, by script and text: a card's words repeat from card to card. */
  words: Map<string, boolean>;
}

/** Matchers of the last queries (a results page asks with one query for all its cards). */
const matchers = new Map<string, Matcher>();
const MATCHERS_LIMIT = 16;
const WORDS_LIMIT = 5_000;

function matcherOf(query: string): Matcher {
  let matcher = matchers.get(query);
  if (matcher === undefined) {
    matcher = { tokens: queryKey(query).split(' ').filter(Boolean), words: new Map() };
    if (matchers.size >= MATCHERS_LIMIT) matchers.clear();
    matchers.set(query, matcher);
  }
  return matcher;
}

function wordMatches(matcher: Matcher, word: Word): boolean {
  const id = `${word.script}:${word.text}`;
  let match = matcher.words.get(id);
  if (match === undefined) {
    match = wordKeys(word).some((spelling) =>
      matcher.tokens.some((token) => spellingMatches(spelling, token)),
    );
    if (matcher.words.size >= WORDS_LIMIT) matcher.words.clear();
    matcher.words.set(id, match);
  }
  return match;
}

/** The text with its inline chords removed, and where each of its characters was in `text`. */
function withoutChords(text: string): { lyrics: string; at: number[] } | null {
  if (!text.includes('[')) return null;
  let lyrics = '';
  const at: number[] = [];
  let from = 0;
  const keep = (end: number) => {
    lyrics += text.slice(from, end);
    for (let i = from; i < end; i++) at.push(i);
  };
  for (const chord of text.matchAll(INLINE_CHORD)) {
    const index = chord.index ?? 0;
    keep(index);
    from = index + chord[0].length;
  }
  if (from === 0) return null;
  keep(text.length);
  return { lyrics, at };
}

/**
 * `text` cut into runs, each word the query matches (rule above) a run with `match: true`, the
 * rest (other words, spaces, punctuation, inline chords) runs with `match: false`. A chord inside
 * a word does not split it, and is never marked itself: "A[G]mazing" → "A", "[G]", "mazing"
 * marked around an unmarked chord. A blank query (or one that matches nothing) gives the whole
 * text as one unmatched run.
 */
export function highlightSegments(text: string, query: string): HighlightSegment[] {
  const matcher = matcherOf(query);
  if (matcher.tokens.length === 0 || !text) return [{ text, match: false }];
  const chords = withoutChords(text);
  const lyrics = chords ? chords.lyrics : text;
  /** Where lyrics[i] is in text. */
  const source = (i: number) => (chords ? (chords.at[i] as number) : i);

  const segments: HighlightSegment[] = [];
  let done = 0; // text before this offset is in `segments`
  const add = (end: number, match: boolean) => {
    if (end <= done) return;
    const last = segments[segments.length - 1];
    if (last && last.match === match) last.text += text.slice(done, end);
    else segments.push({ text: text.slice(done, end), match });
    done = end;
  };
  scanWords(lyrics, (word, start, end) => {
    if (!wordMatches(matcher, word)) return;
    add(source(start), false);
    // Letter by letter in the lyrics: a gap in `text` is a chord, left unmarked.
    for (let i = start; i < end; i++) {
      const at = source(i);
      add(at, false);
      add(at + 1, true);
    }
  });
  if (segments.length === 0) return [{ text, match: false }];
  add(text.length, false);
  return segments;
}
