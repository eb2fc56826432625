import { useQuery } from '@apollo/client/react';
import { colors, fontSizes } from '@worship/design-system';
import { useId } from 'react';
import styled from 'styled-components';
import { SongUsageHistoryDocument } from './song.graphql';

export const NEVER_USED = 'Not used in a service yet.';

const Section = styled.section`
  display: grid;
  gap: 0.5rem;
  margin-top: 1rem;
  font-size: ${fontSizes.sm};
  h3 {
    font-size: ${fontSizes.md};
    font-weight: 600;
  }
  table {
    width: 100%;
    border-collapse: collapse;
  }
  th,
  td {
    text-align: left;
    padding: 0.25rem 0.5rem;
    border-bottom: 1px solid ${colors.border};
  }
  .muted {
    color: ${colors.textMuted};
  }
`;

const DAY = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

/** A YYYY-MM-DD service date as the reader reads it (noon: the same day in every zone). */
const dayLabel = (day: string) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return DAY.format(new Date(y, m - 1, d, 12));
};

const times = (n: number) => `${n} ${n === 1 ? 'time' : 'times'}`;

/**
 * Issue 21: the services the song was used in across the viewer's groups (date, group,
 * schedule, key) and how often in the last 3, 6 and 12 months. Shows nothing while loading or
 * when the history cannot be had (signed out, offline): it is extra to the song.
 */
export function SongUsageHistory({ songId }: { songId: string }) {
  const headingId = useId();
  const { data } = useQuery(SongUsageHistoryDocument, { variables: { id: songId } });
  const song = data?.song;
  if (!song) return null;
  const { recentUsage, usageHistory } = song;
  return (
    <Section aria-labelledby={headingId}>
      <h3 id={headingId}>Usage</h3>
      <p>
        Last 3 months: {times(recentUsage.last3Months)} · Last 6 months:{' '}
        {times(recentUsage.last6Months)} · Last 12 months: {times(recentUsage.last12Months)}
      </p>
      {usageHistory.length === 0 ? (
        <p className="muted">{NEVER_USED}</p>
      ) : (
        <table>
          <caption className="muted" style={{ textAlign: 'left' }}>
            Services this song was used in, latest first
          </caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Group</th>
              <th scope="col">Schedule</th>
              <th scope="col">Key</th>
            </tr>
          </thead>
          <tbody>
            {usageHistory.map((use) => (
              <tr key={`${use.scheduleId} ${use.serviceTime ?? ''}`}>
                <td>
                  <time dateTime={use.serviceDate}>{dayLabel(use.serviceDate)}</time>
                  {use.serviceTime ? ` ${use.serviceTime}` : ''}
                </td>
                <td>{use.group.name ?? ''}</td>
                <td>{use.scheduleName}</td>
                <td>{use.key ?? 'Song key'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Section>
  );
}
