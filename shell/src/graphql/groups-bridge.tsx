import { useQuery } from '@apollo/client/react';
import {
  ActiveGroupProvider,
  GroupsProvider,
  MyGroupsDocument,
  type GroupsValue,
  useHandleUnauthorized,
} from '@worship/shell-contract';
import { useMemo, type ReactNode } from 'react';

/** Loads myGroups once and hands it (and the active group) to the shell and every remote. */
export function GroupsBridge({ children }: { children: ReactNode }) {
  const { data, loading, error, refetch } = useQuery(MyGroupsDocument, {
    notifyOnNetworkStatusChange: false,
  });

  useHandleUnauthorized(error);

  const groups = data?.myGroups;
  const value = useMemo<GroupsValue>(
    () => ({ groups: groups ?? [], loading: loading && !groups, error, refetch: () => refetch() }),
    [groups, loading, error, refetch],
  );

  return (
    <GroupsProvider value={value}>
      <ActiveGroupProvider groups={value.groups}>{children}</ActiveGroupProvider>
    </GroupsProvider>
  );
}
