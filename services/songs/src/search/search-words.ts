import { oneEditAway, osaDistance, searchWords } from '@worship/common';
import type { EntityManager } from '@worship/subgraph-kit';

/**
 * The search vocabulary (`songs.search_words`): every folded word the songs' keys hold, with the
 * word as a song writes it. A song's save adds its new words; nothing removes a word when its
 * last song goes (a word then finds nothing, which the suggestions check), and a key-version
 * rebuild (search-index.ts) starts it afresh.
 */

/** Near words kept for each query word, nearest first. */
export const NEAR_MAX = 12;

/** Adds the words of a song's searchable text to the vocabulary (in the caller's transaction). */
export async function recordSearchWords(em: EntityManager, text: string): Promise<void> {
  const words = searchWords(text);
  if (!words.size) return;
  await em.execute(
    `insert into "songs"."search_words" ("word", "spelling")
      select * from unnest(array[?]::text[], array[?]::text[]) on conflict do nothing`,
    [[...words.keys()], [...words.values()]],
  );
}

/** A near word and how close: 3 one edit away, 2 its start one edit away, 1 two edits away. */
export interface NearWord {
  word: string;
  closeness: number;
}

/** Closeness by twice the distance (a near start counts half an edit more). */
const CLOSENESS_OF_DISTANCE = [4, 3, 3, 2, 1, 1];

interface NearRow {
  query: string;
  word: string;
}

/** A query word to look near words up for. */
export interface NearQuery {
  /** The folded word. */
  key: string;
  /** The typos forgiven (typosAllowed of what was typed). */
  typos: number;
  /** The word may be half typed (the query's last): a near word may start with it, loosely. */
  prefix: boolean;
}

/** The candidates of nearWords: (query word, vocabulary word) rows, by the indexes. */
export function nearWordsSelect(queries: NearQuery[]): { sql: string; params: unknown[] } {
  const parts: string[] = [];
  const params: unknown[] = [];
  const candidates = (condition: string, order: string, ...values: unknown[]) => {
    parts.push(`(select ?::text as "query", "word" from "songs"."search_words" where ${condition}
      order by ${order}, "word" limit ?)`);
    params.push(...values, NEAR_MAX * 4);
  };
  for (const { key, typos, prefix } of queries) {
    if (typos < 1) continue;
    candidates('"word" in (?)', '"word"', key, oneEditAway(key));
    // pg_trgm: % is similarity of whole words, <% of the query to the best part of a word.
    if (typos > 1) candidates('"word" % ?', '"word" <-> ?', key, key, key);
    if (prefix) candidates('? <% "word"', '? <<-> "word"', key, key, key);
  }
  return { sql: parts.join(' union all '), params };
}

/** How many edits `word` is from the nearest start of `candidate` (at most max + 1). */
function prefixDistance(word: string, candidate: string, max: number): number {
  let best = max + 1;
  for (let length = word.length - max; length <= word.length + max; length++) {
    if (length < 1 || length > candidate.length) continue;
    best = Math.min(best, osaDistance(word, candidate.slice(0, length), max));
  }
  return best;
}

/**
 * The vocabulary words near each query word, as many edits away as its `typos`, nearest first
 * (at most NEAR_MAX; a word with none is absent), or, for a half-typed word, starting that near
 * to it: one edit away, looked up by equality among the few hundred strings one edit makes (the
 * primary key); further or as a start, found by trigram similarity (pg_trgm, served by
 * search_words_word_trgm_index) and kept when the edit distance says so. One round trip.
 */
export async function nearWords(
  em: EntityManager,
  queries: NearQuery[],
): Promise<Map<string, NearWord[]>> {
  const loose = queries.filter((query) => query.typos > 0);
  if (!loose.length) return new Map();
  const select = nearWordsSelect(loose);
  const rows = await em.execute<NearRow[]>(select.sql, select.params);
  const near = new Map<string, NearWord[]>();
  for (const { key, typos, prefix } of loose) {
    const found = [
      ...new Set(rows.filter((row) => row.query === key && row.word !== key).map((r) => r.word)),
    ]
      .map((word) => {
        const whole = osaDistance(key, word, typos);
        // A word whose start is one edit off ranks after words as near as a whole.
        const start = prefix && prefixDistance(key, word, 1) <= 1 ? 1.5 : Infinity;
        return { word, distance: Math.min(whole, start) };
      })
      .filter(({ distance }) => Math.floor(distance) <= typos)
      .sort(
        (a, b) =>
          a.distance - b.distance ||
          Math.abs(a.word.length - key.length) - Math.abs(b.word.length - key.length) ||
          (a.word < b.word ? -1 : 1),
      )
      .slice(0, NEAR_MAX)
      .map(({ word, distance }) => ({ word, closeness: CLOSENESS_OF_DISTANCE[distance * 2]! }));
    if (found.length) near.set(key, found);
  }
  return near;
}

/**
 * The vocabulary words most like `word` by trigram similarity (pg_trgm's default threshold),
 * with their writings, most similar first: what "no results" may suggest instead.
 */
export async function similarWords(
  em: EntityManager,
  word: string,
  max: number,
): Promise<{ word: string; spelling: string }[]> {
  const query = similarWordsSelect(word, max);
  return em.execute<{ word: string; spelling: string }[]>(query.sql, query.params);
}

export function similarWordsSelect(word: string, max: number) {
  return {
    sql: `select "word", "spelling" from "songs"."search_words" where "word" % ?
      order by "word" <-> ?, "word" limit ?`,
    params: [word, word, max],
  };
}
