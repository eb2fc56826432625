import { Router, type Request, type Response } from 'express';
import {
  LIVE_CONTROL_ID_MESSAGE,
  LIVE_SCREEN_MESSAGE,
  LIVE_SECTION_MESSAGE,
} from '@worship/common';
import { ErrorCode, LIVE_SCREENS } from '@worship/subgraph-kit';
import { z } from 'zod';
import type { GatewayDeps } from '../deps';
import { OperationError } from '../graphql/operation-runner';
import type { GatewayLive } from '../live/gateway-live';
import { fromGraph, liveFields, type LiveData, type LiveJson } from '../live/live-state';
import { BODY_NOT_OBJECT } from './groups.routes';
import { HttpError, parseBody, requireUser } from './http-error';
import { SCHEDULE_NOT_FOUND, SONG_ID_REQUIRED } from './schedules.routes';

export const TAKE_OVER_MESSAGE = 'takeOver must be true or false';
export const LIVE_UNAVAILABLE = 'Live updates are unavailable right now';

const controlId = z.string({ error: LIVE_CONTROL_ID_MESSAGE });
/** JSON types only: the subgraph checks the id's form and the section's range. */
const startBody = z.object(
  { controlId, takeOver: z.boolean({ error: TAKE_OVER_MESSAGE }).nullish() },
  { error: BODY_NOT_OBJECT },
);
const moveBody = z.object(
  {
    controlId,
    songId: z.string({ error: SONG_ID_REQUIRED }),
    section: z
      .number({ error: LIVE_SECTION_MESSAGE })
      .int({ error: LIVE_SECTION_MESSAGE })
      // Past GraphQL's Int, still out of range.
      .transform((n) => Math.max(-1, Math.min(2 ** 31 - 1, n))),
    screen: z.enum(LIVE_SCREENS, { error: LIVE_SCREEN_MESSAGE }),
  },
  { error: BODY_NOT_OBJECT },
);
const stopBody = z.object({ controlId }, { error: BODY_NOT_OBJECT });

const MEMBER_FIELDS = liveFields(true);

/**
 * Sunday mode's live session (docs/rest.md "Live"): thin REST over the schedules subgraph's
 * `Schedule.live`, `sharedLiveSession` and the leader's mutations, and the followers' event
 * streams (Server-Sent Events) served by this gateway process. Who may lead or follow is the
 * subgraph's answer to the graph question each one asks as the caller.
 */
export function liveRoutes({ run }: GatewayDeps, live: GatewayLive): Router {
  const router = Router();

  /** The schedule's state as a member sees it, and its group; 404 when it is not theirs. */
  const memberSchedule = async (req: Request) => {
    const data = await run<{ schedule: { groupId: string; live: LiveData } | null }>(
      req,
      `query ScheduleLive($id: ID!) { schedule(id: $id) { groupId live { ${MEMBER_FIELDS} } } }`,
      { id: req.params.id },
    );
    if (!data.schedule) throw new HttpError(404, SCHEDULE_NOT_FOUND);
    return {
      groupId: data.schedule.groupId,
      state: remembered(fromGraph(data.schedule.live, true)),
    };
  };

  const sharedState = async (req: Request): Promise<LiveJson> => {
    const data = await run<{ sharedLiveSession: LiveData | null }>(
      req,
      `query SharedLive($token: String!) { sharedLiveSession(shareToken: $token) { ${liveFields(false)} } }`,
      { token: req.params.shareToken },
    );
    if (!data.sharedLiveSession) throw new HttpError(404, SCHEDULE_NOT_FOUND);
    return remembered(fromGraph(data.sharedLiveSession, false));
  };

  /** The leader's name, read anyway, spares the events a question. */
  const remembered = (state: LiveJson) => {
    if (state.leader?.name) live.names.remember(state.leader.id, state.leader.name);
    return state;
  };

  /** A mutation's answer; LIVE_TAKEN names who leads (the subgraph knows only their id). */
  const mutate = async (req: Request, field: string, query: string, variables: object) => {
    try {
      const data = await run<Record<string, LiveData>>(req, query, {
        scheduleId: req.params.id,
        ...variables,
      });
      return remembered(fromGraph(data[field]!, true));
    } catch (error) {
      const first = error instanceof OperationError ? error.errors[0] : undefined;
      const leaderId = first?.extensions?.leaderId;
      if (first?.extensions?.code === ErrorCode.LiveTaken && typeof leaderId === 'string') {
        const name = await live.names.of(leaderId);
        throw new HttpError(
          409,
          `${name || 'Another member'} is leading this schedule`,
          undefined,
          {
            code: ErrorCode.LiveTaken,
          },
        );
      }
      throw error;
    }
  };

  /**
   * Opens a follower's event stream, or answers the JSON error before any event. The follower is
   * counted in before its first state is read, so no change falls in between; a share link is
   * first resolved to its schedule.
   */
  const followShared = async (req: Request, res: Response) => {
    if (!(await live.ready())) throw new HttpError(503, LIVE_UNAVAILABLE);
    const { scheduleId } = await sharedState(req);
    const first = () => sharedState(req);
    if (!(await live.followers.follow(scheduleId, res, { members: false }, first)))
      throw new HttpError(404, SCHEDULE_NOT_FOUND);
  };

  /**
   * A member's stream also knows the schedule's group: it ends when they leave it. The group is
   * read before the follower is counted in (a schedule never changes group).
   */
  const followAsMember = async (req: Request, res: Response, userId: string) => {
    if (!(await live.ready())) throw new HttpError(503, LIVE_UNAVAILABLE);
    const { groupId } = await memberSchedule(req);
    const scheduleId = String(req.params.id).toLowerCase();
    const first = async () => (await memberSchedule(req)).state;
    const kind = { members: true as const, userId, groupId };
    if (!(await live.followers.follow(scheduleId, res, kind, first)))
      throw new HttpError(404, SCHEDULE_NOT_FOUND);
  };

  // The share link's routes first: /schedules/:id/… would take "share" as an id.
  router.get('/schedules/share/:shareToken/live', async (req, res) => {
    res.json(await sharedState(req));
  });

  router.get('/schedules/share/:shareToken/live/events', async (req, res) => {
    await followShared(req, res);
  });

  router.get('/schedules/:id/live', async (req, res) => {
    requireUser(req);
    res.json((await memberSchedule(req)).state);
  });

  router.get('/schedules/:id/live/events', async (req, res) => {
    await followAsMember(req, res, requireUser(req));
  });

  router.post('/schedules/:id/live', async (req, res) => {
    requireUser(req);
    const body = parseBody(startBody, req.body);
    res.json(
      await mutate(
        req,
        'startLive',
        `mutation StartLive($scheduleId: ID!, $controlId: String!, $takeOver: Boolean) {
          startLive(scheduleId: $scheduleId, controlId: $controlId, takeOver: $takeOver) { ${MEMBER_FIELDS} }
        }`,
        { controlId: body.controlId, takeOver: body.takeOver ?? false },
      ),
    );
  });

  router.put('/schedules/:id/live', async (req, res) => {
    requireUser(req);
    const body = parseBody(moveBody, req.body);
    res.json(
      await mutate(
        req,
        'moveLive',
        `mutation MoveLive($scheduleId: ID!, $controlId: String!, $songId: ID!, $section: Int!, $screen: LiveScreen!) {
          moveLive(scheduleId: $scheduleId, controlId: $controlId, songId: $songId, section: $section, screen: $screen) { ${MEMBER_FIELDS} }
        }`,
        body,
      ),
    );
  });

  router.delete('/schedules/:id/live', async (req, res) => {
    requireUser(req);
    const body = parseBody(stopBody, req.body);
    await mutate(
      req,
      'stopLive',
      `mutation StopLive($scheduleId: ID!, $controlId: String!) {
        stopLive(scheduleId: $scheduleId, controlId: $controlId) { ${MEMBER_FIELDS} }
      }`,
      body,
    );
    res.status(204).end();
  });

  return router;
}
