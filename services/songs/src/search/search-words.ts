import { oneEditAway, osaDistance, searchWords, typosAllowed } from '@worship/common';
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

interface NearRow {
  query: string;
  word: string;
}

/** The candidates of nearWords: (query word, vocabulary word) rows. */
export function nearWordsSelect(words: string[]): { sql: string; params: unknown[] } {
  const parts: string[] = [];
  const params: unknown[] = [];
  for (const word of words) {
    parts.push(
      `(select ?::text as "query", "word" from "songs"."search_words" where "word" in (?))`,
    );
    params.push(word, oneEditAway(word));
    if (typosAllowed(word.length) > 1) {
      parts.push(`(select ?::text as "query", "word" from "songs"."search_words" where "word" % ?
        order by "word" <-> ? limit ?)`);
      params.push(word, word, word, NEAR_MAX * 4);
    }
  }
  return { sql: parts.join(' union all '), params };
}

/**
 * The vocabulary words near each query word, as many typos away as `typosAllowed` forgives,
 * nearest first (at most NEAR_MAX; a word with none is absent): one edit away, looked up by
 * equality among the few hundred strings one edit makes (the primary key); two edits away for
 * longer words, found by trigram similarity (pg_trgm's `%`, served by search_words_word_trgm_index)
 * and kept when the edit distance says so. One round trip.
 */
export async function nearWords(
  em: EntityManager,
  words: string[],
): Promise<Map<string, string[]>> {
  const loose = words.filter((word) => typosAllowed(word.length) > 0);
  if (!loose.length) return new Map();
  const query = nearWordsSelect(loose);
  const rows = await em.execute<NearRow[]>(query.sql, query.params);
  const near = new Map<string, string[]>();
  for (const word of loose) {
    const max = typosAllowed(word.length);
    const found = [
      ...new Set(rows.filter((row) => row.query === word && row.word !== word).map((r) => r.word)),
    ]
      .map((candidate) => ({ candidate, distance: osaDistance(word, candidate, max) }))
      .filter(({ distance }) => distance <= max)
      .sort(
        (a, b) =>
          a.distance - b.distance ||
          Math.abs(a.candidate.length - word.length) - Math.abs(b.candidate.length - word.length) ||
          (a.candidate < b.candidate ? -1 : 1),
      )
      .slice(0, NEAR_MAX)
      .map(({ candidate }) => candidate);
    if (found.length) near.set(word, found);
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
