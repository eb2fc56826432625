import {
  Button,
  Card,
  colors,
  fontSizes,
  MusicIcon,
  PageColumns,
  PageHeader,
  PlusIcon,
  Skeleton,
} from '@worship/design-system';
import { isUnauthorizedError, useCurrentUser, useGroups } from '@worship/shell-contract';
import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { PRODUCT_NAME } from '../app/product';
import { usePageTitle } from '../app/use-page-title';
import { RemoteSection } from '../remotes/remote-page';
import { preloadDashboardSections, REMOTE_SECTIONS } from '../remotes/remote-registry';
import type { RemoteModule } from '../remotes/route-table';
import { CardPlaceholder, StatsRowPlaceholder } from './dashboard-placeholders';
import { QuickActions } from './quick-actions';

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

/** A remote dashboard section: the card it will be while it downloads, its failure contained. */
function Section({ section, placeholder }: { section: RemoteModule; placeholder: ReactNode }) {
  return <RemoteSection {...section} props={{}} placeholder={placeholder} />;
}

/**
 * Dashboard (spec §2): the greeting and actions, the selected group's stats row, Recent
 * Schedules (mf-schedules), Quick Actions, Popular Songs This Month and Category Overview
 * (mf-insights; the three read one GroupDashboard query between them). The remote sections
 * follow the shell's active group; their code starts downloading with the page (before the
 * groups are known), all at once, and the app's boot already asked for them when it opened on /.
 */
export function DashboardPage() {
  usePageTitle('Dashboard');
  useEffect(() => {
    void preloadDashboardSections();
  }, []);
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
      <Section section={REMOTE_SECTIONS.dashboardStats} placeholder={<StatsRowPlaceholder />} />
      <PageColumns>
        <Section
          section={REMOTE_SECTIONS.recentSchedules}
          placeholder={<CardPlaceholder title="Recent Schedules" rows={3} />}
        />
        <QuickActions />
        <Section
          section={REMOTE_SECTIONS.popularSongs}
          placeholder={<CardPlaceholder title="Popular Songs This Month" rows={4} />}
        />
        <Section
          section={REMOTE_SECTIONS.categoryOverview}
          placeholder={<CardPlaceholder title="Category Overview" rows={4} />}
        />
      </PageColumns>
    </Page>
  );
}

export default DashboardPage;
