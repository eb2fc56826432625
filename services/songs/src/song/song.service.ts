import { ForeignKeyConstraintViolationException, LockMode } from '@mikro-orm/core';
import {
  ConflictError,
  isUuid,
  NotFoundError,
  UserInputError,
  type EntityManager,
} from '@worship/subgraph-kit';
import { Category } from '../category/category.entity';
import { CATEGORY_NOT_FOUND } from '../category/category.service';
import { searchKey, stripChords } from '@worship/common';
import { recordSearchWords } from '../search/search-words';
import type { SongSnapshot } from './song-snapshot.type';
import {
  changedFields,
  dataOf,
  findVersion,
  recordVersion,
  snapshotOf,
} from './song-version.service';
import { sectionOrderError, type CreateSongData, type UpdateSongData } from './song.input';
import { findStanzaContents } from './song.read-model';
import { Song } from './song.entity';
import type { SongScope } from './song.read-model';
import { Stanza } from './stanza.entity';
import { Transliteration } from './transliteration.entity';

export const SONG_NOT_FOUND = 'Song not found';
export const SONG_CHANGED = 'This song was changed since you opened it';

/** What visibility looks at of a song. */
export type SongVisibility = Pick<Song, 'isPublic' | 'createdBy' | 'groupId' | 'deletedAt'>;

/**
 * Whether the caller may see this song: its group's members, its creator, anyone if public.
 * A deleted song is seen by nobody here (schedules reach it through references only).
 */
export function isVisible(song: SongVisibility, scope: SongScope): boolean {
  if (song.deletedAt) return false;
  return isReachable(song, scope);
}

/**
 * isVisible ignoring deletion: what a schedule's reference to a song resolves by, so a schedule
 * keeps showing a song removed from the library.
 */
export function isReachable(song: SongVisibility, scope: SongScope): boolean {
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

/**
 * The text a song is found by: title, author, lyrics and transliterations, chords stripped
 * ("[G]Amazing [C]grace" is found by "amazing grace").
 */
export function searchableText(data: Pick<CreateSongData, 'title' | 'author' | 'stanzas'>): string {
  return [
    data.title,
    ...(data.author ? [data.author] : []),
    ...data.stanzas.flatMap((stanza) =>
      [stanza.lyrics, ...stanza.transliterations.map((t) => t.text)].map(stripChords),
    ),
  ].join('\n');
}

/** The search keys of a song's searchable text and of its title (title matches rank first). */
export function searchKeysOf(text: string, title: string) {
  return { searchKey: searchKey(text), titleKey: searchKey(title) };
}

/** The song's search keys, its words added to the search vocabulary in the same transaction. */
async function indexedKeys(
  tx: EntityManager,
  data: Pick<CreateSongData, 'title' | 'author' | 'stanzas'>,
) {
  const text = searchableText(data);
  await recordSearchWords(tx, text);
  return searchKeysOf(text, data.title);
}

/** Writes a song's stanzas (1..n) and their transliterations in the unit of work. */
function createStanzas(tx: EntityManager, songId: string, stanzas: CreateSongData['stanzas']) {
  stanzas.forEach((input, index) => {
    const stanza = tx.create(Stanza, {
      songId,
      position: index + 1,
      label: input.label,
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
}

const refuseCategory = () =>
  new UserInputError(CATEGORY_NOT_FOUND, { categoryId: CATEGORY_NOT_FOUND });

/** A category id as given (lower-cased), after checking it names a category; null = none. */
async function checkedCategory(
  em: EntityManager,
  categoryId: string | null,
): Promise<string | null> {
  const id = categoryId?.toLowerCase() ?? null;
  if (id && (!isUuid(id) || !(await em.findOne(Category, { id })))) throw refuseCategory();
  return id;
}

/**
 * Creates a song with its stanzas and transliterations in one transaction, into `groupId` (a
 * group of the creator's, checked by the caller, or null), and its version 1. An unknown
 * category is a 400 and nothing is stored.
 */
export async function createSong(
  em: EntityManager,
  userId: string,
  data: CreateSongData & { groupId: string | null },
): Promise<Song> {
  const categoryId = await checkedCategory(em, data.categoryId);
  try {
    return await em.transactional(async (tx) => {
      const { stanzas, ...fields } = data;
      const song = tx.create(Song, {
        ...fields,
        categoryId,
        createdBy: userId,
        version: 1,
        ...(await indexedKeys(tx, data)),
      });
      createStanzas(tx, song.id, stanzas);
      recordVersion(tx, {
        songId: song.id,
        version: 1,
        snapshot: snapshotOf({ ...data, categoryId }),
        editorId: userId,
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

/** A song's stored state, as a version would keep it (read from its rows). */
async function storedSnapshot(em: EntityManager, song: Song): Promise<SongSnapshot> {
  const stanzas = await findStanzaContents(em, [song.id]);
  return snapshotOf({
    title: song.title,
    language: song.language,
    author: song.author,
    artist: song.artist,
    key: song.key,
    tempo: song.tempo,
    copyright: song.copyright,
    ccliNumber: song.ccliNumber,
    translation: song.translation,
    isPublic: song.isPublic,
    capo: song.capo,
    sectionOrder: song.sectionOrder,
    categoryId: song.categoryId,
    stanzas: stanzas.get(song.id) ?? [],
  });
}

/**
 * The state an edit leads to: the given fields over the stored ones. New stanzas keep the
 * entries of the stored order that still name one; a given order must name stanzas of the song.
 */
function editedData(before: SongSnapshot, edit: Omit<UpdateSongData, 'expectedVersion'>) {
  const given = Object.fromEntries(
    Object.entries(edit).filter(([, value]) => value !== undefined),
  ) as Partial<Omit<CreateSongData, 'groupId'>>;
  const data = { ...dataOf(before), ...given };
  if (given.sectionOrder) {
    const message = sectionOrderError(given.sectionOrder, data.stanzas.length);
    if (message) throw new UserInputError(message, { sectionOrder: message });
  } else {
    data.sectionOrder = data.sectionOrder.filter((n) => n <= data.stanzas.length);
  }
  return data;
}

/**
 * Saves an edit of a live song (`edit`: the fields given, absent ones kept) as its next version,
 * in one transaction holding the song's row: of two saves over the same `expectedVersion` one
 * wins and the other is a CONFLICT naming the current version, with nothing saved. A save that
 * changes nothing stores no version. Search keys follow the new words at once.
 */
export async function updateSong(
  em: EntityManager,
  editorId: string,
  songId: string,
  edit: UpdateSongData,
  restoredFrom: number | null = null,
): Promise<Song> {
  const { expectedVersion, ...fields } = edit;
  if (fields.categoryId !== undefined)
    fields.categoryId = await checkedCategory(em, fields.categoryId);
  try {
    return await em.transactional(async (tx) => {
      const song = await tx.findOne(
        Song,
        { id: songId, deletedAt: null },
        { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
      );
      if (!song) throw new NotFoundError(SONG_NOT_FOUND);
      if (expectedVersion != null && expectedVersion !== song.version)
        throw new ConflictError(SONG_CHANGED, { currentVersion: song.version });
      const before = await storedSnapshot(tx, song);
      const data = editedData(before, fields);
      const after = snapshotOf(data);
      const changed = changedFields(before, after);
      if (!changed.length) return song;
      const { stanzas, ...songFields } = data;
      tx.assign(song, {
        ...songFields,
        ...(await indexedKeys(tx, data)),
        version: song.version + 1,
      });
      if (changed.includes('stanzas')) {
        await tx.nativeDelete(Stanza, { songId: song.id });
        createStanzas(tx, song.id, stanzas);
      }
      recordVersion(tx, {
        songId: song.id,
        version: song.version,
        snapshot: after,
        editorId,
        changedFields: changed,
        restoredFrom,
      });
      await tx.flush();
      return song;
    });
  } catch (error) {
    if (error instanceof ForeignKeyConstraintViolationException) throw refuseCategory();
    throw error;
  }
}

/**
 * Brings back an earlier version of a song as its next version (`restoredFrom` says which). A
 * category deleted since is left out. NOT_FOUND for a version the song never had.
 */
export async function restoreSongVersion(
  em: EntityManager,
  editorId: string,
  songId: string,
  version: number,
  expectedVersion: number | null,
): Promise<Song> {
  const kept = (await findVersion(em, songId, version))?.snapshot;
  if (!kept) throw new NotFoundError(SONG_VERSION_NOT_FOUND);
  const data = dataOf(kept);
  if (data.categoryId && !(await em.findOne(Category, { id: data.categoryId })))
    data.categoryId = null;
  return updateSong(em, editorId, songId, { ...data, expectedVersion }, version);
}

export const SONG_VERSION_NOT_FOUND = 'Song version not found';

/**
 * Removes a song from the library (a soft delete, no new version): lists, search, the public
 * pages and the library's statistics stop showing it, while the schedules that sang it keep the
 * entry and their usage statistics (their references still resolve, with `deletedAt`).
 */
export async function deleteSong(em: EntityManager, songId: string): Promise<boolean> {
  const deleted = await em.nativeUpdate(
    Song,
    { id: songId, deletedAt: null },
    { deletedAt: new Date() },
  );
  return deleted > 0;
}
