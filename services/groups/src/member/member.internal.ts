import { coMembersRoute, membershipsRoute, type InternalRouter } from '@worship/subgraph-kit';
import { findCoMembers, findMembershipsWithOwnership } from './member.read-model';

/**
 * Groups' internal routes (contracts in the kit's `internal-routes/groups.routes-contract.ts`):
 * the viewer's group ids, for the services that decide visibility by group (songs, schedules),
 * and which users share a group with the viewer, for identity (one query however many ids). The
 * signed header proves the caller is inside the system; its viewer is whom we answer for.
 */
export function mountMemberInternalRoutes(router: InternalRouter): void {
  router.route(membershipsRoute, async ({ viewer, em }) =>
    viewer.userId
      ? findMembershipsWithOwnership(em, viewer.userId)
      : { groupIds: [], ownedGroupIds: [] },
  );

  router.route(coMembersRoute, async ({ body, viewer, em }) => ({
    userIds: viewer.userId ? await findCoMembers(em, viewer.userId, body.userIds) : [],
  }));
}
