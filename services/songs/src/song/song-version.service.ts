import type { EntityManager } from '@worship/subgraph-kit';
import { SNAPSHOT_FIELDS, stanzaContent, type SongSnapshot } from './song-snapshot.type';
import { SongVersion } from './song-version.entity';
import type { CreateSongData } from './song.input';

/** A song's writable state as a version keeps it (stanzas numbered from 1). */
export function snapshotOf(data: Omit<CreateSongData, 'groupId'>): SongSnapshot {
  return {
    title: data.title,
    language: data.language,
    author: data.author,
    artist: data.artist,
    key: data.key,
    tempo: data.tempo,
    copyright: data.copyright,
    ccliNumber: data.ccliNumber,
    translation: data.translation,
    isPublic: data.isPublic,
    capo: data.capo,
    sectionOrder: [...data.sectionOrder],
    categoryId: data.categoryId,
    stanzas: data.stanzas.map((stanza, index) => ({
      position: index + 1,
      ...stanzaContent(stanza),
    })),
  };
}

/** The snapshot as the input a save writes (what a restore saves). */
export function dataOf(snapshot: SongSnapshot): Omit<CreateSongData, 'groupId'> {
  const { stanzas, ...fields } = snapshot;
  return {
    ...fields,
    sectionOrder: [...fields.sectionOrder],
    stanzas: stanzas.map(stanzaContent),
  };
}

/** The snapshot fields whose values differ (in SNAPSHOT_FIELDS order). */
export function changedFields(before: SongSnapshot, after: SongSnapshot): string[] {
  return SNAPSHOT_FIELDS.filter(
    (field) => JSON.stringify(before[field] ?? null) !== JSON.stringify(after[field] ?? null),
  );
}

/** Stores a song's new state as its `version` (in the caller's unit of work). */
export function recordVersion(
  em: EntityManager,
  entry: {
    songId: string;
    version: number;
    snapshot: SongSnapshot;
    editorId: string;
    changedFields?: string[];
    restoredFrom?: number | null;
  },
): SongVersion {
  return em.create(SongVersion, {
    songId: entry.songId,
    version: entry.version,
    snapshot: entry.snapshot,
    editorId: entry.editorId,
    changedFields: entry.changedFields ?? [],
    restoredFrom: entry.restoredFrom ?? null,
  });
}

/** A song's versions, newest first. */
export function listVersions(em: EntityManager, songId: string): Promise<SongVersion[]> {
  return em.find(SongVersion, { songId }, { orderBy: { version: 'desc' } });
}

/** One version of a song, or null. */
export function findVersion(
  em: EntityManager,
  songId: string,
  version: number,
): Promise<SongVersion | null> {
  return em.findOne(SongVersion, { songId, version });
}
