import type { SongViewSong } from '../../lib/song-view-song';
import type { SongSnapshot } from './song-history.graphql';

// The history's words: what a version changed, and a version's content in the song view's shape.

const FIELD_NAMES: Record<string, string> = {
  title: 'title',
  language: 'language',
  author: 'author',
  artist: 'artist',
  key: 'key',
  tempo: 'tempo',
  capo: 'capo',
  copyright: 'copyright',
  ccliNumber: 'CCLI number',
  translation: 'translation',
  isPublic: 'visibility',
  categoryId: 'category',
  category: 'category',
  sectionOrder: 'section order',
  stanzas: 'stanzas',
};

/** 'Created' for version 1; 'Changed: title, stanzas' after. */
export function changedFieldsText(version: number, fields: readonly string[]): string {
  if (version === 1) return 'Created';
  if (fields.length === 0) return 'No changes';
  return `Changed: ${fields.map((field) => FIELD_NAMES[field] ?? field).join(', ')}`;
}

/** A stored version as the song view shows it (stanza ids made from the version and position). */
export function snapshotAsSong(
  songId: string,
  version: number,
  snapshot: SongSnapshot,
): SongViewSong {
  return {
    id: `${songId}@${version}`,
    title: snapshot.title,
    language: snapshot.language,
    author: snapshot.author,
    artist: snapshot.artist,
    key: snapshot.key,
    tempo: snapshot.tempo,
    capo: snapshot.capo,
    copyright: snapshot.copyright,
    ccliNumber: snapshot.ccliNumber,
    translation: snapshot.translation,
    sectionOrder: snapshot.sectionOrder,
    stanzas: snapshot.stanzas.map((stanza) => ({
      id: `${songId}@${version}#${stanza.position}`,
      position: stanza.position,
      label: stanza.label,
      lyrics: stanza.lyrics,
      transliterations: stanza.transliterations,
    })),
  };
}
