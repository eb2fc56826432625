import { Router, type Request } from 'express';
import {
  SCHEDULE_NAME_REQUIRED,
  SERVICE_DATE_MESSAGE,
  SERVICE_TIME_MESSAGE,
} from '@worship/common';
import { z } from 'zod';
import type { GatewayDeps } from '../deps';
import { BODY_NOT_OBJECT } from './groups.routes';
import { HttpError, parseBody, requireUser } from './http-error';
import { oneValue, pageParam, present, SONG_FIELDS_WITHOUT_CREATOR } from './songs.routes';

/** A schedule for the REST JSON (docs/schedules-api.md), with these fields of its songs. */
const scheduleFields = (songs: string) => `id name isPublic groupId shareToken createdBy
  createdAt updatedAt songCount serviceDate serviceTimes timeZone
  creator { id firstName lastName }
  rating { averageRating totalVotes }
  ${songs}`;

/**
 * One schedule (detail, share view, mutation answers): every entry, each entry's song the songs
 * API's song JSON without `creator` (null when the caller may not see it).
 */
export const SCHEDULE_FIELDS = scheduleFields(
  `songs { id order songId key sectionOrder song { ${SONG_FIELDS_WITHOUT_CREATOR} } }`,
);

/** Spec §9: a list's card shows a schedule's first 6 songs (`songCount` counts them all). */
export const LIST_SONGS = 6;

/**
 * A schedule in the list, as its card shows it: the first 6 entries by order, each its order,
 * song id and the song's title (null when the caller may not see it); the detail has the rest.
 */
export const SCHEDULE_LIST_FIELDS = scheduleFields(
  `songs(limit: ${LIST_SONGS}) { order songId song { title } }`,
);

export const SCHEDULE_NOT_FOUND = 'Schedule not found';
export const NAME_REQUIRED = SCHEDULE_NAME_REQUIRED;
export const IS_PUBLIC_MESSAGE = 'isPublic must be true or false';
export const SONG_ID_REQUIRED = 'Song is required';
export const ADD_ORDER_MESSAGE = 'Order must be a whole number of at least 1';
export const ORDER_MESSAGE = 'Order must be a whole number';
export const RATING_MESSAGE = 'Rating must be a whole number from 1 to 5';
export const songCountMessage = (name: string) => `${name} must be a whole number of at least 0`;
export const MIN_RATING_MESSAGE = 'minRating must be a whole number from 1 to 5';

/** GraphQL's Int is 32-bit. */
const INT_MAX = 2 ** 31 - 1;

/** One value of a query parameter; an empty value is no value (an empty input clears a bound). */
const boundParam = (name: string) =>
  z.preprocess((value) => (value === '' ? undefined : value), oneValue(name));

const wholeParam = (name: string, pattern: RegExp, message: string) =>
  boundParam(name)
    .refine((value) => value === undefined || pattern.test(value), { message })
    .transform((value) => (value === undefined ? undefined : Number(value)));

const pageBound = (name: string) =>
  z.preprocess((value) => (value === '' ? undefined : value), pageParam(name));

/** Issue 21: `sort` of the list, as the query string spells it, and the graph's enum. */
const SORT_PARAMS = {
  updated: 'UPDATED',
  serviceDate: 'SERVICE_DATE_ASC',
  '-serviceDate': 'SERVICE_DATE_DESC',
} as const;
type ScheduleSortParam = keyof typeof SORT_PARAMS;
const SCHEDULE_SORTS = Object.keys(SORT_PARAMS);
export const SORT_MESSAGE = `sort must be one of ${SCHEDULE_SORTS.join(', ')}`;

/**
 * Query parameters of the list (spec §2 advanced filters). Shapes only, so a repeated parameter
 * is a 400 and the numbers reach the graph as Ints; the dates' rules and the page range are the
 * schedules subgraph's.
 */
const listQuery = z
  .object({
    dateFrom: boundParam('dateFrom'),
    dateTo: boundParam('dateTo'),
    songCountMin: wholeParam('songCountMin', /^\d{1,9}$/, songCountMessage('songCountMin')),
    songCountMax: wholeParam('songCountMax', /^\d{1,9}$/, songCountMessage('songCountMax')),
    createdBy: boundParam('createdBy'),
    minRating: wholeParam('minRating', /^[1-5]$/, MIN_RATING_MESSAGE),
    search: boundParam('search'),
    serviceFrom: boundParam('serviceFrom'),
    serviceTo: boundParam('serviceTo'),
    sort: boundParam('sort').refine(
      (value) => value === undefined || (SCHEDULE_SORTS as readonly string[]).includes(value),
      { message: SORT_MESSAGE },
    ),
    limit: pageBound('limit'),
    offset: pageBound('offset'),
  })
  .transform(({ limit, offset, sort, ...filter }) => ({
    filter: present(filter),
    limit,
    offset,
    sort: sort === undefined ? undefined : SORT_PARAMS[sort as ScheduleSortParam],
  }));

const nameField = z.string({ error: NAME_REQUIRED });
const isPublicField = z.boolean({ error: IS_PUBLIC_MESSAGE });

/** JSON types only: the subgraph trims the name and gives the spec's messages. */
const scheduleBody = z.object(
  {
    name: nameField.nullish(),
    isPublic: isPublicField.nullish(),
    serviceDate: z.string({ error: SERVICE_DATE_MESSAGE }).nullish(),
    serviceTimes: z
      .array(z.string({ error: SERVICE_TIME_MESSAGE }), { error: SERVICE_TIME_MESSAGE })
      .nullish(),
  },
  { error: BODY_NOT_OBJECT },
);

/**
 * A position as sent: a whole number (not "2", not 1.5). Its range is the subgraph's rule
 * (add: ≥ 1, beyond the end appends; move: 1..n); values past GraphQL's 32-bit Int are
 * clamped, which keeps their meaning (an append, or out of range).
 */
const orderField = (message: string) =>
  z
    .number({ error: message })
    .int({ error: message })
    .transform((order) => Math.max(-INT_MAX, Math.min(INT_MAX, order)));

const addSongBody = z.object(
  {
    songId: z.string({ error: SONG_ID_REQUIRED }),
    order: orderField(ADD_ORDER_MESSAGE).nullish(),
  },
  { error: BODY_NOT_OBJECT },
);

export const KEY_NOT_TEXT = 'Key must be text';
export const SECTION_ORDER_NOT_LIST = 'Section order must be a list of stanza numbers';

/**
 * Move, re-key and/or re-arrange an entry: `order` absent keeps its place, `key` absent keeps its
 * key, `sectionOrder` absent keeps its arrangement. JSON types only: the numbers' ranges and the
 * list's length are the subgraph's.
 */
const moveSongBody = z.object(
  {
    order: orderField(ORDER_MESSAGE).nullish(),
    key: z.string({ error: KEY_NOT_TEXT }).nullish(),
    sectionOrder: z
      .array(z.unknown(), { error: SECTION_ORDER_NOT_LIST })
      .refine((numbers) => numbers.every(Number.isInteger), SECTION_ORDER_NOT_LIST)
      // Past GraphQL's Int, still out of range: clamped like `order`.
      .transform((numbers) =>
        (numbers as number[]).map((n) => Math.max(-INT_MAX, Math.min(INT_MAX, n))),
      )
      .nullish(),
  },
  { error: BODY_NOT_OBJECT },
);

const rateBody = z.object(
  {
    rating: z
      .number({ error: RATING_MESSAGE })
      .int({ error: RATING_MESSAGE })
      .min(1, { error: RATING_MESSAGE })
      .max(5, { error: RATING_MESSAGE }),
  },
  { error: BODY_NOT_OBJECT },
);

interface ScheduleData {
  rating: { averageRating: number; totalVotes: number };
  songs: unknown[];
  [field: string]: unknown;
}

/** The schedule JSON of docs/schedules-api.md: the rating's two figures sit on the schedule. */
function toJson(schedule: ScheduleData | null | undefined) {
  if (!schedule) throw new HttpError(404, SCHEDULE_NOT_FOUND);
  const { rating, songs, ...fields } = schedule;
  return { ...fields, ...rating, songs };
}

/**
 * The spec's schedules calls (§7, docs/schedules-api.md). Each runs one GraphQL operation on the
 * gateway as the caller, so the schedules subgraph decides who may see and change what (a
 * schedule of another group is its NOT_FOUND, a malformed id too).
 */
export function schedulesRoutes({ run }: GatewayDeps): Router {
  const router = Router();

  const schedule = async (req: Request, query: string, variables: Record<string, unknown>) => {
    const data = await run<Record<string, ScheduleData | null>>(req, query, variables);
    return toJson(Object.values(data)[0]);
  };

  router.get('/groups/:groupId/schedules', async (req, res) => {
    requireUser(req);
    const { filter, limit, offset, sort } = parseBody(listQuery, req.query);
    const data = await run<{ schedules: ScheduleData[] }>(
      req,
      `query Schedules($groupId: ID!, $filter: ScheduleFilter, $limit: Int, $offset: Int,
          $sort: ScheduleSort) {
        schedules(groupId: $groupId, filter: $filter, limit: $limit, offset: $offset, sort: $sort) {
          ${SCHEDULE_LIST_FIELDS}
        }
      }`,
      present({ groupId: req.params.groupId, filter, limit, offset, sort }),
    );
    res.json(data.schedules.map(toJson));
  });

  router.get('/groups/:groupId/schedule-creators', async (req, res) => {
    requireUser(req);
    const data = await run<{ scheduleCreators: unknown[] }>(
      req,
      `query ScheduleCreators($groupId: ID!) {
        scheduleCreators(groupId: $groupId) { id firstName lastName }
      }`,
      { groupId: req.params.groupId },
    );
    res.json(data.scheduleCreators);
  });

  router.post('/groups/:groupId/schedules', async (req, res) => {
    requireUser(req);
    const input = present(parseBody(scheduleBody, req.body));
    const created = await schedule(
      req,
      `mutation CreateSchedule($groupId: ID!, $input: ScheduleInput!) {
        createSchedule(groupId: $groupId, input: $input) { ${SCHEDULE_FIELDS} }
      }`,
      { groupId: req.params.groupId, input },
    );
    res.status(201).json(created);
  });

  // Before /schedules/:id, which would take "share" as an id.
  router.get('/schedules/share/:shareToken', async (req, res) => {
    res.json(
      await schedule(
        req,
        `query SharedSchedule($shareToken: String!) {
          sharedSchedule(shareToken: $shareToken) { ${SCHEDULE_FIELDS} }
        }`,
        { shareToken: req.params.shareToken },
      ),
    );
  });

  router.get('/schedules/:id', async (req, res) => {
    requireUser(req);
    res.json(
      await schedule(req, `query Schedule($id: ID!) { schedule(id: $id) { ${SCHEDULE_FIELDS} } }`, {
        id: req.params.id,
      }),
    );
  });

  router.patch('/schedules/:id', async (req, res) => {
    requireUser(req);
    const input = present(parseBody(scheduleBody, req.body));
    res.json(
      await schedule(
        req,
        `mutation UpdateSchedule($id: ID!, $input: ScheduleInput!) {
          updateSchedule(id: $id, input: $input) { ${SCHEDULE_FIELDS} }
        }`,
        { id: req.params.id, input },
      ),
    );
  });

  router.delete('/schedules/:id', async (req, res) => {
    requireUser(req);
    const data = await run<{ deleteSchedule: boolean }>(
      req,
      `mutation DeleteSchedule($id: ID!) { deleteSchedule(id: $id) }`,
      { id: req.params.id },
    );
    if (!data.deleteSchedule) throw new HttpError(404, SCHEDULE_NOT_FOUND);
    res.status(204).end();
  });

  router.post('/schedules/:id/songs', async (req, res) => {
    requireUser(req);
    const { songId, order } = parseBody(addSongBody, req.body);
    const updated = await schedule(
      req,
      `mutation AddScheduleSong($scheduleId: ID!, $songId: ID!, $order: Int) {
        addScheduleSong(scheduleId: $scheduleId, songId: $songId, order: $order) { ${SCHEDULE_FIELDS} }
      }`,
      present({ scheduleId: req.params.id, songId, order }),
    );
    res.status(201).json(updated);
  });

  router.patch('/schedules/:id/songs/:songId', async (req, res) => {
    requireUser(req);
    const body = parseBody(moveSongBody, req.body);
    // A `key` or `sectionOrder` sent (even null, "" or []) is passed on: it clears; absent keeps.
    const key = 'key' in body ? { key: body.key ?? null } : {};
    const sectionOrder = 'sectionOrder' in body ? { sectionOrder: body.sectionOrder ?? null } : {};
    res.json(
      await schedule(
        req,
        `mutation MoveScheduleSong($scheduleId: ID!, $songId: ID!, $order: Int, $key: String, $sectionOrder: [Int!]) {
          moveScheduleSong(scheduleId: $scheduleId, songId: $songId, order: $order, key: $key, sectionOrder: $sectionOrder) { ${SCHEDULE_FIELDS} }
        }`,
        {
          scheduleId: req.params.id,
          songId: req.params.songId,
          order: body.order ?? null,
          ...key,
          ...sectionOrder,
        },
      ),
    );
  });

  router.delete('/schedules/:id/songs/:songId', async (req, res) => {
    requireUser(req);
    res.json(
      await schedule(
        req,
        `mutation RemoveScheduleSong($scheduleId: ID!, $songId: ID!) {
          removeScheduleSong(scheduleId: $scheduleId, songId: $songId) { ${SCHEDULE_FIELDS} }
        }`,
        { scheduleId: req.params.id, songId: req.params.songId },
      ),
    );
  });

  router.get('/schedules/:id/rating', async (req, res) => {
    requireUser(req);
    const data = await run<{ schedule: Pick<ScheduleData, 'rating'> | null }>(
      req,
      `query ScheduleRating($id: ID!) { schedule(id: $id) { rating { averageRating totalVotes } } }`,
      { id: req.params.id },
    );
    if (!data.schedule) throw new HttpError(404, SCHEDULE_NOT_FOUND);
    res.json(data.schedule.rating);
  });

  router.get('/schedules/:id/user-rating', async (req, res) => {
    requireUser(req);
    const data = await run<{ schedule: { viewerRating: number | null } | null }>(
      req,
      `query ScheduleUserRating($id: ID!) { schedule(id: $id) { viewerRating } }`,
      { id: req.params.id },
    );
    if (!data.schedule) throw new HttpError(404, SCHEDULE_NOT_FOUND);
    res.json({ rating: data.schedule.viewerRating });
  });

  router.post('/schedules/:id/rate', async (req, res) => {
    requireUser(req);
    const { rating } = parseBody(rateBody, req.body);
    const data = await run<{
      rateSchedule: Pick<ScheduleData, 'rating'> & { viewerRating: number | null };
    }>(
      req,
      `mutation RateSchedule($scheduleId: ID!, $rating: Int!) {
        rateSchedule(scheduleId: $scheduleId, rating: $rating) {
          viewerRating rating { averageRating totalVotes }
        }
      }`,
      { scheduleId: req.params.id, rating },
    );
    const { viewerRating, rating: figures } = data.rateSchedule;
    res.json({ rating: viewerRating, ...figures });
  });

  return router;
}
