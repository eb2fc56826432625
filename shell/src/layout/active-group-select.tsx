import { Label, Select } from '@worship/design-system';
import { useActiveGroup, useGroups } from '@worship/shell-contract';
import { useId } from 'react';

/** 'Active Group' dropdown: only when the user has at least one group (spec §2). */
export function ActiveGroupSelect() {
  const { groups } = useGroups();
  const { activeGroupId, setActiveGroupId } = useActiveGroup();
  const id = useId();
  if (groups.length === 0) return null;
  return (
    <div style={{ display: 'grid', gap: '0.375rem' }}>
      <Label htmlFor={id}>Active Group</Label>
      <Select
        id={id}
        value={activeGroupId ?? ''}
        onChange={(e) => setActiveGroupId(e.target.value)}
      >
        {groups.map((group) => (
          <option key={group.id} value={group.id}>
            {group.name}
          </option>
        ))}
      </Select>
    </div>
  );
}
