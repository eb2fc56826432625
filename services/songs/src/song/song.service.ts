import { ForeignKeyConstraintViolationException } from '@mikro-orm/core';
import { isUuid, UserInputError, type EntityManager } from '@worship/subgraph-kit';
import { Category } from '../category/category.entity';
import { CATEGORY_NOT_FOUND } from '../category/category.service';
import { searchKey } from '../search/search-key';
import type { CreateSongData } from './song.input';
import { Song } from './song.entity';
import { authorSelect, songSelect, type SongFilters, type SongScope } from './song-query';
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

async function selectSongs(
  em: EntityManager,
  query: { sql: string; params: unknown[] },
): Promise<Song[]> {
  const rows = await em.execute<Record<string, unknown>[]>(query.sql, query.params);
  return rows.map((row) => em.map(Song, row));
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
  limit: number,
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
      limit,
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

/** The stanzas of these songs, each song's in order. */
export function findStanzas(em: EntityManager, songIds: string[]): Promise<Stanza[]> {
  return em.find(
    Stanza,
    { songId: { $in: songIds } },
    { orderBy: { songId: 'asc', position: 'asc' } },
  );
}

/** The transliterations of these stanzas, each stanza's in order. */
export function findTransliterations(
  em: EntityManager,
  stanzaIds: string[],
): Promise<Transliteration[]> {
  return em.find(
    Transliteration,
    { stanzaId: { $in: stanzaIds } },
    { orderBy: { stanzaId: 'asc', position: 'asc' } },
  );
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
