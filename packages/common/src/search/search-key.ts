import { phoneticFolds } from './phonetic-fold';
import { romanizeDevanagari } from './romanize-devanagari';
import { romanizeMalayalam } from './romanize-malayalam';
import { romanizeTamil } from './romanize-tamil';
import { tokenize, type Word } from './tokenize';

/**
 * The cross-script search key.
 *
 * Why hand-written romanizers: on worship vocabulary `any-ascii` drops every inherent vowel
 * (രക്ഷകൻ → "rkskn", परमेश्वर → "prmesvr"), and `@indic-transliteration/sanscript` (1.3.3)
 * keeps them for Devanagari but passes Malayalam chillus through untouched (രക്ഷകൻ →
 * "rakṣakaൻ"), reads Tamil as if it were Devanagari (இயேசு → "iyejhu", கிருபை → "ghirubhai")
 * and does no schwa deletion. What is left after fixing chillus, samvruthokaram, Tamil and
 * schwa deletion is the three consonant and vowel tables, so one small table-driven romanizer
 * per script (aksharas.ts + romanize-*.ts) is simpler than a library plus post-processing and
 * adds no dependency. The romanizers write what people type, not a scholarly transliteration;
 * phonetic-fold.ts then folds every common spelling to one form.
 *
 * MATCHING RULE (what the database must implement exactly): a song matches a query when
 * EVERY space-separated token of `queryKey(query)` occurs as a substring of the song's stored
 * `searchKey(...)`:
 *
 *   tokens = queryKey(q).split(' ').filter(Boolean)    -- [a-z0-9]+ only, never % or _
 *   WHERE search_key LIKE '%' || $1 || '%' AND search_key LIKE '%' || $2 || '%' ...
 *
 * (keys are lower-case ASCII, so LIKE and ILIKE agree; a pg_trgm GIN index on search_key
 * serves these LIKEs for tokens of 3+ characters). An empty queryKey means "no text filter".
 * `keyMatches` below is the same rule in TypeScript.
 *
 * A key is a space-separated list of distinct folded words; a Hindi word adds both its
 * schwa-deleted and full forms, and a few ambiguous letters (ṛ, ഴ/ழ, Tamil க) add their
 * alternative spellings, so the key may hold several forms of one native word. Stored keys
 * depend on these rules: when SEARCH_KEY_VERSION changes, recompute them.
 */
export const SEARCH_KEY_VERSION = 2;

function romanize(word: Word): string[] {
  switch (word.script) {
    case 'malayalam':
      return romanizeMalayalam(word.text);
    case 'tamil':
      return romanizeTamil(word.text);
    case 'devanagari':
      return romanizeDevanagari(word.text);
    default:
      return [word.text];
  }
}

/**
 * Folded spellings by word (primary first). Lyrics repeat a small vocabulary, so most words of
 * a song, and of the next 100,000, are already here; cleared when full to bound memory.
 */
const cache = new Map<string, string[]>();
const CACHE_LIMIT = 50_000;

/**
 * One word's folded spellings, primary first: what `searchKey` adds to a key for it (and
 * `queryKey` takes the first of). Shared and cached: do not change the array.
 */
export function wordKeys(word: Word): readonly string[] {
  let spellings = cache.get(word.text);
  if (spellings === undefined) {
    spellings = [];
    for (const spelling of romanize(word)) {
      for (const folded of phoneticFolds(spelling)) {
        if (folded && !spellings.includes(folded)) spellings.push(folded);
      }
    }
    if (cache.size >= CACHE_LIMIT) cache.clear();
    cache.set(word.text, spellings);
  }
  return spellings;
}

function build(text: string, allSpellings: boolean): string {
  const seen = new Set<string>();
  for (const word of tokenize(text)) {
    const spellings = wordKeys(word);
    const count = allSpellings ? spellings.length : Math.min(1, spellings.length);
    for (let i = 0; i < count; i++) seen.add(spellings[i] as string);
  }
  return Array.from(seen).join(' ');
}

/** The ASCII search key stored with a song: Latin words folded, Indic text romanized and folded. */
export function searchKey(text: string): string {
  return build(text, true);
}

/**
 * What a user typed (Latin or native script), folded the same way as `searchKey`. A native word
 * yields its primary spelling only, which `searchKey` of the same word always contains.
 */
export function queryKey(query: string): string {
  return build(query, false);
}

/** The matching rule above: every token of `query` (a queryKey) is a substring of `key`. */
export function keyMatches(key: string, query: string): boolean {
  for (const token of query.split(' ')) {
    if (token && !key.includes(token)) return false;
  }
  return true;
}

/**
 * The words of `text` as the search vocabulary keeps them: each folded form a key holds, with
 * the word as the text writes it (a Latin word lower-cased), the first writing seen winning.
 * What "no results" suggests is these writings.
 */
export function searchWords(text: string): Map<string, string> {
  const words = new Map<string, string>();
  for (const word of tokenize(text)) {
    for (const folded of wordKeys(word)) {
      if (!words.has(folded)) words.set(folded, word.text);
    }
  }
  return words;
}

/** A word of a query: as typed (a Latin word lower-cased), its script and its folded form. */
export interface QueryTerm extends Word {
  key: string;
}

/** A query's words, each with its folded form (queryKey's tokens, in order). */
export function queryTerms(query: string): QueryTerm[] {
  const terms: QueryTerm[] = [];
  for (const word of tokenize(query)) {
    const key = wordKeys(word)[0];
    if (key) terms.push({ ...word, key });
  }
  return terms;
}
