import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toastStore } from '@worship/shell-contract';
import { axeViolations } from '@worship/shell-contract/testing';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it } from 'vitest';
import { ScheduleDocument } from '../lib/schedule.graphql';
import {
  SetScheduleSongKeyDocument,
  SetScheduleSongSectionOrderDocument,
} from '../lib/schedule-songs.graphql';
import { LiveScheduleSongDocument } from '../lib/sunday/deck.graphql';
import { GROUPS, WORSHIP, schedule, song } from '../test/fixtures';
import { renderWithShell, toastList } from '../test/render';
import { withSongView } from '../test/song-view-slot';
import ScheduleDetailPage from './schedule-detail-page';

const GRACE = song({
  id: 'song-grace',
  title: 'Amazing Grace',
  artist: 'John Newton',
  key: 'G',
  tempo: 72,
  category: WORSHIP,
  lyrics: `Amazing grace how sweet the sound\n\nThat saved a wretch like me\nI once was lost`,
});
const YESHU = song({
  id: 'song-yeshu',
  title: 'Yeshu Ente',
  language: 'malayalam',
  category: { __typename: 'Category', id: 'cat-x', name: 'Old', color: 'not-a-colour' },
  lyrics: 'യേശു എന്റെ രക്ഷകൻ\nരണ്ടാം വരി',
});
const SCHEDULE = schedule({
  id: 'sched-1',
  name: 'Sunday Service',
  songs: [GRACE, YESHU, null],
  createdAt: '2026-03-05T12:00:00.000Z',
  updatedAt: '2026-03-07T12:00:00.000Z',
  averageRating: 3,
  totalVotes: 1,
});

const detailMock = (result: MockLink.MockedResponse['result'], id = 'sched-1') => ({
  request: { query: ScheduleDocument, variables: { id } },
  result,
  maxUsageCount: Number.POSITIVE_INFINITY,
});

function renderPage(mocks: MockLink.MockedResponse[], id = 'sched-1') {
  renderWithShell(withSongView(<ScheduleDetailPage />), {
    mocks,
    groups: GROUPS,
    route: `/schedules/${id}`,
    path: '/schedules/:id',
  });
  return { user: userEvent.setup({ delay: null }) };
}

afterEach(() => toastStore.dismiss());

const rows = () =>
  within(screen.getByRole('list', { name: 'Songs in order' })).getAllByRole('listitem');

describe('ScheduleDetailPage', () => {
  it('shows the back link, name, creator, dates, count and rating', async () => {
    renderPage([detailMock({ data: { schedule: SCHEDULE } })]);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sunday Service' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Back to Schedules' })).toHaveAttribute(
      'href',
      '/schedules',
    );
    expect(screen.getByText('Created by Grace Hopper')).toBeInTheDocument();
    const details = screen.getByLabelText('Schedule details');
    expect(details).toHaveTextContent('CreatedMar 5, 2026');
    expect(details).toHaveTextContent('UpdatedMar 7, 2026');
    expect(details).toHaveTextContent('Songs3 songs');
    expect(screen.getByRole('group', { name: 'Rate this schedule' })).toBeInTheDocument();
    expect(screen.getByText('3.0')).toBeInTheDocument();
    expect(document.title).toBe('Sunday Service - Worship Planner');
    expect(await axeViolations()).toEqual([]);
  });

  it('lists the songs in order with their badges, key, tempo, artist and two lyric lines', async () => {
    renderPage([detailMock({ data: { schedule: SCHEDULE } })]);
    await screen.findByRole('list', { name: 'Songs in order' });
    const [first, second, third] = rows();
    expect(within(first!).getByText('1')).toBeInTheDocument();
    expect(within(first!).getByRole('button', { name: 'Amazing Grace' })).toBeInTheDocument();
    expect(within(first!).getByText('ENG')).toBeInTheDocument();
    expect(within(first!).getByText('Worship')).toBeInTheDocument();
    expect(
      within(first!).getByRole('combobox', { name: 'Key for Amazing Grace' }),
    ).toHaveDisplayValue("Song's key (G)");
    expect(first).toHaveTextContent('Tempo:72 BPM');
    expect(first).toHaveTextContent('Artist:John Newton');
    expect(within(first!).getByText(/Amazing grace how sweet the sound/)).toHaveTextContent(
      'Amazing grace how sweet the sound That saved a wretch like me',
    );
    expect(within(first!).queryByText(/I once was lost/)).not.toBeInTheDocument();

    expect(within(second!).getByText('MAL')).toBeInTheDocument();
    expect(within(second!).getByText(/യേശു എന്റെ രക്ഷകൻ/)).toHaveAttribute('lang', 'ml');
    expect(
      within(second!).getByRole('combobox', { name: 'Key for Yeshu Ente' }),
    ).toHaveDisplayValue("Song's key");

    expect(third).toHaveTextContent('Untitled Song: this song is not available to you.');
    expect(within(third!).queryByRole('button', { name: 'Untitled Song' })).toBeNull();
  });

  it("opens a song in mf-songs' full-screen view, and closes it", async () => {
    const { user } = renderPage([detailMock({ data: { schedule: SCHEDULE } })]);
    await screen.findByRole('list', { name: 'Songs in order' });
    await user.click(screen.getByRole('button', { name: 'Yeshu Ente' }));
    const view = screen.getByRole('region', { name: 'Song view: Yeshu Ente' });
    expect(within(view).getByText('song-yeshu')).toBeInTheDocument();
    await user.click(within(view).getByRole('button', { name: 'Close song view' }));
    expect(screen.queryByRole('region', { name: /^Song view/ })).not.toBeInTheDocument();
  });

  it.each([
    ['the schedule is not the viewer’s (null)', { data: { schedule: null } }],
    [
      'the server says NOT_FOUND',
      { errors: [new GraphQLError('Schedule not found', { extensions: { code: 'NOT_FOUND' } })] },
    ],
  ])('says it does not exist when %s', async (_case, result) => {
    renderPage([detailMock(result, 'missing')], 'missing');
    expect(
      await screen.findByText(
        "The schedule you're looking for doesn't exist or you don't have permission to view it.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Schedule not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: '← Back to Schedules' })).toBeInTheDocument();
  });

  it('links to the print view of the schedule', async () => {
    renderPage([detailMock({ data: { schedule: SCHEDULE } })]);
    expect(await screen.findByRole('link', { name: 'Print' })).toHaveAttribute(
      'href',
      '/schedules/sched-1/print',
    );
  });
});

const keyMock = (key: string, result: MockLink.MockedResponse['result']) => ({
  request: {
    query: SetScheduleSongKeyDocument,
    variables: { scheduleId: 'sched-1', songId: 'song-grace', key },
  },
  result,
});

describe('ScheduleDetailPage: a key per entry (issue 17)', () => {
  it("offers the song's key and the keys of its kind, saves the chosen one and opens the song in it", async () => {
    const { user } = renderPage([
      detailMock({ data: { schedule: SCHEDULE } }),
      keyMock('A', { data: { moveScheduleSong: { ...SCHEDULE, ...withKeys(['A']) } } }),
    ]);
    const select = await screen.findByRole('combobox', { name: 'Key for Amazing Grace' });
    // A song in G major is played in another major key: 12 of them after "Song's key (G)".
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      "Song's key (G)",
      ...['C', 'Db', 'D', 'Eb', 'E', 'F', 'F#', 'G', 'Ab', 'A', 'Bb', 'B'],
    ]);
    await user.selectOptions(select, 'A');
    expect(select).toHaveValue('A');
    await user.click(screen.getByRole('button', { name: 'Amazing Grace' }));
    const view = screen.getByRole('region', { name: 'Song view: Amazing Grace' });
    expect(within(view).getByText('In key: A')).toBeInTheDocument();
    expect(within(view).getByText('Chords: shown')).toBeInTheDocument();
    expect(within(toastList()).queryByText(/Failed/)).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it('shows the saved key again and says why when the server refuses the change', async () => {
    const refusal = new GraphQLError('Key must be a key such as G, F#m or Bb', {
      extensions: {
        code: 'BAD_USER_INPUT',
        fieldErrors: { key: 'Key must be a key such as G, F#m or Bb' },
      },
    });
    const { user } = renderPage([
      detailMock({ data: { schedule: { ...SCHEDULE, ...withKeys(['Bb']) } } }),
      keyMock('D', { errors: [refusal] }),
    ]);
    const select = await screen.findByRole('combobox', { name: 'Key for Amazing Grace' });
    expect(select).toHaveValue('Bb');
    await user.selectOptions(select, 'D');
    expect(
      await within(toastList()).findByText('Failed to change the key. Please try again.'),
    ).toBeInTheDocument();
    expect(
      within(toastList()).getByText('Key must be a key such as G, F#m or Bb'),
    ).toBeInTheDocument();
    expect(select).toHaveValue('Bb');
  });

  it('clears the entry\'s key with "Song\'s key"', async () => {
    const { user } = renderPage([
      detailMock({ data: { schedule: { ...SCHEDULE, ...withKeys(['Bb']) } } }),
      keyMock('', { data: { moveScheduleSong: SCHEDULE } }),
    ]);
    const select = await screen.findByRole('combobox', { name: 'Key for Amazing Grace' });
    await user.selectOptions(select, "Song's key (G)");
    await waitFor(() => expect(select).toHaveValue(''));
    expect(within(toastList()).queryByText(/Failed/)).toBeNull();
  });
});

describe('ScheduleDetailPage: a song removed from the library (issue 17)', () => {
  const REMOVED = song({
    id: 'song-old',
    title: 'Old Hymn',
    key: 'D',
    tempo: 80,
    deletedAt: '2026-11-20T10:00:00.000Z',
  });
  const WITH_REMOVED = schedule({ id: 'sched-1', songs: [GRACE, REMOVED], keys: [null, 'E'] });

  it('stays listed and counted under its title with a badge, and is neither opened nor re-keyed', async () => {
    renderPage([detailMock({ data: { schedule: WITH_REMOVED } })]);
    await screen.findByRole('list', { name: 'Songs in order' });
    expect(screen.getByLabelText('Schedule details')).toHaveTextContent('Songs2 songs');
    const [, removed] = rows();
    expect(within(removed!).getByText('Old Hymn')).toBeInTheDocument();
    expect(within(removed!).getByText('Removed from the library')).toBeInTheDocument();
    expect(within(removed!).queryByRole('button', { name: 'Old Hymn' })).toBeNull();
    expect(within(removed!).queryByRole('combobox')).toBeNull();
    expect(within(removed!).queryByRole('link')).toBeNull();
    expect(removed).toHaveTextContent('Key:E');
    expect(removed).toHaveTextContent('Tempo:80 BPM');
    // Still in its place: it can be moved or removed like any entry.
    expect(
      within(removed!).getByRole('button', { name: 'Drag to reorder Old Hymn' }),
    ).toBeEnabled();
    expect(within(rows()[0]!).queryByText('Removed from the library')).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });
});

function withKeys(keys: (string | null)[]) {
  return { songs: SCHEDULE.songs.map((entry, i) => ({ ...entry, key: keys[i] ?? null })) };
}

const FULL_GRACE = {
  __typename: 'Song',
  id: 'song-grace',
  title: 'Amazing Grace',
  language: 'english',
  key: 'G',
  sectionOrder: [],
  stanzas: [
    ['g1', 1, 'Verse 1', 'Amazing grace how sweet the sound'],
    ['g2', 2, 'Chorus', 'My chains are gone'],
    ['g3', 3, 'Bridge', 'The earth shall soon dissolve'],
  ].map(([id, position, label, lyrics]) => ({
    __typename: 'Stanza',
    id,
    position,
    label,
    lyrics,
    transliterations: [],
  })),
};

const fullSongMock = {
  request: { query: LiveScheduleSongDocument, variables: { id: 'sched-1', songId: 'song-grace' } },
  result: {
    data: {
      schedule: {
        __typename: 'Schedule',
        id: 'sched-1',
        songs: [{ __typename: 'ScheduleSong', id: 'sched-1-entry-1', song: FULL_GRACE }],
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

const sectionOrderMock = (sectionOrder: number[] | null) => ({
  request: {
    query: SetScheduleSongSectionOrderDocument,
    variables: { scheduleId: 'sched-1', songId: 'song-grace', sectionOrder },
  },
  result: {
    data: {
      moveScheduleSong: schedule({
        id: 'sched-1',
        name: 'Sunday Service',
        songs: [GRACE, YESHU, null],
        sectionOrders: [sectionOrder],
      }),
    },
  },
});

describe('ScheduleDetailPage: an arrangement per entry (issue 20)', () => {
  it('drops the bridge and repeats the chorus for this schedule only', async () => {
    const { user } = renderPage([
      detailMock({ data: { schedule: SCHEDULE } }),
      fullSongMock,
      sectionOrderMock([1, 2, 2]),
    ]);
    await user.click(
      await screen.findByRole('button', { name: "Sections: song's order, Amazing Grace" }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Arrangement of Amazing Grace' });
    const list = await within(dialog).findByRole('list', {
      name: 'Sections of Amazing Grace in order',
    });
    const names = () =>
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('strong')!.textContent);
    expect(names()).toEqual(['Verse 1', 'Chorus', 'Bridge']);
    await user.click(within(dialog).getByRole('button', { name: 'Remove Bridge (3)' }));
    await user.selectOptions(
      within(dialog).getByLabelText('Add a section'),
      'Chorus: My chains are gone',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(names()).toEqual(['Verse 1', 'Chorus', 'Chorus']);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      await screen.findByRole('button', { name: 'Sections: own order, Amazing Grace' }),
    ).toBeInTheDocument();
  });

  it('moves sections and resets to the song’s order, which saves no arrangement', async () => {
    const { user } = renderPage([
      detailMock({ data: { schedule: SCHEDULE } }),
      fullSongMock,
      sectionOrderMock(null),
    ]);
    await user.click(
      await screen.findByRole('button', { name: "Sections: song's order, Amazing Grace" }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Arrangement of Amazing Grace' });
    await within(dialog).findByRole('list', { name: 'Sections of Amazing Grace in order' });
    await user.click(within(dialog).getByRole('button', { name: 'Move Bridge (3) up' }));
    expect(within(dialog).getAllByRole('listitem')[1]).toHaveTextContent('Bridge');
    await user.click(within(dialog).getByRole('button', { name: "Reset to the song's order" }));
    expect(within(dialog).getAllByRole('listitem')[1]).toHaveTextContent('Chorus');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('offers the live views and the follow link of a public schedule', async () => {
    const { user } = renderPage([
      detailMock({ data: { schedule: { ...SCHEDULE, isPublic: true } } }),
    ]);
    const card = await screen.findByRole('region', { name: 'Sunday mode' });
    expect(within(card).getByRole('link', { name: 'Start leading' })).toHaveAttribute(
      'href',
      '/schedules/sched-1/present?lead',
    );
    expect(within(card).getByRole('link', { name: 'Stage view' })).toHaveAttribute(
      'href',
      '/schedules/sched-1/stage',
    );
    await user.click(within(card).getByRole('button', { name: 'Follow link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Follow on a phone' });
    expect(within(dialog).getByRole('link')).toHaveAttribute(
      'href',
      `${window.location.origin}/schedules/share/token-sched-1/follow`,
    );
    expect(
      within(dialog).getByRole('img', { name: /^QR code of the follow link/ }),
    ).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });
});
