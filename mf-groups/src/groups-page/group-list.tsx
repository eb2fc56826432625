import {
  Badge,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Skeleton,
  colors,
  fontSizes,
  radii,
} from '@worship/design-system';
import styled from 'styled-components';
import { memberCountLabel } from '../lib/member-count-label';
import type { GroupSummary } from './groups.graphql';

const List = styled.ul`
  display: grid;
  gap: 0.5rem;
  list-style: none;
  margin: 0;
  padding: 0;
`;

const GroupButton = styled.button<{ $selected: boolean }>`
  display: flex;
  width: 100%;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  padding: 0.75rem 0.875rem;
  border: 1px solid ${(p) => (p.$selected ? colors.primary : colors.border)};
  border-radius: ${radii.md};
  background: ${(p) => (p.$selected ? colors.primarySoft : colors.surface)};
  color: ${colors.text};
  text-align: left;
  cursor: pointer;

  &:hover {
    background: ${(p) => (p.$selected ? colors.primarySoft : colors.surfaceMuted)};
  }
  &:focus-visible {
    outline: 2px solid ${colors.focus};
    outline-offset: 2px;
  }
`;

const Name = styled.span`
  display: block;
  font-weight: 600;
  overflow-wrap: anywhere;
`;

const Meta = styled.span`
  display: block;
  font-size: ${fontSizes.sm};
  color: ${colors.textMuted};
`;

const Empty = styled.p`
  font-size: ${fontSizes.sm};
  color: ${colors.textMuted};
`;

export interface GroupListProps {
  groups: readonly GroupSummary[];
  loading: boolean;
  selectedId: string | null;
  onSelect: (id: string) => void;
}

export function GroupList({ groups, loading, selectedId, onSelect }: GroupListProps) {
  return (
    <Card as="section" aria-labelledby="mf-groups-list-title">
      <CardHeader>
        <CardTitle id="mf-groups-list-title">Your Groups</CardTitle>
      </CardHeader>
      <CardContent>
        {loading && groups.length === 0 ? (
          <div aria-busy="true" style={{ display: 'grid', gap: '0.5rem' }}>
            <Skeleton $height="3.5rem" />
            <Skeleton $height="3.5rem" />
            <Skeleton $height="3.5rem" />
          </div>
        ) : groups.length === 0 ? (
          <Empty>You are not in any group yet.</Empty>
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
                    <span>
                      <Name>{group.name}</Name>
                      <Meta>{memberCountLabel(group.memberCount)}</Meta>
                    </span>
                    {group.isOwner && <Badge>Owner</Badge>}
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
