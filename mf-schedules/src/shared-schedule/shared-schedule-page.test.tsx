import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toastStore } from '@worship/shell-contract';
import { axeViolations } from '@worship/shell-contract/testing';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it } from 'vitest';
import { WORSHIP, schedule, song } from '../test/fixtures';
import { renderWithShell, toastList } from '../test/render';
import { SharedScheduleDocument, SharedSongDocument } from './shared-schedule.graphql';
import SharedSchedulePage from './shared-schedule-page';

const LONG = `${'How great thou art '.repeat(10)}END`; // > 150 characters
const GREAT = song({
  id: 'song-great',
  title: 'How Great Thou Art',
  author: 'Carl Boberg',
  category: WORSHIP,
  lyrics: LONG,
  translation: 'O Store Gud',
});
const EMPTY = song({ id: 'song-empty', title: 'Instrumental', lyrics: '' });
const SHARED = schedule({
  id: 'sched-1',
  name: 'Easter Sunday',
  // The second song is one the visitor may not see: the server sends null.
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

    // The private song keeps its place and gives nothing away.
    expect(hidden).toHaveTextContent('2Private songThis song is not publicly available.');
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

  it('opens a song as the public song detail in a viewer', async () => {
    const { user } = renderPage([
      sharedMock({ data: { sharedSchedule: SHARED } }),
      {
        request: { query: SharedSongDocument, variables: { id: 'song-great' } },
        result: { data: { publicSong: GREAT } },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'How Great Thou Art' }));
    const viewer = await screen.findByRole('dialog', { name: 'How Great Thou Art' });
    await waitFor(() =>
      expect(
        within(viewer)
          .getAllByRole('heading', { level: 3 })
          .map((h) => h.textContent),
      ).toEqual(['Lyrics', 'Translation']),
    );
    expect(within(viewer).getByText(/^How great thou art/)).toHaveAttribute('lang', 'en');
  });

  it("says 'Failed to load song details.' when the song cannot be loaded", async () => {
    const { user } = renderPage([
      sharedMock({ data: { sharedSchedule: SHARED } }),
      {
        request: { query: SharedSongDocument, variables: { id: 'song-great' } },
        result: { data: { publicSong: null } },
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
