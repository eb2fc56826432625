import { ForeignKeyConstraintViolationException } from '@mikro-orm/core';
import { isUuid, UserInputError, type EntityManager } from '@worship/subgraph-kit';
import { Category } from '../category/category.entity';
import { CATEGORY_NOT_FOUND } from '../category/category.service';
import { searchKey } from '../search/search-key';
import type { CreateSongData } from './song.input';
import { Song } from './song.entity';
import type { SongScope } from './song.read-model';
import { Stanza } from './stanza.entity';
import { Transliteration } from './transliteration.entity';

export const SONG_NOT_FOUND = 'Song not found';

/** Whether the caller may see this song: its group's members, its creator, anyone if public. */
export function isVisible(song: Song, scope: SongScope): boolean {
  if (song.isPublic) return true;
  if (scope.publicOnly || !scope.userId) return false;
  return (
    song.createdBy === scope.userId || (!!song.groupId && scope.groupIds.includes(song.groupId))
  );
}

/** The songs with these ids (any order; unknown ids are absent). Backs the request's loader. */
export function findSongsByIds(em: EntityManager, ids: string[]): Promise<Song[]> {
  return em.find(Song, { id: { $in: ids } });
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
