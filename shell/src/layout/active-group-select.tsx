import { GroupPicker } from '@worship/design-system';
import { useActiveGroup, useGroups } from '@worship/shell-contract';

/** 'Active Group' dropdown: only when the user has at least one group (spec §2). */
export function ActiveGroupSelect() {
  const { groups } = useGroups();
  const { activeGroupId, setActiveGroupId } = useActiveGroup();
  if (groups.length === 0) return null;
  return (
    <GroupPicker
      variant="select"
      label="Active Group"
      options={groups}
      value={activeGroupId}
      onChange={setActiveGroupId}
    />
  );
}
