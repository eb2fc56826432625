import type { MikroORM } from '@mikro-orm/postgresql';
import {
  HTTP_STATUS_BY_CODE,
  isUuid,
  validateInput,
  VIEWER_HEADER,
  verifyViewer,
  type Logger,
  type SubgraphAppOptions,
  type Viewer,
} from '@worship/subgraph-kit';
import { GraphQLError } from 'graphql';
import { z } from 'zod';
import { songScopeOf } from '../membership/membership.access';
import type { ViewerGroupIds } from '../membership/membership.loaders';
import { findSongsByIds, isVisible } from './song.service';

/** Which of some songs a viewer may see: for schedules, before it adds them (DESIGN §3). */
export const VISIBLE_SONGS_PATH = '/internal/songs/visible';
export const VISIBLE_SONGS_MAX = 500;

const IDS_MESSAGE = `ids must be a list of at most ${VISIBLE_SONGS_MAX} song ids`;
const visibleSongsBody = z.object(
  {
    ids: z
      .array(z.string({ error: IDS_MESSAGE }), { error: IDS_MESSAGE })
      .max(VISIBLE_SONGS_MAX, IDS_MESSAGE),
  },
  { error: 'Request body must be a JSON object' },
);

/** 500 uuids in JSON are ~20 KB. */
const BODY_LIMIT = 64 * 1024;

class BodyError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The request's JSON body (songs has no body parser of its own: it is the only JSON route). */
async function readJson(req: AsyncIterable<Buffer | string>): Promise<unknown> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    size += buffer.length;
    if (size > BODY_LIMIT) throw new BodyError(413, 'Request body is too large');
    chunks.push(buffer);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw new BodyError(400, 'Request body must be valid JSON');
  }
}

type Answer = { status: number; body: Record<string, unknown> };

const messageAnswer = (status: number, message: string, errors?: unknown): Answer => ({
  status,
  body: errors && Object.keys(errors).length ? { message, errors } : { message },
});

/** The route's answer for a signed viewer: the visible ids, or why the body was refused. */
async function visibleSongsAnswer(
  req: AsyncIterable<Buffer | string>,
  viewer: Viewer,
  options: { orm: MikroORM; viewerGroupIds: ViewerGroupIds },
): Promise<Answer> {
  try {
    const { ids } = validateInput(
      visibleSongsBody,
      await readJson(req),
      'Request body must be a JSON object',
    );
    const wanted = [...new Set(ids.filter(isUuid).map((id) => id.toLowerCase()))];
    const context = { viewer, em: options.orm.em.fork() };
    const [songs, scope] = await Promise.all([
      wanted.length ? findSongsByIds(context.em, wanted) : [],
      songScopeOf(context, options.viewerGroupIds),
    ]);
    const visible = new Set(songs.filter((song) => isVisible(song, scope)).map((s) => s.id));
    return { status: 200, body: { ids: wanted.filter((id) => visible.has(id)) } };
  } catch (error) {
    if (error instanceof BodyError) return messageAnswer(error.status, error.message);
    if (error instanceof GraphQLError) {
      const status = HTTP_STATUS_BY_CODE[String(error.extensions.code)];
      if (status) return messageAnswer(status, error.message, error.extensions.fieldErrors);
    }
    throw error;
  }
}

/**
 * `POST /internal/songs/visible`, body `{ids}` (at most 500), signed viewer header →
 * `{ids}`: those of the ids the viewer may see (song.service's isVisible: their groups' songs,
 * their own, public ones; anonymous viewers public ones only), in the order asked, lower-cased.
 * Malformed and unknown ids are simply not visible. The signed header proves the caller is
 * inside the system; its viewer is whom we answer for.
 */
export function mountSongInternalRoutes(
  // The Express app createSubgraphApp hands to `routes` (songs does not depend on express).
  app: Parameters<NonNullable<SubgraphAppOptions['routes']>>[0],
  options: { orm: MikroORM; viewerSecret: string; viewerGroupIds: ViewerGroupIds; logger: Logger },
): void {
  app.post(VISIBLE_SONGS_PATH, async (req, res) => {
    const viewer = verifyViewer(req.header(VIEWER_HEADER), options.viewerSecret);
    let answer: Answer = messageAnswer(401, 'Unauthorized');
    try {
      if (viewer) answer = await visibleSongsAnswer(req, viewer, options);
    } catch (error) {
      options.logger.error({ err: error }, 'visible songs lookup failed');
      answer = messageAnswer(500, 'Internal server error');
    }
    res.setHeader('cache-control', 'no-store');
    res.status(answer.status).json(answer.body);
  });
}
