import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toastStore } from '@worship/shell-contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeSong, makeStanza, toCard } from '../test/song-fixtures';
import type { SongFields } from '../lib/song.graphql';
import { axeViolations } from '@worship/shell-contract/testing';
import { findSuggestionsOffered } from '../test/did-you-mean';
import { renderRemainingSteps, useSteppingClock } from '../test/stepped-list';
import { renderWithShell, toastList } from '../test/render';
import PublicSongsPage from './public-songs-page';
import {
  PublicCategoriesDocument,
  PublicSongDocument,
  PublicSongSearchSuggestionsDocument,
  PublicSongsDocument,
  SearchPublicSongsDocument,
} from './public-songs.graphql';

const worship = { __typename: 'Category' as const, id: 'cat-1', name: 'Worship', color: '#8b5cf6' };
const praise = { __typename: 'Category' as const, id: 'cat-2', name: 'Praise', color: '#10b981' };

const malayalamSong = makeSong();
const englishSong = makeSong({
  id: 'song-2',
  title: 'Amazing Grace',
  language: 'english',
  author: 'John Newton',
  category: praise,
  stanzas: [makeStanza('st-9', 0, 'Amazing grace, how sweet the sound')],
});
const tamilSong = makeSong({
  id: 'song-3',
  title: 'இயேசுவே',
  language: 'tamil',
  author: null,
  category: null,
  stanzas: [makeStanza('st-10', 0, 'இயேசுவே என் ஜீவனே')],
});
const hiddenSong = makeSong({
  id: 'song-4',
  title: 'परमेश्वर',
  language: 'hindi',
  author: 'Unknown',
  category: worship,
  stanzas: [makeStanza('st-11', 0, 'परमेश्वर महान है')],
});

type Mock = MockLink.MockedResponse;

const listMock = (songs: SongFields[], delay?: number): Mock => ({
  request: { query: PublicSongsDocument },
  // The list carries cards (no stanzas): an opened song is loaded whole (detailMock).
  result: { data: { publicSongs: songs.map(toCard) } },
  delay,
});
const categoriesMock: Mock = {
  request: { query: PublicCategoriesDocument },
  result: { data: { publicCategories: [praise, worship] } },
};
const searchMock = (variables: Record<string, string | number>, songs: SongFields[]): Mock => ({
  request: { query: SearchPublicSongsDocument, variables: { limit: 20, ...variables } },
  result: { data: { searchPublicSongs: songs.map(toCard) } },
});
/** The "Did you mean" suggestions; `answered` is called when they are asked for. */
const suggestionsMock = (
  variables: Record<string, string>,
  suggestions: string[],
  answered: () => void = () => {},
): Mock => ({
  request: { query: PublicSongSearchSuggestionsDocument, variables },
  result: () => {
    answered();
    return { data: { publicSongSearchSuggestions: suggestions } };
  },
});
const detailMock = (song: SongFields): Mock => ({
  request: { query: PublicSongDocument, variables: { id: song.id } },
  result: { data: { publicSong: song } },
});

function setup(mocks: Mock[], route = '/songs/public', user: null | undefined = null) {
  const events = userEvent.setup({ delay: null });
  const result = renderWithShell(<PublicSongsPage />, {
    mocks,
    route,
    path: '/songs/public',
    user,
  });
  return { user: events, ...result };
}

const songList = () => screen.findByRole('list', { name: 'Songs' });
const cardTitles = (list: HTMLElement) =>
  within(list)
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);
/** Typing, the search debounce and the response: generous on a busy machine. */
const SEARCH_WAIT = { timeout: 10_000 };
const location = () => screen.getByTestId('location').textContent;

afterEach(() => {
  vi.useRealTimers();
  toastStore.dismiss();
  vi.restoreAllMocks();
});

describe('PublicSongsPage', () => {
  it("sets the document title to '{product} - Worship Songs'", async () => {
    setup([listMock([englishSong]), categoriesMock]);
    await songList();
    expect(document.title).toBe('Worship Planner - Worship Songs');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Worship Planner - Worship Songs' }),
    ).toBeInTheDocument();
  });

  it('shows 6 skeleton cards while loading', async () => {
    const { container } = setup([listMock([englishSong], 200), categoriesMock]);
    expect(container.querySelectorAll('[data-testid="song-card-skeleton"]')).toHaveLength(6);
    expect(screen.getByText('Loading songs...')).toHaveAttribute('role', 'status');
    await songList();
    expect(container.querySelectorAll('[data-testid="song-card-skeleton"]')).toHaveLength(0);
  });

  it('shows cards with the language code, title, author, category and language name', async () => {
    setup([listMock([malayalamSong, englishSong, tamilSong]), categoriesMock]);
    const list = await songList();
    const cards = within(list).getAllByRole('article');
    expect(cards).toHaveLength(3);
    const [ml, en, ta] = cards as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(ml).getByText('ML')).toBeInTheDocument();
    expect(within(ml).getByRole('button', { name: 'യേശുവേ നിന്നെ' })).toHaveAttribute('lang', 'ml');
    expect(within(ml).getByText('by Sadhu Kochukunju')).toBeInTheDocument();
    expect(within(ml).getByText('Worship')).toBeInTheDocument();
    expect(within(ml).getByText('Malayalam')).toBeInTheDocument();
    expect(within(en).getByText('EN')).toBeInTheDocument();
    expect(within(en).getByText('English')).toBeInTheDocument();
    expect(within(en).getByText('Praise')).toBeInTheDocument();
    expect(within(ta).getByText('TA')).toBeInTheDocument();
    expect(within(ta).getByText('Tamil')).toBeInTheDocument();
  });

  it("says 'No songs are available yet' when there are no public songs", async () => {
    setup([listMock([]), categoriesMock]);
    expect(
      await screen.findByRole('heading', { name: 'No songs are available yet' }),
    ).toBeInTheDocument();
  });

  it('shows every song of a long collection, the first cards at once and the rest after', async () => {
    const collection = Array.from({ length: 60 }, (_, i) =>
      makeSong({ id: `public-${i}`, title: `Public hymn ${i + 1}`, language: 'english' }),
    );
    useSteppingClock();
    setup([listMock(collection), categoriesMock]);
    const list = await songList();
    expect(cardTitles(list)[0]).toBe('Public hymn 1');
    // Added a few at a time: the remaining steps run on the test's clock, however busy the machine.
    await renderRemainingSteps(() => cardTitles(list).length === 60);
    expect(cardTitles(list)).toEqual(collection.map((song) => song.title));
  });

  it('filters by language and category in the browser when there is no search text', async () => {
    const { user } = setup([
      listMock([malayalamSong, englishSong, tamilSong, hiddenSong]),
      categoriesMock,
    ]);
    await songList();
    await user.selectOptions(screen.getByLabelText('Language'), 'Malayalam');
    expect(cardTitles(await songList())).toEqual(['യേശുവേ നിന്നെ']);

    await user.selectOptions(screen.getByLabelText('Language'), 'All Languages');
    await user.selectOptions(await screen.findByLabelText('Category'), 'Worship');
    expect(cardTitles(await songList())).toEqual(['യേശുവേ നിന്നെ', 'परमेश्वर']);

    await user.selectOptions(screen.getByLabelText('Language'), 'English');
    expect(await screen.findByRole('heading', { name: 'No songs found' })).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search terms or filters')).toBeInTheDocument();
  });

  it('searches on the server with the filters when there is search text', async () => {
    const { user } = setup([
      listMock([malayalamSong, englishSong, tamilSong]),
      categoriesMock,
      searchMock({ query: 'yeshu' }, [malayalamSong, tamilSong]),
      searchMock({ query: 'yeshu', language: 'tamil' }, [tamilSong]),
    ]);
    await songList();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'yeshu');
    await waitFor(
      async () => expect(cardTitles(await songList())).toEqual(['യേശുവേ നിന്നെ', 'இயேசுவே']),
      SEARCH_WAIT,
    );

    await user.selectOptions(screen.getByLabelText('Language'), 'Tamil');
    await waitFor(
      async () => expect(cardTitles(await songList())).toEqual(['இயேசுவே']),
      SEARCH_WAIT,
    );
  });

  it('searches the native words typed phonetically in the search box', async () => {
    const { user } = setup([
      listMock([malayalamSong, englishSong, tamilSong]),
      categoriesMock,
      // The Latin word may be searched while it is typed, before a candidate replaces it.
      searchMock({ query: 'yeshuve' }, [malayalamSong, tamilSong]),
      searchMock({ query: 'യേശുവേ' }, [malayalamSong]),
    ]);
    await songList();
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Phonetic typing, search' }),
      'malayalam',
    );
    const search = screen.getByRole('combobox', { name: 'Search' });
    await user.type(search, 'yeshuve');
    // The tables load on the switch (a module import: slow on a busy machine the first time).
    await screen.findByRole('listbox', { name: 'Suggestions for yeshuve' }, SEARCH_WAIT);
    await user.keyboard('{Enter}');
    expect(search).toHaveValue('യേശുവേ');
    expect(search).toHaveAttribute('lang', 'ml');
    await waitFor(
      async () => expect(cardTitles(await songList())).toEqual(['യേശുവേ നിന്നെ']),
      SEARCH_WAIT,
    );
  });

  it('marks the searched words in the titles of the results, in any script, and only then', async () => {
    const results = [malayalamSong, tamilSong, englishSong, hiddenSong];
    const { user } = setup([
      listMock(results),
      categoriesMock,
      // "amazng": a typo the server forgives, and so does the highlighting.
      searchMock({ query: 'yeshu amazng' }, results),
    ]);
    const markedTitles = (list: HTMLElement) =>
      within(list)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => Array.from(heading.querySelectorAll('mark'), (mark) => mark.textContent));
    expect(markedTitles(await songList())).toEqual([[], [], [], []]);

    const search = screen.getByRole('searchbox', { name: 'Search' });
    await user.type(search, 'yeshu amazng');
    await waitFor(
      async () =>
        expect(markedTitles(await songList())).toEqual([['യേശുവേ'], ['இயேசுவே'], ['Amazing'], []]),
      SEARCH_WAIT,
    );
    const title = screen.getByRole('button', { name: 'Amazing Grace' });
    expect(title.innerHTML).toMatch(/^<mark[^>]*>Amazing<\/mark> Grace$/);
    expect(screen.getByRole('button', { name: 'യേശുവേ നിന്നെ' })).toHaveAttribute('lang', 'ml');
    expect(await axeViolations()).toEqual([]);

    await user.clear(search);
    await waitFor(async () => expect(markedTitles(await songList())).toEqual([[], [], [], []]));
  });

  it("pages the search results: 'Show more results' after a full page, keeping the first", async () => {
    const many = Array.from({ length: 25 }, (_, i) =>
      makeSong({ id: `many-${i}`, title: `Grace ${i + 1}`, language: 'english' }),
    );
    const { user } = setup([
      listMock([englishSong]),
      categoriesMock,
      searchMock({ query: 'grace' }, many.slice(0, 20)),
      searchMock({ query: 'grace', limit: 40 }, many),
    ]);
    await songList();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'grace');
    await waitFor(async () => expect(cardTitles(await songList())).toHaveLength(20), SEARCH_WAIT);
    await user.click(screen.getByRole('button', { name: 'Show more results' }));
    await waitFor(async () => expect(cardTitles(await songList())).toHaveLength(25), SEARCH_WAIT);
    expect(cardTitles(await songList())[24]).toBe('Grace 25');
    // Fewer than a full page: nothing more to show.
    expect(screen.queryByRole('button', { name: 'Show more results' })).not.toBeInTheDocument();
  });

  it("says 'No songs found' when a search finds nothing, with no suggestion when there is none", async () => {
    const asked = vi.fn();
    const { user } = setup([
      listMock([englishSong]),
      categoriesMock,
      searchMock({ query: 'zzz' }, []),
      suggestionsMock({ query: 'zzz' }, [], asked),
    ]);
    await songList();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'zzz');
    expect(
      await screen.findByRole('heading', { name: 'No songs found' }, SEARCH_WAIT),
    ).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search terms or filters')).toBeInTheDocument();
    await waitFor(() => expect(asked).toHaveBeenCalledTimes(1), SEARCH_WAIT);
    await waitFor(() => expect(screen.queryByText('Did you mean:')).toBeNull());
    expect(screen.queryByRole('group', { name: 'Did you mean:' })).toBeNull();
  });

  it("offers 'Did you mean:' spellings when a search finds nothing; one picked searches it", async () => {
    const { user } = setup([
      listMock([malayalamSong, englishSong, tamilSong]),
      categoriesMock,
      searchMock({ query: 'yeshuvae ninnae', categoryId: 'cat-1' }, []),
      suggestionsMock({ query: 'yeshuvae ninnae', categoryId: 'cat-1' }, [
        'യേശുവേ നിന്നെ',
        'இயேசுவே ninnae',
        'yeshuve ninne',
      ]),
      searchMock({ query: 'യേശുവേ നിന്നെ', categoryId: 'cat-1' }, [malayalamSong]),
    ]);
    await songList();
    await user.selectOptions(await screen.findByLabelText('Category'), 'Worship');
    const search = screen.getByRole('searchbox', { name: 'Search' });
    await user.type(search, 'yeshuvae ninnae');

    const offered = await findSuggestionsOffered(
      ['യേശുവേ നിന്നെ', 'இயேசுவே ninnae', 'yeshuve ninne'],
      SEARCH_WAIT,
    );
    expect(within(offered).getByRole('button', { name: 'യേശുവേ നിന്നെ' })).toHaveAttribute(
      'lang',
      'ml',
    );
    const mixed = within(offered).getByRole('button', { name: 'இயேசுவே ninnae' });
    expect(mixed).not.toHaveAttribute('lang');
    expect(within(mixed).getByText('இயேசுவே')).toHaveAttribute('lang', 'ta');
    expect(within(offered).getByRole('button', { name: 'yeshuve ninne' })).not.toHaveAttribute(
      'lang',
    );
    expect(await axeViolations()).toEqual([]);

    await user.click(within(offered).getByRole('button', { name: 'യേശുവേ നിന്നെ' }));
    expect(search).toHaveValue('യേശുവേ നിന്നെ');
    expect(search).toHaveFocus();
    await waitFor(
      async () => expect(cardTitles(await songList())).toEqual(['യേശുവേ നിന്നെ']),
      SEARCH_WAIT,
    );
    expect(screen.queryByText('Did you mean:')).toBeNull();
  });

  it('never asks for suggestions while a search finds songs', async () => {
    const asked = vi.fn();
    const { user } = setup([
      listMock([englishSong]),
      categoriesMock,
      searchMock({ query: 'grace' }, [englishSong]),
      suggestionsMock({ query: 'grace' }, ['grace'], asked),
    ]);
    await songList();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'grace');
    await waitFor(
      () =>
        expect(
          screen.getByRole('button', { name: 'Amazing Grace' }).querySelector('mark'),
        ).not.toBeNull(),
      SEARCH_WAIT,
    );
    expect(asked).not.toHaveBeenCalled();
    expect(screen.queryByText('Did you mean:')).toBeNull();
  });

  it("'Clear Filters' resets the search and both filters", async () => {
    const { user } = setup([
      listMock([malayalamSong, englishSong]),
      categoriesMock,
      searchMock({ query: 'grace', language: 'english', categoryId: 'cat-2' }, [englishSong]),
    ]);
    await songList();
    await user.selectOptions(screen.getByLabelText('Language'), 'English');
    await user.selectOptions(await screen.findByLabelText('Category'), 'Praise');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'grace');
    await waitFor(
      async () => expect(cardTitles(await songList())).toEqual(['Amazing Grace']),
      SEARCH_WAIT,
    );

    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
    expect(screen.getByLabelText('Language')).toHaveValue('all');
    expect(screen.getByLabelText('Category')).toHaveValue('all');
    expect(cardTitles(await songList())).toEqual(['യേശുവേ നിന്നെ', 'Amazing Grace']);
  });

  it('opens the song view dialog from a card, loading the whole song, and puts the song in the address', async () => {
    const { user } = setup([
      listMock([malayalamSong, englishSong]),
      categoriesMock,
      detailMock(englishSong),
    ]);
    const list = await songList();
    await user.click(within(list).getByRole('button', { name: 'Amazing Grace' }));
    const dialog = await screen.findByRole('dialog', { name: 'Amazing Grace' });
    expect(
      within(dialog).getByText('Amazing grace, how sweet the sound').closest('[lang]'),
    ).toHaveAttribute('lang', 'en');
    expect(within(dialog).queryByRole('button', { name: 'Edit Song' })).not.toBeInTheDocument();
    expect(location()).toBe('/songs/public?song=song-2');

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(location()).toBe('/songs/public');
  });

  it('opens the song named by ?song= on load, for a signed-out visitor', async () => {
    setup(
      [
        listMock([englishSong]),
        categoriesMock,
        {
          request: { query: PublicSongDocument, variables: { id: 'song-1' } },
          result: { data: { publicSong: malayalamSong } },
        },
      ],
      '/songs/public?song=song-1',
      null,
    );
    const dialog = await screen.findByRole('dialog', { name: 'യേശുവേ നിന്നെ' });
    expect(within(dialog).getByText('Stanza 1')).toBeInTheDocument();
    expect(location()).toBe('/songs/public?song=song-1');
  });

  it("says 'Failed to load song details.' when ?song= cannot be loaded", async () => {
    setup(
      [
        listMock([englishSong]),
        categoriesMock,
        {
          request: { query: PublicSongDocument, variables: { id: 'private-song' } },
          result: { data: { publicSong: null } },
        },
      ],
      '/songs/public?song=private-song',
    );
    const toasts = toastList();
    expect(await within(toasts).findByText('Failed to load song details.')).toBeInTheDocument();
    expect(within(toasts).getByText('Error')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/songs/public'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('only logs an error of the public list fetch', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    setup([
      { request: { query: PublicSongsDocument }, error: new Error('Network down') },
      categoriesMock,
    ]);
    expect(
      await screen.findByRole('heading', { name: 'No songs are available yet' }),
    ).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Could not load the public songs.', expect.any(Error));
    expect(within(toastList()).queryAllByRole('listitem', { hidden: true })).toHaveLength(0);
  });

  it('has no axe violations, with and without the song dialog', async () => {
    const { user } = setup([
      listMock([malayalamSong, englishSong, tamilSong]),
      categoriesMock,
      detailMock(englishSong),
    ]);
    const list = await songList();
    expect(await axeViolations()).toEqual([]);
    await user.click(within(list).getByRole('button', { name: 'Amazing Grace' }));
    await screen.findByRole('dialog', { name: 'Amazing Grace' });
    expect(await axeViolations()).toEqual([]);
  });

  it('has no axe violations while loading and when empty', async () => {
    setup([listMock([], 100), categoriesMock]);
    expect(await axeViolations()).toEqual([]);
    await screen.findByRole('heading', { name: 'No songs are available yet' });
    expect(await axeViolations()).toEqual([]);
  });
});
