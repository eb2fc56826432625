// The viewer's groups, one groups call per request at most: the kit's loader, shared with
// schedules (packages/subgraph-kit/src/membership-client.ts).
export {
  viewerGroupIdsLoader,
  viewerOwnedGroupIdsLoader,
  type ViewerGroupIds,
} from '@worship/subgraph-kit';
