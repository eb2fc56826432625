import { requestLoaders, type MembershipClient, type SubgraphContext } from '@worship/subgraph-kit';

/** The signed-in viewer's group ids, oldest membership first; [] for an anonymous viewer. */
export type ViewerGroupIds = (context: SubgraphContext) => Promise<string[]>;

/**
 * Per request, at most one call to the groups service, and none for an anonymous viewer: every
 * song, search and reference resolved in the request shares the answer.
 */
export function viewerGroupIdsLoader(client: MembershipClient): ViewerGroupIds {
  const loaders = requestLoaders((context) => {
    let groupIds: Promise<string[]> | undefined;
    return {
      groupIds: () =>
        (groupIds ??= context.viewer.userId
          ? client.groupIdsOf(context.viewer)
          : Promise.resolve([])),
    };
  });
  return (context) => loaders(context).groupIds();
}
