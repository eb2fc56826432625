import { Router } from 'express';
import type { GatewayDeps } from '../deps';
import { calendarFeedIcs, type CalendarFeedData } from './calendar-feed.ics';
import { HttpError, requireUser } from './http-error';
import { groupData } from './stats.routes';

export const CALENDAR_FEED_NOT_FOUND = 'Calendar feed not found';
/** A feed token as schedules mints it (32 random bytes, base64url); anything else is no feed. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;
/** Calendar apps re-read a feed every few hours; a proxy or app may keep it 5 minutes. */
const FEED_CACHE_CONTROL = 'private, max-age=300';

const FEED_FIELDS = 'url createdAt';
/** The calendar's name should groups not answer the group's (it answers it by the feed's grant). */
const FALLBACK_CALENDAR_NAME = 'Worship services';

/**
 * Issue 21: each member's private calendar feed of a group (docs/rest.md, "Calendar feed"). The
 * management routes are the caller's own feed (members only: 401 anonymous, 404 "Group not
 * found" otherwise, decided by the subgraphs); the feed itself is public by its token, since
 * calendar apps cannot sign in, and answers 404 JSON for any token that opens nothing.
 */
export function calendarFeedRoutes({ run, config }: GatewayDeps): Router {
  const router = Router();

  router.get('/groups/:groupId/calendar-feed', async (req, res) => {
    const group = await groupData<{ calendarFeed: { url: string; createdAt: string } | null }>(
      run,
      req,
      'GroupCalendarFeed',
      `calendarFeed { ${FEED_FIELDS} }`,
    );
    if (!group.calendarFeed) throw new HttpError(404, CALENDAR_FEED_NOT_FOUND);
    res.json(group.calendarFeed);
  });

  router.post('/groups/:groupId/calendar-feed', async (req, res) => {
    requireUser(req);
    const data = await run<{
      createCalendarFeed: { created: boolean; feed: { url: string; createdAt: string } };
    }>(
      req,
      `mutation CreateCalendarFeed($groupId: ID!) {
        createCalendarFeed(groupId: $groupId) { created feed { ${FEED_FIELDS} } }
      }`,
      { groupId: req.params.groupId },
    );
    const { created, feed } = data.createCalendarFeed;
    res.status(created ? 201 : 200).json(feed);
  });

  router.post('/groups/:groupId/calendar-feed/reset', async (req, res) => {
    requireUser(req);
    const data = await run<{ resetCalendarFeed: { url: string; createdAt: string } }>(
      req,
      `mutation ResetCalendarFeed($groupId: ID!) {
        resetCalendarFeed(groupId: $groupId) { ${FEED_FIELDS} }
      }`,
      { groupId: req.params.groupId },
    );
    res.json(data.resetCalendarFeed);
  });

  router.delete('/groups/:groupId/calendar-feed', async (req, res) => {
    requireUser(req);
    await run<{ revokeCalendarFeed: boolean }>(
      req,
      `mutation RevokeCalendarFeed($groupId: ID!) { revokeCalendarFeed(groupId: $groupId) }`,
      { groupId: req.params.groupId },
    );
    res.status(204).end();
  });

  /** The feed: no sign-in, the token is the key. */
  router.get('/calendar/:file', async (req, res) => {
    const file = req.params.file;
    const token = file.endsWith('.ics') ? file.slice(0, -'.ics'.length) : '';
    if (!TOKEN_SHAPE.test(token)) throw new HttpError(404, CALENDAR_FEED_NOT_FOUND);
    const data = await run<{
      calendarFeedServices: (CalendarFeedData & { group: { name: string | null } }) | null;
    }>(
      // No viewer is needed: the token opens the feed (a signed-in browser gets the same).
      req,
      `query CalendarFeed($token: String!) {
        calendarFeedServices(token: $token) {
          groupId timeZone group { name }
          services {
            scheduleId name serviceDate serviceTime startsAt
            songs { order sharedSong { title } }
          }
        }
      }`,
      { token },
    );
    const feed = data.calendarFeedServices;
    if (!feed) throw new HttpError(404, CALENDAR_FEED_NOT_FOUND);
    res
      .set('cache-control', FEED_CACHE_CONTROL)
      .type('text/calendar; charset=utf-8')
      .send(
        calendarFeedIcs(feed, {
          name: feed.group.name ?? FALLBACK_CALENDAR_NAME,
          appUrl: config.PUBLIC_URL,
        }),
      );
  });

  return router;
}
