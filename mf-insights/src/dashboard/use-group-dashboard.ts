import { useQuery } from '@apollo/client/react';
import { useHandleUnauthorized } from '@worship/shell-contract';
import { useEffect, useMemo } from 'react';
import { GroupDashboardDocument } from './dashboard.graphql';
import { useSelectedGroup } from '../lib/use-selected-group';

/** How many dashboard sections show each group's statistics right now (mounted). */
const viewers = new Map<string, number>();

/**
 * The statistics change with what other pages do (a song added, a schedule created), so a visit
 * to the dashboard refreshes them once: the first section to show a group asks the server while
 * showing what the cache has ('cache-and-network'); sections that join while one is shown read
 * the cache ('cache-first'), and Apollo shares an answer still in flight. So the three sections
 * cost one GroupDashboard request a visit, whatever order their code arrives in.
 */
function fetchPolicyFor(groupId: string | null) {
  return groupId && viewers.has(groupId) ? 'cache-first' : 'cache-and-network';
}

function useCountViewer(groupId: string | null) {
  useEffect(() => {
    if (!groupId) return;
    viewers.set(groupId, (viewers.get(groupId) ?? 0) + 1);
    return () => {
      const left = (viewers.get(groupId) ?? 1) - 1;
      if (left > 0) viewers.set(groupId, left);
      else viewers.delete(groupId);
    };
  }, [groupId]);
}

/**
 * The dashboard's one query (docs/insights-api.md, GroupDashboard) for the selected group, as the
 * stats row, Popular Songs This Month and Category Overview read it. `group` is null while
 * loading, on an error, and for a group the server does not show (not a member any more).
 */
export function useGroupDashboard() {
  const { group: selected } = useSelectedGroup();
  const groupId = selected?.id ?? null;
  const fetchPolicy = useMemo(() => fetchPolicyFor(groupId), [groupId]);
  useCountViewer(groupId);

  const { data, loading, error, refetch } = useQuery(GroupDashboardDocument, {
    variables: { groupId: groupId ?? '' },
    skip: !groupId,
    fetchPolicy,
    nextFetchPolicy: 'cache-first',
  });
  useHandleUnauthorized(error);

  // Only an answer about the selected group counts (not the last group's, while switching).
  const current = data && (!data.group || data.group.id === groupId) ? data : undefined;
  return {
    groupId,
    group: current?.group ?? null,
    /** Nothing to show yet: the first answer is on its way. */
    loading: Boolean(groupId) && loading && !current,
    /** The request failed and there is nothing cached to show instead. */
    failed: Boolean(error) && !current,
    retry: () => void refetch().catch(() => {}),
  };
}
