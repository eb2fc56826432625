import {
  CalendarIcon,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  ChartIcon,
  colors,
  fontSizes,
  media,
  MusicIcon,
  radii,
  UsersIcon,
} from '@worship/design-system';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

const QuickList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.5rem;
  ${media.md} {
    grid-template-columns: repeat(2, 1fr);
  }
`;

const QuickLink = styled(Link)`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  padding: 0.875rem;
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
  color: ${colors.text};
  text-decoration: none;
  &:hover {
    background: ${colors.surfaceMuted};
  }
  &:focus-visible {
    outline: 2px solid ${colors.focus};
    outline-offset: 2px;
  }
  strong {
    display: block;
    font-size: ${fontSizes.sm};
  }
  span.desc {
    display: block;
    font-size: ${fontSizes.xs};
    color: ${colors.textMuted};
  }
`;

const QuickIcon = styled.span`
  display: inline-flex;
  width: 2.25rem;
  height: 2.25rem;
  flex: none;
  align-items: center;
  justify-content: center;
  border-radius: ${radii.md};
  background: ${colors.primarySoft};
  color: ${colors.primary};
`;

const QUICK_ACTIONS: { title: string; description: string; to: string; icon: ReactNode }[] = [
  {
    title: 'Create Sunday Schedule',
    description: 'Start with our template',
    to: '/schedules',
    icon: <CalendarIcon />,
  },
  {
    title: 'Browse Songs',
    description: 'Explore the song library',
    to: '/songs',
    icon: <MusicIcon />,
  },
  {
    title: 'Invite Members',
    description: 'Grow your worship team',
    to: '/groups',
    icon: <UsersIcon />,
  },
  {
    title: 'View Stats',
    description: 'See how your group worships',
    to: '/statistics',
    icon: <ChartIcon />,
  },
];

/** Spec §2 Dashboard "Quick Actions": four links, each with a line saying what it is for. */
export function QuickActions() {
  const titleId = useId();
  return (
    <Card as="section" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>Quick Actions</CardTitle>
      </CardHeader>
      <CardContent>
        <QuickList aria-labelledby={titleId}>
          {QUICK_ACTIONS.map((action) => (
            <li key={action.title}>
              <QuickLink to={action.to}>
                <QuickIcon aria-hidden="true">{action.icon}</QuickIcon>
                <span>
                  <strong>{action.title}</strong>
                  <span className="desc">{action.description}</span>
                </span>
              </QuickLink>
            </li>
          ))}
        </QuickList>
      </CardContent>
    </Card>
  );
}
