import { INLINE_CHORD } from '../chords/inline-chords';
import { osaDistance, typosAllowed } from './edit-distance';
import { queryKey, wordKeys } from './search-key';
import { scanWords, type Word } from './tokenize';

/**
 * Which words of a search result the query matched, for highlighting them, by the search's own
 * rule on folded words (search-key.ts): a word matches when one of its folded spellings
 *
 * - contains a query token of 2+ letters, or starts with a 1-letter token (a query's last word
 *   is often half typed: "ama" marks "Amazing", and "yeshu" marks യേശുവേ, இயேசு, यीशु, Yeshu);
 * - or is a typo away from a query token no word of the same text matches as typed
 *   (edit-distance.ts typosAllowed; the search forgives only what finds nothing as typed):
 *   "amazng" marks "Amazing", while "love" marks "Love" and not "live" beside it.
 */

/** A run of the text: the runs of `highlightSegments` joined are the text itself. */
export interface HighlightSegment {
  text: string;
  match: boolean;
}

/** How one folded spelling of a text's word matches a query token: 2 as typed, 1 near, 0 not. */
function spellingMatch(spelling: string, token: string): number {
  if (token.length === 1) return spelling.startsWith(token) ? 2 : 0;
  if (spelling.includes(token)) return 2;
  const typos = typosAllowed(token.length);
  return typos > 0 && osaDistance(spelling, token, typos) <= typos ? 1 : 0;
}

/** The query tokens a word matches, as bit masks (a query has at most 12 words). */
interface WordMatch {
  exact: number;
  near: number;
}

interface Matcher {
  tokens: string[];
  /** How a word matches, by script and text: a card's words repeat from card to card. */
  words: Map<string, WordMatch>;
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

function wordMatch(matcher: Matcher, word: Word): WordMatch {
  const id = `${word.script}:${word.text}`;
  let match = matcher.words.get(id);
  if (match === undefined) {
    match = { exact: 0, near: 0 };
    for (const spelling of wordKeys(word)) {
      matcher.tokens.forEach((token, index) => {
        const how = spellingMatch(spelling, token);
        if (how === 2) match!.exact |= 1 << index;
        else if (how === 1) match!.near |= 1 << index;
      });
    }
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
  const words: { start: number; end: number; match: WordMatch }[] = [];
  let exactly = 0; // the tokens some word of the text matches as typed
  scanWords(lyrics, (word, start, end) => {
    const match = wordMatch(matcher, word);
    if (match.exact || match.near) words.push({ start, end, match });
    exactly |= match.exact;
  });
  for (const { start, end, match } of words) {
    // As the search: a token found as typed marks no near words (a "love" card keeps "live").
    if (!match.exact && !(match.near & ~exactly)) continue;
    add(source(start), false);
    // Letter by letter in the lyrics: a gap in `text` is a chord, left unmarked.
    for (let i = start; i < end; i++) {
      const at = source(i);
      add(at, false);
      add(at + 1, true);
    }
  }
  if (segments.length === 0) return [{ text, match: false }];
  add(text.length, false);
  return segments;
}
