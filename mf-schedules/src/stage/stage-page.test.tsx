import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '@worship/shell-contract/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { FakeEventSource, liveState, installFakeEventSource } from '../test/fake-event-source';
import { LIVE_MOCKS, SCHEDULE_ID } from '../test/live-fixtures';
import { renderWithShell } from '../test/render';
import StagePage, { SCREEN_NOTES } from './stage-page';

installFakeEventSource();
const EVENTS = `/api/schedules/${SCHEDULE_ID}/live/events`;

beforeEach(() => localStorage.clear());

function renderStage() {
  const result = renderWithShell(<StagePage />, {
    mocks: LIVE_MOCKS,
    route: `/schedules/${SCHEDULE_ID}/stage`,
    path: '/schedules/:id/stage',
  });
  return { ...result, user: userEvent.setup({ delay: null }) };
}

const section = (name: 'Now' | 'Next') => screen.getByRole('region', { name });
/** What a screen reader hears of a section's chords (ChordLyrics' spoken line), first line. */
const chordsOf = (element: HTMLElement) =>
  /Chords: ([^.]+)\./u.exec(element.textContent ?? '')?.[1] ?? null;

describe('StagePage', () => {
  it('shows the current and the next section with chords in the entry’s key', async () => {
    renderStage();
    await screen.findByRole('region', { name: 'Stage controls' });
    expect(section('Now')).toHaveTextContent('Amazing Grace · Verse 1');
    // The entry plays Amazing Grace in A (the song is written in G).
    expect(chordsOf(section('Now'))).toBe('A, D, E');
    expect(section('Next')).toHaveTextContent('Amazing Grace · Chorus');
    expect(screen.getByText('Key of A')).toBeInTheDocument();
    expect(screen.getByRole('time')).toBeInTheDocument();
  });

  it('keeps this device’s transpose and capo through section changes and reloads', async () => {
    const { user, unmount } = renderStage();
    const controls = await screen.findByRole('region', { name: 'Stage controls' });
    await user.click(within(controls).getByRole('button', { name: 'Transpose up a semitone' }));
    await user.click(within(controls).getByRole('button', { name: 'Transpose up a semitone' }));
    expect(chordsOf(section('Now'))).toBe('B, E, F#');
    await user.selectOptions(within(controls).getByLabelText('Capo'), 'Fret 2');
    expect(screen.getByText('Key of B, capo 2: play A shapes')).toBeInTheDocument();
    expect(chordsOf(section('Now'))).toBe('A, D, E');

    // A page-turner pedal's key, with the focus back on the page.
    (document.activeElement as HTMLElement).blur();
    await user.keyboard('{PageDown}');
    expect(section('Now')).toHaveTextContent('Amazing Grace · Chorus');
    expect(chordsOf(section('Now'))).toBe('F#m, E/G#');
    await FakeEventSource.emit(EVENTS, liveState({ version: 2, songId: 'song-grace', section: 2 }));
    expect(section('Now')).toHaveTextContent('Amazing Grace · Verse 2');
    expect(screen.getByText('Key of B, capo 2: play A shapes')).toBeInTheDocument();

    unmount();
    renderStage();
    await screen.findByRole('region', { name: 'Stage controls' });
    expect(screen.getByText('Key of B, capo 2: play A shapes')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(`worship.live.stage.${SCHEDULE_ID}`)!)).toEqual({
      transpose: 2,
      capo: 2,
      fontSize: 1.5,
    });
  });

  it('keeps the chords on screen while the projector shows the title, a blank or a black screen, and says so', async () => {
    renderStage();
    await screen.findByRole('region', { name: 'Stage controls' });
    await FakeEventSource.emit(EVENTS, liveState({ version: 1, songId: 'song-grace', section: 1 }));
    expect(section('Now')).not.toHaveTextContent('The screen is');
    for (const [version, shown] of [
      [2, 'TITLE'],
      [3, 'BLANK'],
      [4, 'BLACK'],
    ] as const) {
      await FakeEventSource.emit(
        EVENTS,
        liveState({ version, songId: 'song-grace', section: 1, screen: shown }),
      );
      expect(within(section('Now')).getByText(SCREEN_NOTES[shown]!)).toBeInTheDocument();
      expect(section('Now')).toHaveTextContent('Amazing Grace · Chorus');
      expect(chordsOf(section('Now'))).toBe('F#m, E/G#');
    }
    await FakeEventSource.emit(EVENTS, liveState({ version: 5, songId: 'song-grace', section: 1 }));
    expect(section('Now')).not.toHaveTextContent('The screen is');
  });

  it('changes the text size', async () => {
    const { user } = renderStage();
    const controls = await screen.findByRole('region', { name: 'Stage controls' });
    await user.click(within(controls).getByRole('button', { name: 'Larger text' }));
    expect(screen.getByTestId('stage-sheets')).toHaveStyle({ fontSize: '1.75rem' });
  });

  it('has no axe violations', async () => {
    const { container } = renderStage();
    await screen.findByRole('region', { name: 'Stage controls' });
    expect(await axeViolations(container)).toEqual([]);
  });
});
