import { z } from 'zod';
import type { InternalRouteContract } from './contract';

/**
 * `POST /internal/songs/visible` `{ids}`: those of the ids the signed viewer may see (their groups'
 * songs, their own, public ones; an anonymous viewer public ones only), in the order asked,
 * lower-cased; malformed and unknown ids are not visible. Schedules asks before it adds songs to
 * a schedule (DESIGN §3).
 */
export const VISIBLE_SONGS_PATH = '/internal/songs/visible';

/** At most this many ids per call (500 uuids in JSON are ~20 KB). */
export const VISIBLE_SONGS_MAX = 500;

const IDS_MESSAGE = `ids must be a list of at most ${VISIBLE_SONGS_MAX} song ids`;

export const visibleSongsRequest = z.object(
  {
    ids: z
      .array(z.string({ error: IDS_MESSAGE }), { error: IDS_MESSAGE })
      .max(VISIBLE_SONGS_MAX, IDS_MESSAGE),
  },
  { error: 'Request body must be a JSON object' },
);
export type VisibleSongsRequest = z.infer<typeof visibleSongsRequest>;

export const visibleSongsAnswer = z.object({ ids: z.array(z.string()) });
export type VisibleSongsAnswer = z.infer<typeof visibleSongsAnswer>;

export const visibleSongsRoute = {
  service: 'songs',
  method: 'POST',
  path: VISIBLE_SONGS_PATH,
  body: visibleSongsRequest,
  answer: visibleSongsAnswer,
} as const satisfies InternalRouteContract;
