import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '@worship/shell-contract/testing';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { CategoriesDocument } from '../lib/categories.graphql';
import { toCard } from '../test/song-fixtures';
import type { SongFields } from '../lib/song.graphql';
import { CATEGORIES, PRAISE, WORSHIP, song } from '../test/fixtures';
import { renderWithShell } from '../test/render';
import SongPicker from './song-picker';
import { LibrarySongsDocument, LibrarySongSearchDocument } from './songs-library.graphql';

const LONG = `${'Great is thy faithfulness O God my Father '.repeat(4)}END`; // > 100 characters
const GRACE = song({ id: 'song-grace', title: 'Amazing Grace', category: WORSHIP });
const GREAT = song({
  id: 'song-great',
  title: 'Great Is Thy Faithfulness',
  stanzas: [{ lyrics: LONG }],
});
const YESHU = song({
  id: 'song-yeshu',
  title: 'Yeshu Ente',
  language: 'malayalam',
  category: PRAISE,
  stanzas: [{ lyrics: 'യേശു എന്റെ രക്ഷകൻ' }],
});
const HOLY = song({ id: 'song-holy', title: 'Holy Holy Holy', category: PRAISE });

const cards = (songs: SongFields[]) => songs.map(toCard);

const libraryMock: MockLink.MockedResponse = {
  request: { query: LibrarySongsDocument, variables: { groupId: 'group-1' } },
  result: { data: { songs: cards([GRACE, HOLY, GREAT, YESHU]) } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};
const categoriesMock: MockLink.MockedResponse = {
  request: { query: CategoriesDocument },
  result: { data: { categories: CATEGORIES } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

/** The picker as the Add Songs dialog places it: the schedule already holds Holy Holy Holy. */
function Dialog() {
  const [selected, setSelected] = useState<string[]>([]);
  return (
    <section aria-label="Add Songs">
      <SongPicker
        groupId="group-1"
        excludeSongIds={['song-holy']}
        selectedIds={selected}
        onSelectedIdsChange={setSelected}
        listLabel="Songs to add"
        allExcludedMessage="Every song of this group is already in the schedule."
      />
      <output aria-label="Chosen">{selected.join(',')}</output>
    </section>
  );
}

function setup(mocks: MockLink.MockedResponse[] = [libraryMock]) {
  renderWithShell(<Dialog />, { mocks: [categoriesMock, ...mocks] });
  return { user: userEvent.setup({ delay: null }) };
}

const songList = () => screen.findByRole('list', { name: 'Songs to add' });
const shownTitles = async () =>
  within(await songList())
    .getAllByRole('checkbox')
    .map((box) => box.closest('li')?.querySelector('label')?.textContent);
const selectAll = () => screen.getByRole('checkbox', { name: 'Select all' });
const chosen = () => screen.getByRole('status', { name: 'Chosen' }).textContent;

describe('SongPicker', () => {
  it('lists the group songs that are not excluded, with 100-character previews', async () => {
    setup();
    expect(await shownTitles()).toEqual([
      'Amazing Grace',
      'Great Is Thy Faithfulness',
      'Yeshu Ente',
    ]);
    expect(screen.queryByText('Holy Holy Holy')).not.toBeInTheDocument();
    const preview = screen.getByText(/^Great is thy faithfulness O God/);
    expect(preview.textContent).toBe(`${LONG.slice(0, 100).trimEnd()}…`);
    expect(screen.getByText('യേശു എന്റെ രക്ഷകൻ')).toHaveAttribute('lang', 'ml');
    expect(screen.getByRole('searchbox', { name: 'Search songs' })).toHaveAttribute(
      'placeholder',
      'Title, author or lyrics...',
    );
    expect(await axeViolations()).toEqual([]);
  });

  it("toggles 'Select all' between all and none, in the order shown", async () => {
    const { user } = setup();
    await songList();
    expect(screen.getByText('0 selected')).toBeInTheDocument();
    await user.click(selectAll());
    expect(selectAll()).toBeChecked();
    expect(chosen()).toBe('song-grace,song-great,song-yeshu');
    expect(screen.getByText('3 selected')).toBeInTheDocument();
    await user.click(selectAll());
    expect(selectAll()).not.toBeChecked();
    expect(chosen()).toBe('');
  });

  it('keeps the order the songs were chosen in', async () => {
    const { user } = setup();
    await songList();
    await user.click(screen.getByRole('checkbox', { name: 'Yeshu Ente' }));
    await user.click(screen.getByRole('checkbox', { name: 'Amazing Grace' }));
    expect(chosen()).toBe('song-yeshu,song-grace');
    expect(screen.getByText('2 selected')).toBeInTheDocument();
  });

  it('filters by language and category in the client without search text', async () => {
    const { user } = setup();
    await songList();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'malayalam');
    expect(await shownTitles()).toEqual(['Yeshu Ente']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'All');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'cat-worship');
    expect(await shownTitles()).toEqual(['Amazing Grace']);
  });

  it("asks the library's search when there is search text, still hiding excluded songs", async () => {
    const { user } = setup([
      libraryMock,
      {
        request: {
          query: LibrarySongSearchDocument,
          variables: { query: 'holy', groupId: 'group-1', limit: 50 },
        },
        result: { data: { searchSongs: cards([HOLY, GRACE]) } },
      },
    ]);
    await songList();
    await user.type(screen.getByRole('searchbox', { name: 'Search songs' }), 'holy');
    await waitFor(async () => expect(await shownTitles()).toEqual(['Amazing Grace']));
  });

  it('says so when every song is excluded, and when a filter finds nothing', async () => {
    const { user } = setup([
      {
        ...libraryMock,
        result: { data: { songs: cards([HOLY]) } },
      },
    ]);
    expect(
      await screen.findByText('Every song of this group is already in the schedule.'),
    ).toBeInTheDocument();
    expect(selectAll()).toBeDisabled();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'tamil');
    expect(await screen.findByText('No songs found')).toBeInTheDocument();
  });

  it("says 'Could not load songs.' when the library cannot be read", async () => {
    setup([
      {
        request: { query: LibrarySongsDocument, variables: { groupId: 'group-1' } },
        error: new Error('boom'),
      },
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load songs.');
  });
});
