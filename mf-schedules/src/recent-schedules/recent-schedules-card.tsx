import { useQuery } from '@apollo/client/react';
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  IconButton,
  ShareIcon,
  Skeleton,
  colors,
  fontSizes,
  radii,
} from '@worship/design-system';
import {
  displayName,
  formatDate,
  formatRelativeAge,
  useActiveGroup,
  useGroups,
  useHandleUnauthorized,
} from '@worship/shell-contract';
import { useId } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { PencilIcon } from '../lib/icons';
import { useShareSchedule } from '../lib/use-share-schedule';
import { RECENT_SCHEDULES_LIMIT, RecentSchedulesDocument } from './recent-schedules.graphql';
import { ServiceNeighbours } from './service-neighbours';

export const NO_RECENT_SCHEDULES = 'No schedules created yet';

const Header = styled(CardHeader)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
  a {
    font-size: ${fontSizes.sm};
    font-weight: 600;
    color: ${colors.primary};
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
  a:focus-visible {
    outline: 2px solid ${colors.focus};
    outline-offset: 2px;
  }
`;

const List = styled.ul`
  display: grid;
  gap: 0.5rem;
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Item = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  padding: 0.75rem;
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
  .text {
    min-width: 0;
    display: grid;
    gap: 0.125rem;
  }
  .actions {
    display: flex;
    gap: 0.25rem;
  }
  .name {
    font-weight: 600;
    color: ${colors.text};
    text-decoration: none;
    overflow-wrap: anywhere;
  }
  .name:hover {
    text-decoration: underline;
  }
  .name:focus-visible {
    outline: 2px solid ${colors.focus};
    outline-offset: 2px;
  }
  .meta {
    font-size: ${fontSizes.xs};
    color: ${colors.textMuted};
  }
`;

const Empty = styled.p`
  padding: 1.25rem;
  text-align: center;
  color: ${colors.textMuted};
  font-size: ${fontSizes.sm};
`;

/**
 * The dashboard's Recent Schedules (spec §2): at most 3 schedules of the active group, each with
 * its creator, age and a share button; 'View all' goes to /schedules.
 */
export default function RecentSchedulesCard() {
  const titleId = useId();
  const share = useShareSchedule();
  const navigate = useNavigate();
  const { groups } = useGroups();
  const { activeGroupId } = useActiveGroup();
  const groupId = groups.find((g) => g.id === activeGroupId)?.id ?? groups[0]?.id ?? null;

  const recent = useQuery(RecentSchedulesDocument, {
    variables: { groupId: groupId ?? '', limit: RECENT_SCHEDULES_LIMIT },
    skip: !groupId,
  });
  const { loading, error, refetch } = recent;
  const data = recent.data ?? recent.previousData;
  useHandleUnauthorized(error);
  const schedules = (data?.schedules ?? []).slice(0, RECENT_SCHEDULES_LIMIT);

  function content() {
    if (loading && !data) {
      return (
        <div aria-busy="true" style={{ display: 'grid', gap: '0.5rem' }}>
          {Array.from({ length: RECENT_SCHEDULES_LIMIT }, (_, i) => (
            <Skeleton key={i} $height="3.5rem" />
          ))}
        </div>
      );
    }
    if (error && !data) {
      return (
        <div role="alert" style={{ display: 'grid', gap: '0.5rem', justifyItems: 'start' }}>
          <p>Could not load schedules.</p>
          <Button variant="outline" size="sm" onClick={() => void refetch().catch(() => {})}>
            Retry
          </Button>
        </div>
      );
    }
    if (schedules.length === 0) return <Empty>{NO_RECENT_SCHEDULES}</Empty>;
    return (
      <List aria-labelledby={titleId}>
        {schedules.map((schedule) => (
          <Item key={schedule.id}>
            <div className="text">
              <Link className="name" to={`/schedules/${schedule.id}`}>
                {schedule.name}
              </Link>
              <span className="meta">
                Created by {displayName(schedule.creator)} ·{' '}
                <time dateTime={schedule.createdAt} title={formatDate(schedule.createdAt)}>
                  {formatRelativeAge(schedule.createdAt)}
                </time>
              </span>
            </div>
            <div className="actions">
              <IconButton
                size="sm"
                aria-label={`Share ${schedule.name}`}
                onClick={() => void share({ shareToken: schedule.shareToken })}
              >
                <ShareIcon size={16} />
              </IconButton>
              {/* Spec §2 shows no behaviour for it: it opens the schedule, where 'Edit Schedule' is. */}
              <IconButton
                size="sm"
                aria-label={`Edit ${schedule.name}`}
                onClick={() => void navigate(`/schedules/${schedule.id}`)}
              >
                <PencilIcon size={16} />
              </IconButton>
            </div>
          </Item>
        ))}
      </List>
    );
  }

  return (
    <Card as="section" aria-labelledby={titleId}>
      <Header>
        <CardTitle id={titleId}>Recent Schedules</CardTitle>
        <Link to="/schedules" aria-label="View all schedules">
          View all
        </Link>
      </Header>
      <CardContent>
        {groupId && <ServiceNeighbours groupId={groupId} />}
        {content()}
      </CardContent>
    </Card>
  );
}
