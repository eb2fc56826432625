import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '@worship/shell-contract/testing';
import { describe, expect, it } from 'vitest';
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
import StatisticsPage from './statistics-page';
import { GroupStatisticsDocument } from './statistics.graphql';

const statisticsMock = statsMocks(GroupStatisticsDocument);

const render = (options: Parameters<typeof renderWithShell>[1]) =>
  renderWithShell(<StatisticsPage />, { route: '/statistics', path: '/statistics', ...options });

const FULL = groupStats('group-1', {
  popularSongs: [
    popular({
      id: 'a',
      title: 'Amazing Grace',
      usageCount: 9,
      lastUsed: '2026-03-05T12:00:00.000Z',
    }),
    popular({ id: 'hidden', hidden: true, usageCount: 8 }),
    popular({ id: 'b', title: 'Yesu Raja', language: 'tamil', category: PRAISE, usageCount: 4 }),
    popular({
      id: 'c',
      title: 'Nin Sneham',
      language: 'malayalam',
      category: null,
      usageCount: 0,
      lastUsed: null,
    }),
  ],
  categoryStats: [categoryStat('Worship', 8, '#8b5cf6'), categoryStat('Praise', 2, '#10b981')],
  languageStats: [languageStat('english', 6), languageStat('tamil', 4)],
});

describe('StatisticsPage', () => {
  it('shows the four cards, the all-time ranking, categories and languages of the first group', async () => {
    render({ mocks: [statisticsMock('group-1', FULL)], groups: GROUPS });
    expect(screen.getByRole('heading', { name: 'Statistics', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Group' })).toHaveValue('group-1');

    const stats = await screen.findByRole('list', { name: 'Group statistics' });
    expect(
      within(stats)
        .getAllByRole('listitem')
        .map((i) => i.textContent),
    ).toEqual(['Total Songs12', 'Total Schedules7', 'Group Members3', 'This Month2']);

    const ranking = screen.getByRole('list', { name: 'Popular Songs' });
    expect(ranking.tagName).toBe('OL');
    const rows = within(ranking).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      '1Amazing GraceWorshipENG English9 usesLast used: Mar 5, 2026',
      '2Yesu RajaPraiseTAM Tamil4 usesLast used: Nov 23, 2026',
      '3Nin SnehamUncategorizedMAL Malayalam0 usesLast used: Never',
    ]);
    expect(within(rows[2]!).getByText('Never')).toBeVisible();
    expect(within(rows[2]!).getByText('Uncategorized')).toHaveStyle({ borderColor: '#6b7280' });

    const categories = screen.getByRole('list', { name: 'Categories' });
    expect(
      within(categories)
        .getAllByRole('listitem')
        .map((i) => i.textContent),
    ).toEqual(['Worship8 songs', 'Praise2 songs']);
    const praise = within(categories).getByRole('meter', { name: 'Praise' });
    expect((praise.firstElementChild as HTMLElement).style.width).toBe('25%');

    const languages = screen.getByRole('list', { name: 'Languages' });
    expect(
      within(languages)
        .getAllByRole('listitem')
        .map((i) => i.textContent),
    ).toEqual(['ENGEnglish6 songs', 'TAMTamil4 songs']);
    expect(await axeViolations()).toEqual([]);
  });

  it('follows the active group, and its picker changes it', async () => {
    render({
      mocks: [
        statisticsMock('group-2', groupStats('group-2', { totalSongs: 30 })),
        statisticsMock('group-1', groupStats('group-1', { totalSongs: 5 })),
      ],
      groups: GROUPS,
      activeGroupId: 'group-2',
    });
    const picker = screen.getByRole('combobox', { name: 'Group' });
    expect(picker).toHaveValue('group-2');
    expect(await screen.findByRole('list', { name: 'Group statistics' })).toHaveTextContent(
      'Total Songs30',
    );
    await userEvent.setup({ delay: null }).selectOptions(picker, 'Sunday Team');
    expect(picker).toHaveValue('group-1');
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'Group statistics' })).toHaveTextContent(
        'Total Songs5',
      ),
    );
  });

  it('shows skeletons while loading, then the empty states of a group without data', async () => {
    render({
      mocks: [
        statisticsMock(
          'group-1',
          groupStats('group-1', { totalSongs: 0, totalSchedules: 0, schedulesThisMonth: 0 }),
          { delay: 50 },
        ),
      ],
      groups: GROUPS,
    });
    expect(screen.getByText('Loading statistics...')).toBeInTheDocument();
    expect(screen.getByText('Loading Popular Songs...')).toBeInTheDocument();
    expect(screen.getByText('Loading Categories...')).toBeInTheDocument();
    expect(screen.getByText('Loading Languages...')).toBeInTheDocument();

    expect(await screen.findByText('No song usage data yet')).toBeInTheDocument();
    expect(screen.getByText('No categorized songs yet')).toBeInTheDocument();
    expect(screen.getByText('No songs in this group yet')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Group statistics' })).toHaveTextContent(
      'Total Songs0',
    );
    expect(await axeViolations()).toEqual([]);
  });

  it('sends a user without a group to the Groups page', async () => {
    render({ groups: [] });
    expect(screen.getByRole('heading', { name: 'No groups yet', level: 2 })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Group' })).toBeNull();
    expect(screen.queryByRole('list', { name: 'Group statistics' })).toBeNull();
    await userEvent
      .setup({ delay: null })
      .click(screen.getByRole('button', { name: 'Go to Groups' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/groups');
  });

  it('offers Retry when the statistics cannot be read', async () => {
    render({
      mocks: [
        { ...statisticsMock('group-1', null), result: undefined, error: new Error('offline') },
        statisticsMock('group-1', FULL),
      ],
      groups: GROUPS,
    });
    const alerts = await screen.findAllByRole('alert');
    expect(alerts).toHaveLength(3);
    expect(screen.queryByRole('list', { name: 'Group statistics' })).toBeNull();
    await userEvent
      .setup({ delay: null })
      .click(within(alerts[0]!).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Popular Songs' })).toBeInTheDocument();
  });
});
