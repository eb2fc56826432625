import { Router, type Request } from 'express';
import {
  CAPO_MESSAGE,
  LANGUAGES,
  SONG_TITLE_REQUIRED,
  TEMPO_MAX,
  TEMPO_MESSAGE,
  TEMPO_MIN,
} from '@worship/common';
import { z } from 'zod';
import type { GatewayDeps } from '../deps';
import { BODY_NOT_OBJECT } from './groups.routes';
import { HttpError, parseBody, requireUser } from './http-error';

const SONG_HEAD_FIELDS = 'id title language author artist key tempo';
const SONG_CATEGORY_FIELDS = 'category { id name color }';

/** The song JSON of spec §3 (docs/songs-api.md), with `creator` or not; null fields stay null. */
const songFields = (creator: string) => `${SONG_HEAD_FIELDS} capo sectionOrder copyright ccliNumber
  lyrics transliteration translation isPublic groupId
  ${SONG_CATEGORY_FIELDS}
  stanzas { id position label lyrics transliterations { language text } }
  ${creator}
  version createdAt updatedAt deletedAt`;

/** A saved version of a song (docs/songs-api.md "Song history"). */
const SONG_VERSION_FIELDS = `version editedAt changedFields restoredFrom
  editedBy { id firstName lastName }
  snapshot { title language author artist key tempo capo sectionOrder copyright ccliNumber
    translation isPublic categoryId
    stanzas { position label lyrics transliterations { language text } } }`;

/**
 * The songs routes' song: with its creator, and spec §3's `usageCount` / `lastUsed` (how many of
 * the caller's groups' schedules hold it, and the newest one's creation; the schedules subgraph
 * contributes both in one aggregate query per request, 0 / null for an anonymous caller).
 */
export const SONG_FIELDS = songFields('creator { id firstName } usageCount lastUsed');

/**
 * The song JSON without `creator`, `usageCount` and `lastUsed` (a schedule's songs: its pages
 * never show who made a song, and the schedule itself is the usage).
 */
export const SONG_FIELDS_WITHOUT_CREATOR = songFields('');

/**
 * A song as every list answers it (docs/songs-api.md "Song card": the library list, the signed-in
 * search and the public ones): what a card shows, with the first stanza's excerpt and
 * transliteration previews instead of every stanza (a song may hold 100 stanzas of 10,000
 * characters); `GET /api/songs/:id` and `GET /api/songs/public/:id` answer the whole song.
 */
export const SONG_CARD_FIELDS = `${SONG_HEAD_FIELDS} isPublic groupId ${SONG_CATEGORY_FIELDS}
  lyricsExcerpt transliterationPreviews { language text }
  creator { id firstName } createdAt updatedAt`;

/**
 * A card of the signed-in lists (the library and its search): the public card with how often and
 * when the song was last used (spec §3 Song; one batched call to schedules for the whole list).
 */
export const LIBRARY_CARD_FIELDS = `${SONG_CARD_FIELDS} usageCount lastUsed`;

export const SONG_NOT_FOUND = 'Song not found';
export const SONG_VERSION_NOT_FOUND = 'Song version not found';
export const VERSION_MESSAGE = 'Version must be a whole number';
export const SECTION_ORDER_NOT_LIST = 'Section order must be a list of stanza numbers';
export { TEMPO_MESSAGE };
export const STANZAS_NOT_LIST = 'Stanzas must be a list';
export const TRANSLITERATIONS_NOT_LIST = 'Transliterations must be a list';
export const STANZA_NOT_OBJECT = 'Each stanza must be an object';
export const TRANSLITERATION_NOT_OBJECT = 'Each transliteration must be an object';
export const repeatedParam = (name: string) => `Query parameter "${name}" must be given once`;

/** "No filter" spellings a client may send for a select left at All / No category. */
const NO_FILTER = new Set(['', 'all', 'none']);

export const oneValue = (name: string) => z.string({ error: repeatedParam(name) }).optional();

/** A page parameter: digits only here; its range is the songs subgraph's rule. */
export const pageParam = (name: string) =>
  oneValue(name)
    .refine((value) => value === undefined || /^\d{1,9}$/.test(value), {
      message: `Query parameter "${name}" must be a whole number`,
    })
    .transform((value) => (value === undefined ? undefined : Number(value)));

/** Issue 21: the library's usage filter and sort, as the query string spells them. */
export const UNUSED_FOR_MESSAGE =
  'Query parameter "unusedFor" must be a whole number of months from 1 to 60';
export const NEVER_USED_MESSAGE = 'Query parameter "neverUsed" must be true or false';
export const USAGE_BOTH_MESSAGE = 'Choose never used or not used for some months, not both';
const SONG_SORT_PARAMS = { newest: 'NEWEST', lastUsed: 'LAST_USED' } as const;
const SONG_SORTS = Object.keys(SONG_SORT_PARAMS);
export const SONG_SORT_MESSAGE = `sort must be one of ${SONG_SORTS.join(', ')}`;

/**
 * Query parameters of the list and search routes. Shapes only (a repeated parameter arrives as
 * an array and is a 400, not a 500); the language is checked here because it is the REST
 * parameter's own vocabulary, the rest of the rules are the songs subgraph's.
 */
const searchQuery = z
  .object({
    q: oneValue('q'),
    search: oneValue('search'),
    language: oneValue('language'),
    category: oneValue('category'),
    groupId: oneValue('groupId'),
    limit: pageParam('limit'),
    offset: pageParam('offset'),
    unusedFor: oneValue('unusedFor').refine(
      (value) => value === undefined || (/^\d{1,2}$/.test(value) && +value >= 1 && +value <= 60),
      { message: UNUSED_FOR_MESSAGE },
    ),
    neverUsed: oneValue('neverUsed').refine(
      (value) => value === undefined || value === 'true' || value === 'false',
      { message: NEVER_USED_MESSAGE },
    ),
    sort: oneValue('sort').refine((value) => value === undefined || SONG_SORTS.includes(value), {
      message: SONG_SORT_MESSAGE,
    }),
  })
  .superRefine((query, ctx) => {
    if (query.neverUsed === 'true' && query.unusedFor !== undefined)
      ctx.addIssue({ code: 'custom', path: ['unusedFor'], message: USAGE_BOTH_MESSAGE });
    const { language } = query;
    if (language === undefined || NO_FILTER.has(language)) return;
    if (!(LANGUAGES as readonly string[]).includes(language))
      ctx.addIssue({
        code: 'custom',
        path: ['language'],
        message: `Unknown language: ${language}`,
      });
  })
  .transform((query) => ({
    query: query.q ?? query.search ?? '',
    language: query.language && !NO_FILTER.has(query.language) ? query.language : undefined,
    categoryId: query.category && !NO_FILTER.has(query.category) ? query.category : undefined,
    groupId: query.groupId || undefined,
    limit: query.limit,
    offset: query.offset,
    neverUsed: query.neverUsed === 'true' ? true : undefined,
    notUsedForMonths: query.unusedFor === undefined ? undefined : Number(query.unusedFor),
    sort: query.sort && SONG_SORT_PARAMS[query.sort as keyof typeof SONG_SORT_PARAMS],
  }));

const optionalText = (message: string) => z.string({ error: message }).nullish();

const transliterationBody = z.object(
  {
    language: optionalText('Please select a language'),
    text: optionalText('Transliteration text is required'),
  },
  { error: TRANSLITERATION_NOT_OBJECT },
);

const stanzaBody = z.object(
  {
    label: optionalText('Section label must be text'),
    lyrics: optionalText('Lyrics are required'),
    transliterations: z.array(transliterationBody, { error: TRANSLITERATIONS_NOT_LIST }).nullish(),
  },
  { error: STANZA_NOT_OBJECT },
);

/** A whole number as GraphQL's Int takes it; its range is the subgraph's rule. */
const wholeNumber = (message: string) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(-(2 ** 31), { error: message })
    .max(2 ** 31 - 1, { error: message });

/**
 * JSON types of a song as submitted (spec §3 plus the optional fields of docs/songs-api.md),
 * for a create and an edit alike. Missing values pass through as absent so the songs subgraph
 * answers with the spec's messages; a value of the wrong JSON type is refused here with the
 * field's message.
 */
const songBodyFields = {
  title: optionalText(SONG_TITLE_REQUIRED),
  language: optionalText('Please select a primary language'),
  author: optionalText('Author must be text'),
  categoryId: optionalText('Category must be text'),
  artist: optionalText('Artist must be text'),
  key: optionalText('Key must be text'),
  // An Int on the graph: anything else would fail GraphQL coercion with a message of its own.
  tempo: z
    .number({ error: TEMPO_MESSAGE })
    .int({ error: TEMPO_MESSAGE })
    .min(TEMPO_MIN, { error: TEMPO_MESSAGE })
    .max(TEMPO_MAX, { error: TEMPO_MESSAGE })
    .nullish(),
  copyright: optionalText('Copyright must be text'),
  ccliNumber: optionalText('CCLI number must be text'),
  translation: optionalText('Translation must be text'),
  isPublic: z.boolean({ error: 'isPublic must be true or false' }).nullish(),
  capo: wholeNumber(CAPO_MESSAGE).nullish(),
  sectionOrder: z
    .array(wholeNumber(SECTION_ORDER_NOT_LIST), { error: SECTION_ORDER_NOT_LIST })
    .nullish(),
  stanzas: z.array(stanzaBody, { error: STANZAS_NOT_LIST }).nullish(),
};

const createSongBody = z.object(
  { ...songBodyFields, groupId: optionalText('Group must be text') },
  { error: BODY_NOT_OBJECT },
);

/** An edit: the song's fields (absent = keep, null = clear) and the version the editor opened. */
const updateSongBody = z.object(
  { ...songBodyFields, expectedVersion: wholeNumber(VERSION_MESSAGE).nullish() },
  { error: BODY_NOT_OBJECT },
);

const restoreBody = z.object(
  { expectedVersion: wholeNumber(VERSION_MESSAGE).nullish() },
  { error: BODY_NOT_OBJECT },
);

/** A version in a path: digits only (an Int); anything else names no version. */
function versionOf(req: Request): number {
  const version = String(req.params.version ?? '');
  if (!/^\d{1,9}$/.test(version)) throw new HttpError(404, SONG_VERSION_NOT_FOUND);
  return Number(version);
}

/** Drops absent keys, so the subgraph sees exactly what the caller sent. */
export function present<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(value).filter(([, v]) => v !== undefined && v !== null),
  ) as Partial<T>;
}

const toStanzaInputs = (stanzas: z.infer<typeof stanzaBody>[] | null | undefined) =>
  stanzas?.map((stanza) =>
    present({
      label: stanza.label,
      lyrics: stanza.lyrics,
      transliterations: stanza.transliterations?.map((t) =>
        present({ language: t.language, text: t.text }),
      ),
    }),
  );

function toSongInput(body: z.infer<typeof createSongBody>) {
  return present({ ...body, stanzas: toStanzaInputs(body.stanzas) });
}

/** An edit keeps the nulls it was sent (they clear a field); absent fields stay absent. */
function toUpdateInput(body: z.infer<typeof updateSongBody>) {
  const { stanzas, ...fields } = body;
  return {
    ...fields,
    ...(stanzas === undefined ? {} : { stanzas: stanzas && toStanzaInputs(stanzas) }),
  };
}

/**
 * The spec's /api/songs calls (§7, docs/songs-api.md). Each runs one GraphQL operation on the
 * gateway as the caller (a session or an API key's creator), so the songs subgraph decides
 * what the caller may see and do.
 */
export function songsRoutes({ run, publicAnswers }: GatewayDeps): Router {
  const router = Router();

  const songOr404 = (song: unknown) => {
    if (!song) throw new HttpError(404, SONG_NOT_FOUND);
    return song;
  };

  const searchArgs = (req: Request) => parseBody(searchQuery, req.query);

  router.get('/songs', async (req, res) => {
    requireUser(req);
    const { groupId, limit, offset, neverUsed, notUsedForMonths, sort } = searchArgs(req);
    const data = await run<{ songs: unknown[] }>(
      req,
      `query Songs($groupId: ID, $limit: Int, $offset: Int, $neverUsed: Boolean,
          $notUsedForMonths: Int, $sort: SongSort) {
        songs(groupId: $groupId, limit: $limit, offset: $offset, neverUsed: $neverUsed,
            notUsedForMonths: $notUsedForMonths, sort: $sort) {
          ${LIBRARY_CARD_FIELDS}
        }
      }`,
      present({ groupId, limit, offset, neverUsed, notUsedForMonths, sort }),
    );
    res.json(data.songs);
  });

  // The fixed paths come before /songs/:id, which would take "search" or "public" as an id.
  router.get('/songs/search', async (req, res) => {
    requireUser(req);
    const { sort: _sort, ...args } = searchArgs(req);
    const data = await run<{ searchSongs: unknown[] }>(
      req,
      `query SearchSongs($query: String!, $language: String, $categoryId: ID, $groupId: ID, $limit: Int, $offset: Int,
          $neverUsed: Boolean, $notUsedForMonths: Int) {
        searchSongs(query: $query, language: $language, categoryId: $categoryId, groupId: $groupId, limit: $limit, offset: $offset,
            neverUsed: $neverUsed, notUsedForMonths: $notUsedForMonths) {
          ${LIBRARY_CARD_FIELDS}
        }
      }`,
      present(args),
    );
    res.json(data.searchSongs);
  });

  // What "no results" offers: the spellings near the query that would find songs.
  router.get('/songs/search/suggestions', async (req, res) => {
    requireUser(req);
    const { query, language, categoryId, groupId, neverUsed, notUsedForMonths } = searchArgs(req);
    const data = await run<{ songSearchSuggestions: string[] }>(
      req,
      `query SongSearchSuggestions($query: String!, $language: String, $categoryId: ID, $groupId: ID,
          $neverUsed: Boolean, $notUsedForMonths: Int) {
        songSearchSuggestions(query: $query, language: $language, categoryId: $categoryId, groupId: $groupId,
          neverUsed: $neverUsed, notUsedForMonths: $notUsedForMonths)
      }`,
      present({ query, language, categoryId, groupId, neverUsed, notUsedForMonths }),
    );
    res.json(data.songSearchSuggestions);
  });

  router.get('/songs/authors', async (req, res) => {
    requireUser(req);
    const data = await run<{ songAuthors: string[] }>(req, 'query SongAuthors { songAuthors }');
    res.json(data.songAuthors);
  });

  router.post('/songs', async (req, res) => {
    requireUser(req);
    const input = toSongInput(parseBody(createSongBody, req.body));
    const data = await run<{ createSong: unknown }>(
      req,
      `mutation CreateSong($input: CreateSongInput!) { createSong(input: $input) { ${SONG_FIELDS} } }`,
      { input },
    );
    res.status(201).json(data.createSong);
  });

  router.get('/songs/public', async (req, res) => {
    await publicAnswers.send(req, res, 'list', async () => {
      const data = await run<{ publicSongs: unknown[] }>(
        req,
        `query PublicSongs { publicSongs { ${SONG_CARD_FIELDS} } }`,
      );
      return data.publicSongs;
    });
  });

  router.get('/songs/public/search', async (req, res) => {
    const { query, language, categoryId, limit, offset } = searchArgs(req);
    const variables = present({ query, language, categoryId, limit, offset });
    await publicAnswers.send(req, res, `search ${JSON.stringify(variables)}`, async () => {
      const data = await run<{ searchPublicSongs: unknown[] }>(
        req,
        `query SearchPublicSongs($query: String!, $language: String, $categoryId: ID, $limit: Int, $offset: Int) {
          searchPublicSongs(query: $query, language: $language, categoryId: $categoryId, limit: $limit, offset: $offset) {
            ${SONG_CARD_FIELDS}
          }
        }`,
        variables,
      );
      return data.searchPublicSongs;
    });
  });

  router.get('/songs/public/search/suggestions', async (req, res) => {
    const { query, language, categoryId } = searchArgs(req);
    const variables = present({ query, language, categoryId });
    await publicAnswers.send(req, res, `suggest ${JSON.stringify(variables)}`, async () => {
      const data = await run<{ publicSongSearchSuggestions: string[] }>(
        req,
        `query PublicSongSearchSuggestions($query: String!, $language: String, $categoryId: ID) {
          publicSongSearchSuggestions(query: $query, language: $language, categoryId: $categoryId)
        }`,
        variables,
      );
      return data.publicSongSearchSuggestions;
    });
  });

  router.get('/songs/public/:id', async (req, res) => {
    await publicAnswers.send(req, res, `song ${req.params.id}`, async () => {
      const data = await run<{ publicSong: unknown }>(
        req,
        `query PublicSong($id: ID!) { publicSong(id: $id) { ${SONG_FIELDS} } }`,
        { id: req.params.id },
      );
      return songOr404(data.publicSong);
    });
  });

  router.get('/songs/:id', async (req, res) => {
    requireUser(req);
    const data = await run<{ song: unknown }>(
      req,
      `query Song($id: ID!) { song(id: $id) { ${SONG_FIELDS} } }`,
      { id: req.params.id },
    );
    res.json(songOr404(data.song));
  });

  router.patch('/songs/:id', async (req, res) => {
    requireUser(req);
    const input = toUpdateInput(parseBody(updateSongBody, req.body));
    const data = await run<{ updateSong: unknown }>(
      req,
      `mutation UpdateSong($id: ID!, $input: UpdateSongInput!) {
        updateSong(id: $id, input: $input) { ${SONG_FIELDS} }
      }`,
      { id: req.params.id, input },
    );
    res.json(data.updateSong);
  });

  router.delete('/songs/:id', async (req, res) => {
    requireUser(req);
    const data = await run<{ deleteSong: boolean }>(
      req,
      'mutation DeleteSong($id: ID!) { deleteSong(id: $id) }',
      { id: req.params.id },
    );
    if (!data.deleteSong) throw new HttpError(404, SONG_NOT_FOUND);
    res.status(204).end();
  });

  /** Editors get every version, newest first; others who can see the song get []. */
  router.get('/songs/:id/versions', async (req, res) => {
    requireUser(req);
    const data = await run<{ song: { versions: unknown[] } | null }>(
      req,
      `query SongVersions($id: ID!) { song(id: $id) { versions { ${SONG_VERSION_FIELDS} } } }`,
      { id: req.params.id },
    );
    if (!data.song) throw new HttpError(404, SONG_NOT_FOUND);
    res.json(data.song.versions);
  });

  router.get('/songs/:id/versions/:version', async (req, res) => {
    requireUser(req);
    const version = versionOf(req);
    const data = await run<{ songVersion: unknown }>(
      req,
      `query SongVersion($songId: ID!, $version: Int!) {
        songVersion(songId: $songId, version: $version) { ${SONG_VERSION_FIELDS} }
      }`,
      { songId: req.params.id, version },
    );
    if (!data.songVersion) throw new HttpError(404, SONG_VERSION_NOT_FOUND);
    res.json(data.songVersion);
  });

  router.post('/songs/:id/versions/:version/restore', async (req, res) => {
    requireUser(req);
    const version = versionOf(req);
    const { expectedVersion } = parseBody(restoreBody, req.body);
    const data = await run<{ restoreSongVersion: unknown }>(
      req,
      `mutation RestoreSongVersion($id: ID!, $version: Int!, $expectedVersion: Int) {
        restoreSongVersion(id: $id, version: $version, expectedVersion: $expectedVersion) {
          ${SONG_FIELDS}
        }
      }`,
      { id: req.params.id, version, expectedVersion: expectedVersion ?? null },
    );
    res.json(data.restoreSongVersion);
  });

  return router;
}
