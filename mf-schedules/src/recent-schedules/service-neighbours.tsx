import { useQuery } from '@apollo/client/react';
import { colors, fontSizes } from '@worship/design-system';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { describeService, localDay } from '../lib/service-when';
import { ServiceNeighboursDocument } from './recent-schedules.graphql';

const Rows = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 0.25rem 0.75rem;
  margin: 0 0 0.75rem;
  font-size: ${fontSizes.sm};
  dt {
    color: ${colors.textMuted};
  }
  dd {
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  a {
    font-weight: 600;
    color: ${colors.text};
  }
  a:focus-visible {
    outline: 2px solid ${colors.focus};
    outline-offset: 2px;
  }
`;

export interface ServiceNeighboursProps {
  groupId: string;
  /** Today (tests pin it). */
  today?: () => Date;
}

/**
 * Issue 21: the group's next and last services on the dashboard (by service date, the reader's
 * today). Shows nothing until known, and nothing when the group has no dated services.
 */
export function ServiceNeighbours({ groupId, today = () => new Date() }: ServiceNeighboursProps) {
  const now = today();
  const yesterday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1);
  const { data } = useQuery(ServiceNeighboursDocument, {
    variables: { groupId, today: localDay(now), yesterday: localDay(yesterday) },
  });
  const next = data?.next[0];
  const last = data?.last[0];
  if (!next && !last) return null;
  const row = (label: string, schedule: typeof next) => (
    <>
      <dt>{label}</dt>
      <dd>
        {schedule ? (
          <>
            <Link to={`/schedules/${schedule.id}`}>{schedule.name}</Link>
            {' · '}
            <time dateTime={schedule.serviceDate}>
              {describeService(schedule.serviceDate, schedule.serviceTimes)}
            </time>
          </>
        ) : (
          'None'
        )}
      </dd>
    </>
  );
  return (
    <Rows>
      {row('Next service', next)}
      {row('Last service', last)}
    </Rows>
  );
}
