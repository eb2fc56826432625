import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toastStore } from '@worship/shell-contract';
import { axeViolations } from '@worship/shell-contract/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GROUPS, schedule, song } from '../test/fixtures';
import { renderWithShell, toastList, type RenderOptions } from '../test/render';
import SchedulesPage from './schedules-page';
import {
  DeleteScheduleDocument,
  ScheduleCreatorsDocument,
  SchedulesDocument,
} from './schedules.graphql';
import type { ScheduleDetail } from '../lib/schedule.graphql';

function schedulesMock(
  schedules: ScheduleDetail[],
  variables: Record<string, unknown> = { groupId: 'group-1', filter: {} },
  extra: Partial<MockLink.MockedResponse> = {},
): MockLink.MockedResponse {
  return {
    request: { query: SchedulesDocument, variables },
    // As the server answers `songs(limit: 6)`: a card's first 6 entries, `songCount` all of them.
    result: { data: { schedules: schedules.map((s) => ({ ...s, songs: s.songs.slice(0, 6) })) } },
    maxUsageCount: Number.POSITIVE_INFINITY,
    ...extra,
  };
}

const HOUR = 3_600_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

const EIGHT_SONGS = [
  ...['One', 'Two', 'Three', 'Four', 'Five'].map((title, i) => song({ id: `s${i}`, title })),
  null, // a song this viewer may not see
  song({ id: 's6', title: 'Seven' }),
  song({ id: 's7', title: 'Eight' }),
];
const SUNDAY = schedule({
  id: 'sched-sunday',
  name: 'Sunday Morning Worship',
  songs: EIGHT_SONGS,
  updatedAt: ago(3 * HOUR),
  createdAt: '2026-03-05T12:00:00.000Z',
  averageRating: 4.25,
  totalVotes: 8,
  isPublic: true,
});
const YOUTH = schedule({
  id: 'sched-youth',
  name: 'Youth Night',
  songs: [song({ id: 's9', title: 'Hosanna' })],
  updatedAt: ago(10 * 24 * HOUR),
  creator: { firstName: 'Ada', lastName: 'Lovelace' },
  createdBy: 'user-2',
});

const creatorsMock: MockLink.MockedResponse = {
  request: { query: ScheduleCreatorsDocument, variables: { groupId: 'group-1' } },
  result: {
    data: {
      scheduleCreators: [
        { __typename: 'User', id: 'user-1', firstName: 'Grace', lastName: 'Hopper' },
        { __typename: 'User', id: 'user-2', firstName: 'Ada', lastName: 'Lovelace' },
      ],
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

function renderPage(mocks: MockLink.MockedResponse[], options: RenderOptions = {}) {
  const result = renderWithShell(<SchedulesPage />, {
    groups: GROUPS,
    mocks: [creatorsMock, ...mocks],
    ...options,
  });
  return { ...result, user: userEvent.setup({ delay: null }) };
}

const card = (name: string) => screen.getByRole('article', { name });
const cardNames = () =>
  screen.queryAllByRole('article').map((a) => within(a).getByRole('heading').textContent);

afterEach(() => {
  toastStore.dismiss();
  vi.restoreAllMocks();
});

describe('SchedulesPage', () => {
  it('shows the title, Create Schedule, the groups with the first selected, and the cards', async () => {
    renderPage([schedulesMock([SUNDAY, YOUTH])]);
    expect(screen.getByRole('heading', { level: 1, name: 'Schedules' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Schedule' })).toBeEnabled();
    const groups = screen.getByRole('radiogroup', { name: 'Groups' });
    expect(within(groups).getByRole('radio', { name: 'Sunday Team' })).toBeChecked();
    expect(within(groups).getByRole('radio', { name: 'Youth Band' })).not.toBeChecked();
    await waitFor(() => expect(cardNames()).toEqual(['Sunday Morning Worship', 'Youth Night']));
    expect(await axeViolations()).toEqual([]);
  });

  it('shows on a card the count, the first 6 songs numbered, the rest as +N, age, creator and rating', async () => {
    renderPage([schedulesMock([SUNDAY, YOUTH])]);
    await screen.findByRole('article', { name: 'Sunday Morning Worship' });
    const sunday = card('Sunday Morning Worship');
    expect(within(sunday).getByText('8 songs')).toBeInTheDocument();
    const list = within(sunday).getByRole('list', { name: 'Songs in Sunday Morning Worship' });
    expect(list.tagName).toBe('OL');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['One', 'Two', 'Three', 'Four', 'Five', 'Untitled Song']);
    expect(within(sunday).getByText('+2 more songs')).toBeInTheDocument();
    expect(within(sunday).getByText('3 hours ago')).toBeInTheDocument();
    expect(within(sunday).getByText(/Created by Grace Hopper on/)).toHaveTextContent(
      'Created by Grace Hopper on Mar 5, 2026',
    );
    expect(within(sunday).getByText('Public')).toBeInTheDocument();
    expect(within(sunday).getByRole('group', { name: 'Rate this schedule' })).toBeInTheDocument();
    expect(within(sunday).getByText('4.3')).toBeInTheDocument();
    expect(within(sunday).getByRole('link', { name: 'Sunday Morning Worship' })).toHaveAttribute(
      'href',
      '/schedules/sched-sunday',
    );

    const youth = card('Youth Night');
    expect(within(youth).getByText('1 song')).toBeInTheDocument();
    expect(within(youth).queryByText(/more song/)).not.toBeInTheDocument();
    expect(within(youth).getByText('10 days ago')).toBeInTheDocument();
    expect(within(youth).getByText(/Created by Ada Lovelace/)).toBeInTheDocument();
  });

  it('searches names in the client, ignoring case', async () => {
    const { user } = renderPage([schedulesMock([SUNDAY, YOUTH])]);
    await screen.findByRole('article', { name: 'Youth Night' });
    const search = screen.getByRole('searchbox', { name: 'Search schedules by name' });
    await user.type(search, 'yOUTH');
    expect(cardNames()).toEqual(['Youth Night']);
    await user.clear(search);
    await user.type(search, 'christmas');
    expect(cardNames()).toEqual([]);
    expect(screen.getByRole('heading', { name: 'No schedules found' })).toBeInTheDocument();
  });

  it("says 'No schedules yet' for a group without schedules", async () => {
    renderPage([schedulesMock([])]);
    expect(await screen.findByRole('heading', { name: 'No schedules yet' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Your First Schedule' })).toBeInTheDocument();
  });

  it("says 'Select a Group' and disables Create Schedule without a group", () => {
    renderPage([], { groups: [] });
    expect(screen.getByRole('heading', { name: 'Select a Group' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Schedule' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Create or join a group' })).toHaveAttribute(
      'href',
      '/groups',
    );
  });

  it('follows the group chosen in the picker (and the shell’s active group)', async () => {
    const { user } = renderPage([
      schedulesMock([SUNDAY]),
      schedulesMock([YOUTH], { groupId: 'group-2', filter: {} }),
      {
        request: { query: ScheduleCreatorsDocument, variables: { groupId: 'group-2' } },
        result: { data: { scheduleCreators: [] } },
      },
    ]);
    await screen.findByRole('article', { name: 'Sunday Morning Worship' });
    await user.click(screen.getByRole('radio', { name: 'Youth Band' }));
    expect(await screen.findByRole('article', { name: 'Youth Night' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Youth Band' })).toBeInTheDocument();
  });

  it('sends the filters to the server; an invalid song count shows a message and is not sent', async () => {
    const { user } = renderPage([
      schedulesMock([SUNDAY, YOUTH]),
      schedulesMock([SUNDAY], { groupId: 'group-1', filter: { songCountMin: 2 } }),
      schedulesMock([YOUTH], {
        groupId: 'group-1',
        filter: { songCountMin: 2, createdBy: 'user-2' },
      }),
      schedulesMock([], {
        groupId: 'group-1',
        filter: { songCountMin: 2, createdBy: 'user-2', minRating: 4 },
      }),
    ]);
    await screen.findByRole('article', { name: 'Youth Night' });
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const filters = screen.getByRole('group', { name: 'Schedule filters' });
    const min = within(filters).getByRole('textbox', { name: 'Minimum songs' });

    await user.type(min, '-1');
    expect(within(filters).getByText('Enter a whole number of at least 0')).toBeInTheDocument();
    expect(min).toHaveAttribute('aria-invalid', 'true');
    expect(cardNames()).toEqual(['Sunday Morning Worship', 'Youth Night']);

    await user.clear(min);
    await user.type(min, '2');
    expect(within(filters).queryByText('Enter a whole number of at least 0')).toBeNull();
    await waitFor(() => expect(cardNames()).toEqual(['Sunday Morning Worship']));
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toBeInTheDocument();

    const createdBy = within(filters).getByRole('combobox', { name: 'Created by' });
    await waitFor(() =>
      expect(
        within(createdBy)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Anyone', 'Grace Hopper', 'Ada Lovelace']),
    );
    await user.selectOptions(createdBy, 'user-2');
    await waitFor(() => expect(cardNames()).toEqual(['Youth Night']));

    const rating = within(filters).getByRole('combobox', { name: 'Minimum rating' });
    expect(
      within(rating)
        .getAllByRole('option')
        .map((o) => o.getAttribute('value')),
    ).toEqual(['', '1', '2', '3', '4', '5']);
    await user.selectOptions(rating, '4');
    expect(await screen.findByRole('heading', { name: 'No schedules found' })).toBeInTheDocument();

    await user.click(within(filters).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(cardNames()).toEqual(['Sunday Morning Worship', 'Youth Night']));
    expect(await axeViolations()).toEqual([]);
  });

  it('copies the share link: {origin}/schedules/share/{shareToken}', async () => {
    const { user } = renderPage([schedulesMock([SUNDAY])]);
    await screen.findByRole('article', { name: 'Sunday Morning Worship' });
    await user.click(screen.getByRole('button', { name: 'Share Sunday Morning Worship' }));
    expect(await navigator.clipboard.readText()).toBe(
      `${window.location.origin}/schedules/share/token-sched-sunday`,
    );
    expect(await within(toastList()).findByText('Link copied')).toBeInTheDocument();
    expect(
      within(toastList()).getByText('Schedule link has been copied to your clipboard!'),
    ).toBeInTheDocument();
  });

  it("says 'Error' / 'Failed to copy link to clipboard.' when copying fails", async () => {
    const { user } = renderPage([schedulesMock([SUNDAY])]);
    await screen.findByRole('article', { name: 'Sunday Morning Worship' });
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Share Sunday Morning Worship' }));
    expect(
      await within(toastList()).findByText('Failed to copy link to clipboard.'),
    ).toBeInTheDocument();
    expect(within(toastList()).getByText('Error')).toBeInTheDocument();
  });

  it('deletes after a confirmation that warns it cannot be undone, then refreshes the list', async () => {
    const { user } = renderPage([
      schedulesMock([SUNDAY, YOUTH], undefined, { maxUsageCount: 1 }),
      schedulesMock([YOUTH]),
      {
        request: { query: DeleteScheduleDocument, variables: { id: 'sched-sunday' } },
        result: { data: { deleteSchedule: true } },
      },
    ]);
    await screen.findByRole('article', { name: 'Sunday Morning Worship' });
    await user.click(screen.getByRole('button', { name: 'Delete Sunday Morning Worship' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Schedule' });
    expect(confirm).toHaveTextContent(
      'Are you sure you want to delete "Sunday Morning Worship"? This action cannot be undone and will remove all songs from this schedule.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(cardNames()).toEqual(['Youth Night']));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it("says 'Failed to delete schedule. Please try again.' and keeps the confirmation", async () => {
    const { user } = renderPage([
      schedulesMock([SUNDAY]),
      {
        request: { query: DeleteScheduleDocument, variables: { id: 'sched-sunday' } },
        error: new Error('boom'),
      },
    ]);
    await screen.findByRole('article', { name: 'Sunday Morning Worship' });
    await user.click(screen.getByRole('button', { name: 'Delete Sunday Morning Worship' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Schedule' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(
      await within(toastList()).findByText('Failed to delete schedule. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('alertdialog', { name: 'Delete Schedule' })).toBeInTheDocument();
  });

  it('opens Create New Schedule and Edit Schedule', async () => {
    const { user } = renderPage([schedulesMock([SUNDAY])]);
    await screen.findByRole('article', { name: 'Sunday Morning Worship' });
    await user.click(screen.getByRole('button', { name: 'Create Schedule' }));
    expect(screen.getByRole('dialog', { name: 'Create New Schedule' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Edit Sunday Morning Worship' }));
    expect(screen.getByRole('dialog', { name: 'Edit Schedule' })).toBeInTheDocument();
  });
});
