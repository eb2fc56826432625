import { queryTerms, typosAllowed, type QueryTerm } from '@worship/common';
import { isUuid, type EntityManager } from '@worship/subgraph-kit';
import {
  SONG_COLUMNS,
  containsPattern,
  listSongs,
  scopeConditions,
  toSong,
  type SongFilters,
  type SongRow,
  type SongScope,
} from '../song/song.read-model';
import type { Song } from '../song/song.entity';
import { nearWords, type NearQuery, type NearWord } from './search-words';

/**
 * Song search: exact (every folded query word in the song's key), then forgiving (a word may be
 * a vocabulary word one or two edits away), the exact matches always first.
 *
 * Exact matches rank in four groups: the title is the query, the title starts with it, the
 * title holds every word, the other matches (author, lyrics, transliterations). Each group is its
 * own query, newest first and limited to the page's end, so each can stop early: a common word
 * ("yesu" is in a third of a Malayalam library) matches tens of thousands of songs, and ranking
 * them all in one sort means reading every one of them. This way each group is read newest first
 * (songs_is_public_created_at_index, songs_created_at_index) until the page is full, or, for a
 * rare word, through the title prefix and trigram indexes.
 *
 * When the matches are few (RERANK_MAX or fewer, all of them read), they are ranked more finely
 * within each group: songs holding the query's words as whole words ("path") before songs where
 * they only start or sit inside a word ("pathway", "paathai"), and, for a query typed in Latin
 * letters, English songs before romanized look-alikes. The cut-off keeps pages consistent: a
 * search either has at most RERANK_MAX matches, and every page ranks them the same way, or more,
 * and every page lists them newest first within the groups.
 *
 * Forgiving matches are looked for only when nothing matches exactly (as Typesense does by
 * default): a word typed right never brings songs holding a different word ("love" never lists
 * "live"), and a query that finds nothing finds what is a typo away. They rank by how close
 * (as typed, one edit, the start of a word one edit off, two edits), titles first.
 */

/** Above this many exact matches, groups are not re-ranked (see above). */
export const RERANK_MAX = 50;

/** A search: the query's words, folded (queryKey), and whether all were typed in Latin letters. */
export interface SongSearch {
  terms: QueryTerm[];
  /** The distinct folded words. */
  words: string[];
  latin: boolean;
}

export function songSearchOf(query: string): SongSearch {
  const terms = queryTerms(query);
  return {
    terms,
    words: [...new Set(terms.map((term) => term.key))],
    latin: terms.length > 0 && terms.every((term) => term.script === 'latin'),
  };
}

/**
 * What the forgiving tier looks near words up for: each word, forgiven the typos of what was
 * typed (a Latin word's own length: folding shortens "nizhlil" to 5 letters, and its one typo to
 * two edits), the last word also as the start of a word (typing in progress).
 */
export function nearQueriesOf(search: SongSearch): NearQuery[] {
  const queries = new Map<string, NearQuery>();
  search.terms.forEach((term, index) => {
    const typed = term.script === 'latin' ? Math.max(term.text.length, term.key.length) : 0;
    // A word that folds to under 4 letters ("zzzz" is "s") is never loosened.
    const typos = typosAllowed(term.key.length) && typosAllowed(Math.max(typed, term.key.length));
    const prefix = index === search.terms.length - 1 && typos > 0;
    const known = queries.get(term.key);
    queries.set(term.key, {
      key: term.key,
      typos: Math.max(typos, known?.typos ?? 0),
      prefix: prefix || !!known?.prefix,
    });
  });
  return [...queries.values()];
}

interface RankedRow extends SongRow {
  rank_group: number;
  /** How many query words the song holds as whole words (exact) or exactly (forgiving). */
  strength: number;
}

/** `key` holds `word`: anywhere for 2+ letters (trigram-indexable), at a word start for one. */
export function wordCondition(column: string, word: string): { sql: string; param: string } {
  // A one-letter key (what `zzzz` or `a` folds to) would match inside nearly every song: it
  // must start a word instead. Such a word cannot use the trigram index anyway.
  return word.length < 2
    ? { sql: `(' ' || s."${column}") like ?`, param: `% ${word}%` }
    : { sql: `s."${column}" like ?`, param: containsPattern(word) };
}

interface Sql {
  sql: string;
  params: unknown[];
}

const and = (parts: Sql[]): Sql => ({
  sql: parts.map((part) => part.sql).join(' and '),
  params: parts.flatMap((part) => part.params),
});

/** `column` holds every word (each as wordCondition). */
function allWords(column: string, words: string[]): Sql {
  return and(
    words.map((word) => {
      const condition = wordCondition(column, word);
      return { sql: condition.sql, params: [condition.param] };
    }),
  );
}

/** `column` holds each word or one of its near words (a BitmapOr of trigram scans per word). */
function allWordsOrNear(column: string, words: string[], near: Map<string, NearWord[]>): Sql {
  return and(
    words.map((word) => {
      const options = [word, ...(near.get(word) ?? []).map((n) => n.word)].map((w) =>
        wordCondition(column, w),
      );
      return {
        sql: `(${options.map((o) => o.sql).join(' or ')})`,
        params: options.map((o) => o.param),
      };
    }),
  );
}

/** The number of `words` the key holds as whole words (a SQL integer). */
function wholeWordCount(words: string[]): Sql {
  return {
    sql: words.map(() => `(' ' || s."search_key" || ' ' like ?)::int`).join(' + '),
    params: words.map((word) => containsPattern(` ${word} `)),
  };
}

/**
 * How closely the key holds the words (a SQL integer): per word 4 as typed, else the closeness of
 * its nearest near word the key holds (search-words.ts NearWord), else 0.
 */
function closeness(words: string[], near: Map<string, NearWord[]>): Sql {
  const parts = words.map((word) => {
    const options = [{ word, closeness: 4 }, ...(near.get(word) ?? [])].map((option) => ({
      ...wordCondition('search_key', option.word),
      closeness: option.closeness,
    }));
    return {
      sql: `(case ${options.map((o) => `when ${o.sql} then ${o.closeness}`).join(' ')} else 0 end)`,
      params: options.map((o) => o.param),
    };
  });
  return { sql: parts.map((p) => p.sql).join(' + '), params: parts.flatMap((p) => p.params) };
}

/**
 * Rank groups as one SELECT: each group's songs in scope, newest first, at most `window` each,
 * then each song once (in its best group), best group first, newest first, at most `window`.
 */
function groupsSelect(options: {
  scope: SongScope;
  filters: SongFilters;
  groups: Sql[];
  strength: Sql;
  window: number;
}): Sql {
  const { where, params } = scopeConditions(options.scope, options.filters);
  const inScope = where.join(' and ');
  const selects = options.groups.map((group, rank) => ({
    sql: `(select ${SONG_COLUMNS}, ${rank} as "rank_group", ${options.strength.sql} as "strength"
      from "songs"."songs" s where ${inScope} and ${group.sql}
      order by s."created_at" desc, s."id" desc limit ?)`,
    params: [...options.strength.params, ...params, ...group.params, options.window],
  }));
  return {
    sql: `select * from (
        select distinct on (u."id") u.* from (${selects.map((s) => s.sql).join(' union all ')}) u
        order by u."id", u."rank_group"
      ) s
      order by s."rank_group", s."created_at" desc, s."id" desc limit ?`,
    params: [...selects.flatMap((s) => s.params), options.window],
  };
}

/** The exact groups (see the top of this file). */
export function exactSelect(
  scope: SongScope,
  filters: SongFilters,
  words: string[],
  window: number,
): Sql {
  const phrase = words.join(' ');
  const startsTitle = containsPattern(phrase).slice(1); // 'the query%'
  return groupsSelect({
    scope,
    filters,
    groups: [
      { sql: 's."title_key" = ?', params: [phrase] },
      { sql: 's."title_key" like ?', params: [startsTitle] },
      allWords('title_key', words),
      allWords('search_key', words),
    ],
    strength: wholeWordCount(words),
    window,
  });
}

/** The forgiving groups: the title, then the rest, holds every word or a near word of it. */
export function forgivingSelect(
  scope: SongScope,
  filters: SongFilters,
  words: string[],
  near: Map<string, NearWord[]>,
  window: number,
): Sql {
  return groupsSelect({
    scope,
    filters,
    groups: [allWordsOrNear('title_key', words, near), allWordsOrNear('search_key', words, near)],
    strength: closeness(words, near),
    window,
  });
}

/** Orders all the matches of a search finely (see the top of this file). */
function rerank(rows: RankedRow[], latin: boolean): RankedRow[] {
  const english = (row: RankedRow) => (latin && row.language === 'english' ? 1 : 0);
  return [...rows].sort(
    (a, b) =>
      a.rank_group - b.rank_group ||
      b.strength - a.strength ||
      english(b) - english(a) ||
      Number(new Date(b.created_at)) - Number(new Date(a.created_at)) ||
      (a.id < b.id ? 1 : a.id > b.id ? -1 : 0),
  );
}

async function rankedRows(em: EntityManager, query: Sql, window: number, latin: boolean) {
  const rows = await em.execute<RankedRow[]>(query.sql, query.params);
  const complete = rows.length < window;
  return { rows: complete && rows.length <= RERANK_MAX ? rerank(rows, latin) : rows, complete };
}

/**
 * The page of songs in scope matching `search`: the exact matches, or when there are none, the
 * forgiving ones. The query must have words (a blank one lists instead: song.read-model.ts listSongs).
 */
export async function searchSongPage(
  em: EntityManager,
  scope: SongScope,
  search: SongSearch,
  filters: SongFilters,
  page: { limit: number; offset: number },
): Promise<Song[]> {
  const end = page.offset + page.limit;
  const window = Math.max(end, RERANK_MAX + 1);
  const exact = await rankedRows(
    em,
    exactSelect(scope, filters, search.words, window),
    window,
    search.latin,
  );
  let rows = exact.rows;
  if (!rows.length) {
    const near = await nearWords(em, nearQueriesOf(search));
    if (near.size) {
      const forgiving = forgivingSelect(scope, filters, search.words, near, window);
      rows = (await rankedRows(em, forgiving, window, search.latin)).rows;
    }
  }
  return rows.slice(page.offset, end).map(toSong);
}

/** The filters as the SQL compares them; null for a malformed category id, which names none. */
export function checkedFilters(filters: SongFilters): SongFilters | null {
  const { categoryId } = filters;
  if (categoryId && !isUuid(categoryId)) return null;
  return { ...filters, categoryId: categoryId?.toLowerCase() ?? null };
}

/**
 * The songs in scope matching what the user typed (any script), exact matches first; blank text
 * lists the songs under the filters instead.
 */
export async function searchSongs(
  em: EntityManager,
  scope: SongScope,
  query: string,
  filters: SongFilters,
  page: { limit: number; offset: number },
): Promise<Song[]> {
  const checked = checkedFilters(filters);
  if (!checked) return [];
  const search = songSearchOf(query);
  if (!search.words.length) return listSongs(em, scope, checked, page);
  return searchSongPage(em, scope, search, checked, page);
}
