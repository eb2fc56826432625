import { useQuery } from '@apollo/client/react';
import {
  Button,
  ChartIcon,
  EmptyState,
  GroupPicker,
  PageColumns,
  PageHeader,
  PageStack,
  UsersIcon,
} from '@worship/design-system';
import { useHandleUnauthorized } from '@worship/shell-contract';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { CategoryList } from '../lib/category-list';
import { InsightCard } from '../lib/insight-card';
import { CcliReportCard } from './ccli-report-card';
import { LanguageList } from '../lib/language-list';
import { PopularSongList } from '../lib/popular-song-list';
import { StatCards } from '../lib/stat-cards';
import { GroupStatisticsDocument } from './statistics.graphql';
import { seenPopularSongs } from '../lib/popular-songs';
import { useSelectedGroup } from '../lib/use-selected-group';

const HeaderGroupPicker = styled(GroupPicker)`
  min-width: 14rem;
`;

export const NO_POPULAR_SONGS = 'No song usage data yet';
export const NO_CATEGORIES = 'No categorized songs yet';
export const NO_LANGUAGES = 'No songs in this group yet';

/** The right-hand column on large screens: Categories above Languages. */
const Column = styled.div`
  display: grid;
  gap: 1.5rem;
  min-width: 0;
`;

/**
 * /statistics (spec §2 "Statistics"): a group picker, the four stats cards, the all-time Popular
 * Songs ranking, the categories with bars scaled to the largest, and the languages with counts.
 */
export default function StatisticsPage() {
  const navigate = useNavigate();
  const { groups, loading: groupsLoading, group: selected, selectGroup } = useSelectedGroup();
  const groupId = selected?.id ?? null;

  // Figures move with what other pages do: each visit asks again, showing the cached ones meanwhile.
  const { data, loading, error, refetch } = useQuery(GroupStatisticsDocument, {
    variables: { groupId: groupId ?? '' },
    skip: !groupId,
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  useHandleUnauthorized(error);

  const current = data && (!data.group || data.group.id === groupId) ? data : undefined;
  const group = current?.group ?? null;
  const state = {
    // Until the groups are known there is no group to ask about yet: that counts as loading.
    loading: groupId ? loading && !current : groupsLoading,
    failed: Boolean(error) && !current,
    onRetry: () => void refetch().catch(() => {}),
  };
  const songs = seenPopularSongs(group?.popularSongs);
  const categories = group?.categoryStats ?? [];
  const languages = group?.languageStats ?? [];

  return (
    <PageStack>
      <PageHeader
        title="Statistics"
        description="How your group uses its songs and schedules"
        actions={
          groups.length > 0 && (
            // Spec §2 Statistics "A group picker": it sets the shell's active group (spec §4).
            <HeaderGroupPicker
              variant="select"
              label="Group"
              options={groups}
              value={groupId}
              onChange={selectGroup}
            />
          )
        }
      />
      {!groupsLoading && groups.length === 0 ? (
        <EmptyState
          headingAs="h2"
          icon={<UsersIcon size={32} />}
          title="No groups yet"
          description="Create or join a worship group to see its statistics."
          action={<Button onClick={() => navigate('/groups')}>Go to Groups</Button>}
        />
      ) : (
        <>
          <StatCards group={group} loading={state.loading} />
          {current && !group ? (
            <EmptyState
              headingAs="h2"
              icon={<ChartIcon size={32} />}
              title="Statistics unavailable"
              description="This group's statistics are shown to its members only."
            />
          ) : (
            <PageColumns>
              <InsightCard
                title="Popular Songs"
                description="All time, most used first"
                empty={songs.length === 0 ? NO_POPULAR_SONGS : null}
                skeletonRows={5}
                {...state}
              >
                {(titleId) => <PopularSongList songs={songs} labelledBy={titleId} ranked />}
              </InsightCard>
              <Column>
                <InsightCard
                  title="Categories"
                  empty={categories.length === 0 ? NO_CATEGORIES : null}
                  {...state}
                >
                  {(titleId) => <CategoryList categories={categories} labelledBy={titleId} />}
                </InsightCard>
                <InsightCard
                  title="Languages"
                  empty={languages.length === 0 ? NO_LANGUAGES : null}
                  skeletonRows={2}
                  {...state}
                >
                  {(titleId) => <LanguageList languages={languages} labelledBy={titleId} />}
                </InsightCard>
              </Column>
            </PageColumns>
          )}
          {group && groupId && <CcliReportCard groupId={groupId} />}
        </>
      )}
    </PageStack>
  );
}
