import type { SubgraphContext } from './context';
import { DataLoader, requestLoaders } from './loaders';
import { internalRoute } from './internal-route-client';
import {
  CO_MEMBERS_BATCH_MAX,
  coMembersRoute,
  type CoMembersRequest,
} from './internal-routes/groups.routes-contract';
import type { GroupsClientOptions } from './membership-client';
import type { Viewer } from './viewer-token';

/** How a subgraph learns whether users share a group with the viewer (identity). */
export interface CoMemberClient {
  /** The ids among `userIds` that share a group with the viewer; [] for an anonymous viewer. */
  coMembersOf(viewer: Viewer, userIds: readonly string[]): Promise<string[]>;
}

export type CoMemberClientOptions = GroupsClientOptions;

/**
 * Asks groups over HTTP (groups alone owns memberships). Throws when groups is unreachable, slow
 * or answers anything unexpected: "unknown" must never read as "shares a group" (that would show
 * an e-mail address), nor be cached as "does not".
 */
export function createCoMemberClient(options: CoMemberClientOptions): CoMemberClient {
  const call = internalRoute(coMembersRoute, { ...options, baseUrl: options.groupsUrl });
  return {
    async coMembersOf(viewer, userIds) {
      if (!viewer.userId || userIds.length === 0) return [];
      const body: CoMembersRequest = { userIds: [...userIds] };
      const asked = new Set(userIds);
      return (await call(viewer, body)).userIds.filter((id) => asked.has(id));
    },
  };
}

/** Per request: does this user share a group with the viewer? */
export type CoMemberCheck = (context: SubgraphContext, userId: string) => Promise<boolean>;

/**
 * Batched per request: every check of one tick (all the creators of a page of songs, all the
 * members of a group) is one call to groups; the viewer themself and anonymous viewers cost none.
 */
export function coMemberLoader(client: CoMemberClient): CoMemberCheck {
  const loaders = requestLoaders(
    (context) =>
      new DataLoader<string, boolean>(
        async (userIds) => {
          const shared = new Set(await client.coMembersOf(context.viewer, userIds));
          return userIds.map((id) => shared.has(id));
        },
        { maxBatchSize: CO_MEMBERS_BATCH_MAX },
      ),
  );
  return async (context, userId) => {
    if (!context.viewer.userId) return false;
    if (context.viewer.userId === userId) return true;
    return loaders(context).load(userId);
  };
}
