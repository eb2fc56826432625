import {
  Avatar,
  Badge,
  IconButton,
  Skeleton,
  TrashIcon,
  colors,
  fontSizes,
} from '@worship/design-system';
import { displayName, formatDate } from '@worship/shell-contract';
import styled from 'styled-components';
import type { GroupMember } from './groups.graphql';

const List = styled.ul`
  display: grid;
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Row = styled.li`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  padding: 0.75rem 0;

  & + & {
    border-top: 1px solid ${colors.border};
  }
`;

const Info = styled.div`
  flex: 1;
  min-width: 0;
  display: grid;
  gap: 0.125rem;
`;

const Name = styled.span`
  font-weight: 600;
  overflow-wrap: anywhere;
`;

const Secondary = styled.span`
  font-size: ${fontSizes.sm};
  color: ${colors.textMuted};
  overflow-wrap: anywhere;
`;

export interface MembersListProps {
  members: readonly GroupMember[] | undefined;
  loading: boolean;
  /** The group's creator may remove other members. */
  canRemove: boolean;
  /** The creator's user id: no remove button on their own row. */
  creatorId: string;
  currentUserId?: string | null;
  onRemove: (member: GroupMember) => void;
}

export function MembersList({
  members,
  loading,
  canRemove,
  creatorId,
  currentUserId,
  onRemove,
}: MembersListProps) {
  if (loading && !members) {
    return (
      <div aria-busy="true" style={{ display: 'grid', gap: '0.75rem' }}>
        <Skeleton $height="2.75rem" />
        <Skeleton $height="2.75rem" />
      </div>
    );
  }
  if (!members || members.length === 0) {
    return <Secondary as="p">No members yet.</Secondary>;
  }

  return (
    <List>
      {members.map((member) => {
        const name = displayName(member.user);
        const isSelf =
          member.userId === creatorId || (currentUserId != null && member.userId === currentUserId);
        return (
          <Row key={member.id}>
            <Avatar
              src={member.user.profileImageUrl}
              firstName={member.user.firstName}
              lastName={member.user.lastName}
            />
            <Info>
              <Name>{name}</Name>
              {member.user.email && <Secondary>{member.user.email}</Secondary>}
              <Secondary>Joined {formatDate(member.joinedAt)}</Secondary>
            </Info>
            <Badge variant={member.role === 'admin' ? 'default' : 'secondary'}>
              {member.role === 'admin' ? 'Admin' : 'Member'}
            </Badge>
            {canRemove && !isSelf && (
              <IconButton
                aria-label={`Remove ${name}`}
                variant="ghost"
                size="sm"
                onClick={() => onRemove(member)}
              >
                <TrashIcon />
              </IconButton>
            )}
          </Row>
        );
      })}
    </List>
  );
}
