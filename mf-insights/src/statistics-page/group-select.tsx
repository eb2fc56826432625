import { Label, Select } from '@worship/design-system';
import type { Group } from '@worship/shell-contract';
import { useId } from 'react';

/**
 * Spec §2 Statistics "A group picker": the group whose figures the page shows. It sets the
 * shell's active group (spec §4), like the sidebar's Active Group dropdown.
 */
export function GroupSelect({
  groups,
  selectedId,
  onSelect,
}: {
  groups: readonly Group[];
  selectedId: string | null;
  onSelect: (id: string) => void;
}) {
  const id = useId();
  return (
    <div style={{ display: 'grid', gap: '0.375rem', minWidth: '14rem' }}>
      <Label htmlFor={id}>Group</Label>
      <Select id={id} value={selectedId ?? ''} onChange={(e) => onSelect(e.target.value)}>
        {groups.map((group) => (
          <option key={group.id} value={group.id}>
            {group.name}
          </option>
        ))}
      </Select>
    </div>
  );
}
