import { Router, type Request } from 'express';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { groupArchiveFileName } from '@worship/common';
import { z } from 'zod';
import type { GatewayDeps } from '../deps';
import type { RunOperation } from '../graphql/operation-runner';
import { HttpError, requireUser } from './http-error';

/** What a group archive is (docs/import-export.md, "A whole group"). */
export const GROUP_ARCHIVE_FORMAT = 'worship-planner-group';
const FORMAT_VERSION = 1;

export const GROUP_NOT_FOUND = 'Group not found';
export const ONLY_CREATOR_EXPORTS = "Only the group's creator can export it";
export const ARCHIVE_EMPTY = 'Send the archive (a zip made by a group export) as the request body';
export const ARCHIVE_NOT_ZIP = 'The archive is not a readable zip file';
/** Unpacked, a group's archive is its songs' text: far below this, unless it is a zip bomb. */
export const ARCHIVE_UNPACKED_MAX_BYTES = 128 * 1024 * 1024;
export const ARCHIVE_MAX_FILES = 20_000;
export const ARCHIVE_TOO_LARGE = `The archive unpacks to more than ${ARCHIVE_UNPACKED_MAX_BYTES / 1024 / 1024} MB or ${ARCHIVE_MAX_FILES.toLocaleString('en')} files`;
export const ARCHIVE_NOT_GROUP =
  'The archive is not a Worship Planner group export (no group.json of that format)';

// Pages of the subgraphs' lists, and songs exported a batch at a time.
const PAGE = 100;
const SONG_PAGE = 500;
const EXPORT_BATCH = 200;
const IMPORT_BATCH = 100;

const GROUP = `query ArchiveGroup($id: ID!) { group(id: $id) { id name description isOwner } }`;

const SONGS = `query ArchiveSongs($groupId: ID!, $limit: Int!, $offset: Int!) {
  songs(groupId: $groupId, limit: $limit, offset: $offset) {
    id title language isPublic createdAt updatedAt usageCount lastUsed
    category { name color }
    versions {
      version editedAt changedFields restoredFrom
      snapshot {
        title language author artist key tempo copyright ccliNumber translation isPublic capo
        sectionOrder categoryId
        stanzas { position label lyrics transliterations { language text } }
      }
    }
  }
}`;

const SONG_FILES = `query ArchiveSongFiles($ids: [ID!]) {
  exportSongs(ids: $ids, format: OPENLYRICS) { name content }
}`;

// Every field of a schedule and of its songs goes into schedules.json as the graph answers it,
// so a field added to the schedules subgraph (service dates, usage…) needs only a line here.
const SCHEDULES = `query ArchiveSchedules($groupId: ID!, $limit: Int!, $offset: Int!) {
  schedules(groupId: $groupId, limit: $limit, offset: $offset) {
    id name isPublic serviceDate serviceTimes timeZone createdAt updatedAt
    rating { averageRating totalVotes }
    songs { order songId key sectionOrder addedAt }
  }
}`;

interface ArchiveSong {
  id: string;
  title: string;
  category: { name: string; color: string } | null;
  [field: string]: unknown;
}

interface ArchiveSchedule {
  id: string;
  name: string;
  isPublic: boolean;
  songs: { order: number; songId: string; key: string | null; sectionOrder: number[] | null }[];
  [field: string]: unknown;
}

/** Every page of a list query, `limit`/`offset` at a time. */
async function allPages<T>(
  fetch: (limit: number, offset: number) => Promise<T[]>,
  limit: number,
): Promise<T[]> {
  const all: T[] = [];
  for (let offset = 0; ; offset += limit) {
    const page = await fetch(limit, offset);
    all.push(...page);
    if (page.length < limit) return all;
  }
}

const chunks = <T>(items: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) =>
    items.slice(i * size, (i + 1) * size),
  );

/** The group, its songs (with their OpenLyrics files) and its schedules, as the graph gives them. */
async function readGroup(run: RunOperation, req: Request, groupId: string) {
  const { group } = await run<{
    group: { id: string; name: string; description: string | null; isOwner: boolean } | null;
  }>(req, GROUP, { id: groupId });
  if (!group) throw new HttpError(404, GROUP_NOT_FOUND);
  if (!group.isOwner) throw new HttpError(403, ONLY_CREATOR_EXPORTS);
  const songs = await allPages(
    async (limit, offset) =>
      (await run<{ songs: ArchiveSong[] }>(req, SONGS, { groupId, limit, offset })).songs,
    SONG_PAGE,
  );
  const files: { name: string; content: string }[] = [];
  for (const batch of chunks(songs, EXPORT_BATCH))
    files.push(
      ...(
        await run<{ exportSongs: { name: string; content: string }[] }>(req, SONG_FILES, {
          ids: batch.map((s) => s.id),
        })
      ).exportSongs,
    );
  const schedules = await allPages(
    async (limit, offset) =>
      (await run<{ schedules: ArchiveSchedule[] }>(req, SCHEDULES, { groupId, limit, offset }))
        .schedules,
    PAGE,
  );
  return { group, songs, files, schedules };
}

/** The zip: group.json, schedules.json and songs/<title>.xml (OpenLyrics), one per song. */
function archive({ group, songs, files, schedules }: Awaited<ReturnType<typeof readGroup>>) {
  const categories = new Map<string, { name: string; color: string }>();
  for (const song of songs) if (song.category) categories.set(song.category.name, song.category);
  const groupJson = {
    format: GROUP_ARCHIVE_FORMAT,
    formatVersion: FORMAT_VERSION,
    exportedAt: new Date().toISOString(),
    group: { name: group.name, description: group.description },
    categories: [...categories.values()],
    // exportSongs answers the ids in the order asked: file i is song i.
    songs: songs.map(({ category, ...song }, index) => ({
      ...song,
      file: `songs/${files[index]?.name}`,
      category: category?.name ?? null,
    })),
  };
  const entries: Record<string, Uint8Array> = {
    'group.json': strToU8(JSON.stringify(groupJson, null, 2)),
    'schedules.json': strToU8(JSON.stringify({ schedules }, null, 2)),
  };
  for (const file of files) entries[`songs/${file.name}`] = strToU8(file.content);
  return zipSync(entries, { level: 6 });
}

const archiveSong = z.object({
  id: z.string(),
  title: z.string(),
  file: z.string(),
  isPublic: z.boolean().nullish(),
  category: z.string().nullish(),
});
const groupJsonShape = z.object({
  format: z.literal(GROUP_ARCHIVE_FORMAT),
  formatVersion: z.number().int().max(FORMAT_VERSION),
  group: z.object({ name: z.string().min(1), description: z.string().nullish() }),
  categories: z.array(z.object({ name: z.string(), color: z.string() })).nullish(),
  songs: z.array(archiveSong),
});
const schedulesJsonShape = z.object({
  schedules: z.array(
    z.object({
      name: z.string().min(1),
      isPublic: z.boolean(),
      // Absent from archives made before services had dates: the import then dates them today.
      serviceDate: z.string().nullish(),
      serviceTimes: z.array(z.string()).nullish(),
      songs: z.array(
        z.object({
          order: z.number().int(),
          songId: z.string(),
          key: z.string().nullish(),
          sectionOrder: z.array(z.number().int()).nullish(),
        }),
      ),
    }),
  ),
});

/** The archive's JSON files, checked; a 400 naming what is wrong. */
function readArchive(body: unknown) {
  if (!Buffer.isBuffer(body) || body.length === 0) throw new HttpError(400, ARCHIVE_EMPTY);
  let files: Record<string, Uint8Array>;
  // Each entry's declared size bounds what fflate unpacks it into: the sum is checked before
  // anything is inflated.
  let unpacked = 0;
  let count = 0;
  let tooLarge = false;
  try {
    files = unzipSync(new Uint8Array(body), {
      filter: (file) => {
        unpacked += file.originalSize;
        count += 1;
        tooLarge ||= unpacked > ARCHIVE_UNPACKED_MAX_BYTES || count > ARCHIVE_MAX_FILES;
        return !tooLarge;
      },
    });
  } catch {
    throw new HttpError(400, ARCHIVE_NOT_ZIP);
  }
  if (tooLarge) throw new HttpError(400, ARCHIVE_TOO_LARGE);
  const json = (name: string) => {
    const bytes = files[name];
    if (!bytes) return undefined;
    try {
      return JSON.parse(strFromU8(bytes)) as unknown;
    } catch {
      throw new HttpError(400, `The archive's ${name} is not JSON`);
    }
  };
  const group = groupJsonShape.safeParse(json('group.json'));
  if (!group.success) throw new HttpError(400, ARCHIVE_NOT_GROUP);
  const schedules = schedulesJsonShape.safeParse(json('schedules.json') ?? { schedules: [] });
  if (!schedules.success)
    throw new HttpError(400, "The archive's schedules.json does not list schedules");
  const missing = group.data.songs.find((song) => !files[song.file]);
  if (missing) throw new HttpError(400, `The archive has no ${missing.file}`);
  return { group: group.data, schedules: schedules.data.schedules, files };
}

const CREATE_GROUP = `mutation ArchiveCreateGroup($input: CreateGroupInput!) {
  createGroup(input: $input) { id name }
}`;
const IMPORT_SONGS = `mutation ArchiveImportSongs($input: ImportSongsInput!) {
  importSongs(input: $input) { name status songId message }
}`;
const CATEGORIES = `query ArchiveCategories { categories { id name } }`;
const CREATE_CATEGORY = `mutation ArchiveCreateCategory($input: CategoryInput!) {
  createCategory(input: $input) { id name }
}`;
const SET_CATEGORY = `mutation ArchiveSetCategory($id: ID!, $input: UpdateSongInput!) {
  updateSong(id: $id, input: $input) { id }
}`;
const CREATE_SCHEDULE = `mutation ArchiveCreateSchedule($groupId: ID!, $input: ScheduleInput!) {
  createSchedule(groupId: $groupId, input: $input) { id }
}`;
const ADD_SONGS = `mutation ArchiveAddSongs($scheduleId: ID!, $songIds: [ID!]!) {
  addScheduleSongs(scheduleId: $scheduleId, songIds: $songIds) { id }
}`;
const ARRANGE = `mutation ArchiveArrange($scheduleId: ID!, $songId: ID!, $key: String, $sectionOrder: [Int!]) {
  moveScheduleSong(scheduleId: $scheduleId, songId: $songId, key: $key, sectionOrder: $sectionOrder) { id }
}`;

/**
 * Categories are shared by the installation, by name: the songs get the category of that name
 * here, made (with the archive's colour) when there is none.
 */
async function restoreCategories(
  run: RunOperation,
  req: Request,
  group: z.infer<typeof groupJsonShape>,
  songIds: Map<string, string>,
) {
  const used = group.songs.filter((song) => song.category && songIds.has(song.id));
  if (!used.length) return;
  const { categories } = await run<{ categories: { id: string; name: string }[] }>(req, CATEGORIES);
  const byName = new Map(categories.map((c) => [c.name.toLowerCase(), c.id]));
  for (const song of used) {
    const name = song.category as string;
    let id = byName.get(name.toLowerCase());
    if (!id) {
      const color = group.categories?.find((c) => c.name === name)?.color;
      const { createCategory } = await run<{ createCategory: { id: string } }>(
        req,
        CREATE_CATEGORY,
        { input: { name, ...(color ? { color } : {}) } },
      );
      id = createCategory.id;
      byName.set(name.toLowerCase(), id);
    }
    await run(req, SET_CATEGORY, { id: songIds.get(song.id), input: { categoryId: id } });
  }
}

/**
 * A whole group, out and in (docs/import-export.md, "A whole group"; docs/rest.md): thin routes
 * over the groups, songs and schedules subgraphs, which decide what the caller may do.
 */
export function groupArchiveRoutes({ run }: GatewayDeps): Router {
  const router = Router();

  router.get('/groups/:id/export', async (req, res) => {
    requireUser(req);
    const read = await readGroup(run, req, req.params.id);
    const zip = archive(read);
    const name = groupArchiveFileName(read.group.name);
    res.setHeader('content-type', 'application/zip');
    res.setHeader(
      'content-disposition',
      `attachment; filename="${name.replace(/[^\x20-\x7e]/gu, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    );
    res.send(Buffer.from(zip));
  });

  router.post('/groups/import', async (req, res) => {
    requireUser(req);
    const { group, schedules, files } = readArchive(req.body);
    const { createGroup } = await run<{ createGroup: { id: string; name: string } }>(
      req,
      CREATE_GROUP,
      { input: { name: group.group.name, description: group.group.description ?? null } },
    );
    const groupId = createGroup.id;
    // Old song id → the new one; every song is created anew in the new group (KEEP_BOTH: a
    // copy of a song the importer has elsewhere is still this group's own).
    const songIds = new Map<string, string>();
    const songErrors: { file: string; message: string }[] = [];
    // Public and private songs stay so: they go in as two imports.
    const byVisibility = [true, false].map((isPublic) =>
      group.songs.filter((song) => (song.isPublic ?? false) === isPublic),
    );
    const batches = byVisibility.flatMap((songs) => chunks(songs, IMPORT_BATCH));
    for (const batch of batches) {
      const { importSongs } = await run<{
        importSongs: { status: string; songId: string | null; message: string | null }[];
      }>(req, IMPORT_SONGS, {
        input: {
          groupId,
          isPublic: batch[0]?.isPublic ?? false,
          onDuplicate: 'KEEP_BOTH',
          files: batch.map((song) => ({
            name: song.file.replace(/^songs\//u, ''),
            content: strFromU8(files[song.file] as Uint8Array),
          })),
        },
      });
      batch.forEach((song, index) => {
        const result = importSongs[index];
        if (result?.songId) songIds.set(song.id, result.songId);
        else songErrors.push({ file: song.file, message: result?.message ?? 'not imported' });
      });
    }
    await restoreCategories(run, req, group, songIds);
    let entries = 0;
    for (const schedule of schedules) {
      const { createSchedule } = await run<{ createSchedule: { id: string } }>(
        req,
        CREATE_SCHEDULE,
        {
          groupId,
          input: {
            name: schedule.name,
            isPublic: schedule.isPublic,
            serviceDate: schedule.serviceDate ?? null,
            serviceTimes: schedule.serviceTimes ?? null,
          },
        },
      );
      const ordered = [...schedule.songs]
        .sort((a, b) => a.order - b.order)
        .filter((entry) => songIds.has(entry.songId));
      if (!ordered.length) continue;
      await run(req, ADD_SONGS, {
        scheduleId: createSchedule.id,
        songIds: ordered.map((entry) => songIds.get(entry.songId)),
      });
      for (const entry of ordered)
        if (entry.key != null || entry.sectionOrder != null)
          await run(req, ARRANGE, {
            scheduleId: createSchedule.id,
            songId: songIds.get(entry.songId),
            key: entry.key ?? null,
            sectionOrder: entry.sectionOrder ?? null,
          });
      entries += ordered.length;
    }
    res.status(201).json({
      group: createGroup,
      songs: songIds.size,
      schedules: schedules.length,
      scheduleSongs: entries,
      songErrors,
    });
  });

  return router;
}
