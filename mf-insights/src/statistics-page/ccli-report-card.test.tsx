import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations, captureDownloads } from '@worship/shell-contract/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithShell } from '../test/render';
import { CcliReportCard } from './ccli-report-card';
import { GroupCcliReportDocument } from './statistics.graphql';

const row = (
  songId: string,
  digitalUses: number,
  printCopies: number,
  lastUsed: string | null,
  song: Record<string, unknown> | null,
) => ({
  __typename: 'CcliReportSong',
  songId,
  digitalUses,
  printCopies,
  lastUsed,
  song: song && {
    __typename: 'Song',
    id: songId,
    author: null,
    copyright: null,
    ccliNumber: null,
    ...song,
  },
});

const reportMock = {
  request: {
    query: GroupCcliReportDocument,
    variables: { groupId: 'group-1', from: '2026-05-01', to: '2026-11-28' },
  },
  result: {
    data: {
      group: {
        __typename: 'Group',
        id: 'group-1',
        ccliReport: [
          row('s-b', 2, 5, '2026-10-04T11:00:00.000Z', {
            title: 'Be Thou My Vision',
            ccliNumber: '30639',
          }),
          row('s-a', 3, 2, '2026-10-11T00:00:00.000Z', {
            title: 'Amazing Grace',
            author: 'John Newton',
            copyright: 'Public Domain',
            ccliNumber: '22025',
          }),
          row('s-c', 1, 0, '2026-10-11T00:00:00.000Z', { title: 'Come Thou Fount' }),
          row('s-gone', 1, 0, '2026-09-06T10:00:00.000Z', null),
        ],
      },
    },
  },
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('CcliReportCard (issue 21)', () => {
  it('shows the songs to report, those without a number apart, the CCLI link and the CSV', async () => {
    const fetchCsv = vi.fn(async () => new Blob(['CCLI Number\n'], { type: 'text/csv' }));
    const downloads = captureDownloads();
    renderWithShell(
      <CcliReportCard
        groupId="group-1"
        today={() => new Date(2026, 10, 28, 12)}
        fetchCsv={fetchCsv}
      />,
      { mocks: [reportMock] },
    );
    const toReport = await screen.findByRole('table', { name: 'Songs to report' });
    const rows = within(toReport).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['22025', 'Amazing Grace', 'John Newton', 'Public Domain', '3', '2', expect.any(String)],
      ['30639', 'Be Thou My Vision', '', '', '2', '5', expect.any(String)],
    ]);
    const apart = screen.getByRole('table', { name: /Songs without a CCLI number/ });
    expect(
      within(apart)
        .getAllByRole('row')
        .slice(1)
        .map((r) => within(r).getAllByRole('cell')[1]!.textContent),
    ).toEqual(['Come Thou Fount', 'Song no longer in the library']);
    expect(
      screen.getByRole('link', { name: /Find these songs in CCLI Reporting/ }),
    ).toHaveAttribute('href', 'https://reporting.ccli.com/search?s=22025%3B30639');
    await userEvent
      .setup({ delay: null })
      .click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(fetchCsv).toHaveBeenCalledWith(
      '/api/groups/group-1/reports/ccli?from=2026-05-01&to=2026-11-28',
    );
    expect(downloads.saved).toEqual([
      { href: 'blob:download-1', download: 'ccli-report-2026-05-01-to-2026-11-28.csv' },
    ]);
    expect(await axeViolations()).toEqual([]);
  });
});
