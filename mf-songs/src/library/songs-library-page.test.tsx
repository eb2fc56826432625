import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { browserNavigation, resetUnauthorizedState, toastStore } from '@worship/shell-contract';
import { GraphQLError } from 'graphql';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CreateSongDocument, SongAuthorsDocument } from './song-form/song-form.graphql';
import { CategoriesDocument } from '../lib/categories.graphql';
import { toCard } from '../test/song-fixtures';
import { SongDocument, type SongFields } from '../lib/song.graphql';
import { axeViolations } from '@worship/shell-contract/testing';
import { findSuggestionsOffered } from '../test/did-you-mean';
import { renderRemainingSteps, useSteppingClock } from '../test/stepped-list';
import { CATEGORIES, GROUPS, PRAISE, WORSHIP, song } from '../test/fixtures';
import { renderWithShell, TEST_USER, toastList, type RenderOptions } from '../test/render';
import SongsLibraryPage, { SONG_DELETED } from './songs-library-page';
import { DELETE_SONG_DESCRIPTION } from './delete-song-dialog';
import { DeleteSongDocument } from './delete-song.graphql';
import {
  LibrarySongsDocument,
  LibrarySongSearchDocument,
  LibrarySongSearchSuggestionsDocument,
} from './songs-library.graphql';

const LONG_LYRICS = `${'Amazing grace how sweet the sound '.repeat(6)}END`; // > 150 characters
const LONG_TRANSLITERATION = `${'Ethra manoharam '.repeat(8)}END`; // > 100 characters

const GRACE = song({
  id: 'song-grace',
  title: 'Amazing Grace',
  language: 'english',
  category: WORSHIP,
  stanzas: [
    {
      lyrics: LONG_LYRICS,
      transliterations: [{ language: 'malayalam', text: LONG_TRANSLITERATION }],
    },
    { lyrics: 'Second stanza' },
  ],
});
const YESHU = song({
  id: 'song-yeshu',
  title: 'Yeshu Ente',
  language: 'malayalam',
  category: PRAISE,
  createdAt: '2025-04-10T10:00:00.000Z',
  createdBy: 'user-2',
  stanzas: [{ lyrics: 'യേശു എന്റെ രക്ഷകൻ' }],
  creatorFirstName: null,
});
const UNSORTED = song({
  id: 'song-tamil',
  title: 'Kirubai',
  language: 'tamil',
  category: { id: 'cat-gone', name: 'Old', color: 'not-a-colour' },
  stanzas: [{ lyrics: 'கிருபை' }],
});

const listMock = (
  songs: SongFields[],
  groupId: string | null = 'group-1',
  extra: Partial<MockLink.MockedResponse> = {},
): MockLink.MockedResponse => ({
  request: { query: LibrarySongsDocument, variables: groupId ? { groupId } : {} },
  // The list carries cards (no stanzas): the song view loads the whole song (detailMock).
  result: { data: { songs: songs.map(toCard) } },
  ...extra,
});

const searchMock = (
  variables: Record<string, string | boolean>,
  songs: SongFields[],
): MockLink.MockedResponse => ({
  request: { query: LibrarySongSearchDocument, variables: { limit: 20, ...variables } },
  result: { data: { searchSongs: songs.map(toCard) } },
});

/** The "Did you mean" suggestions; `answered` is called when they are asked for. */
const suggestionsMock = (
  variables: Record<string, string>,
  suggestions: string[],
  answered: () => void = () => {},
): MockLink.MockedResponse => ({
  request: { query: LibrarySongSearchSuggestionsDocument, variables },
  result: () => {
    answered();
    return { data: { songSearchSuggestions: suggestions } };
  },
});

/** The whole song, as `song(id)` answers when the song view opens. */
const detailMock = (full: SongFields): MockLink.MockedResponse => ({
  request: { query: SongDocument, variables: { id: full.id } },
  result: { data: { song: full } },
});

const categoriesMock: MockLink.MockedResponse = {
  request: { query: CategoriesDocument },
  result: { data: { categories: CATEGORIES } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

function renderPage(mocks: MockLink.MockedResponse[], options: RenderOptions = {}) {
  const result = renderWithShell(<SongsLibraryPage />, {
    groups: GROUPS,
    mocks: [categoriesMock, ...mocks],
    ...options,
  });
  return { ...result, user: userEvent.setup({ delay: null }) };
}

const card = (title: string) => screen.getByRole('article', { name: title });
const songTitles = () =>
  screen
    .queryAllByRole('article')
    .map((article) => within(article).getByRole('heading').textContent);

let assign: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  resetUnauthorizedState();
  assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  toastStore.dismiss();
});

describe('SongsLibraryPage', () => {
  it('shows the header, the search and filters, and the first group by default', async () => {
    renderPage([listMock([GRACE, YESHU])]);
    expect(screen.getByRole('heading', { level: 1, name: 'Songs Library' })).toBeInTheDocument();
    expect(screen.getByText('Manage your worship songs across all languages')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Song' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search songs by title' })).toBeInTheDocument();
    const language = screen.getByRole('combobox', { name: 'Language' });
    expect(
      within(language)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All', 'English', 'Malayalam', 'Tamil', 'Hindi']);
    const category = screen.getByRole('combobox', { name: 'Category' });
    await waitFor(() =>
      expect(
        within(category)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['All', 'Praise', 'Worship']),
    );

    const sidebar = screen.getByRole('complementary', { name: 'Groups' });
    expect(within(sidebar).getByRole('radio', { name: 'Sunday Team' })).toBeChecked();
    expect(within(sidebar).getByRole('radio', { name: 'Youth Band' })).not.toBeChecked();
    expect(await screen.findByRole('heading', { level: 2, name: 'Sunday Team' })).toBeVisible();
    await waitFor(() => expect(songTitles()).toEqual(['Amazing Grace', 'Yeshu Ente']));
    expect(screen.getByText('2 songs')).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('shows on each card the language code, category, previews, creator and date', async () => {
    renderPage([listMock([GRACE, YESHU, UNSORTED])]);
    await screen.findByRole('article', { name: 'Amazing Grace' });

    const grace = card('Amazing Grace');
    expect(within(grace).getByText('ENG')).toHaveAttribute('title', 'English');
    expect(within(grace).getByText('Worship')).toBeInTheDocument();
    // The first 150 characters of the first stanza, in its language.
    const lyrics = within(grace).getByText(`${LONG_LYRICS.slice(0, 150)}…`);
    expect(lyrics).toHaveAttribute('lang', 'en');
    expect(within(grace).queryByText(/Second stanza/)).toBeNull();
    // A 100-character transliteration preview, in the transliteration's language.
    const transliteration = within(grace).getByText(`${LONG_TRANSLITERATION.slice(0, 100)}…`);
    expect(transliteration).toHaveAttribute('lang', 'ml');
    expect(within(grace).getByText('Added by Grace on Mar 5, 2025')).toBeInTheDocument();
    for (const name of ['View', 'Edit', 'Share', 'Delete']) {
      expect(within(grace).getByRole('button', { name })).toHaveAccessibleDescription(
        'Amazing Grace',
      );
    }

    const yeshu = card('Yeshu Ente');
    expect(within(yeshu).getByText('MAL')).toBeInTheDocument();
    expect(within(yeshu).getByText('യേശു എന്റെ രക്ഷകൻ')).toHaveAttribute('lang', 'ml');
    expect(within(yeshu).getByText('Added by Unknown on Apr 10, 2025')).toBeInTheDocument();

    // A category colour that is not a hex colour falls back to gray #6b7280.
    const tamil = card('Kirubai');
    expect(within(tamil).getByText('TAM')).toBeInTheDocument();
    const badge = within(tamil).getByText('Old');
    expect(badge).toHaveStyle({ borderColor: '#6b7280' });
    expect(within(card('Amazing Grace')).getByText('Worship')).toHaveStyle({
      borderColor: '#8b5cf6',
    });
  });

  it('shows six skeleton cards while the songs load', async () => {
    renderPage([listMock([GRACE], 'group-1', { delay: Number.POSITIVE_INFINITY })]);
    const busy = await screen.findByRole('list', { busy: true });
    expect(busy.children).toHaveLength(6);
    expect(screen.queryByRole('article')).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it("shows 'No songs yet' for an empty library, with a button that opens Add Song", async () => {
    const { user } = renderPage([
      listMock([]),
      {
        request: { query: SongAuthorsDocument },
        result: { data: { songAuthors: [] } },
      },
    ]);
    expect(await screen.findByRole('heading', { name: 'No songs yet' })).toBeInTheDocument();
    expect(screen.getByText('Add your first song to get started')).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Add Your First Song' }));
    expect(await screen.findByRole('dialog', { name: 'Add New Song' })).toBeInTheDocument();
  });

  it('filters by language and category in the browser when there is no search text', async () => {
    const { user } = renderPage([listMock([GRACE, YESHU, UNSORTED])]);
    await screen.findByRole('article', { name: 'Amazing Grace' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'malayalam');
    expect(songTitles()).toEqual(['Yeshu Ente']);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'all');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), WORSHIP.id);
    expect(songTitles()).toEqual(['Amazing Grace']);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'hindi');
    expect(songTitles()).toEqual([]);
    expect(screen.getByRole('heading', { name: 'No songs found' })).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search terms or filters')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Your First Song' })).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it('asks the server for the songs by usage, and sorts least recently used first', async () => {
    const { user } = renderPage([
      listMock([GRACE, YESHU, UNSORTED]),
      {
        request: {
          query: LibrarySongsDocument,
          variables: { groupId: 'group-1', notUsedForMonths: 6 },
        },
        result: { data: { songs: [YESHU, UNSORTED].map(toCard) } },
      },
      {
        request: {
          query: LibrarySongsDocument,
          variables: { groupId: 'group-1', neverUsed: true, sort: 'LAST_USED' },
        },
        result: { data: { songs: [UNSORTED].map(toCard) } },
      },
      {
        request: {
          query: LibrarySongsDocument,
          variables: { groupId: 'group-1', sort: 'LAST_USED' },
        },
        result: { data: { songs: [UNSORTED, YESHU, GRACE].map(toCard) } },
      },
    ]);
    await screen.findByRole('article', { name: 'Amazing Grace' });
    const usage = screen.getByRole('combobox', { name: 'Usage' });
    expect(
      within(usage)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Any time',
      'Not used for 3 months',
      'Not used for 6 months',
      'Not used for 12 months',
      'Never used',
    ]);
    const sort = screen.getByRole('combobox', { name: 'Sort' });
    expect(
      within(sort)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Newest first', 'Least recently used']);

    await user.selectOptions(usage, 'Not used for 6 months');
    await waitFor(() => expect(songTitles()).toEqual(['Yeshu Ente', 'Kirubai']));
    // The language filter still runs here on what the server answered.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'tamil');
    expect(songTitles()).toEqual(['Kirubai']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'all');

    // Both are reached with the keyboard, after the category.
    screen.getByRole('combobox', { name: 'Category' }).focus();
    await user.tab();
    expect(usage).toHaveFocus();
    await user.tab();
    expect(sort).toHaveFocus();
    await user.selectOptions(sort, 'Least recently used');
    await user.selectOptions(usage, 'Never used');
    await waitFor(() => expect(songTitles()).toEqual(['Kirubai']));
    await user.selectOptions(usage, 'Any time');
    await waitFor(() => expect(songTitles()).toEqual(['Kirubai', 'Yeshu Ente', 'Amazing Grace']));
    expect(await axeViolations()).toEqual([]);
  });

  it('searches with the usage filter on the server', async () => {
    const { user } = renderPage([
      listMock([GRACE, YESHU]),
      {
        request: {
          query: LibrarySongsDocument,
          variables: { groupId: 'group-1', neverUsed: true },
        },
        result: { data: { songs: [YESHU].map(toCard) } },
      },
      searchMock({ query: 'yesu', groupId: 'group-1', neverUsed: true }, [YESHU]),
    ]);
    await screen.findByRole('article', { name: 'Amazing Grace' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Usage' }), 'never');
    await waitFor(() => expect(songTitles()).toEqual(['Yeshu Ente']));
    await user.type(screen.getByRole('searchbox', { name: 'Search songs by title' }), 'yesu');
    await waitFor(() => expect(songTitles()).toEqual(['Yeshu Ente']));
  });

  it('switches to the server search with the filters when there is search text', async () => {
    // The server's answer is shown as it is: no client-side filtering of search results.
    const { user } = renderPage([
      listMock([GRACE, YESHU]),
      searchMock({ query: 'yesu', language: 'malayalam', groupId: 'group-1' }, [YESHU, UNSORTED]),
    ]);
    await screen.findByRole('article', { name: 'Amazing Grace' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'malayalam');
    await user.type(screen.getByRole('searchbox', { name: 'Search songs by title' }), ' yesu ');
    await waitFor(() => expect(songTitles()).toEqual(['Yeshu Ente', 'Kirubai']));

    // Clearing the search goes back to the group's list, filtered here again.
    await user.clear(screen.getByRole('searchbox', { name: 'Search songs by title' }));
    await waitFor(() => expect(songTitles()).toEqual(['Yeshu Ente']));
  });

  it('marks the searched words in the title, excerpt and transliteration, in any script', async () => {
    const rakshakan = song({
      id: 'song-marks',
      title: 'Yeshu Ente Rakshakan',
      language: 'malayalam',
      stanzas: [
        {
          lyrics: 'യേശു എന്റെ രക്ഷകൻ, യേശുവേ സ്തുതി',
          transliterations: [{ language: 'english', text: 'Yeshu ente rakshakan' }],
        },
      ],
    });
    const { user } = renderPage([
      listMock([rakshakan]),
      // "rakshakn": one letter short; the server forgives it, and so does the highlighting.
      searchMock({ query: 'yesu rakshakn', groupId: 'group-1' }, [rakshakan]),
    ]);
    await screen.findByRole('article', { name: 'Yeshu Ente Rakshakan' });
    const marks = (element: Element) =>
      Array.from(element.querySelectorAll('mark'), (mark) => mark.textContent);
    expect(marks(card('Yeshu Ente Rakshakan'))).toEqual([]); // not searching: nothing marked

    const search = screen.getByRole('searchbox', { name: 'Search songs by title' });
    await user.type(search, 'yesu rakshakn');
    // The results replace the list's cards.
    await waitFor(() => expect(card('Yeshu Ente Rakshakan').querySelector('mark')).not.toBeNull());
    const found = card('Yeshu Ente Rakshakan');
    expect(marks(within(found).getByRole('heading'))).toEqual(['Yeshu', 'Rakshakan']);
    const lyrics = within(found).getByText(
      (_, element) => element?.textContent === 'യേശു എന്റെ രക്ഷകൻ, യേശുവേ സ്തുതി',
      { selector: 'p' },
    );
    expect(lyrics).toHaveAttribute('lang', 'ml');
    expect(lyrics.innerHTML).toMatch(/^<mark[^>]*>യേശു<\/mark> എന്റെ <mark[^>]*>രക്ഷകൻ<\/mark>, /);
    expect(marks(lyrics)).toEqual(['യേശു', 'രക്ഷകൻ', 'യേശുവേ']);
    const transliteration = lyrics.nextElementSibling!;
    expect(transliteration).toHaveAttribute('lang', 'en');
    expect(transliteration.textContent).toBe('Yeshu ente rakshakan');
    expect(marks(transliteration)).toEqual(['Yeshu', 'rakshakan']);
    expect(marks(found)).toHaveLength(7); // nothing else on the card (author, badges, buttons)
    expect(await axeViolations()).toEqual([]);

    // The search cleared: the group's list again, unmarked.
    await user.clear(search);
    await waitFor(() => expect(marks(card('Yeshu Ente Rakshakan'))).toEqual([]));
    expect(within(card('Yeshu Ente Rakshakan')).getByRole('heading')).toHaveTextContent(
      'Yeshu Ente Rakshakan',
    );
  });

  it("shows 'No songs found' when a search finds nothing, and no suggestion when there is none", async () => {
    const asked = vi.fn();
    const { user } = renderPage([
      listMock([GRACE]),
      searchMock({ query: 'nothing', groupId: 'group-1' }, []),
      suggestionsMock({ query: 'nothing', groupId: 'group-1' }, [], asked),
    ]);
    await screen.findByRole('article', { name: 'Amazing Grace' });
    await user.type(screen.getByRole('searchbox', { name: 'Search songs by title' }), 'nothing');
    expect(await screen.findByRole('heading', { name: 'No songs found' })).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search terms or filters')).toBeInTheDocument();
    await waitFor(() => expect(asked).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByText('Did you mean:')).toBeNull());
    expect(screen.queryByRole('group', { name: 'Did you mean:' })).toBeNull();
  });

  it("offers 'Did you mean:' spellings when a search finds nothing; one picked searches it", async () => {
    const { user } = renderPage([
      listMock([GRACE, YESHU]),
      searchMock({ query: 'amezinng grece', language: 'english', groupId: 'group-1' }, []),
      suggestionsMock({ query: 'amezinng grece', language: 'english', groupId: 'group-1' }, [
        'amazing grace',
        'യേശു എന്റെ',
        'യേശു ente',
      ]),
      searchMock({ query: 'amazing grace', language: 'english', groupId: 'group-1' }, [GRACE]),
    ]);
    await screen.findByRole('article', { name: 'Amazing Grace' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'english');
    const search = screen.getByRole('searchbox', { name: 'Search songs by title' });
    await user.type(search, 'amezinng grece');

    const offered = await findSuggestionsOffered(['amazing grace', 'യേശു എന്റെ', 'യേശു ente']);
    // Native script: the whole suggestion in one script is Malayalam; in mixed text, the word.
    expect(within(offered).getByRole('button', { name: 'amazing grace' })).not.toHaveAttribute(
      'lang',
    );
    expect(within(offered).getByRole('button', { name: 'യേശു എന്റെ' })).toHaveAttribute('lang', 'ml');
    const mixed = within(offered).getByRole('button', { name: 'യേശു ente' });
    expect(mixed).not.toHaveAttribute('lang');
    expect(within(mixed).getByText('യേശു')).toHaveAttribute('lang', 'ml');
    expect(await axeViolations()).toEqual([]);

    await user.click(within(offered).getByRole('button', { name: 'amazing grace' }));
    expect(search).toHaveValue('amazing grace');
    expect(search).toHaveFocus();
    await waitFor(() => expect(songTitles()).toEqual(['Amazing Grace']));
    expect(screen.queryByText('Did you mean:')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'No songs found' })).toBeNull();
  });

  it('never asks for suggestions while a search finds songs', async () => {
    const asked = vi.fn();
    const { user } = renderPage([
      listMock([GRACE]),
      searchMock({ query: 'grace', groupId: 'group-1' }, [GRACE]),
      suggestionsMock({ query: 'grace', groupId: 'group-1' }, ['grace'], asked),
    ]);
    await screen.findByRole('article', { name: 'Amazing Grace' });
    await user.type(screen.getByRole('searchbox', { name: 'Search songs by title' }), 'grace');
    await waitFor(() => expect(card('Amazing Grace').querySelector('mark')).not.toBeNull());
    expect(asked).not.toHaveBeenCalled();
    expect(screen.queryByText('Did you mean:')).toBeNull();
  });

  it('follows the Active Group, and choosing a group in the sidebar changes it', async () => {
    const { user } = renderPage([listMock([YESHU], 'group-2'), listMock([GRACE], 'group-1')], {
      activeGroupId: 'group-2',
    });
    await screen.findByRole('article', { name: 'Yeshu Ente' });
    const sidebar = screen.getByRole('complementary', { name: 'Groups' });
    expect(within(sidebar).getByRole('radio', { name: 'Youth Band' })).toBeChecked();
    await user.click(within(sidebar).getByRole('radio', { name: 'Sunday Team' }));
    await screen.findByRole('article', { name: 'Amazing Grace' });
    expect(songTitles()).toEqual(['Amazing Grace']);
    expect(within(sidebar).getByRole('radio', { name: 'Sunday Team' })).toBeChecked();
  });

  it('without a group lists the songs the user created', async () => {
    const mine = song({ id: 'mine', title: 'Mine', createdBy: TEST_USER.id });
    const others = song({ id: 'public', title: 'Public Song', createdBy: 'someone-else' });
    renderPage([listMock([mine, others], null)], { groups: [] });
    await screen.findByRole('article', { name: 'Mine' });
    expect(songTitles()).toEqual(['Mine']);
    expect(screen.getByRole('heading', { level: 2, name: 'My Songs' })).toBeInTheDocument();
  });

  it('imports into the selected group, and names it', async () => {
    const { user } = renderPage([listMock([GRACE])]);
    await screen.findByRole('article', { name: 'Amazing Grace' });
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByRole('dialog', { name: 'Import Songs' })).toHaveAccessibleDescription(
      'OpenLyrics, ChordPro, SongSelect or plain text files into the group Sunday Team',
    );
  });

  it('imports into My Songs, and says so, without a group', async () => {
    const { user } = renderPage([listMock([], null)], { groups: [] });
    await screen.findByText('No songs yet');
    // The library has no group to export; import still works.
    expect(screen.queryByRole('button', { name: /Export library/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByRole('dialog', { name: 'Import Songs' })).toHaveAccessibleDescription(
      'OpenLyrics, ChordPro, SongSelect or plain text files into My Songs, your own songs: you are not in any group yet',
    );
  });

  it('Edit and Delete show only when the viewer may edit or delete the song', async () => {
    const readOnly = song({ id: 'song-ro', title: 'Read Only', canEdit: false, canDelete: false });
    const editOnly = song({ id: 'song-eo', title: 'Edit Only', canEdit: true, canDelete: false });
    renderPage([listMock([readOnly, editOnly])]);
    await screen.findByRole('article', { name: 'Read Only' });
    expect(within(card('Read Only')).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(within(card('Read Only')).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(within(card('Edit Only')).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(within(card('Edit Only')).queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('Edit opens the song form filled with the whole song', async () => {
    const full = song({
      ...GRACE,
      category: WORSHIP,
      key: 'G',
      stanzas: [{ label: 'Verse 1', lyrics: '[G]Amazing [C]grace' }],
    });
    const { user } = renderPage([
      listMock([GRACE]),
      detailMock(full),
      { request: { query: SongAuthorsDocument }, result: { data: { songAuthors: [] } } },
    ]);
    await screen.findByRole('article', { name: 'Amazing Grace' });
    await user.click(within(card('Amazing Grace')).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Song' });
    expect(within(dialog).getByLabelText(/Song Title/)).toHaveValue('Amazing Grace');
    expect(within(dialog).getByLabelText('Key')).toHaveValue('G');
    const stanza = within(dialog).getByRole('group', { name: 'Stanza 1' });
    expect(within(stanza).getByLabelText(/Section label/)).toHaveValue('Verse 1');
    expect(within(stanza).getByLabelText(/Lyrics/)).toHaveValue('[G]Amazing [C]grace');
  });

  it('Delete asks first, then the song leaves the library', async () => {
    const { user } = renderPage([
      listMock([GRACE]),
      {
        request: { query: DeleteSongDocument, variables: { id: GRACE.id } },
        result: { data: { deleteSong: true } },
      },
      listMock([]),
    ]);
    await screen.findByRole('article', { name: 'Amazing Grace' });
    await user.click(within(card('Amazing Grace')).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete "Amazing Grace"?' });
    expect(confirm).toHaveAccessibleDescription(DELETE_SONG_DESCRIPTION);
    expect(await axeViolations()).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Delete Song' }));
    // The confirmation hides the page from the accessibility tree: wait for it to close first.
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Amazing Grace' })).toBeNull(),
    );
    expect(screen.getByText('No songs yet')).toBeInTheDocument();
    expect(within(toastList()).getByText(SONG_DELETED)).toBeInTheDocument();
  });

  it('Cancel on the delete confirmation keeps the song and sends nothing', async () => {
    const { user } = renderPage([listMock([GRACE])]);
    await screen.findByRole('article', { name: 'Amazing Grace' });
    await user.click(within(card('Amazing Grace')).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByRole('article', { name: 'Amazing Grace' })).toBeInTheDocument();
  });

  it('Share copies the public link of the song', async () => {
    const { user } = renderPage([listMock([GRACE])]);
    await screen.findByRole('article', { name: 'Amazing Grace' });
    await user.click(within(card('Amazing Grace')).getByRole('button', { name: 'Share' }));
    expect(await navigator.clipboard.readText()).toBe(
      `${window.location.origin}/songs/public?song=song-grace`,
    );
    const toasts = toastList();
    expect(within(toasts).getByText('Link copied')).toBeInTheDocument();
    expect(within(toasts).getByText('Song link copied to clipboard!')).toBeInTheDocument();
  });

  it('lists every song of a long library, and the last card, added after the first, shares', async () => {
    const library = Array.from({ length: 40 }, (_, i) =>
      song({ id: `song-long-${i + 1}`, title: `Library hymn ${i + 1}`, language: 'english' }),
    );
    useSteppingClock();
    const { user } = renderPage([listMock(library)]);
    await screen.findByRole('article', { name: 'Library hymn 1' });
    // The remaining steps run on the test's clock, however busy the machine.
    await renderRemainingSteps(() => songTitles().length === 40);
    expect(songTitles()).toEqual(library.map((s) => s.title));
    vi.useRealTimers();
    await user.click(within(card('Library hymn 40')).getByRole('button', { name: 'Share' }));
    expect(await navigator.clipboard.readText()).toBe(
      `${window.location.origin}/songs/public?song=song-long-40`,
    );
  });

  it('Share reports a clipboard failure', async () => {
    const { user } = renderPage([listMock([GRACE])]);
    await screen.findByRole('article', { name: 'Amazing Grace' });
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(within(card('Amazing Grace')).getByRole('button', { name: 'Share' }));
    const toasts = toastList();
    expect(
      await within(toasts).findByText('Failed to copy link to clipboard.'),
    ).toBeInTheDocument();
    expect(within(toasts).getByText('Error')).toBeInTheDocument();
  });

  it('View loads the whole song (every stanza) and opens the song view dialog', async () => {
    const { user } = renderPage([listMock([GRACE]), detailMock(GRACE)]);
    await screen.findByRole('article', { name: 'Amazing Grace' });
    // The card has only the first stanza's excerpt.
    expect(within(card('Amazing Grace')).queryByText('Second stanza')).not.toBeInTheDocument();
    await user.click(within(card('Amazing Grace')).getByRole('button', { name: 'View' }));
    const dialog = await screen.findByRole('dialog', { name: 'Amazing Grace' });
    expect(within(dialog).getByText('Second stanza')).toBeInTheDocument();
    expect(within(dialog).getByText(LONG_LYRICS)).toBeInTheDocument();
    expect(within(dialog).getByText(LONG_TRANSLITERATION)).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it("says 'Failed to load song details.' when the opened song cannot be loaded", async () => {
    const { user } = renderPage([
      listMock([GRACE]),
      {
        request: { query: SongDocument, variables: { id: GRACE.id } },
        result: { data: { song: null } },
      },
    ]);
    await screen.findByRole('article', { name: 'Amazing Grace' });
    await user.click(within(card('Amazing Grace')).getByRole('button', { name: 'View' }));
    expect(
      await within(toastList()).findByText('Failed to load song details.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('treats a 401 as logged out', async () => {
    renderPage([
      {
        request: { query: LibrarySongsDocument, variables: { groupId: 'group-1' } },
        result: {
          errors: [new GraphQLError('Unauthorized', { extensions: { code: 'UNAUTHENTICATED' } })],
        },
      },
    ]);
    expect(await within(toastList()).findByText('Unauthorized')).toBeInTheDocument();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/login'));
  });

  it('refreshes the list after a song was added from the dialog', async () => {
    const added = song({ id: 'song-new', title: 'New Song', createdAt: '2025-05-01T10:00:00Z' });
    const { user } = renderPage([
      listMock([GRACE]),
      {
        request: { query: SongAuthorsDocument },
        result: { data: { songAuthors: [] } },
        maxUsageCount: 2,
      },
      {
        request: {
          query: CreateSongDocument,
          variables: {
            input: {
              title: 'New Song',
              language: 'english',
              groupId: 'group-1',
              isPublic: true,
              stanzas: [{ lyrics: 'New lyrics', transliterations: [] }],
            },
          },
        },
        result: { data: { createSong: added } },
      },
      listMock([added, GRACE]),
    ]);
    await screen.findByRole('article', { name: 'Amazing Grace' });
    await user.click(screen.getByRole('button', { name: 'Add Song' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Song' });
    expect(await axeViolations()).toEqual([]);
    await user.type(within(dialog).getByLabelText(/Song Title/), 'New Song');
    await user.type(within(dialog).getByLabelText(/Lyrics/), 'New lyrics');
    await user.click(within(dialog).getByRole('button', { name: 'Add Song' }));

    await waitFor(() => expect(songTitles()).toEqual(['New Song', 'Amazing Grace']));
    expect(screen.queryByRole('dialog', { name: 'Add New Song' })).toBeNull();
  });
});
