import { type EntityManager } from '@worship/subgraph-kit';
import { lastUsedOrder, usageCondition, type UsageFilter } from '../usage/song-usage.sql';
import type { Language } from './song-language';
import { stanzaContent, type StanzaContent } from './song-snapshot.type';
import type { Song } from './song.entity';
import type { Stanza } from './stanza.entity';
import type { Transliteration } from './transliteration.entity';

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
  /** Issue 21: never used, or not used for N months, in the viewer's groups (usage/). */
  usage?: UsageFilter | null;
  /** The instant uses count up to (the usage filter and the LAST_USED sort); default the clock. */
  now?: Date;
}

/** A list's order: newest first (the default), or least recently used first (issue 21). */
export type SongListSort = 'NEWEST' | 'LAST_USED';

/** The columns a list needs: everything but the (long) search keys. */
export const SONG_COLUMNS = [
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
  'capo',
  'section_order',
  'version',
  'deleted_at',
  'group_id',
  'category_id',
  'created_by',
  'created_at',
  'updated_at',
]
  .map((column) => `s."${column}"`)
  .join(', ');

/** A row of SONG_COLUMNS. */
export interface SongRow {
  id: string;
  title: string;
  language: Language;
  author: string | null;
  artist: string | null;
  key: string | null;
  tempo: number | null;
  copyright: string | null;
  ccli_number: string | null;
  translation: string | null;
  is_public: boolean;
  capo: number | null;
  section_order: number[];
  version: number;
  deleted_at: string | Date | null;
  group_id: string | null;
  category_id: string | null;
  created_by: string;
  /** MikroORM's driver leaves timestamps as text; the resolvers present Dates. */
  created_at: string | Date;
  updated_at: string | Date;
}

/** A row as the Song the resolvers present (the search keys are never read back). */
export const toSong = (row: SongRow): Song => ({
  id: row.id,
  title: row.title,
  language: row.language,
  author: row.author,
  artist: row.artist,
  key: row.key,
  tempo: row.tempo,
  copyright: row.copyright,
  ccliNumber: row.ccli_number,
  translation: row.translation,
  isPublic: row.is_public,
  capo: row.capo,
  sectionOrder: row.section_order,
  version: row.version,
  deletedAt: row.deleted_at == null ? null : new Date(row.deleted_at),
  groupId: row.group_id,
  categoryId: row.category_id,
  createdBy: row.created_by,
  createdAt: new Date(row.created_at),
  updatedAt: new Date(row.updated_at),
  searchKey: '',
  titleKey: '',
});

/** A LIKE pattern matching `text` anywhere, with LIKE's wildcards taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The WHERE of the live songs in scope that pass the filters: conditions and their bindings.
 * `deleted_at is null` comes first: the list and search indexes are partial on it.
 */
export function scopeConditions(scope: SongScope, filters: SongFilters = {}) {
  const where: string[] = ['s."deleted_at" is null'];
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
  if (filters.usage) {
    const usage = usageCondition(filters.usage, scope.groupIds, filters.now ?? new Date());
    where.push(usage.sql);
    params.push(...usage.params);
  }
  return { where, params };
}

/** The songs in scope that pass the filters, newest first: every list's SELECT. */
export function listSelect(options: {
  scope: SongScope;
  filters?: SongFilters;
  limit: number;
  offset?: number;
  sort?: SongListSort;
}): { sql: string; params: unknown[] } {
  const { where, params } = scopeConditions(options.scope, options.filters);
  const order =
    options.sort === 'LAST_USED'
      ? lastUsedOrder(options.scope.groupIds, options.filters?.now ?? new Date())
      : { sql: 's."created_at" desc, s."id" desc', params: [] };
  return {
    sql: `select ${SONG_COLUMNS} from "songs"."songs" s where ${where.join(' and ')}
      order by ${order.sql} limit ? offset ?`,
    params: [...params, ...order.params, options.limit, options.offset ?? 0],
  };
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

/**
 * Lists are read as plain rows, not managed entities: MikroORM's hydration and identity map cost
 * ~60 µs an entity, the largest part of a search (a page of songs brings ~8 stanzas and
 * transliterations each), and nothing read here is changed in the request.
 */
async function selectSongs(
  em: EntityManager,
  query: { sql: string; params: unknown[] },
): Promise<Song[]> {
  const rows = await em.execute<SongRow[]>(query.sql, query.params);
  return rows.map(toSong);
}

/** The songs in scope that pass the filters, newest first (or as `sort` says). */
export function listSongs(
  em: EntityManager,
  scope: SongScope,
  filters: SongFilters,
  page: { limit: number; offset: number },
  sort: SongListSort = 'NEWEST',
): Promise<Song[]> {
  return selectSongs(em, listSelect({ scope, filters, ...page, sort }));
}

/** Distinct non-empty authors of the songs in scope, sorted case-insensitively. */
export async function listAuthors(em: EntityManager, scope: SongScope): Promise<string[]> {
  const { sql, params } = authorSelect(scope);
  const rows = await em.execute<{ author: string }[]>(sql, params);
  return rows.map((row) => row.author);
}

/** The stanzas of these songs, each song's in order (plain rows, as selectSongs). */
export async function findStanzas(em: EntityManager, songIds: string[]): Promise<Stanza[]> {
  if (!songIds.length) return [];
  const rows = await em.execute<
    { id: string; song_id: string; position: number; label: string | null; lyrics: string }[]
  >(
    `select "id", "song_id", "position", "label", "lyrics" from "songs"."stanzas"
      where "song_id" in (?) order by "song_id", "position"`,
    [songIds],
  );
  return rows.map((row) => ({
    id: row.id,
    songId: row.song_id,
    position: row.position,
    label: row.label,
    lyrics: row.lyrics,
  }));
}

/** A song's first stanza as a card reads it: its lyrics and its transliterations in order. */
export interface FirstStanza {
  songId: string;
  lyrics: string;
  transliterations: { language: Language; text: string }[];
}

/**
 * The first stanza of each of these songs with its transliterations, in one query (a card's
 * excerpt and previews): never the other stanzas, however many and long they are.
 */
export async function findFirstStanzas(
  em: EntityManager,
  songIds: string[],
): Promise<FirstStanza[]> {
  if (!songIds.length) return [];
  const rows = await em.execute<
    { song_id: string; lyrics: string; transliterations: FirstStanza['transliterations'] }[]
  >(
    `select distinct on (s."song_id") s."song_id", s."lyrics",
        coalesce((select json_agg(json_build_object('language', t."language", 'text', t."text")
                    order by t."position")
                  from "songs"."transliterations" t where t."stanza_id" = s."id"), '[]') as "transliterations"
      from "songs"."stanzas" s
      where s."song_id" in (?) order by s."song_id", s."position"`,
    [songIds],
  );
  return rows.map((row) => ({
    songId: row.song_id,
    lyrics: row.lyrics,
    transliterations:
      typeof row.transliterations === 'string'
        ? (JSON.parse(row.transliterations) as FirstStanza['transliterations'])
        : row.transliterations,
  }));
}

/** The transliterations of these stanzas, each stanza's in order (plain rows). */
export async function findTransliterations(
  em: EntityManager,
  stanzaIds: string[],
): Promise<Transliteration[]> {
  if (!stanzaIds.length) return [];
  const rows = await em.execute<
    { id: string; stanza_id: string; position: number; language: Language; text: string }[]
  >(
    `select "id", "stanza_id", "position", "language", "text" from "songs"."transliterations"
      where "stanza_id" in (?) order by "stanza_id", "position"`,
    [stanzaIds],
  );
  return rows.map((row) => ({
    id: row.id,
    stanzaId: row.stanza_id,
    position: row.position,
    language: row.language,
    text: row.text,
  }));
}

function groupBy<T>(rows: T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const list = groups.get(key(row));
    if (list) list.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

/**
 * The stanzas of these songs by song id, each song's in order, as a save writes them
 * (stanzaContent: label, lyrics, transliterations): what a version and an export read.
 */
export async function findStanzaContents(
  em: EntityManager,
  songIds: string[],
): Promise<Map<string, StanzaContent[]>> {
  const stanzas = await findStanzas(em, songIds);
  const transliterations = await findTransliterations(
    em,
    stanzas.map((stanza) => stanza.id),
  );
  const byStanza = groupBy(transliterations, (row) => row.stanzaId);
  const bySong = new Map<string, StanzaContent[]>();
  for (const [songId, rows] of groupBy(stanzas, (row) => row.songId))
    bySong.set(
      songId,
      rows.map((stanza) =>
        stanzaContent({ ...stanza, transliterations: byStanza.get(stanza.id) ?? [] }),
      ),
    );
  return bySong;
}
