import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toastStore } from '@worship/shell-contract';
import { axeViolations } from '@worship/shell-contract/testing';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it } from 'vitest';
import { WORSHIP, schedule, song } from '../test/fixtures';
import { renderWithShell, toastList } from '../test/render';
import { withSongView } from '../test/song-view-slot';
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
  renderWithShell(withSongView(<SharedSchedulePage />), {
    mocks,
    user: null,
    route: '/schedules/share/tok_abc',
    path: '/schedules/share/:token',
  });
  return { user: userEvent.setup({ delay: null }) };
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

  it("opens a song in mf-songs' full-screen view, read through the share link", async () => {
    const { user } = renderPage([sharedMock({ data: { sharedSchedule: SHARED } })]);
    await user.click(await screen.findByRole('button', { name: 'How Great Thou Art' }));
    const view = screen.getByRole('region', { name: 'Song view: How Great Thou Art' });
    expect(within(view).getByText('song-great through tok_abc')).toBeInTheDocument();
    // Singers read a shared schedule: lyrics only until they show the chords.
    expect(within(view).getByText('Chords: hidden')).toBeInTheDocument();
    await user.click(within(view).getByRole('button', { name: 'Close song view' }));
    expect(screen.queryByRole('region', { name: /^Song view/ })).not.toBeInTheDocument();
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

  it('opens an entry in its own key, and marks a song removed from the library', async () => {
    const removed = song({
      id: 'song-old',
      title: 'Old Hymn',
      deletedAt: '2026-11-20T10:00:00.000Z',
    });
    const keyed = schedule({
      id: 'sched-1',
      isPublic: true,
      songs: [GREAT, removed],
      keys: ['Eb'],
    });
    const { user } = renderPage([sharedMock({ data: { sharedSchedule: keyed } })]);
    await user.click(await screen.findByRole('button', { name: 'How Great Thou Art' }));
    const view = screen.getByRole('region', { name: 'Song view: How Great Thou Art' });
    expect(within(view).getByText('In key: Eb')).toBeInTheDocument();
    const [first, second] = items();
    expect(within(first!).queryByText('Removed from the library')).toBeNull();
    expect(within(second!).getByText('Removed from the library')).toBeInTheDocument();
    expect(within(second!).getByRole('button', { name: 'Old Hymn' })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });
});
