import type { Language } from './song-language';

/** Who is asking: what "visible" means (DESIGN §3–§4). */
export interface SongScope {
  /** null: anonymous, public songs only. */
  userId: string | null;
  /** The caller's groups (songs of these are theirs to see). */
  groupIds: readonly string[];
  /** Public songs only (the public pages, anonymous callers). */
  publicOnly: boolean;
}

export interface SongFilters {
  language?: Language | null;
  categoryId?: string | null;
  /** Only this group's songs (the caller's membership is checked before). */
  groupId?: string | null;
}

/** The columns a list needs: everything but the (long) search keys. */
const COLUMNS = [
  'id',
  'title',
  'language',
  'author',
  'artist',
  'key',
  'tempo',
  'copyright',
  'ccli_number',
  'translation',
  'is_public',
  'group_id',
  'category_id',
  'created_by',
  'created_at',
  'updated_at',
]
  .map((column) => `s."${column}"`)
  .join(', ');

/** A LIKE pattern matching `text` anywhere, with LIKE's wildcards taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The words of a folded query key (search/search-key.ts's queryKey), without repeats. */
export const queryWords = (key: string) => [...new Set(key.split(/\s+/).filter(Boolean))];

/** The WHERE of the songs in scope that pass the filters: conditions and their bindings. */
function scopeConditions(scope: SongScope, filters: SongFilters = {}) {
  const where: string[] = [];
  const params: unknown[] = [];
  if (scope.publicOnly || !scope.userId) {
    where.push('s."is_public"');
  } else if (scope.groupIds.length) {
    where.push('(s."is_public" or s."created_by" = ? or s."group_id" in (?))');
    params.push(scope.userId, [...scope.groupIds]);
  } else {
    where.push('(s."is_public" or s."created_by" = ?)');
    params.push(scope.userId);
  }
  if (filters.groupId) {
    where.push('s."group_id" = ?');
    params.push(filters.groupId);
  }
  if (filters.language) {
    where.push('s."language" = ?');
    params.push(filters.language);
  }
  if (filters.categoryId) {
    where.push('s."category_id" = ?');
    params.push(filters.categoryId);
  }
  return { where, params };
}

/**
 * The one SELECT behind every song list and search, as SQL with `?` bindings (MikroORM's
 * `em.execute`). Search: every word of the folded query must occur in the song's folded
 * `search_key` (ILIKE, served by the trigram GIN index); songs whose title holds the whole query
 * come first, then those whose title holds every word, then the rest; within each, by trigram
 * word similarity of the query to the title, then newest first. Similarity is computed on the
 * short title key only, so ranking a common word's thousands of matches stays cheap.
 */
export function songSelect(options: {
  scope: SongScope;
  filters?: SongFilters;
  /** queryKey(query); blank lists instead of searching. */
  queryKey?: string;
  limit: number;
  offset?: number;
}): { sql: string; params: unknown[] } {
  const { where, params } = scopeConditions(options.scope, options.filters);
  const words = queryWords(options.queryKey ?? '');
  let orderBy = 's."created_at" desc, s."id" desc';
  const orderParams: unknown[] = [];
  if (words.length) {
    for (const word of words) {
      // A one-letter key (what `zzzz` or `a` folds to) would match inside nearly every song:
      // it must start a word instead. Such a word cannot use the trigram index anyway.
      if (word.length < 2) {
        where.push(`(' ' || s."search_key") ilike ?`);
        params.push(`% ${word}%`);
      } else {
        where.push('s."search_key" ilike ?');
        params.push(containsPattern(word));
      }
    }
    const phrase = words.join(' ');
    const allWordsInTitle = words.map(() => 's."title_key" ilike ?').join(' and ');
    orderBy = `case when s."title_key" ilike ? then 0 when ${allWordsInTitle} then 1 else 2 end,
      public.word_similarity(?, s."title_key") desc, ${orderBy}`;
    orderParams.push(containsPattern(phrase), ...words.map(containsPattern), phrase);
  }
  const sql = `select ${COLUMNS} from "songs"."songs" s
    where ${where.join(' and ')}
    order by ${orderBy}
    limit ? offset ?`;
  return { sql, params: [...params, ...orderParams, options.limit, options.offset ?? 0] };
}

/** Distinct non-empty authors of the songs in scope, sorted case-insensitively. */
export function authorSelect(scope: SongScope): { sql: string; params: unknown[] } {
  const { where, params } = scopeConditions(scope);
  return {
    sql: `select s."author" from "songs"."songs" s
      where ${where.join(' and ')} and s."author" is not null
      group by s."author" order by lower(s."author"), s."author"`,
    params,
  };
}
