import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '@worship/shell-contract/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GROUPS } from '../test/fixtures';
import { renderWithShell } from '../test/render';
import { stanza } from '../test/sheet-fixtures';
import {
  SchedulePrintDocument,
  SchedulePrintSongDocument,
  type PrintedSchedule,
  RecordSchedulePrintDocument,
} from './schedule-print.graphql';
import SchedulePrintPage from './schedule-print-page';

const printedSong = (fields: Record<string, unknown>) => ({
  __typename: 'Song',
  author: null,
  artist: null,
  key: null,
  tempo: null,
  copyright: null,
  ccliNumber: null,
  sectionOrder: [],
  deletedAt: null,
  language: 'english',
  ...fields,
});

const GRACE = printedSong({
  id: 'song-grace',
  title: 'Amazing Grace',
  author: 'John Newton',
  key: 'G',
  tempo: 72,
  ccliNumber: '22025',
  copyright: 'Public domain',
  // Verse 1, Chorus, Verse 2, Chorus
  sectionOrder: [1, 3, 2, 3],
  stanzas: [
    stanza('g1', 1, 'Verse 1', '[G]Amazing [C]grace'),
    stanza('g2', 2, null, '[G]Twas grace that [D]taught'),
    stanza('g3', 3, 'Chorus', '[Em]My chains are [D/F#]gone'),
  ],
});

const YESHU = printedSong({
  id: 'song-yeshu',
  title: 'Yeshu Ente',
  language: 'malayalam',
  key: 'D',
  deletedAt: '2026-11-20T10:00:00.000Z',
  stanzas: [stanza('y1', 1, null, '[D]യേശു [G]എന്റെ', [['english', '[D]Yeshu [G]ente']])],
});

/** An entry as the schedule lists it: the song's id, title, language and removal only. */
const entry = (
  id: string,
  order: number,
  key: string | null,
  song: Record<string, unknown> | null,
) => ({
  __typename: 'ScheduleSong',
  id,
  order,
  songId: (song?.id as string | undefined) ?? 'hidden',
  key,
  sectionOrder: null,
  song: song && {
    __typename: 'Song',
    id: song.id,
    title: song.title,
    language: song.language,
    deletedAt: song.deletedAt,
  },
});

const SCHEDULE = {
  __typename: 'Schedule',
  id: 'sched-1',
  name: 'Sunday Service',
  // Out of order on purpose: the print follows `order`.
  songs: [entry('e2', 2, null, YESHU), entry('e1', 1, 'Bb', GRACE), entry('e3', 3, null, null)],
} as unknown as PrintedSchedule;

const printMock = (schedule: PrintedSchedule | null): MockLink.MockedResponse => ({
  request: { query: SchedulePrintDocument, variables: { id: 'sched-1' } },
  result: { data: { schedule } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

/** One entry's song in full, as the sheet reads it. */
const songMock = (entryId: string, song: Record<string, unknown>): MockLink.MockedResponse => ({
  request: { query: SchedulePrintSongDocument, variables: { id: 'sched-1', songId: song.id } },
  result: {
    data: {
      schedule: {
        __typename: 'Schedule',
        id: 'sched-1',
        songs: [{ __typename: 'ScheduleSong', id: entryId, song }],
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

const MOCKS = [printMock(SCHEDULE), songMock('e1', GRACE), songMock('e2', YESHU)];

function renderPage(mocks: MockLink.MockedResponse[]) {
  renderWithShell(<SchedulePrintPage />, {
    mocks,
    groups: GROUPS,
    route: '/schedules/sched-1/print',
    path: '/schedules/:id/print',
  });
  return { user: userEvent.setup({ delay: null }) };
}

const sheets = () => screen.getAllByRole('article');
/** What a screen reader hears of a printed section's chords (ChordLyrics' spoken line). */
const chordsOf = (element: HTMLElement) =>
  [...element.textContent!.matchAll(/Chords: ([^.]+)\./gu)].map((m) => m[1]);

afterEach(() => vi.restoreAllMocks());

describe('SchedulePrintPage', () => {
  it('prints one sheet per entry in order, each in its entry’s key, sections labelled and in the song’s order', async () => {
    renderPage(MOCKS);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sunday Service' }),
    ).toBeInTheDocument();
    expect(screen.getByText('3 songs')).toBeInTheDocument();
    expect(sheets().map((s) => within(s).getByRole('heading', { level: 2 }).textContent)).toEqual([
      '1. Amazing Grace',
      '2. Yeshu Ente',
      '3. Untitled Song',
    ]);
    await screen.findByText('Key of Bb · by John Newton · 72 BPM');
    await screen.findByText('Key of D');
    const [grace, yeshu, hidden] = sheets();

    // Amazing Grace: the entry is in Bb, the library song in G.
    expect(grace).toHaveTextContent('Key of Bb · by John Newton · 72 BPM');
    expect(
      within(grace!)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Verse 1', 'Chorus', 'Verse 2', 'Chorus']);
    expect(chordsOf(grace!)).toEqual(['Bb, Eb', 'Gm, F/A', 'Bb, F', 'Gm, F/A']);
    expect(grace).toHaveTextContent('Public domain · CCLI Song # 22025');

    // Yeshu Ente: no entry key, so the song's D; its transliteration too; removed from the library.
    expect(yeshu).toHaveTextContent('Key of D');
    expect(within(yeshu!).getByText('Removed from the library')).toBeInTheDocument();
    expect(chordsOf(yeshu!)).toEqual(['D, G', 'D, G']);
    expect(within(yeshu!).getByText('യേശു എന്റെ').closest('[lang]')).toHaveAttribute('lang', 'ml');
    expect(within(yeshu!).getByText('Yeshu ente').closest('[lang]')).toHaveAttribute('lang', 'en');

    expect(hidden).toHaveTextContent('This song is not available to you.');
    expect(await axeViolations()).toEqual([]);
  });

  it('prints the lyrics alone, chords left out, with "Lyrics only"', async () => {
    const { user } = renderPage(MOCKS);
    await screen.findByText('Key of D');
    const chart = screen.getByRole('radio', { name: 'Chord chart' });
    expect(chart).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Lyrics only' }));
    const [grace, yeshu] = sheets();
    expect(chordsOf(grace!)).toEqual([]);
    expect(grace!.textContent).not.toMatch(/\[|Eb|Gm|F\/A/u);
    expect(within(grace!).getAllByText('Amazing grace')).toHaveLength(1);
    expect(within(yeshu!).getByText('യേശു എന്റെ')).toBeInTheDocument();
    // Keys stay: singers pitch from them.
    expect(grace).toHaveTextContent('Key of Bb');
    await user.click(chart);
    expect(chordsOf(sheets()[0]!)).toHaveLength(4);
    expect(await axeViolations()).toEqual([]);
  });

  it("prints with the browser's print, and keeps the controls off paper", async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const { user } = renderPage(MOCKS);
    const button = await screen.findByRole('button', { name: 'Print' });
    // Not before every song has loaded.
    expect(button).toBeDisabled();
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    expect(print).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: '← Back to Schedule' })).toHaveAttribute(
      'href',
      '/schedules/sched-1',
    );
    expect(screen.getByRole('group', { name: 'Show' }).closest('[data-print-hide]')).not.toBeNull();
  });

  it('counts the copies printed for the CCLI report (issue 21)', async () => {
    vi.spyOn(window, 'print').mockImplementation(() => {});
    let recorded: unknown = null;
    const { user } = renderPage([
      ...MOCKS,
      {
        request: {
          query: RecordSchedulePrintDocument,
          variables: { scheduleId: 'sched-1', copies: 12 },
        },
        result: () => {
          recorded = 12;
          return { data: { recordSchedulePrint: 3 } };
        },
      },
    ]);
    const button = await screen.findByRole('button', { name: 'Print' });
    await waitFor(() => expect(button).toBeEnabled());
    const copies = screen.getByRole('spinbutton', { name: /Copies/ });
    expect(copies).toHaveAccessibleDescription('Counted for the CCLI report when you print.');
    await user.clear(copies);
    await user.type(copies, '12');
    await user.click(button);
    await waitFor(() => expect(recorded).toBe(12));
  });

  it('says the schedule does not exist when it is not the viewer’s', async () => {
    renderPage([printMock(null)]);
    expect(
      await screen.findByText(
        "The schedule you're looking for doesn't exist or you don't have permission to view it.",
      ),
    ).toBeInTheDocument();
  });

  it('says which song could not be loaded, and still prints the others', async () => {
    renderPage([
      printMock(SCHEDULE),
      songMock('e1', GRACE),
      {
        request: {
          query: SchedulePrintSongDocument,
          variables: { id: 'sched-1', songId: 'song-yeshu' },
        },
        error: new Error('Network down'),
      },
    ]);
    expect(
      await screen.findByText('This song could not be loaded. Reload the page to try again.'),
    ).toBeInTheDocument();
    await screen.findByText('Key of Bb · by John Newton · 72 BPM');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Print' })).toBeEnabled());
  });
});
