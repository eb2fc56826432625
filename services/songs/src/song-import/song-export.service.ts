import type { ExportFormat } from '@worship/common';
import { isUuid, NotFoundError, type EntityManager } from '@worship/subgraph-kit';
import {
  emptySong,
  exportFileName,
  type ParsedSong,
  writeChordPro,
  writeOpenLyrics,
} from '../formats';
import { findStanzaContents, type SongScope } from '../song/song.read-model';
import { Song } from '../song/song.entity';
import { isVisible, SONG_NOT_FOUND } from '../song/song.service';
import type { SongFile } from './song-import.input';

/** Songs by id (each one the caller may see, else NOT_FOUND), or a whole group's library. */
export async function findSongsToExport(
  em: EntityManager,
  scope: SongScope,
  selection: { ids: string[]; groupId: string | null },
): Promise<Song[]> {
  if (selection.groupId)
    return em.find(
      Song,
      { groupId: selection.groupId, deletedAt: null },
      { orderBy: { title: 'asc', id: 'asc' } },
    );
  const ids = [...new Set(selection.ids.map((id) => id.toLowerCase()))];
  if (!ids.every(isUuid)) throw new NotFoundError(SONG_NOT_FOUND);
  const songs = await em.find(Song, { id: { $in: ids } });
  const visible = songs.filter((song) => isVisible(song, scope));
  if (visible.length !== ids.length) throw new NotFoundError(SONG_NOT_FOUND);
  const order = new Map(ids.map((id, index) => [id, index]));
  return visible.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
}

/** Each song as a file in the format, named by its title (`Amazing Grace (2).xml` when repeated). */
export async function exportSongs(
  em: EntityManager,
  songs: Song[],
  format: ExportFormat,
): Promise<SongFile[]> {
  const parsed = await toParsedSongs(em, songs);
  const used = new Map<string, number>();
  return songs.map((song, index) => {
    const model = parsed[index] ?? emptySong();
    const content =
      format === 'openlyrics'
        ? writeOpenLyrics(model, { modifiedDate: song.updatedAt })
        : writeChordPro(model);
    return { name: uniqueName(exportFileName(song.title, format), used), content };
  });
}

function uniqueName(name: string, used: Map<string, number>): string {
  const count = (used.get(name.toLowerCase()) ?? 0) + 1;
  used.set(name.toLowerCase(), count);
  return count === 1 ? name : name.replace(/(\.[a-z]+)$/u, ` (${count})$1`);
}

async function toParsedSongs(em: EntityManager, songs: Song[]): Promise<ParsedSong[]> {
  const stanzas = await findStanzaContents(
    em,
    songs.map((song) => song.id),
  );
  return songs.map((song) => ({
    ...emptySong(),
    title: song.title,
    authors: song.author ? song.author.split(/\s*,\s*/u).filter(Boolean) : [],
    artist: song.artist,
    copyright: song.copyright,
    ccliNumber: song.ccliNumber,
    key: song.key,
    capo: song.capo,
    tempo: song.tempo,
    language: song.language,
    translation: song.translation,
    sectionOrder: song.sectionOrder,
    stanzas: stanzas.get(song.id) ?? [],
  }));
}
