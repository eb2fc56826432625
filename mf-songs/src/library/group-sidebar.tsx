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
import styled from 'styled-components';

const List = styled.ul`
  display: grid;
  gap: 0.375rem;
  list-style: none;
  margin: 0;
  padding: 0;
`;

const GroupButton = styled.button<{ $selected: boolean }>`
  display: block;
  width: 100%;
  padding: 0.625rem 0.75rem;
  border: 1px solid ${(p) => (p.$selected ? colors.primary : colors.border)};
  border-radius: ${radii.md};
  background: ${(p) => (p.$selected ? colors.primarySoft : colors.surface)};
  color: ${(p) => (p.$selected ? colors.onPrimarySoft : colors.text)};
  font-weight: 600;
  text-align: left;
  overflow-wrap: anywhere;
  cursor: pointer;
  &:hover {
    background: ${(p) => (p.$selected ? colors.primarySoft : colors.surfaceMuted)};
  }
  &:focus-visible {
    outline: 2px solid ${colors.focus};
    outline-offset: 2px;
  }
`;

const Empty = styled.p`
  font-size: ${fontSizes.sm};
  color: ${colors.textMuted};
`;

export interface GroupSidebarProps {
  groups: readonly Group[];
  loading: boolean;
  selectedId: string | null;
  onSelect: (id: string) => void;
}

/** The library's groups: the selected group's songs are listed (spec §2 "Songs Library"). */
export function GroupSidebar({ groups, loading, selectedId, onSelect }: GroupSidebarProps) {
  const titleId = useId();
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
          <Empty>You are not in any group yet: your own songs are shown.</Empty>
        ) : (
          <List>
            {groups.map((group) => {
              const selected = group.id === selectedId;
              return (
                <li key={group.id}>
                  <GroupButton
                    type="button"
                    $selected={selected}
                    aria-pressed={selected}
                    onClick={() => onSelect(group.id)}
                  >
                    {group.name}
                  </GroupButton>
                </li>
              );
            })}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
