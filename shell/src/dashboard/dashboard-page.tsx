import {
  Button,
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
  PageHeader,
  PlusIcon,
  radii,
  Skeleton,
  UsersIcon,
} from '@worship/design-system';
import { isUnauthorizedError, useCurrentUser, useGroups } from '@worship/shell-contract';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { PRODUCT_NAME } from '../app/product';
import { usePageTitle } from '../app/use-page-title';

const Page = styled.div`
  display: grid;
  gap: 2rem;
`;

const Welcome = styled(Card)`
  max-width: 40rem;
  margin: 2rem auto;
  padding: 2.5rem 1.5rem;
  display: grid;
  justify-items: center;
  gap: 0.75rem;
  text-align: center;
  h1 {
    font-size: ${fontSizes['2xl']};
    font-weight: 700;
  }
  p {
    color: ${colors.textMuted};
  }
`;

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

function QuickActions() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Quick Actions</CardTitle>
      </CardHeader>
      <CardContent>
        <QuickList>
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

/**
 * Dashboard (spec §2). Stats, Recent Schedules, Popular Songs and Category Overview come from
 * remotes that do not exist yet, so they are not rendered (nothing may pretend to work).
 */
export function DashboardPage() {
  usePageTitle('Dashboard');
  const { user } = useCurrentUser();
  const { groups, loading, error } = useGroups();
  const navigate = useNavigate();

  if (loading || (error && isUnauthorizedError(error))) {
    return (
      <div aria-busy="true" style={{ display: 'grid', gap: '1rem' }}>
        <Skeleton $height="2.25rem" $width="60%" />
        <Skeleton $height="1.25rem" $width="40%" />
        <Skeleton $height="10rem" />
      </div>
    );
  }

  if (groups.length === 0) {
    return (
      <Welcome>
        {/* The explicit space keeps "Welcome to Worship Planner" one readable phrase. */}
        <h1>Welcome to {PRODUCT_NAME}</h1>{' '}
        <p>Get started by creating or joining a worship group.</p>
        <Button size="lg" icon={<PlusIcon size={18} />} onClick={() => navigate('/groups')}>
          Create Your First Group
        </Button>
      </Welcome>
    );
  }

  const firstName = user?.firstName?.trim() || 'Worship Leader';
  return (
    <Page>
      <PageHeader
        title={`Welcome back, ${firstName}!`}
        description="Ready for this Sunday's service?"
        actions={
          <>
            <Button icon={<PlusIcon size={18} />} onClick={() => navigate('/schedules')}>
              New Schedule
            </Button>
            <Button
              variant="outline"
              icon={<MusicIcon size={18} />}
              onClick={() => navigate('/songs')}
            >
              Add Song
            </Button>
          </>
        }
      />
      <QuickActions />
    </Page>
  );
}

export default DashboardPage;
