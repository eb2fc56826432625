import {
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Skeleton,
  colors,
  fontSizes,
  radii,
} from '@worship/design-system';
import type { Group } from '@worship/shell-contract';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

const Options = styled.div`
  display: grid;
  gap: 0.375rem;
`;

/** A native radio (arrow keys move between groups) drawn as a selectable row. */
const Option = styled.label<{ $selected: boolean }>`
  display: flex;
  align-items: center;
  gap: 0.625rem;
  padding: 0.625rem 0.75rem;
  border: 1px solid ${(p) => (p.$selected ? colors.primary : colors.border)};
  border-radius: ${radii.md};
  background: ${(p) => (p.$selected ? colors.primarySoft : colors.surface)};
  color: ${(p) => (p.$selected ? colors.onPrimarySoft : colors.text)};
  font-weight: 600;
  overflow-wrap: anywhere;
  cursor: pointer;
  &:hover {
    background: ${(p) => (p.$selected ? colors.primarySoft : colors.surfaceMuted)};
  }
  &:focus-within {
    outline: 2px solid ${colors.focus};
    outline-offset: 2px;
  }
  input {
    accent-color: ${colors.primary};
    margin: 0;
  }
`;

const Note = styled.p`
  font-size: ${fontSizes.sm};
  color: ${colors.textMuted};
  a {
    color: ${colors.primary};
    font-weight: 600;
  }
`;

export interface GroupPickerProps {
  groups: readonly Group[];
  loading: boolean;
  selectedId: string | null;
  onSelect: (id: string) => void;
}

/** Spec §2 Schedules page: the group picker in a sidebar (radio group, one group at a time). */
export function GroupPicker({ groups, loading, selectedId, onSelect }: GroupPickerProps) {
  const titleId = useId();
  const name = useId();
  return (
    <Card as="aside" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>Groups</CardTitle>
      </CardHeader>
      <CardContent>
        {loading && groups.length === 0 ? (
          <div aria-busy="true" style={{ display: 'grid', gap: '0.375rem' }}>
            <Skeleton $height="2.75rem" />
            <Skeleton $height="2.75rem" />
          </div>
        ) : groups.length === 0 ? (
          <Note>
            You are not in any group yet. <Link to="/groups">Create or join a group</Link> to plan
            schedules.
          </Note>
        ) : (
          <Options role="radiogroup" aria-labelledby={titleId}>
            {groups.map((group) => (
              <Option key={group.id} $selected={group.id === selectedId}>
                <input
                  type="radio"
                  name={name}
                  value={group.id}
                  checked={group.id === selectedId}
                  onChange={() => onSelect(group.id)}
                />
                {group.name}
              </Option>
            ))}
          </Options>
        )}
      </CardContent>
    </Card>
  );
}
