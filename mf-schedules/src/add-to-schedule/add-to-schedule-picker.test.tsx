import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toastStore } from '@worship/shell-contract';
import { axeViolations } from '@worship/shell-contract/testing';
import { GraphQLError } from 'graphql';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LAST_EDITED_SCHEDULE_KEY } from '../lib/last-edited';
import { GROUPS } from '../test/fixtures';
import { renderWithShell, toastList, type RenderOptions } from '../test/render';
import { QuickAddScheduleSongDocument, ScheduleChoicesDocument } from './add-to-schedule.graphql';
import AddToSchedulePicker from './add-to-schedule-picker';

const choice = (id: string, name: string) => ({ __typename: 'Schedule', id, name });
const choicesMock = (
  groupId: string,
  schedules: ReturnType<typeof choice>[],
): MockLink.MockedResponse => ({
  request: { query: ScheduleChoicesDocument, variables: { groupId } },
  result: { data: { schedules } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});
const GROUP_1 = choicesMock('group-1', [
  choice('sched-a', 'Sunday AM'),
  choice('sched-b', 'Sunday PM'),
]);

function addMock(scheduleId: string, result: MockLink.MockedResponse['result']) {
  return {
    request: { query: QuickAddScheduleSongDocument, variables: { scheduleId, songId: 'song-1' } },
    result,
  } satisfies MockLink.MockedResponse;
}
const added = (scheduleId: string) => ({
  data: {
    addScheduleSong: {
      __typename: 'Schedule',
      id: scheduleId,
      songCount: 1,
      updatedAt: '2026-11-23T10:00:00.000Z',
      songs: [{ __typename: 'ScheduleSong', id: 'e1', order: 1, songId: 'song-1' }],
    },
  },
});

function renderPicker(mocks: MockLink.MockedResponse[], options: RenderOptions = {}) {
  renderWithShell(<AddToSchedulePicker songId="song-1" songTitle="Amazing Grace" />, {
    mocks,
    groups: GROUPS,
    ...options,
  });
  return { user: userEvent.setup({ delay: null }) };
}

const select = () => screen.getByRole('combobox', { name: 'Schedule to add Amazing Grace to' });
const addButton = () => screen.getByRole('button', { name: 'Add to Schedule' });

beforeEach(() => window.localStorage.clear());
afterEach(() => toastStore.dismiss());

describe('AddToSchedulePicker', () => {
  it("lists the active group's schedules and needs one chosen before adding", async () => {
    renderPicker([GROUP_1]);
    await waitFor(() =>
      expect(
        within(select())
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Choose a schedule', 'Sunday AM', 'Sunday PM']),
    );
    expect(select()).toHaveValue('');
    expect(addButton()).toBeDisabled();
    expect(await axeViolations()).toEqual([]);
  });

  it('starts on the last-edited schedule when it belongs to the group', async () => {
    window.localStorage.setItem(LAST_EDITED_SCHEDULE_KEY, 'sched-b');
    renderPicker([GROUP_1]);
    await waitFor(() => expect(select()).toHaveValue('sched-b'));
    expect(addButton()).toBeEnabled();
  });

  it('ignores a last-edited schedule of another group', async () => {
    window.localStorage.setItem(LAST_EDITED_SCHEDULE_KEY, 'sched-elsewhere');
    renderPicker([GROUP_1]);
    await waitFor(() => expect(within(select()).getAllByRole('option')).toHaveLength(3));
    expect(select()).toHaveValue('');
  });

  it("follows the shell's active group", async () => {
    renderPicker([choicesMock('group-2', [choice('sched-y', 'Youth Night')])], {
      activeGroupId: 'group-2',
    });
    await waitFor(() =>
      expect(within(select()).getByRole('option', { name: 'Youth Night' })).toBeInTheDocument(),
    );
  });

  it("adds the song: 'Song added to schedule!', and remembers the schedule", async () => {
    const { user } = renderPicker([GROUP_1, addMock('sched-a', added('sched-a'))]);
    await waitFor(() => expect(within(select()).getAllByRole('option')).toHaveLength(3));
    await user.selectOptions(select(), 'sched-a');
    await user.click(addButton());
    expect(await within(toastList()).findByText('Song added to schedule!')).toBeInTheDocument();
    expect(window.localStorage.getItem(LAST_EDITED_SCHEDULE_KEY)).toBe('sched-a');
  });

  it('says clearly when the song is already in the schedule (409)', async () => {
    const { user } = renderPicker([
      GROUP_1,
      addMock('sched-a', {
        errors: [
          new GraphQLError('Song is already in this schedule', {
            extensions: { code: 'CONFLICT' },
          }),
        ],
      }),
    ]);
    await waitFor(() => expect(within(select()).getAllByRole('option')).toHaveLength(3));
    await user.selectOptions(select(), 'sched-a');
    await user.click(addButton());
    expect(await within(toastList()).findByText('Already in schedule')).toBeInTheDocument();
    expect(
      within(toastList()).getByText('This song is already in the selected schedule.'),
    ).toBeInTheDocument();
  });

  it("says 'Failed to add song to schedule. Please try again.' otherwise", async () => {
    const { user } = renderPicker([
      GROUP_1,
      { ...addMock('sched-b', undefined), error: new Error('network down') },
    ]);
    await waitFor(() => expect(within(select()).getAllByRole('option')).toHaveLength(3));
    await user.selectOptions(select(), 'sched-b');
    await user.click(addButton());
    expect(
      await within(toastList()).findByText('Failed to add song to schedule. Please try again.'),
    ).toBeInTheDocument();
  });

  it('says there is nothing to choose in a group without schedules', async () => {
    renderPicker([choicesMock('group-1', [])]);
    await waitFor(() => expect(select()).toHaveTextContent('No schedules yet'));
    expect(select()).toBeDisabled();
    expect(addButton()).toBeDisabled();
  });
});
