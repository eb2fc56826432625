import type { EntityManager } from '@worship/subgraph-kit';
import { scopeConditions, type SongFilters, type SongScope } from '../song/song.read-model';
import { similarWords } from './search-words';
import { checkedFilters, songSearchOf, wordCondition } from './song-search';

/** Suggestions "no results" offers at most. */
export const SUGGESTIONS_MAX = 3;
/** Similar vocabulary words tried for each word that finds nothing. */
const CANDIDATES_PER_WORD = 5;

/** Which of these word lists find a song in scope under the filters (one query). */
async function findSomething(
  em: EntityManager,
  scope: SongScope,
  filters: SongFilters,
  wordLists: string[][],
): Promise<boolean[]> {
  if (!wordLists.length) return [];
  const query = findSomethingSelect(scope, filters, wordLists);
  const rows = await em.execute<{ i: number; found: boolean }[]>(query.sql, query.params);
  const found = new Array<boolean>(wordLists.length).fill(false);
  for (const row of rows) found[Number(row.i)] = row.found;
  return found;
}

/** For each word list, whether a song in scope holds every word: (i, found) rows. */
export function findSomethingSelect(scope: SongScope, filters: SongFilters, wordLists: string[][]) {
  const { where, params } = scopeConditions(scope, filters);
  const parts = wordLists.map((words, index) => {
    const conditions = words.map((word) => wordCondition('search_key', word));
    return {
      sql: `select ${index} as "i", exists (select 1 from "songs"."songs" s
        where ${[...where, ...conditions.map((c) => c.sql)].join(' and ')}) as "found"`,
      params: [...params, ...conditions.map((c) => c.param)],
    };
  });
  return {
    sql: parts.map((part) => part.sql).join(' union all '),
    params: parts.flatMap((part) => part.params),
  };
}

/**
 * What "no results" offers: the query with each word that finds no song in scope replaced by a
 * similar word of the vocabulary (as a song writes it), kept only when the whole suggestion
 * finds a song the caller may see under the same filters; nearest first, at most
 * SUGGESTIONS_MAX. Empty when every word finds something on its own (or the query is blank).
 */
export async function searchSuggestions(
  em: EntityManager,
  scope: SongScope,
  query: string,
  given: SongFilters,
): Promise<string[]> {
  const filters = checkedFilters(given);
  const { terms } = songSearchOf(query);
  if (!filters || !terms.length) return [];
  const alone = await findSomething(
    em,
    scope,
    filters,
    terms.map((term) => [term.key]),
  );
  const failing = terms.map((_, index) => !alone[index]);
  if (!failing.some(Boolean)) return [];
  const candidates = await Promise.all(
    terms.map((term, index) =>
      failing[index] ? similarWords(em, term.key, CANDIDATES_PER_WORD) : Promise.resolve([]),
    ),
  );
  if (candidates.some((list, index) => failing[index] && !list.length)) return [];
  // The k-th suggestion takes each failing word's k-th most similar word (or its last).
  const options = new Map<string, string[]>();
  for (let k = 0; k < CANDIDATES_PER_WORD; k++) {
    const picked = terms.map((term, index) => {
      const list = candidates[index] ?? [];
      return failing[index]
        ? list[Math.min(k, list.length - 1)]!
        : { word: term.key, spelling: term.text };
    });
    const text = picked.map((p) => p.spelling).join(' ');
    if (!options.has(text)) options.set(text, [...new Set(picked.map((p) => p.word))]);
  }
  const texts = [...options.keys()];
  const found = await findSomething(em, scope, filters, [...options.values()]);
  return texts.filter((_, index) => found[index]).slice(0, SUGGESTIONS_MAX);
}
