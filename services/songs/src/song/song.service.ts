import { ForeignKeyConstraintViolationException } from '@mikro-orm/core';
import { isUuid, UserInputError, type EntityManager } from '@worship/subgraph-kit';
import { Category } from '../category/category.entity';
import { CATEGORY_NOT_FOUND } from '../category/category.service';
import { searchKey } from '../search/search-key';
import type { CreateSongData } from './song.input';
import { Song } from './song.entity';
import type { Language } from './song-language';
import {
  authorSelect,
  songSelect,
  toSong,
  type SongFilters,
  type SongRow,
  type SongScope,
} from './song-query';
import { Stanza } from './stanza.entity';
import { Transliteration } from './transliteration.entity';

export type { SongFilters, SongScope };

export const SONG_NOT_FOUND = 'Song not found';

/** Whether the caller may see this song: its group's members, its creator, anyone if public. */
export function isVisible(song: Song, scope: SongScope): boolean {
  if (song.isPublic) return true;
  if (scope.publicOnly || !scope.userId) return false;
  return (
    song.createdBy === scope.userId || (!!song.groupId && scope.groupIds.includes(song.groupId))
  );
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

/** The songs in scope that pass the filters, newest first. */
export function listSongs(
  em: EntityManager,
  scope: SongScope,
  filters: SongFilters,
  page: { limit: number; offset: number },
): Promise<Song[]> {
  return selectSongs(em, songSelect({ scope, filters, ...page }));
}

/**
 * The songs in scope matching a folded query key (`queryKey` of what the user typed, in any
 * script), title matches first (song-query.ts). A blank key lists instead.
 */
export async function searchSongs(
  em: EntityManager,
  scope: SongScope,
  queryKey: string,
  filters: SongFilters,
  page: { limit: number; offset: number },
): Promise<Song[]> {
  const { categoryId } = filters;
  // A malformed category id names no category: nothing matches (never a database error).
  if (categoryId && !isUuid(categoryId)) return [];
  return selectSongs(
    em,
    songSelect({
      scope,
      filters: { ...filters, categoryId: categoryId?.toLowerCase() ?? null },
      queryKey,
      ...page,
    }),
  );
}

/** Distinct non-empty authors of the songs in scope, sorted case-insensitively. */
export async function listAuthors(em: EntityManager, scope: SongScope): Promise<string[]> {
  const { sql, params } = authorSelect(scope);
  const rows = await em.execute<{ author: string }[]>(sql, params);
  return rows.map((row) => row.author);
}

/** The songs with these ids (any order; unknown ids are absent). Backs the request's loader. */
export function findSongsByIds(em: EntityManager, ids: string[]): Promise<Song[]> {
  return em.find(Song, { id: { $in: ids } });
}

/** The stanzas of these songs, each song's in order (plain rows, as selectSongs). */
export async function findStanzas(em: EntityManager, songIds: string[]): Promise<Stanza[]> {
  if (!songIds.length) return [];
  const rows = await em.execute<
    { id: string; song_id: string; position: number; lyrics: string }[]
  >(
    `select "id", "song_id", "position", "lyrics" from "songs"."stanzas"
      where "song_id" in (?) order by "song_id", "position"`,
    [songIds],
  );
  return rows.map((row) => ({
    id: row.id,
    songId: row.song_id,
    position: row.position,
    lyrics: row.lyrics,
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

/** The text a song is found by: title, author, lyrics and transliterations. */
function searchableText(data: CreateSongData): string {
  return [
    data.title,
    ...(data.author ? [data.author] : []),
    ...data.stanzas.flatMap((stanza) => [
      stanza.lyrics,
      ...stanza.transliterations.map((t) => t.text),
    ]),
  ].join('\n');
}

const refuseCategory = () =>
  new UserInputError(CATEGORY_NOT_FOUND, { categoryId: CATEGORY_NOT_FOUND });

/**
 * Creates a song with its stanzas and transliterations in one transaction, into `groupId` (a
 * group of the creator's, checked by the caller, or null). An unknown category is a 400 and
 * nothing is stored.
 */
export async function createSong(
  em: EntityManager,
  userId: string,
  data: CreateSongData & { groupId: string | null },
): Promise<Song> {
  const categoryId = data.categoryId?.toLowerCase() ?? null;
  if (categoryId && (!isUuid(categoryId) || !(await em.findOne(Category, { id: categoryId }))))
    throw refuseCategory();
  try {
    return await em.transactional(async (tx) => {
      const { stanzas, ...fields } = data;
      const song = tx.create(Song, {
        ...fields,
        categoryId,
        createdBy: userId,
        searchKey: searchKey(searchableText(data)),
        titleKey: searchKey(data.title),
      });
      stanzas.forEach((input, index) => {
        const stanza = tx.create(Stanza, {
          songId: song.id,
          position: index + 1,
          lyrics: input.lyrics,
        });
        input.transliterations.forEach((t, position) =>
          tx.create(Transliteration, {
            stanzaId: stanza.id,
            position: position + 1,
            language: t.language,
            text: t.text,
          }),
        );
      });
      await tx.flush();
      return song;
    });
  } catch (error) {
    // Nothing deletes categories today; should one vanish between the check and the insert.
    if (error instanceof ForeignKeyConstraintViolationException) throw refuseCategory();
    throw error;
  }
}
