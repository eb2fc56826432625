import { screen, within } from '@testing-library/react';
import { axeViolations } from '@worship/shell-contract/testing';
import { describe, expect, it } from 'vitest';
import { renderWithShell } from '../test/render';
import { SongUsageHistoryDocument } from './song.graphql';
import { NEVER_USED, SongUsageHistory } from './song-usage-history';

const mock = (usageHistory: unknown[], recent = [2, 3, 5]) => ({
  request: { query: SongUsageHistoryDocument, variables: { id: 'song-1' } },
  result: {
    data: {
      song: {
        __typename: 'Song',
        id: 'song-1',
        usageCount: usageHistory.length,
        recentUsage: {
          __typename: 'SongRecentUsage',
          last3Months: recent[0],
          last6Months: recent[1],
          last12Months: recent[2],
        },
        usageHistory,
      },
    },
  },
});

const use = (
  scheduleName: string,
  serviceDate: string,
  serviceTime: string | null,
  key: string | null,
) => ({
  __typename: 'SongUse',
  scheduleId: `${scheduleName}-${serviceDate}`,
  scheduleName,
  serviceDate,
  serviceTime,
  key,
  group: { __typename: 'Group', id: 'group-1', name: 'Sunday Team' },
});

describe('SongUsageHistory (issue 21)', () => {
  it('lists the services with date, group, schedule and key, and the 3/6/12-month counts', async () => {
    renderWithShell(<SongUsageHistory songId="song-1" />, {
      mocks: [
        mock([
          use('Advent One', '2026-11-29', '11:00', 'D'),
          use('Advent One', '2026-11-29', '09:00', null),
        ]),
      ],
    });
    const region = await screen.findByRole('region', { name: 'Usage' });
    expect(region).toHaveTextContent(
      'Last 3 months: 2 times · Last 6 months: 3 times · Last 12 months: 5 times',
    );
    const rows = within(region).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Sun, Nov 29, 2026 11:00', 'Sunday Team', 'Advent One', 'D'],
      ['Sun, Nov 29, 2026 09:00', 'Sunday Team', 'Advent One', 'Song key'],
    ]);
    expect(await axeViolations()).toEqual([]);
  });

  it('says when the song was never used', async () => {
    renderWithShell(<SongUsageHistory songId="song-1" />, { mocks: [mock([], [0, 0, 0])] });
    expect(await screen.findByText(NEVER_USED)).toBeInTheDocument();
    expect(screen.getByText(/Last 3 months: 0 times/)).toBeInTheDocument();
  });
});
