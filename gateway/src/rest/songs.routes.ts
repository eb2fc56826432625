import { Router, type Request } from 'express';
import { LANGUAGES, TEMPO_MESSAGE } from '@worship/common';
import { z } from 'zod';
import type { GatewayDeps } from '../deps';
import { BODY_NOT_OBJECT } from './groups.routes';
import { HttpError, parseBody, requireUser } from './http-error';

const SONG_HEAD_FIELDS = 'id title language author artist key tempo';
const SONG_CATEGORY_FIELDS = 'category { id name color }';

/** The song JSON of spec §3 (docs/songs-api.md), with `creator` or not; null fields stay null. */
const songFields = (creator: string) => `${SONG_HEAD_FIELDS} copyright ccliNumber
  lyrics transliteration translation isPublic groupId
  ${SONG_CATEGORY_FIELDS}
  stanzas { id position lyrics transliterations { language text } }
  ${creator}
  createdAt updatedAt`;

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
 * A song as the public lists answer it (docs/songs-api.md "Song card"): what a card shows, with
 * the first stanza's excerpt and transliteration previews instead of every stanza (a song may
 * hold 100 stanzas of 10,000 characters); `GET /api/songs/public/:id` answers the whole song.
 */
export const SONG_CARD_FIELDS = `${SONG_HEAD_FIELDS} isPublic groupId ${SONG_CATEGORY_FIELDS}
  lyricsExcerpt transliterationPreviews { language text }
  creator { id firstName } createdAt updatedAt`;

/** A song as a list shows it: no lyrics, stanzas or creator (a schedule list's songs). */
export const SONG_SUMMARY_FIELDS = `${SONG_HEAD_FIELDS} ${SONG_CATEGORY_FIELDS}`;

export const SONG_NOT_FOUND = 'Song not found';
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
  })
  .superRefine((query, ctx) => {
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
    lyrics: optionalText('Lyrics are required'),
    transliterations: z.array(transliterationBody, { error: TRANSLITERATIONS_NOT_LIST }).nullish(),
  },
  { error: STANZA_NOT_OBJECT },
);

/**
 * JSON types of a song as submitted (spec §3 plus the optional fields of docs/songs-api.md).
 * Missing values pass through as absent so the songs subgraph answers with the spec's messages;
 * a value of the wrong JSON type is refused here with the field's message.
 */
const createSongBody = z.object(
  {
    title: optionalText('Song title is required'),
    language: optionalText('Please select a primary language'),
    author: optionalText('Author must be text'),
    categoryId: optionalText('Category must be text'),
    groupId: optionalText('Group must be text'),
    artist: optionalText('Artist must be text'),
    key: optionalText('Key must be text'),
    // An Int on the graph: anything else would fail GraphQL coercion with a message of its own.
    tempo: z
      .number({ error: TEMPO_MESSAGE })
      .int({ error: TEMPO_MESSAGE })
      .min(1, { error: TEMPO_MESSAGE })
      .max(400, { error: TEMPO_MESSAGE })
      .nullish(),
    copyright: optionalText('Copyright must be text'),
    ccliNumber: optionalText('CCLI number must be text'),
    translation: optionalText('Translation must be text'),
    isPublic: z.boolean({ error: 'isPublic must be true or false' }).nullish(),
    stanzas: z.array(stanzaBody, { error: STANZAS_NOT_LIST }).nullish(),
  },
  { error: BODY_NOT_OBJECT },
);

/** Drops absent keys, so the subgraph sees exactly what the caller sent. */
export function present<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(value).filter(([, v]) => v !== undefined && v !== null),
  ) as Partial<T>;
}

function toSongInput(body: z.infer<typeof createSongBody>) {
  return present({
    ...body,
    stanzas: body.stanzas?.map((stanza) =>
      present({
        lyrics: stanza.lyrics,
        transliterations: stanza.transliterations?.map((t) =>
          present({ language: t.language, text: t.text }),
        ),
      }),
    ),
  });
}

/**
 * The spec's /api/songs calls (§7, docs/songs-api.md). Each runs one GraphQL operation on the
 * gateway as the caller (a session or an API key's creator), so the songs subgraph decides
 * what the caller may see and do.
 */
export function songsRoutes({ run }: GatewayDeps): Router {
  const router = Router();

  const songOr404 = (song: unknown) => {
    if (!song) throw new HttpError(404, SONG_NOT_FOUND);
    return song;
  };

  const searchArgs = (req: Request) => parseBody(searchQuery, req.query);

  router.get('/songs', async (req, res) => {
    requireUser(req);
    const { groupId } = searchArgs(req);
    const data = await run<{ songs: unknown[] }>(
      req,
      `query Songs($groupId: ID) { songs(groupId: $groupId) { ${SONG_FIELDS} } }`,
      present({ groupId }),
    );
    res.json(data.songs);
  });

  // The fixed paths come before /songs/:id, which would take "search" or "public" as an id.
  router.get('/songs/search', async (req, res) => {
    requireUser(req);
    const args = searchArgs(req);
    const data = await run<{ searchSongs: unknown[] }>(
      req,
      `query SearchSongs($query: String!, $language: String, $categoryId: ID, $groupId: ID, $limit: Int, $offset: Int) {
        searchSongs(query: $query, language: $language, categoryId: $categoryId, groupId: $groupId, limit: $limit, offset: $offset) {
          ${SONG_FIELDS}
        }
      }`,
      present(args),
    );
    res.json(data.searchSongs);
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
    const data = await run<{ publicSongs: unknown[] }>(
      req,
      `query PublicSongs { publicSongs { ${SONG_CARD_FIELDS} } }`,
    );
    res.json(data.publicSongs);
  });

  router.get('/songs/public/search', async (req, res) => {
    const { query, language, categoryId, limit, offset } = searchArgs(req);
    const data = await run<{ searchPublicSongs: unknown[] }>(
      req,
      `query SearchPublicSongs($query: String!, $language: String, $categoryId: ID, $limit: Int, $offset: Int) {
        searchPublicSongs(query: $query, language: $language, categoryId: $categoryId, limit: $limit, offset: $offset) {
          ${SONG_CARD_FIELDS}
        }
      }`,
      present({ query, language, categoryId, limit, offset }),
    );
    res.json(data.searchPublicSongs);
  });

  router.get('/songs/public/:id', async (req, res) => {
    const data = await run<{ publicSong: unknown }>(
      req,
      `query PublicSong($id: ID!) { publicSong(id: $id) { ${SONG_FIELDS} } }`,
      { id: req.params.id },
    );
    res.json(songOr404(data.publicSong));
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

  return router;
}
