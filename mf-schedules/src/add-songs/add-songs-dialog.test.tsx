import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toastStore } from '@worship/shell-contract';
import { axeViolations } from '@worship/shell-contract/testing';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { AddScheduleSongsDocument, type ScheduleSongSong } from '../graphql/schedules.graphql';
import { PRAISE, WORSHIP, schedule, song } from '../test/fixtures';
import { renderWithShell, toastList } from '../test/render';
import {
  SearchSongChoicesDocument,
  SongCategoriesDocument,
  SongChoicesDocument,
  type SongChoice,
} from './add-songs.graphql';
import { AddSongsDialog } from './add-songs-dialog';

const LONG = `${'Great is thy faithfulness O God my Father '.repeat(4)}END`; // > 100 characters
const GRACE = song({ id: 'song-grace', title: 'Amazing Grace', category: WORSHIP });
const GREAT = song({ id: 'song-great', title: 'Great Is Thy Faithfulness', lyrics: LONG });
const YESHU = song({
  id: 'song-yeshu',
  title: 'Yeshu Ente',
  language: 'malayalam',
  category: PRAISE,
  lyrics: 'യേശു എന്റെ രക്ഷകൻ',
});
const HOLY = song({ id: 'song-holy', title: 'Holy Holy Holy', category: PRAISE });

/**
 * A song as the picker's queries answer it: the songs service's 150-character excerpt of the
 * first stanza ("…" when cut), never the stanzas.
 */
function choice(full: ScheduleSongSong): SongChoice {
  return {
    __typename: 'Song',
    id: full.id,
    title: full.title,
    language: full.language,
    author: full.author,
    lyricsExcerpt: full.lyricsExcerpt,
    category: full.category,
  } as SongChoice;
}
const choices = (songs: ScheduleSongSong[]) => songs.map(choice);

/** The schedule already holds Holy Holy Holy. */
const SCHEDULE = schedule({ id: 'sched-1', name: 'Sunday Service', songs: [HOLY] });

const libraryMock: MockLink.MockedResponse = {
  request: { query: SongChoicesDocument, variables: { groupId: 'group-1' } },
  result: { data: { songs: choices([GRACE, HOLY, GREAT, YESHU]) } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};
const categoriesMock: MockLink.MockedResponse = {
  request: { query: SongCategoriesDocument },
  result: { data: { categories: [PRAISE, WORSHIP] } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

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
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open Add Songs
      </button>
      <AddSongsDialog open={open} onOpenChange={setOpen} schedule={SCHEDULE} />
    </>
  );
}

function setup(mocks: MockLink.MockedResponse[] = []) {
  renderWithShell(<Harness />, { mocks: [libraryMock, categoriesMock, ...mocks] });
  return { user: userEvent.setup() };
}

const dialog = () => screen.getByRole('dialog', { name: 'Add Songs to Schedule: Sunday Service' });
const songList = () => within(dialog()).findByRole('list', { name: 'Songs to add' });
const shownTitles = async () =>
  within(await songList())
    .getAllByRole('checkbox')
    .map((box) => box.closest('li')?.querySelector('label')?.textContent);
const selectAll = () => within(dialog()).getByRole('checkbox', { name: 'Select all' });

afterEach(() => toastStore.dismiss());

describe('AddSongsDialog', () => {
  it('lists the group songs that are not in the schedule yet, with 100-character previews', async () => {
    setup();
    expect(await shownTitles()).toEqual([
      'Amazing Grace',
      'Great Is Thy Faithfulness',
      'Yeshu Ente',
    ]);
    expect(within(dialog()).queryByText('Holy Holy Holy')).not.toBeInTheDocument();
    const preview = within(dialog()).getByText(/^Great is thy faithfulness O God/);
    expect(preview.textContent).toBe(`${LONG.slice(0, 100).trimEnd()}…`);
    expect(within(dialog()).getByText('യേശു എന്റെ രക്ഷകൻ')).toHaveAttribute('lang', 'ml');
    expect(await axeViolations()).toEqual([]);
  });

  it("toggles 'Select all' between all and none", async () => {
    const { user } = setup();
    await songList();
    const submit = () => within(dialog()).getByRole('button', { name: /^Add \d+ Songs?$/ });
    expect(submit()).toHaveAccessibleName('Add 0 Songs');
    expect(submit()).toBeDisabled();
    await user.click(selectAll());
    expect(selectAll()).toBeChecked();
    expect(
      within(dialog())
        .getAllByRole('checkbox')
        .filter((box) => box !== selectAll())
        .every((box) => (box as HTMLInputElement).checked),
    ).toBe(true);
    expect(submit()).toHaveAccessibleName('Add 3 Songs');
    await user.click(selectAll());
    expect(selectAll()).not.toBeChecked();
    expect(submit()).toHaveAccessibleName('Add 0 Songs');
  });

  it('filters by language and category in the client without search text', async () => {
    const { user } = setup();
    await songList();
    await user.selectOptions(
      within(dialog()).getByRole('combobox', { name: 'Language' }),
      'malayalam',
    );
    expect(await shownTitles()).toEqual(['Yeshu Ente']);
    await user.selectOptions(within(dialog()).getByRole('combobox', { name: 'Language' }), '');
    await user.selectOptions(
      within(dialog()).getByRole('combobox', { name: 'Category' }),
      'cat-worship',
    );
    expect(await shownTitles()).toEqual(['Amazing Grace']);
  });

  it('asks the server when there is search text, still hiding songs in the schedule', async () => {
    const { user } = setup([
      {
        request: {
          query: SearchSongChoicesDocument,
          variables: { query: 'holy', groupId: 'group-1', limit: 50 },
        },
        result: { data: { searchSongs: choices([HOLY, GRACE]) } },
      },
    ]);
    await songList();
    await user.type(within(dialog()).getByRole('searchbox', { name: 'Search songs' }), 'holy');
    await waitFor(async () => expect(await shownTitles()).toEqual(['Amazing Grace']));
  });

  it('adds the chosen songs in one call, in the order chosen: "{n} song(s) added to schedule!"', async () => {
    const { user } = setup([addMock(['song-yeshu', 'song-grace'])]);
    await songList();
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
    await songList();
    await user.click(within(dialog()).getByRole('checkbox', { name: 'Amazing Grace' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Add 1 Song' }));
    expect(
      await within(toastList()).findByText('Failed to add songs to schedule. Please try again.'),
    ).toBeInTheDocument();
    expect(dialog()).toBeInTheDocument();
  });

  it('starts with nothing selected every time it opens', async () => {
    const { user } = setup();
    await songList();
    await user.click(selectAll());
    expect(within(dialog()).getByRole('button', { name: 'Add 3 Songs' })).toBeInTheDocument();
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Open Add Songs' }));
    await songList();
    expect(selectAll()).not.toBeChecked();
    expect(within(dialog()).getByRole('button', { name: 'Add 0 Songs' })).toBeDisabled();
    expect(within(dialog()).getByText('0 selected')).toBeInTheDocument();
  });
});
