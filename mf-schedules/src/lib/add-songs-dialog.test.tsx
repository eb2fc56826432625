import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  SongActionSlotsProvider,
  toastStore,
  type SongPickerSlotProps,
} from '@worship/shell-contract';
import { axeViolations } from '@worship/shell-contract/testing';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { AddScheduleSongsDocument } from './schedule-songs.graphql';
import { schedule, song } from '../test/fixtures';
import { renderWithShell, toastList } from '../test/render';
import { AddSongsDialog } from './add-songs-dialog';

const GRACE = song({ id: 'song-grace', title: 'Amazing Grace' });
const HOLY = song({ id: 'song-holy', title: 'Holy Holy Holy' });
const YESHU = song({ id: 'song-yeshu', title: 'Yeshu Ente', language: 'malayalam' });

/** The schedule already holds Holy Holy Holy. */
const SCHEDULE = schedule({ id: 'sched-1', name: 'Sunday Service', songs: [HOLY] });

/**
 * Stands in for mf-songs' song picker, which the shell places through the shell contract: the
 * group's songs as checkboxes, the excluded ones left out.
 */
function SongPickerStandIn({
  groupId,
  excludeSongIds,
  selectedIds,
  onSelectedIdsChange,
  listLabel,
}: SongPickerSlotProps) {
  const offered = [GRACE, HOLY, YESHU].filter((s) => !excludeSongIds.includes(s.id));
  return (
    <ul aria-label={`${listLabel} (${groupId})`}>
      {offered.map((s) => (
        <li key={s.id}>
          <label>
            <input
              type="checkbox"
              checked={selectedIds.includes(s.id)}
              onChange={() =>
                onSelectedIdsChange(
                  selectedIds.includes(s.id)
                    ? selectedIds.filter((id) => id !== s.id)
                    : [...selectedIds, s.id],
                )
              }
            />
            {s.title}
          </label>
        </li>
      ))}
    </ul>
  );
}

function addMock(songIds: string[], fail = false): MockLink.MockedResponse {
  return {
    request: { query: AddScheduleSongsDocument, variables: { scheduleId: 'sched-1', songIds } },
    ...(fail
      ? { error: new Error('boom') }
      : { result: { data: { addScheduleSongs: schedule({ id: 'sched-1', songs: [HOLY] }) } } }),
  };
}

/** The dialog behind an opener, as the edit dialog and the detail page use it. */
function Harness() {
  const [open, setOpen] = useState(true);
  return (
    <SongActionSlotsProvider
      value={{ renderSongPicker: (props) => <SongPickerStandIn {...props} /> }}
    >
      <button type="button" onClick={() => setOpen(true)}>
        Open Add Songs
      </button>
      <AddSongsDialog open={open} onOpenChange={setOpen} schedule={SCHEDULE} />
    </SongActionSlotsProvider>
  );
}

function setup(mocks: MockLink.MockedResponse[] = []) {
  renderWithShell(<Harness />, { mocks });
  return { user: userEvent.setup({ delay: null }) };
}

const dialog = () => screen.getByRole('dialog', { name: 'Add Songs to Schedule: Sunday Service' });
const submit = () => within(dialog()).getByRole('button', { name: /^Add \d+ Songs?$/ });

afterEach(() => toastStore.dismiss());

describe('AddSongsDialog', () => {
  it("places mf-songs' song picker for the schedule's group, without the songs already in it", async () => {
    setup();
    const list = within(dialog()).getByRole('list', { name: 'Songs to add (group-1)' });
    expect(
      within(list)
        .getAllByRole('checkbox')
        .map((box) => box.parentElement?.textContent),
    ).toEqual(['Amazing Grace', 'Yeshu Ente']);
    expect(
      within(dialog()).getByText(
        "Choose songs from your group's library. They are added at the end, in the order you pick them.",
      ),
    ).toBeInTheDocument();
    expect(submit()).toHaveAccessibleName('Add 0 Songs');
    expect(submit()).toBeDisabled();
    expect(await axeViolations()).toEqual([]);
  });

  it('counts the chosen songs on its button', async () => {
    const { user } = setup();
    await user.click(within(dialog()).getByRole('checkbox', { name: 'Yeshu Ente' }));
    expect(submit()).toHaveAccessibleName('Add 1 Song');
    await user.click(within(dialog()).getByRole('checkbox', { name: 'Amazing Grace' }));
    expect(submit()).toHaveAccessibleName('Add 2 Songs');
  });

  it('adds the chosen songs in one call, in the order chosen: "{n} song(s) added to schedule!"', async () => {
    const { user } = setup([addMock(['song-yeshu', 'song-grace'])]);
    await user.click(within(dialog()).getByRole('checkbox', { name: 'Yeshu Ente' }));
    await user.click(within(dialog()).getByRole('checkbox', { name: 'Amazing Grace' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Add 2 Songs' }));
    expect(
      await within(toastList()).findByText('2 song(s) added to schedule!'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("says 'Failed to add songs to schedule. Please try again.' and stays open", async () => {
    const { user } = setup([addMock(['song-grace'], true)]);
    await user.click(within(dialog()).getByRole('checkbox', { name: 'Amazing Grace' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Add 1 Song' }));
    expect(
      await within(toastList()).findByText('Failed to add songs to schedule. Please try again.'),
    ).toBeInTheDocument();
    expect(dialog()).toBeInTheDocument();
  });

  it('starts with nothing selected every time it opens', async () => {
    const { user } = setup();
    await user.click(within(dialog()).getByRole('checkbox', { name: 'Amazing Grace' }));
    expect(submit()).toHaveAccessibleName('Add 1 Song');
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Open Add Songs' }));
    expect(within(dialog()).getByRole('checkbox', { name: 'Amazing Grace' })).not.toBeChecked();
    expect(submit()).toHaveAccessibleName('Add 0 Songs');
    expect(submit()).toBeDisabled();
  });
});
