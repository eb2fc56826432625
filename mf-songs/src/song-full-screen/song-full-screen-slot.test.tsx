import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toastStore, type CurrentUser } from '@worship/shell-contract';
import { axeViolations } from '@worship/shell-contract/testing';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { TEST_USER, renderWithShell, toastList } from '../test/render';
import { makeSong, makeStanza } from '../test/song-fixtures';
import SongFullScreenSlot from './song-full-screen-slot';
import { SharedScheduleSongDocument, SongDocument, type SongFields } from '../lib/song.graphql';

const YESHU = makeSong({
  id: 'song-yeshu',
  title: 'Yeshu Ente',
  translation: 'Jesus my saviour',
  category: { __typename: 'Category', id: 'cat-x', name: 'Old', color: 'not-a-colour' },
  stanzas: [
    makeStanza('st-1', 0, 'യേശു എന്റെ രക്ഷകൻ', [
      ['english', 'Yeshu ente rakshakan'],
      ['tamil', 'யேசு என்றெ ரக்ஷகன்'],
    ]),
    makeStanza('st-2', 1, 'ഞാൻ നിന്നെ സ്തുതിക്കും', [['english', 'Njan ninne sthuthikkum']]),
  ],
} as Partial<SongFields>);

/** What a shared schedule's song carries (SongViewFields): no card fields. */
const GREAT = {
  __typename: 'Song',
  id: 'song-great',
  title: 'How Great Thou Art',
  language: 'english',
  author: null,
  artist: null,
  key: null,
  tempo: null,
  translation: 'O Store Gud',
  category: null,
  stanzas: [
    makeStanza('st-g', 0, 'O Lord my God', [
      ['hindi', 'हे प्रभु मेरे परमेश्वर'],
      ['malayalam', 'ഓ കർത്താവേ'],
    ]),
  ],
};

/** A viewer whose language display order puts Tamil first. */
const TAMIL_FIRST: CurrentUser = { ...TEST_USER, languageOrder: 'tamil,english,malayalam,hindi' };

const memberMock = (song: SongFields | null): MockLink.MockedResponse => ({
  request: { query: SongDocument, variables: { id: 'song-yeshu' } },
  result: { data: { song } },
});

const sharedMock = (song: typeof GREAT | null): MockLink.MockedResponse => ({
  request: {
    query: SharedScheduleSongDocument,
    variables: { shareToken: 'tok_abc', songId: 'song-great' },
  },
  result: {
    data: {
      sharedSchedule: song && {
        __typename: 'Schedule',
        id: 'sched-1',
        songs: [{ __typename: 'ScheduleSong', id: 'entry-1', sharedSong: song }],
      },
    },
  },
});

/** A schedule page's row that opens the view, as mf-schedules places it through the slot. */
function SchedulePage({
  song,
  shareToken,
  songKey,
  showChords,
}: {
  song: { id: string; title: string };
  shareToken?: string;
  songKey?: string | null;
  showChords?: boolean;
}) {
  const [open, setOpen] = useState<{ id: string; title: string } | null>(null);
  return (
    <>
      <button type="button" onClick={() => setOpen(song)}>
        {song.title}
      </button>
      <SongFullScreenSlot
        song={open}
        shareToken={shareToken}
        songKey={songKey}
        showChords={showChords}
        onClose={() => setOpen(null)}
      />
    </>
  );
}

function renderPage(
  mocks: MockLink.MockedResponse[],
  { shareToken, user = TEST_USER }: { shareToken?: string; user?: CurrentUser | null } = {},
) {
  const song = shareToken
    ? { id: 'song-great', title: 'How Great Thou Art' }
    : { id: 'song-yeshu', title: 'Yeshu Ente' };
  renderWithShell(<SchedulePage song={song} shareToken={shareToken} />, { mocks, user });
  return { user: userEvent.setup({ delay: null }) };
}

afterEach(() => toastStore.dismiss());

describe('SongFullScreenSlot', () => {
  it('is closed until a song is opened', () => {
    renderPage([]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("opens a schedule's song: verses with their transliterations in the viewer's order, then gives focus back", async () => {
    const { user } = renderPage([memberMock(YESHU)], { user: TAMIL_FIRST });
    await user.click(screen.getByRole('button', { name: 'Yeshu Ente' }));
    const view = await screen.findByRole('dialog', { name: 'Yeshu Ente' });
    const verses = await within(view).findAllByRole('listitem');
    expect(verses).toHaveLength(2);
    expect(within(view).getByLabelText('Language code MAL')).toBeInTheDocument();
    expect(within(view).getByText('2 verses')).toBeInTheDocument();
    // Primary lyrics first, then the transliterations in the viewer's order (Tamil first).
    expect(
      within(verses[0]!)
        .getAllByRole('heading', { level: 4 })
        .map((h) => h.textContent),
    ).toEqual(['Primary Lyrics', 'Tamil Transliteration', 'English Transliteration']);
    expect(within(verses[0]!).getByText('യേശു എന്റെ രക്ഷകൻ').closest('[lang]')).toHaveAttribute(
      'lang',
      'ml',
    );
    expect(within(verses[0]!).getByText('Yeshu ente rakshakan').closest('[lang]')).toHaveAttribute(
      'lang',
      'en',
    );
    expect(within(verses[0]!).getByText('யேசு என்றெ ரக்ஷகன்').closest('[lang]')).toHaveAttribute(
      'lang',
      'ta',
    );
    expect(within(verses[1]!).getByText('Njan ninne sthuthikkum')).toBeInTheDocument();
    expect(within(view).getByRole('region', { name: 'Translation' })).toHaveTextContent(
      'Jesus my saviour',
    );
    expect(await axeViolations()).toEqual([]);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Yeshu Ente' })).toHaveFocus();
  });

  it("says 'Failed to load song details.' and closes when the song cannot be loaded", async () => {
    const { user } = renderPage([memberMock(null)]);
    await user.click(screen.getByRole('button', { name: 'Yeshu Ente' }));
    expect(
      await within(toastList()).findByText('Failed to load song details.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('reads a shared schedule’s song through its link, for a visitor', async () => {
    const { user } = renderPage([sharedMock(GREAT)], { shareToken: 'tok_abc', user: null });
    await user.click(screen.getByRole('button', { name: 'How Great Thou Art' }));
    const view = await screen.findByRole('dialog', { name: 'How Great Thou Art' });
    const verse = await within(view).findByRole('listitem');
    // An anonymous visitor gets the default language order: Malayalam before Hindi.
    expect(
      within(verse)
        .getAllByRole('heading', { level: 4 })
        .map((h) => h.textContent),
    ).toEqual(['Primary Lyrics', 'Malayalam Transliteration', 'Hindi Transliteration']);
    expect(within(verse).getByText('O Lord my God').closest('[lang]')).toHaveAttribute(
      'lang',
      'en',
    );
    expect(within(verse).getByText('ഓ കർത്താവേ').closest('[lang]')).toHaveAttribute('lang', 'ml');
    expect(within(verse).getByText('हे प्रभु मेरे परमेश्वर').closest('[lang]')).toHaveAttribute(
      'lang',
      'hi',
    );
    expect(within(view).getByRole('region', { name: 'Translation' })).toHaveTextContent(
      'O Store Gud',
    );
    expect(await axeViolations()).toEqual([]);
  });

  it("says 'Failed to load song details.' when the shared song cannot be loaded", async () => {
    const { user } = renderPage([sharedMock(null)], { shareToken: 'tok_abc', user: null });
    await user.click(screen.getByRole('button', { name: 'How Great Thou Art' }));
    expect(
      await within(toastList()).findByText('Failed to load song details.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows a schedule entry's chords in the entry's key", async () => {
    const chart = makeSong({
      id: 'song-yeshu',
      title: 'Yeshu Ente',
      key: 'G',
      stanzas: [makeStanza('st-1', 0, '[G]യേശു [C]എന്റെ', [['english', '[G]Yeshu [D/F#]ente']])],
    } as Partial<SongFields>);
    const song = { id: 'song-yeshu', title: 'Yeshu Ente' };
    const user = userEvent.setup({ delay: null });
    renderWithShell(<SchedulePage song={song} songKey="Bb" />, { mocks: [memberMock(chart)] });
    await user.click(screen.getByRole('button', { name: 'Yeshu Ente' }));
    const verse = await within(await screen.findByRole('dialog')).findByRole('listitem');
    expect(within(verse).getByText('Chords: Bb, Eb.', { exact: false })).toBeInTheDocument();
    expect(within(verse).getByText('Chords: Bb, F/A.', { exact: false })).toBeInTheDocument();
  });

  it('starts with the chords hidden when the schedule page says so', async () => {
    const chart = makeSong({
      id: 'song-yeshu',
      title: 'Yeshu Ente',
      key: 'G',
      stanzas: [makeStanza('st-1', 0, '[G]Yeshu [C]ente')],
    } as Partial<SongFields>);
    const song = { id: 'song-yeshu', title: 'Yeshu Ente' };
    const user = userEvent.setup({ delay: null });
    window.localStorage.clear();
    renderWithShell(<SchedulePage song={song} songKey="A" showChords={false} />, {
      mocks: [memberMock(chart)],
    });
    await user.click(screen.getByRole('button', { name: 'Yeshu Ente' }));
    const verse = await within(await screen.findByRole('dialog')).findByRole('listitem');
    expect(verse).toHaveTextContent('Yeshu ente');
    expect(within(verse).queryByText(/Chords:/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Chords', pressed: false }));
    expect(within(verse).getByText('Chords: A, D.', { exact: false })).toBeInTheDocument();
  });
});
