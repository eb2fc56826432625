import { tokenize, TRANSLITERATIONS_MAX, transliterateText } from '@worship/common';
import type { EntityManager } from '@worship/subgraph-kit';
import { type ParsedSong, parseSongFile, SongFormatError } from '../formats';
import type { ParsedTransliteration } from '../formats/parsed-song';
import { createSongSchema, type CreateSongData } from '../song/song.input';
import { createSong, updateSong } from '../song/song.service';
import {
  duplicateKeys,
  type DuplicateIndex,
  type ImportTarget,
  loadDuplicateIndex,
} from './song-duplicates';
import type { ImportSongsData, SongImportPreview, SongImportResult } from './song-import.input';

type ImportFile = ImportSongsData['files'][number];

/** Files are read and looked up in batches: one duplicate query each, bounded memory. */
const BATCH_SIZE = 50;

/**
 * Imports files into the target, each on its own: a file that cannot be read or is refused
 * creates nothing and says why, the others go on. Everything one file stores is one transaction.
 * With `dryRun` nothing is stored and each result says what would happen.
 */
export async function importSongs(
  em: EntityManager,
  target: ImportTarget,
  input: ImportSongsData,
): Promise<SongImportResult[]> {
  const results: SongImportResult[] = [];
  for (let start = 0; start < input.files.length; start += BATCH_SIZE) {
    const batch = input.files.slice(start, start + BATCH_SIZE).map((file) => readFile(file, input));
    const index = await loadDuplicateIndex(
      em,
      target,
      batch.flatMap((item) => (item.data ? [duplicateKeys(item.data)] : [])),
    );
    for (const item of batch) results.push(await importOne(em, target, item, index, input));
    // What the batch created is stored; the request's identity map need not hold 1,000 songs.
    em.clear();
  }
  return results;
}

interface ReadFile {
  file: ImportFile;
  format?: string;
  song?: ParsedSong;
  data?: CreateSongData;
  error?: string;
}

function readFile(file: ImportFile, input: ImportSongsData): ReadFile {
  let parsed;
  try {
    parsed = parseSongFile({ name: file.name, content: file.content, encoding: file.encoding });
  } catch (error) {
    if (error instanceof SongFormatError) return { file, error: error.message };
    throw error;
  }
  const checked = createSongSchema.safeParse(toSongInput(parsed.song, input));
  if (!checked.success)
    return {
      file,
      format: parsed.format,
      song: parsed.song,
      error: checked.error.issues[0]?.message ?? 'Invalid song',
    };
  return { file, format: parsed.format, song: parsed.song, data: checked.data };
}

/** The song as the song form would submit it. */
function toSongInput(song: ParsedSong, input: ImportSongsData) {
  return {
    title: song.title,
    language: song.language,
    author: song.authors.join(', ') || null,
    artist: song.artist,
    key: song.key,
    tempo: song.tempo,
    copyright: song.copyright,
    ccliNumber: song.ccliNumber,
    translation: song.translation,
    isPublic: input.isPublic ?? null,
    capo: song.capo,
    sectionOrder: song.sectionOrder,
    stanzas: song.stanzas.map((stanza) => ({
      label: stanza.label,
      lyrics: stanza.lyrics,
      transliterations: input.generateTransliterations
        ? withGeneratedTransliteration(stanza.lyrics, stanza.transliterations)
        : stanza.transliterations,
    })),
  };
}

/**
 * A stanza's transliterations with a generated English one when its lyrics have native-script
 * words and none of its transliterations is English (docs/transliteration.md); a stanza already
 * at the limit keeps its own.
 */
function withGeneratedTransliteration(
  lyrics: string,
  transliterations: ParsedTransliteration[],
): ParsedTransliteration[] {
  if (transliterations.some((row) => row.language === 'english')) return transliterations;
  if (transliterations.length >= TRANSLITERATIONS_MAX) return transliterations;
  if (!tokenize(lyrics).some((word) => word.script !== 'latin')) return transliterations;
  return [...transliterations, { language: 'english', text: transliterateText(lyrics) }];
}

async function importOne(
  em: EntityManager,
  target: ImportTarget,
  item: ReadFile,
  index: DuplicateIndex,
  input: ImportSongsData,
): Promise<SongImportResult> {
  const base = {
    name: item.file.name,
    format: item.format ?? null,
    warnings: item.song?.warnings ?? [],
    preview: item.song ? preview(item.song, item.data) : null,
  };
  if (!item.data) return { ...base, status: 'error', message: item.error ?? 'Invalid song' };
  const keys = duplicateKeys(item.data);
  const duplicate = index.find(keys);
  const duplicateOfId = duplicate?.id ?? null;
  const duplicateOfTitle = duplicate?.title ?? null;
  const action = duplicate ? (item.file.onDuplicate ?? input.onDuplicate) : null;
  if (action === 'skip') return { ...base, status: 'duplicate', duplicateOfId, duplicateOfTitle };
  if (action === 'replace') {
    if (!input.dryRun && duplicateOfId)
      await replaceSong(em, target.userId, duplicateOfId, item.data, input);
    return {
      ...base,
      status: 'replaced',
      songId: input.dryRun ? null : duplicateOfId,
      duplicateOfId,
      duplicateOfTitle,
    };
  }
  if (input.dryRun) {
    index.remember(keys, { id: null, title: item.data.title });
    return { ...base, status: 'created', duplicateOfId, duplicateOfTitle };
  }
  const song = await createSong(em, target.userId, { ...item.data, groupId: target.groupId });
  index.remember(keys, { id: song.id, title: song.title });
  return { ...base, status: 'created', songId: song.id, duplicateOfId, duplicateOfTitle };
}

/**
 * The file's song over the duplicate, saved as the duplicate's next version (its history keeps
 * what it was). Category and visibility stay unless the import sets visibility for the batch.
 */
async function replaceSong(
  em: EntityManager,
  userId: string,
  songId: string,
  data: CreateSongData,
  input: ImportSongsData,
): Promise<void> {
  const { groupId: _group, categoryId: _category, isPublic, ...fields } = data;
  await updateSong(em, userId, songId, {
    ...fields,
    // Absent keeps the song's visibility.
    isPublic: input.isPublic != null ? isPublic : undefined,
    expectedVersion: null,
  });
}

function preview(song: ParsedSong, data: CreateSongData | undefined): SongImportPreview {
  return {
    title: data?.title ?? song.title,
    language: song.language,
    author: data?.author ?? (song.authors.join(', ') || null),
    key: song.key,
    sections: song.stanzas.map((stanza, index) => stanza.label ?? `Stanza ${index + 1}`),
    stanzaCount: song.stanzas.length,
  };
}
