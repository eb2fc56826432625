import { useActiveGroup, useGroups } from '@worship/shell-contract';

/**
 * The group whose statistics are shown (spec §2 and §4): the shell's active group, chosen in the
 * sidebar's Active Group dropdown or the Statistics page's picker, else the first group.
 */
export function useSelectedGroup() {
  const { groups, loading } = useGroups();
  const { activeGroupId, setActiveGroupId } = useActiveGroup();
  const group = groups.find((g) => g.id === activeGroupId) ?? groups[0] ?? null;
  return { groups, loading, group, selectGroup: setActiveGroupId };
}
