import { useQuery } from '@apollo/client/react';
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  PlusIcon,
  colors,
  fontSizes,
} from '@worship/design-system';
import { formatDate, useCurrentUser, useHandleUnauthorized } from '@worship/shell-contract';
import styled from 'styled-components';
import { memberCountLabel } from '../lib/member-count-label';
import { CalendarFeedSection } from './calendar-feed';
import { ExportGroupButton } from './group-archive';
import { GroupSettingsMenu } from './group-settings-menu';
import { GroupTimeZone } from './group-time-zone';
import { GroupWithMembersDocument, type GroupMember, type GroupSummary } from './groups.graphql';
import { MembersList } from './members-list';

const Stack = styled.div`
  display: grid;
  gap: 1.25rem;
  align-content: start;
`;

const HeaderRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: 0.75rem;
`;

const TitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  align-items: center;
`;

const Description = styled.p<{ $muted: boolean }>`
  color: ${(p) => (p.$muted ? colors.textMuted : colors.text)};
  font-style: ${(p) => (p.$muted ? 'italic' : 'normal')};
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 2rem;
  margin-top: 1rem;
  font-size: ${fontSizes.sm};

  dt {
    color: ${colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
`;

const ErrorText = styled.p`
  color: ${colors.destructive};
  font-size: ${fontSizes.sm};
`;

export interface GroupDetailsProps {
  group: GroupSummary;
  onInvite: () => void;
  onDelete: () => void;
  onLeave: () => void;
  onRemoveMember: (member: GroupMember) => void;
}

export function GroupDetails({
  group,
  onInvite,
  onDelete,
  onLeave,
  onRemoveMember,
}: GroupDetailsProps) {
  const { user } = useCurrentUser();
  const { data, loading, error, refetch } = useQuery(GroupWithMembersDocument, {
    variables: { id: group.id },
  });

  useHandleUnauthorized(error);

  const details = data?.group?.id === group.id ? data.group : null;
  const members = details?.members;
  const memberCount = details?.memberCount ?? group.memberCount;

  return (
    <Stack>
      <Card as="section" aria-labelledby="mf-groups-details-title">
        <CardHeader>
          <HeaderRow>
            <TitleRow>
              <CardTitle id="mf-groups-details-title">{group.name}</CardTitle>
            </TitleRow>
            <Actions>
              <Button icon={<PlusIcon />} onClick={onInvite}>
                Invite
              </Button>
              {group.isOwner && <ExportGroupButton group={group} />}
              <GroupSettingsMenu
                groupName={group.name}
                isOwner={group.isOwner}
                onDelete={onDelete}
                onLeave={onLeave}
              />
            </Actions>
          </HeaderRow>
        </CardHeader>
        <CardContent>
          <Description $muted={!group.description}>
            {group.description || 'No description'}
          </Description>
          <Facts>
            <div>
              <dt>Created</dt>
              <dd>{formatDate(group.createdAt)}</dd>
            </div>
            <div>
              <dt>Members</dt>
              <dd>{memberCountLabel(memberCount)}</dd>
            </div>
            {details && !group.isOwner && (
              <GroupTimeZone
                groupId={group.id}
                timeZone={details.timeZone ?? null}
                canEdit={false}
              />
            )}
          </Facts>
          {details && group.isOwner && (
            <div style={{ marginTop: '1rem', maxWidth: '24rem' }}>
              <GroupTimeZone groupId={group.id} timeZone={details.timeZone ?? null} canEdit />
            </div>
          )}
        </CardContent>
      </Card>

      <CalendarFeedSection groupId={group.id} />

      <Card as="section" aria-labelledby="mf-groups-members-title">
        <CardHeader>
          <CardTitle id="mf-groups-members-title">Members ({memberCount})</CardTitle>
        </CardHeader>
        <CardContent>
          {error && !members ? (
            <div style={{ display: 'grid', gap: '0.5rem', justifyItems: 'start' }}>
              <ErrorText role="alert">Could not load the members of this group.</ErrorText>
              <Button variant="outline" size="sm" onClick={() => void refetch().catch(() => {})}>
                Retry
              </Button>
            </div>
          ) : (
            <MembersList
              members={members}
              loading={loading}
              canRemove={group.isOwner}
              creatorId={group.createdBy}
              currentUserId={user?.id}
              onRemove={onRemoveMember}
            />
          )}
        </CardContent>
      </Card>
    </Stack>
  );
}
