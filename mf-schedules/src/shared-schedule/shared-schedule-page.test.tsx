import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toastStore } from '@worship/shell-contract';
import { axeViolations } from '@worship/shell-contract/testing';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it } from 'vitest';
import { SharedScheduleSongViewDocument } from '../song-view/song-view.graphql';
import { WORSHIP, schedule, song, songView } from '../test/fixtures';
import { renderWithShell, toastList } from '../test/render';
import { SharedScheduleDocument } from './shared-schedule.graphql';
import SharedSchedulePage from './shared-schedule-page';

const LONG = `${'How great thou art '.repeat(10)}END`; // > 150 characters
const GREAT = song({
  id: 'song-great',
  title: 'How Great Thou Art',
  author: 'Carl Boberg',
  category: WORSHIP,
  lyrics: LONG,
});
const EMPTY = song({ id: 'song-empty', title: 'Instrumental', lyrics: '' });
const SHARED = schedule({
  id: 'sched-1',
  name: 'Easter Sunday',
  // The second song is gone from the songs service: the server sends null.
  songs: [GREAT, null, EMPTY],
  createdAt: '2026-04-05T12:00:00.000Z',
  isPublic: true,
});

const sharedMock = (result: MockLink.MockedResponse['result']): MockLink.MockedResponse => ({
  request: { query: SharedScheduleDocument, variables: { shareToken: 'tok_abc' } },
  result,
  maxUsageCount: Number.POSITIVE_INFINITY,
});

function renderPage(mocks: MockLink.MockedResponse[]) {
  renderWithShell(<SharedSchedulePage />, {
    mocks,
    user: null,
    route: '/schedules/share/tok_abc',
    path: '/schedules/share/:token',
  });
  return { user: userEvent.setup() };
}

const items = () => within(screen.getByRole('list', { name: 'Songs' })).getAllByRole('listitem');

afterEach(() => toastStore.dismiss());

describe('SharedSchedulePage (anyone)', () => {
  it('shows the name, creator, song count and created date, and the songs by order', async () => {
    renderPage([sharedMock({ data: { sharedSchedule: SHARED } })]);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Easter Sunday' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Created by Grace Hopper')).toBeInTheDocument();
    const details = screen.getByLabelText('Schedule details');
    expect(details).toHaveTextContent('Songs3 songs');
    expect(details).toHaveTextContent('CreatedApr 5, 2026');

    const [first, hidden, last] = items();
    expect(first).toHaveTextContent('1');
    expect(within(first!).getByRole('button', { name: 'How Great Thou Art' })).toBeInTheDocument();
    expect(within(first!).getByText('ENG')).toBeInTheDocument();
    expect(within(first!).getByText('Carl Boberg')).toBeInTheDocument();
    expect(within(first!).getByText('Worship')).toBeInTheDocument();
    expect(within(first!).getByText(/^How great thou art/)).toHaveTextContent(
      `${LONG.slice(0, 150).trimEnd()}…`,
    );
    expect(within(last!).getByText('No lyrics available')).toBeInTheDocument();
    expect(screen.getByText(/Shared with Worship Planner/)).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);

    // A song that is gone keeps its place and says so.
    expect(hidden).toHaveTextContent('2Song unavailableThis song is no longer available.');
    expect(within(hidden!).queryByRole('button')).toBeNull();
  });

  it('copies the page address with Share', async () => {
    const { user } = renderPage([sharedMock({ data: { sharedSchedule: SHARED } })]);
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    expect(await navigator.clipboard.readText()).toBe(window.location.href);
    expect(
      await within(toastList()).findByText('Schedule link has been copied to your clipboard!'),
    ).toBeInTheDocument();
  });

  it("opens a song as the library's full-screen view, read through the share link", async () => {
    const GREAT_FULL = songView({
      id: 'song-great',
      title: 'How Great Thou Art',
      author: 'Carl Boberg',
      category: WORSHIP,
      translation: 'O Store Gud',
      stanzas: [
        {
          lyrics: 'O Lord my God',
          transliterations: [
            { language: 'hindi', text: 'हे प्रभु मेरे परमेश्वर' },
            { language: 'malayalam', text: 'ഓ കർത്താവേ' },
          ],
        },
      ],
    });
    const { user } = renderPage([
      sharedMock({ data: { sharedSchedule: SHARED } }),
      {
        // The opened song's entry alone, not every song of the schedule in full.
        request: {
          query: SharedScheduleSongViewDocument,
          variables: { shareToken: 'tok_abc', songId: 'song-great' },
        },
        result: {
          data: {
            sharedSchedule: {
              __typename: 'Schedule',
              id: 'sched-1',
              songs: SHARED.songs
                .filter((entry) => entry.songId === 'song-great')
                .map((entry) => ({
                  __typename: 'ScheduleSong',
                  id: entry.id,
                  sharedSong: GREAT_FULL,
                })),
            },
          },
        },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'How Great Thou Art' }));
    const viewer = await screen.findByRole('dialog', { name: 'How Great Thou Art' });
    const verse = await within(viewer).findByRole('listitem');
    // An anonymous visitor gets the default language order: Malayalam before Hindi.
    expect(
      within(verse)
        .getAllByRole('heading', { level: 4 })
        .map((h) => h.textContent),
    ).toEqual(['Primary Lyrics', 'Malayalam Transliteration', 'Hindi Transliteration']);
    expect(within(verse).getByText('O Lord my God')).toHaveAttribute('lang', 'en');
    expect(within(verse).getByText('ഓ കർത്താവേ')).toHaveAttribute('lang', 'ml');
    expect(within(verse).getByText('हे प्रभु मेरे परमेश्वर')).toHaveAttribute('lang', 'hi');
    expect(within(viewer).getByRole('region', { name: 'Translation' })).toHaveTextContent(
      'O Store Gud',
    );
    expect(await axeViolations()).toEqual([]);
  });

  it("says 'Failed to load song details.' when the song cannot be loaded", async () => {
    const { user } = renderPage([
      sharedMock({ data: { sharedSchedule: SHARED } }),
      {
        request: {
          query: SharedScheduleSongViewDocument,
          variables: { shareToken: 'tok_abc', songId: 'song-great' },
        },
        result: { data: { sharedSchedule: null } },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'How Great Thou Art' }));
    expect(
      await within(toastList()).findByText('Failed to load song details.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it.each([
    ['an unknown or private schedule (null)', { data: { sharedSchedule: null } }],
    [
      'NOT_FOUND',
      { errors: [new GraphQLError('Schedule not found', { extensions: { code: 'NOT_FOUND' } })] },
    ],
  ])('explains an invalid link for %s, with a way to the public songs', async (_case, result) => {
    renderPage([sharedMock(result)]);
    expect(
      await screen.findByText(
        'This schedule link is invalid, expired, or the schedule is not publicly accessible.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Public Songs' })).toHaveAttribute(
      'href',
      '/songs/public',
    );
    expect(await axeViolations()).toEqual([]);
  });
});
