import type { SubgraphContext } from './context';
import { requestLoaders } from './loaders';
import { internalRoute, type InternalRouteOptions } from './internal-route-client';
import { membershipsRoute, type MembershipsAnswer } from './internal-routes/groups.routes-contract';
import type { Viewer, ViewerMemberships } from './viewer-token';

/** How a subgraph learns which groups a viewer belongs to (songs, schedules). */
export interface MembershipClient {
  /** The viewer's group ids, oldest membership first; [] for an anonymous viewer (no call). */
  groupIdsOf(viewer: Viewer): Promise<string[]>;
  /** Those of the viewer's groups they own (created); [] for an anonymous viewer (no call). */
  ownedGroupIdsOf?(viewer: Viewer): Promise<string[]>;
}

/** How a client reaches groups' internal routes (the membership and co-member clients). */
export type GroupsClientOptions = Omit<InternalRouteOptions, 'baseUrl'> & {
  /** The groups service's base URL, e.g. http://127.0.0.1:4002. */
  groupsUrl: string;
};

export type MembershipClientOptions = GroupsClientOptions;

/**
 * Asks groups for a viewer's memberships over HTTP. A synchronous call rather than a local copy
 * of the memberships: groups stays the only owner of that data, and a member removed a moment
 * ago loses access at once. Throws when groups is unreachable, slow, or answers anything but
 * 200 with the expected body: callers must not mistake "unknown" for "no groups".
 */
export function createMembershipClient(
  options: MembershipClientOptions,
): Required<MembershipClient> & {
  /** Both lists in one call (the gateway signs them into the viewer token). */
  membershipsOf(viewer: Viewer): Promise<ViewerMemberships>;
} {
  const call = internalRoute(membershipsRoute, { ...options, baseUrl: options.groupsUrl });
  const membershipsOf = async (viewer: Viewer): Promise<MembershipsAnswer> =>
    viewer.userId ? call(viewer) : { groupIds: [], ownedGroupIds: [] };
  return {
    membershipsOf,
    groupIdsOf: async (viewer) => (await membershipsOf(viewer)).groupIds,
    ownedGroupIdsOf: async (viewer) => (await membershipsOf(viewer)).ownedGroupIds,
  };
}

/** The signed-in viewer's group ids, oldest membership first; [] for an anonymous viewer. */
export type ViewerGroupIds = (context: SubgraphContext) => Promise<string[]>;

/**
 * Per request, at most one call to the groups service, and none for an anonymous viewer or when
 * the gateway signed the viewer's memberships into the request (viewer-token.ts): every list,
 * access check and reference resolved in the request shares the answer (songs, schedules).
 */
export function viewerGroupIdsLoader(client: MembershipClient): ViewerGroupIds {
  return perRequest(
    (memberships) => memberships.groupIds,
    (viewer) => client.groupIdsOf(viewer),
  );
}

/**
 * Per request, the groups the signed-in viewer owns: at most one call to groups, and only when a
 * right of owners is asked about (songs: deleting a song of the group's library).
 */
export function viewerOwnedGroupIdsLoader(client: MembershipClient): ViewerGroupIds {
  const { ownedGroupIdsOf } = client;
  return perRequest(
    (memberships) => memberships.ownedGroupIds,
    ownedGroupIdsOf && ((viewer) => ownedGroupIdsOf.call(client, viewer)),
  );
}

/**
 * One list of the viewer's groups per request: from the token's memberships when the gateway
 * signed them in, else from `ask` (none for an anonymous viewer, or without `ask`: []).
 */
function perRequest(
  fromToken: (memberships: ViewerMemberships) => readonly string[],
  ask: ((viewer: Viewer) => Promise<string[]>) | undefined,
): ViewerGroupIds {
  const loaders = requestLoaders((context) => {
    let groupIds: Promise<string[]> | undefined;
    return {
      groupIds: () =>
        (groupIds ??= context.viewer.memberships
          ? Promise.resolve([...fromToken(context.viewer.memberships)])
          : context.viewer.userId && ask
            ? ask(context.viewer)
            : Promise.resolve([])),
    };
  });
  return (context) => loaders(context).groupIds();
}
