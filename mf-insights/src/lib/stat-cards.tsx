import {
  CalendarIcon,
  Card,
  ChartIcon,
  colors,
  fontSizes,
  media,
  MusicIcon,
  radii,
  Skeleton,
  UsersIcon,
  VisuallyHidden,
} from '@worship/design-system';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { GroupStats } from './group-stats.graphql';

/** Spec §2 (Dashboard and Statistics): the four cards, in this order. */
const STATS: { label: string; value: (group: GroupStats) => number; icon: ReactNode }[] = [
  { label: 'Total Songs', value: (g) => g.totalSongs, icon: <MusicIcon size={20} /> },
  { label: 'Total Schedules', value: (g) => g.totalSchedules, icon: <CalendarIcon size={20} /> },
  { label: 'Group Members', value: (g) => g.memberCount, icon: <UsersIcon size={20} /> },
  { label: 'This Month', value: (g) => g.schedulesThisMonth, icon: <ChartIcon size={20} /> },
];

export const STATS_LABEL = 'Group statistics';

const Row = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${media.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const StatCard = styled(Card)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  padding: 1.25rem;
  min-width: 0;
  .label {
    font-size: ${fontSizes.sm};
    font-weight: 500;
    color: ${colors.textMuted};
  }
  .value {
    font-size: ${fontSizes['2xl']};
    font-weight: 700;
    color: ${colors.text};
    font-variant-numeric: tabular-nums;
  }
`;

const Icon = styled.span`
  display: inline-flex;
  flex: none;
  width: 2.5rem;
  height: 2.5rem;
  align-items: center;
  justify-content: center;
  border-radius: ${radii.md};
  background: ${colors.primarySoft};
  color: ${colors.primary};
`;

/**
 * The stats row (spec §2): Total Songs, Total Schedules, Group Members, This Month. Skeletons
 * while loading; nothing at all without data (no group, or the figures could not be read).
 */
export function StatCards({ group, loading }: { group: GroupStats | null; loading: boolean }) {
  if (loading) {
    return (
      <div aria-busy="true">
        <VisuallyHidden role="status">Loading statistics...</VisuallyHidden>
        <Row aria-hidden="true">
          {STATS.map(({ label }) => (
            <StatCard as="li" key={label}>
              <div style={{ display: 'grid', gap: '0.5rem', flex: 1 }}>
                <Skeleton $width="60%" />
                <Skeleton $width="35%" $height="1.75rem" />
              </div>
            </StatCard>
          ))}
        </Row>
      </div>
    );
  }
  if (!group) return null;
  return (
    <Row aria-label={STATS_LABEL}>
      {STATS.map(({ label, value, icon }) => (
        <StatCard as="li" key={label}>
          <div>
            <p className="label">{label}</p>
            <p className="value">{value(group)}</p>
          </div>
          <Icon aria-hidden="true">{icon}</Icon>
        </StatCard>
      ))}
    </Row>
  );
}
