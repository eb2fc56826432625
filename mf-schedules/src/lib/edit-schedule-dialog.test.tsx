import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toastStore } from '@worship/shell-contract';
import { axeViolations } from '@worship/shell-contract/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScheduleDocument, UpdateScheduleDocument } from './schedule.graphql';
import { MoveScheduleSongDocument, RemoveScheduleSongDocument } from './schedule-songs.graphql';
import { LAST_EDITED_SCHEDULE_KEY } from './last-edited';
import { schedule, song } from '../test/fixtures';
import { renderWithShell, toastList } from '../test/render';
import { EditScheduleDialog } from './edit-schedule-dialog';

const GRACE = song({ id: 'song-grace', title: 'Amazing Grace' });
const HOLY = song({ id: 'song-holy', title: 'Holy Holy Holy' });
const HOSANNA = song({ id: 'song-hosanna', title: 'Hosanna', language: 'malayalam' });
const SCHEDULE = schedule({ id: 'sched-1', name: 'Sunday Service', songs: [GRACE, HOLY, HOSANNA] });

const detailMock: MockLink.MockedResponse = {
  request: { query: ScheduleDocument, variables: { id: 'sched-1' } },
  result: { data: { schedule: SCHEDULE } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

function moveMock(songId: string, order: number, songs: (typeof GRACE)[], fail = false) {
  return {
    request: {
      query: MoveScheduleSongDocument,
      variables: { scheduleId: 'sched-1', songId, order },
    },
    ...(fail
      ? { error: new Error('boom') }
      : { result: { data: { moveScheduleSong: schedule({ id: 'sched-1', songs }) } } }),
  } satisfies MockLink.MockedResponse;
}

function setup(mocks: MockLink.MockedResponse[] = []) {
  const onOpenChange = vi.fn();
  renderWithShell(<EditScheduleDialog schedule={SCHEDULE} open onOpenChange={onOpenChange} />, {
    mocks: [detailMock, ...mocks],
  });
  const dialog = screen.getByRole('dialog', { name: 'Edit Schedule' });
  return { user: userEvent.setup({ delay: null }), dialog, onOpenChange };
}

async function songRows(dialog: HTMLElement) {
  const list = await within(dialog).findByRole('list', { name: 'Songs in this schedule' });
  return within(list).getAllByRole('listitem');
}

const titles = async (dialog: HTMLElement) =>
  (await songRows(dialog)).map((row) => row.querySelector('.title')?.textContent);

beforeEach(() => window.localStorage.clear());
afterEach(() => toastStore.dismiss());

describe('EditScheduleDialog', () => {
  it("shows the name, 'Public Access' off, and 'Songs (n)' in order", async () => {
    const { dialog } = setup();
    expect(within(dialog).getByRole('textbox', { name: /Schedule Name/ })).toHaveValue(
      'Sunday Service',
    );
    expect(within(dialog).getByRole('switch', { name: 'Public Access' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    expect(await within(dialog).findByRole('heading', { name: 'Songs (3)' })).toBeInTheDocument();
    expect(await titles(dialog)).toEqual(['Amazing Grace', 'Holy Holy Holy', 'Hosanna']);
    expect(within(dialog).getByRole('button', { name: 'Add Songs' })).toBeEnabled();
    expect(await axeViolations()).toEqual([]);
  });

  it('disables move up at the first song and move down at the last', async () => {
    const { dialog } = setup();
    await songRows(dialog);
    const button = (name: string) => within(dialog).getByRole('button', { name });
    expect(button('Move Amazing Grace up')).toBeDisabled();
    expect(button('Move Amazing Grace down')).toBeEnabled();
    expect(button('Move Holy Holy Holy up')).toBeEnabled();
    expect(button('Move Holy Holy Holy down')).toBeEnabled();
    expect(button('Move Hosanna up')).toBeEnabled();
    expect(button('Move Hosanna down')).toBeDisabled();
  });

  it('moves a song up to order − 1 and down to order + 1 (one call each)', async () => {
    const { user, dialog } = setup([
      moveMock('song-holy', 1, [HOLY, GRACE, HOSANNA]),
      moveMock('song-holy', 2, [GRACE, HOLY, HOSANNA]),
    ]);
    await songRows(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Move Holy Holy Holy up' }));
    await waitFor(async () =>
      expect(await titles(dialog)).toEqual(['Holy Holy Holy', 'Amazing Grace', 'Hosanna']),
    );
    expect(within(dialog).getByRole('button', { name: 'Move Holy Holy Holy up' })).toBeDisabled();
    expect(window.localStorage.getItem(LAST_EDITED_SCHEDULE_KEY)).toBe('sched-1');
    await user.click(within(dialog).getByRole('button', { name: 'Move Holy Holy Holy down' }));
    await waitFor(async () =>
      expect(await titles(dialog)).toEqual(['Amazing Grace', 'Holy Holy Holy', 'Hosanna']),
    );
  });

  it("says 'Failed to reorder songs. Please try again.' when a move fails", async () => {
    const { user, dialog } = setup([moveMock('song-grace', 2, [], true)]);
    await songRows(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Move Amazing Grace down' }));
    expect(
      await within(toastList()).findByText('Failed to reorder songs. Please try again.'),
    ).toBeInTheDocument();
    expect(await titles(dialog)).toEqual(['Amazing Grace', 'Holy Holy Holy', 'Hosanna']);
  });

  it("removes a song: 'Song removed from schedule!'", async () => {
    const { user, dialog } = setup([
      {
        request: {
          query: RemoveScheduleSongDocument,
          variables: { scheduleId: 'sched-1', songId: 'song-holy' },
        },
        result: {
          data: { removeScheduleSong: schedule({ id: 'sched-1', songs: [GRACE, HOSANNA] }) },
        },
      },
    ]);
    await songRows(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Remove Holy Holy Holy' }));
    expect(await within(toastList()).findByText('Song removed from schedule!')).toBeInTheDocument();
    await waitFor(async () => expect(await titles(dialog)).toEqual(['Amazing Grace', 'Hosanna']));
    expect(within(dialog).getByRole('heading', { name: 'Songs (2)' })).toBeInTheDocument();
  });

  it("says 'Failed to remove song. Please try again.' when removing fails", async () => {
    const { user, dialog } = setup([
      {
        request: {
          query: RemoveScheduleSongDocument,
          variables: { scheduleId: 'sched-1', songId: 'song-grace' },
        },
        error: new Error('boom'),
      },
    ]);
    await songRows(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Remove Amazing Grace' }));
    expect(
      await within(toastList()).findByText('Failed to remove song. Please try again.'),
    ).toBeInTheDocument();
  });

  it('counts every quick repeated move, in order, showing the expected order throughout', async () => {
    const { user, dialog } = setup([
      moveMock('song-grace', 2, [HOLY, GRACE, HOSANNA]),
      moveMock('song-grace', 3, [HOLY, HOSANNA, GRACE]),
      moveMock('song-hosanna', 1, [HOSANNA, HOLY, GRACE]),
    ]);
    await songRows(dialog);
    // Three clicks before any answer: each is shown at once and sent after the one before.
    await user.click(within(dialog).getByRole('button', { name: 'Move Amazing Grace down' }));
    await user.click(within(dialog).getByRole('button', { name: 'Move Amazing Grace down' }));
    await user.click(within(dialog).getByRole('button', { name: 'Move Hosanna up' }));
    expect(await titles(dialog)).toEqual(['Hosanna', 'Holy Holy Holy', 'Amazing Grace']);
    expect(await within(dialog).findByText('Saved')).toBeInTheDocument();
    expect(await titles(dialog)).toEqual(['Hosanna', 'Holy Holy Holy', 'Amazing Grace']);
    expect(toastList()).not.toHaveTextContent('Failed to reorder songs');
  });

  it('says changes are saved as they are made, and has Done instead of Save and Cancel', async () => {
    const { dialog } = setup();
    expect(dialog).toHaveAccessibleDescription('Changes are saved as you make them.');
    expect(within(dialog).getByRole('button', { name: 'Done' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Cancel' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: /Save/ })).toBeNull();
  });

  it('saves the service date and times when Enter is pressed, in order, once (issue 21)', async () => {
    const { user, dialog } = setup([
      {
        request: {
          query: UpdateScheduleDocument,
          variables: {
            id: 'sched-1',
            input: { serviceDate: '2026-11-29', serviceTimes: ['09:00', '11:00'] },
          },
        },
        result: {
          data: {
            updateSchedule: schedule({
              id: 'sched-1',
              serviceDate: '2026-11-29',
              serviceTimes: ['09:00', '11:00'],
            }),
          },
        },
      },
    ]);
    const date = within(dialog).getByLabelText(/Service Date/);
    expect(date).toHaveValue('2026-11-01');
    await user.clear(date);
    await user.type(date, '2026-11-29');
    const times = within(dialog).getByRole('textbox', { name: /Service Times/ });
    await user.type(times, '11:00,9:00{Enter}');
    expect(await within(dialog).findByText('Saved')).toBeInTheDocument();
    expect(times).toHaveValue('09:00, 11:00');
    await user.type(times, '{Enter}');
    await user.clear(times);
    await user.type(times, 'noon{Enter}');
    expect(
      within(dialog).getByText('Service times must be times of day (HH:MM, 00:00 to 23:59)'),
    ).toBeInTheDocument();
  });

  it('saves the name on Enter and the public switch when flipped; Done closes with nothing left to save', async () => {
    const { user, dialog, onOpenChange } = setup([
      {
        request: {
          query: UpdateScheduleDocument,
          variables: { id: 'sched-1', input: { name: 'Easter Sunday' } },
        },
        result: {
          data: { updateSchedule: schedule({ id: 'sched-1', name: 'Easter Sunday' }) },
        },
      },
      {
        request: {
          query: UpdateScheduleDocument,
          variables: { id: 'sched-1', input: { isPublic: true } },
        },
        result: {
          data: {
            updateSchedule: schedule({ id: 'sched-1', name: 'Easter Sunday', isPublic: true }),
          },
        },
      },
    ]);
    const name = within(dialog).getByRole('textbox', { name: /Schedule Name/ });
    await user.clear(name);
    await user.type(name, ' Easter Sunday {Enter}');
    expect(
      await within(toastList()).findByText('Schedule updated successfully!'),
    ).toBeInTheDocument();
    expect(await within(dialog).findByText('Saved')).toBeInTheDocument();
    expect(name).toHaveValue('Easter Sunday');
    expect(window.localStorage.getItem(LAST_EDITED_SCHEDULE_KEY)).toBe('sched-1');

    const publicAccess = within(dialog).getByRole('switch', { name: 'Public Access' });
    await user.click(publicAccess);
    expect(publicAccess).toHaveAttribute('aria-checked', 'true');
    await waitFor(() => expect(within(dialog).queryByText('Saving…')).toBeNull());
    expect(publicAccess).toHaveAttribute('aria-checked', 'true');

    // Leaving the field for Done sends nothing more (the name was saved already).
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(toastList()).not.toHaveTextContent('Failed to update schedule');
  });

  it('checks the name (spec §5) before saving or closing, and reports a failed save', async () => {
    const { user, dialog, onOpenChange } = setup([
      {
        request: {
          query: UpdateScheduleDocument,
          variables: { id: 'sched-1', input: { name: 'Renamed' } },
        },
        error: new Error('boom'),
      },
    ]);
    const name = within(dialog).getByRole('textbox', { name: /Schedule Name/ });
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(await within(dialog).findByText('Schedule name is required')).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();
    await user.type(name, 'Renamed');
    await user.tab();
    expect(
      await within(toastList()).findByText('Failed to update schedule. Please try again.'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByText('Saved')).toBeNull();
    expect(window.localStorage.getItem(LAST_EDITED_SCHEDULE_KEY)).toBeNull();
  });

  it('opens Add Songs to Schedule for this schedule', async () => {
    const { user, dialog } = setup();
    await songRows(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Add Songs' }));
    expect(
      await screen.findByRole('dialog', { name: 'Add Songs to Schedule: Sunday Service' }),
    ).toBeInTheDocument();
  });

  it('gives every song a keyboard drag handle with spoken instructions', async () => {
    const { dialog } = setup();
    await songRows(dialog);
    const handle = within(dialog).getByRole('button', { name: 'Drag to reorder Hosanna' });
    expect(handle).toHaveAttribute('aria-roledescription', 'sortable');
    const describedBy = handle.getAttribute('aria-describedby');
    expect(document.getElementById(describedBy!)).toHaveTextContent(
      'To reorder a song, press Space or Enter to pick it up',
    );
  });

  it('reorders by keyboard drag and drop: one move call for the drop, announced', async () => {
    // jsdom has no layout: each row gets a box one under the other.
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: Element,
    ) {
      const row = this.closest('li');
      const index = row?.parentElement ? [...row.parentElement.children].indexOf(row) : 0;
      const top = index * 60;
      return {
        x: 0,
        y: top,
        top,
        left: 0,
        right: 300,
        bottom: top + 50,
        width: 300,
        height: 50,
        toJSON: () => ({}),
      } as DOMRect;
    });
    const { user, dialog } = setup([moveMock('song-grace', 2, [HOLY, GRACE, HOSANNA])]);
    await songRows(dialog);
    const handle = within(dialog).getByRole('button', { name: 'Drag to reorder Amazing Grace' });
    handle.focus();
    await user.keyboard(' ');
    expect(await screen.findByText(/Picked up Amazing Grace, position 1 of 3/)).toBeInTheDocument();
    await user.keyboard('{ArrowDown}');
    await user.keyboard(' ');
    await waitFor(async () =>
      expect(await titles(dialog)).toEqual(['Holy Holy Holy', 'Amazing Grace', 'Hosanna']),
    );
    expect(screen.getByText(/Amazing Grace dropped at position 2 of 3/)).toBeInTheDocument();
    vi.restoreAllMocks();
  });
});

describe('EditScheduleDialog: a song removed from the library (issue 17)', () => {
  it('keeps it in the list, counted, marked, with its move and remove controls', async () => {
    const removed = song({
      id: 'song-old',
      title: 'Old Hymn',
      deletedAt: '2026-11-20T10:00:00.000Z',
    });
    const withRemoved = schedule({ id: 'sched-1', songs: [GRACE, removed] });
    renderWithShell(<EditScheduleDialog schedule={withRemoved} open onOpenChange={() => {}} />, {
      mocks: [{ ...detailMock, result: { data: { schedule: withRemoved } } }],
    });
    const dialog = screen.getByRole('dialog', { name: 'Edit Schedule' });
    expect(await within(dialog).findByRole('heading', { name: 'Songs (2)' })).toBeInTheDocument();
    const [grace, old] = await songRows(dialog);
    expect(within(old!).getByText('Removed from the library')).toBeInTheDocument();
    expect(within(grace!).queryByText('Removed from the library')).toBeNull();
    expect(within(old!).getByRole('button', { name: 'Remove Old Hymn' })).toBeEnabled();
    expect(within(old!).getByRole('button', { name: 'Move Old Hymn up' })).toBeEnabled();
    expect(await axeViolations()).toEqual([]);
  });
});
