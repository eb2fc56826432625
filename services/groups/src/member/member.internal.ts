import type { MikroORM } from '@mikro-orm/postgresql';
import {
  CO_MEMBERS_PATH,
  coMembersRequest,
  describeZodError,
  internalJsonBody,
  MEMBERSHIPS_PATH,
  VIEWER_HEADER,
  verifyViewer,
  type CoMembersAnswer,
  type Logger,
  type MembershipsAnswer,
  type SubgraphAppOptions,
} from '@worship/subgraph-kit';
import { findCoMembers, listMembershipsOf } from './member.service';

/**
 * `GET /internal/memberships`: see below. `POST /internal/co-members` `{userIds}`: the ids among
 * them that share a group with the signed viewer (`{userIds}`; [] for an anonymous viewer), for
 * identity, which shows a user's e-mail address to the people they share a group with (the kit's
 * co-member client). One query however many ids.
 *
 * `GET /internal/memberships`: the signed viewer's group ids, oldest membership first, for the
 * services that decide visibility by group (songs, schedules; the kit's membership client).
 * The signed header proves the caller is inside the system; its viewer is whom we answer for.
 */
export function mountMemberInternalRoutes(
  // The Express app createSubgraphApp hands to `routes` (groups does not depend on express).
  app: Parameters<NonNullable<SubgraphAppOptions['routes']>>[0],
  options: { orm: MikroORM; viewerSecret: string; logger: Logger },
): void {
  app.get(MEMBERSHIPS_PATH, async (req, res) => {
    res.setHeader('cache-control', 'no-store');
    const viewer = verifyViewer(req.header(VIEWER_HEADER), options.viewerSecret);
    if (!viewer) {
      res.status(401).json({ message: 'Unauthorized' });
      return;
    }
    try {
      const memberships = viewer.userId
        ? await listMembershipsOf(options.orm.em.fork(), viewer.userId)
        : [];
      const answer: MembershipsAnswer = { groupIds: memberships.map((m) => m.groupId) };
      res.json(answer);
    } catch (error) {
      options.logger.error({ err: error }, 'memberships lookup failed');
      res.status(500).json({ message: 'Internal server error' });
    }
  });

  app.post(CO_MEMBERS_PATH, internalJsonBody(), async (req, res) => {
    res.setHeader('cache-control', 'no-store');
    const viewer = verifyViewer(req.header(VIEWER_HEADER), options.viewerSecret);
    if (!viewer) {
      res.status(401).json({ message: 'Unauthorized' });
      return;
    }
    const parsed = coMembersRequest.safeParse(req.body ?? {});
    if (!parsed.success) {
      const { message, fieldErrors } = describeZodError(parsed.error);
      res.status(400).json({ message: message ?? 'Invalid request body', errors: fieldErrors });
      return;
    }
    try {
      const userIds = viewer.userId
        ? await findCoMembers(options.orm.em.fork(), viewer.userId, parsed.data.userIds)
        : [];
      const answer: CoMembersAnswer = { userIds };
      res.json(answer);
    } catch (error) {
      options.logger.error({ err: error }, 'co-members lookup failed');
      res.status(500).json({ message: 'Internal server error' });
    }
  });
}
