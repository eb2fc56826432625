import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useActiveGroup } from '@worship/shell-contract';
import { axeViolations } from '@worship/shell-contract/testing';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  categoryStat,
  GROUPS,
  groupStats,
  languageStat,
  popular,
  PRAISE,
  statsMocks,
} from '../test/fixtures';
import { renderWithShell } from '../test/render';
import CategoryOverviewCard from './category-overview-card';
import { GroupDashboardDocument } from './dashboard.graphql';
import DashboardStats from './dashboard-stats';
import PopularSongsCard from './popular-songs-card';

const dashboardMock = statsMocks(GroupDashboardDocument);

/** The three sections as the shell's dashboard places them, and the sidebar's group choice. */
function Dashboard({ late = false }: { late?: boolean }) {
  const { setActiveGroupId } = useActiveGroup();
  const [visiting, setVisiting] = useState(true);
  const [more, setMore] = useState(!late);
  return (
    <>
      <button type="button" onClick={() => setActiveGroupId('group-2')}>
        Switch group
      </button>
      <button type="button" onClick={() => setVisiting((v) => !v)}>
        Toggle visit
      </button>
      <button type="button" onClick={() => setMore(true)}>
        Show cards
      </button>
      {visiting && (
        <>
          <DashboardStats />
          {more && (
            <>
              <PopularSongsCard />
              <CategoryOverviewCard />
            </>
          )}
        </>
      )}
    </>
  );
}

const statsList = () => screen.findByRole('list', { name: 'Group statistics' });
const region = (name: string) => screen.getByRole('region', { name });

describe('dashboard sections (stats row, Popular Songs This Month, Category Overview)', () => {
  it('fill the stats row from one GroupDashboard request shared by the three sections', async () => {
    const answer = vi.fn(() =>
      groupStats('group-1', { categoryStats: [categoryStat('Worship', 4)] }),
    );
    renderWithShell(<Dashboard />, {
      mocks: [dashboardMock('group-1', answer, { maxUsageCount: Number.POSITIVE_INFINITY })],
      groups: GROUPS,
    });
    const items = within(await statsList()).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Total Songs12',
      'Total Schedules7',
      'Group Members3',
      'This Month2',
    ]);
    expect(
      await within(region('Category Overview')).findByRole('meter', { name: 'Worship' }),
    ).toBeInTheDocument();
    expect(answer).toHaveBeenCalledTimes(1);
  });

  it('share the answer with sections that arrive later, without asking again', async () => {
    const answer = vi.fn(() => groupStats('group-1'));
    renderWithShell(<Dashboard late />, {
      mocks: [dashboardMock('group-1', answer, { maxUsageCount: Number.POSITIVE_INFINITY })],
      groups: GROUPS,
    });
    await statsList();
    await userEvent
      .setup({ delay: null })
      .click(screen.getByRole('button', { name: 'Show cards' }));
    expect(await screen.findByText('No song usage data yet')).toBeInTheDocument();
    expect(screen.getByText('No data available yet')).toBeInTheDocument();
    expect(answer).toHaveBeenCalledTimes(1);
  });

  it('refresh once on each visit, showing the cached figures meanwhile', async () => {
    let totalSongs = 12;
    const answer = vi.fn(() => groupStats('group-1', { totalSongs }));
    renderWithShell(<Dashboard />, {
      mocks: [
        dashboardMock('group-1', answer, { maxUsageCount: Number.POSITIVE_INFINITY, delay: 200 }),
      ],
      groups: GROUPS,
    });
    const user = userEvent.setup({ delay: null });
    expect(within(await statsList()).getAllByRole('listitem')[0]).toHaveTextContent(
      'Total Songs12',
    );

    await user.click(screen.getByRole('button', { name: 'Toggle visit' }));
    totalSongs = 13; // a song was added elsewhere
    await user.click(screen.getByRole('button', { name: 'Toggle visit' }));
    // Back at once with what the cache has, no skeleton…
    expect(screen.getByRole('list', { name: 'Group statistics' })).toHaveTextContent(
      'Total Songs12',
    );
    // …then the refreshed figure, from one more request for the three sections.
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'Group statistics' })).toHaveTextContent(
        'Total Songs13',
      ),
    );
    expect(answer).toHaveBeenCalledTimes(2);
  });

  it('show skeletons while loading', async () => {
    renderWithShell(<Dashboard />, {
      mocks: [dashboardMock('group-1', groupStats('group-1'), { delay: 50 })],
      groups: GROUPS,
    });
    expect(screen.getByText('Loading statistics...')).toBeInTheDocument();
    expect(screen.getByText('Loading Popular Songs This Month...')).toBeInTheDocument();
    expect(screen.getByText('Loading Category Overview...')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Group statistics' })).toBeNull();
    await statsList();
    expect(screen.queryByText('Loading statistics...')).toBeNull();
  });

  it('follow the active group', async () => {
    renderWithShell(<Dashboard />, {
      mocks: [
        dashboardMock('group-1', groupStats('group-1')),
        dashboardMock('group-2', groupStats('group-2', { totalSongs: 40, memberCount: 9 })),
      ],
      groups: GROUPS,
    });
    expect(await statsList()).toHaveTextContent('Total Songs12');
    await userEvent
      .setup({ delay: null })
      .click(screen.getByRole('button', { name: 'Switch group' }));
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'Group statistics' })).toHaveTextContent(
        'Total Songs40',
      ),
    );
    expect(screen.getByRole('list', { name: 'Group statistics' })).toHaveTextContent(
      'Group Members9',
    );
  });

  it('show nothing in the stats row and Retry in the cards when the figures cannot be read', async () => {
    renderWithShell(<Dashboard />, {
      mocks: [
        { ...dashboardMock('group-1', null), result: undefined, error: new Error('offline') },
        dashboardMock('group-1', groupStats('group-1')),
      ],
      groups: GROUPS,
    });
    const alerts = await screen.findAllByRole('alert');
    expect(alerts).toHaveLength(2);
    expect(alerts[0]).toHaveTextContent('Could not load statistics.');
    expect(screen.queryByRole('list', { name: 'Group statistics' })).toBeNull();
    expect(screen.queryByText('Loading statistics...')).toBeNull();

    await userEvent
      .setup()
      .click(within(region('Popular Songs This Month')).getByRole('button', { name: 'Retry' }));
    expect(await statsList()).toHaveTextContent('Total Songs12');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('Popular Songs This Month', () => {
  it("lists at most 4 songs the viewer may see, with badge, language, 'N uses' and last use", async () => {
    renderWithShell(<PopularSongsCard />, {
      mocks: [
        dashboardMock(
          'group-1',
          groupStats('group-1', {
            popularSongs: [
              popular({ id: 'a', title: 'Amazing Grace', usageCount: 5 }),
              popular({ id: 'hidden', hidden: true, usageCount: 4 }),
              popular({
                id: 'b',
                title: 'Nin Sneham',
                language: 'malayalam',
                category: null,
                usageCount: 1,
                lastUsed: null,
              }),
              popular({
                id: 'c',
                title: 'Yesu Raja',
                language: 'tamil',
                category: PRAISE,
                usageCount: 3,
                lastUsed: '2026-11-05T12:00:00.000Z',
              }),
              popular({ id: 'd', title: 'Yeshu Naam', language: 'hindi', usageCount: 2 }),
              popular({ id: 'e', title: 'Fifth Song', usageCount: 1 }),
            ],
          }),
        ),
      ],
      groups: GROUPS,
    });
    const card = region('Popular Songs This Month');
    const list = await within(card).findByRole('list', { name: 'Popular Songs This Month' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Amazing GraceWorshipENG English5 usesLast: Nov 23',
      'Nin SnehamUncategorizedMAL Malayalam1 useNever',
      'Yesu RajaPraiseTAM Tamil3 usesLast: Nov 5',
      'Yeshu NaamWorshipHIN Hindi2 usesLast: Nov 23',
    ]);
    // Category badges are tinted with the category colour; none: gray 'Uncategorized'.
    expect(within(items[0]!).getByText('Worship')).toHaveStyle({ borderColor: '#8b5cf6' });
    expect(within(items[1]!).getByText('Uncategorized')).toHaveStyle({ borderColor: '#6b7280' });
    expect(within(items[2]!).getByText('Praise')).toHaveStyle({ borderColor: '#10b981' });
    // Titles carry their language for screen readers and fonts.
    expect(within(items[1]!).getByText('Nin Sneham')).toHaveAttribute('lang', 'ml');
    expect(within(items[0]!).getByText('Nov 23')).toHaveAttribute(
      'datetime',
      '2026-11-23T12:00:00.000Z',
    );
    expect(within(card).getByRole('link', { name: 'View all songs' })).toHaveAttribute(
      'href',
      '/songs',
    );
    expect(await axeViolations()).toEqual([]);
  });

  it("says 'No song usage data yet' when no schedule used a song this month", async () => {
    renderWithShell(<PopularSongsCard />, {
      mocks: [
        dashboardMock(
          'group-1',
          groupStats('group-1', { popularSongs: [popular({ id: 'x', hidden: true })] }),
        ),
      ],
      groups: GROUPS,
    });
    const card = region('Popular Songs This Month');
    expect(await within(card).findByText('No song usage data yet')).toBeInTheDocument();
    expect(within(card).queryByRole('list')).toBeNull();
  });
});

describe('Category Overview', () => {
  it('shows the 4 largest categories with bars relative to the largest, then the languages', async () => {
    renderWithShell(<CategoryOverviewCard />, {
      mocks: [
        dashboardMock(
          'group-1',
          groupStats('group-1', {
            categoryStats: [
              categoryStat('Worship', 10, '#8b5cf6'),
              categoryStat('Praise', 5, '#10b981'),
              categoryStat('Hymns', 3, 'not-a-colour'),
              categoryStat('Gospel', 2),
              categoryStat('Christmas', 1),
            ],
            languageStats: [
              languageStat('english', 8),
              languageStat('malayalam', 3),
              languageStat('tamil', 1),
            ],
          }),
        ),
      ],
      groups: GROUPS,
    });
    const card = region('Category Overview');
    const categories = await within(card).findByRole('list', { name: 'Category Overview' });
    expect(
      within(categories)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Worship10 songs', 'Praise5 songs', 'Hymns3 songs', 'Gospel2 songs']);
    const meters = within(categories).getAllByRole('meter');
    expect(meters.map((m) => (m.firstElementChild as HTMLElement).style.width)).toEqual([
      '100%',
      '50%',
      '30%',
      '20%',
    ]);
    const worship = within(card).getByRole('meter', { name: 'Worship' });
    expect(worship).toHaveAttribute('aria-valuenow', '10');
    expect(worship).toHaveAttribute('aria-valuemax', '10');
    expect(worship).toHaveAttribute('aria-valuetext', '10 songs');
    expect((worship.firstElementChild as HTMLElement).style.background).toBe('rgb(139, 92, 246)');
    // An unusable colour falls back to gray #6b7280.
    const hymns = within(card).getByRole('meter', { name: 'Hymns' });
    expect((hymns.firstElementChild as HTMLElement).style.background).toBe('rgb(107, 114, 128)');

    expect(within(card).getByRole('heading', { name: 'Languages', level: 3 })).toBeInTheDocument();
    const languages = within(card).getByRole('list', { name: 'Languages' });
    expect(
      within(languages)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['ENGEnglish8 songs', 'MALMalayalam3 songs', 'TAMTamil1 song']);
    expect(await axeViolations()).toEqual([]);
  });

  it("says 'No data available yet' for a group without songs", async () => {
    renderWithShell(<CategoryOverviewCard />, {
      mocks: [dashboardMock('group-1', groupStats('group-1', { totalSongs: 0 }))],
      groups: GROUPS,
    });
    expect(await screen.findByText('No data available yet')).toBeInTheDocument();
    expect(screen.queryByRole('meter')).toBeNull();
  });

  it('shows the languages alone when no song has a category', async () => {
    renderWithShell(<CategoryOverviewCard />, {
      mocks: [
        dashboardMock(
          'group-1',
          groupStats('group-1', { languageStats: [languageStat('hindi', 2)] }),
        ),
      ],
      groups: GROUPS,
    });
    const languages = await screen.findByRole('list', { name: 'Languages' });
    expect(languages).toHaveTextContent('HINHindi2 songs');
    expect(screen.queryByText('No data available yet')).toBeNull();
    expect(screen.queryByRole('meter')).toBeNull();
  });
});
